import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Layers under rotation and perspective, drawn per pixel through the inverse mapping.
@MainActor
@Suite("Rasterizer · transforms")
struct RasterizerTransformTests {
    /// A full-width black view 100 pt tall centred on a 390 × 200 white screen, with `transform`.
    private func render(fullWidthWith transform: CATransform3D) -> (RGBAImage, HeadlessHost) {
        let stage = RasterizerStage(width: 390, height: 200)
        let view = stage.addView(CGRect(x: 0, y: 50, width: 390, height: 100), color: .black)
        view.transform3D = transform
        return (stage.snapshot(), stage.host)
    }

    private func perspective(rotatedBy angle: Double) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        return CATransform3DRotate(transform, angle, 0, 1, 0)
    }

    @Test("a 60° turn about y with m34 = −1/500 is as wide on its middle row as the projection says")
    func perspectiveWidth() {
        let angle = Double.pi / 3
        let (image, _) = render(fullWidthWith: perspective(rotatedBy: angle))
        // Independently: a point x from the anchor turns to (x cos θ, 0, −x sin θ), then the
        // perspective divides by w = 1 − z / 500 = 1 + x sin θ / 500.
        func projected(_ x: Double) -> Double { x * cos(angle) / (1 + x * sin(angle) / 500) }
        let left = 195 + projected(-195)
        let right = 195 + projected(195)
        let measured = image.blackWidth(row: 100)
        #expect(abs(measured - (right - left)) < 1, "measured \(measured), expected \(right - left)")
        // And in the right place: the first and last covered columns.
        let covered = (0..<image.width).filter { image.blackCoverage(x: $0, y: 100) > 0.5 }
        #expect(abs(Double(covered.first!) - left) <= 1, "left edge \(covered.first!) vs \(left)")
        #expect(abs(Double(covered.last! + 1) - right) <= 1, "right edge \(covered.last! + 1) vs \(right)")
        // The far (right) side is shorter than the near side.
        let nearHeight = (0..<image.height).reduce(0) { $0 + image.blackCoverage(x: Int(left) + 3, y: $1) }
        let farHeight = (0..<image.height).reduce(0) { $0 + image.blackCoverage(x: Int(right) - 3, y: $1) }
        #expect(nearHeight > farHeight)
    }

    @Test("a 90° turn about y shows the view edge-on: nothing is drawn")
    func edgeOn() {
        let (image, host) = render(fullWidthWith: perspective(rotatedBy: .pi / 2))
        #expect(image.blackWidth(row: 100) < 0.5)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a layer wholly behind the eye draws nothing")
    func behindTheEye() {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 100
        // Pushed 200 pt towards the viewer: the eye is 100 pt in front of the plane.
        transform = CATransform3DTranslate(transform, 0, 0, 200)
        let (image, host) = render(fullWidthWith: transform)
        #expect(image.blackWidth(row: 100) < 0.5)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a 45° rotation covers the expected diamond")
    func diamond() {
        let stage = RasterizerStage(width: 200, height: 200)
        let view = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: .black)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let image = stage.snapshot()
        let halfDiagonal = 50 * 2.0.squareRoot()
        // The middle row crosses the full diagonal.
        #expect(abs(image.blackWidth(row: 100) - 2 * halfDiagonal) < 1, "\(image.blackWidth(row: 100))")
        // |dx| + |dy| ≤ 70.7 inside, beyond outside.
        #expect(image[100 + 60, 100] == .gray(0))
        #expect(image[100, 100 - 60] == .gray(0))
        #expect(image[100 + 30, 100 + 30] == .gray(0))
        #expect(image[100 + 40, 100 + 40] == .gray(255))
        #expect(image[100 + 45, 100 - 45] == .gray(255))
        #expect(image[100 + 72, 100] == .gray(255))
        // A row 30 px below the centre is 2 × (70.7 − 30) wide.
        #expect(abs(image.blackWidth(row: 130) - 2 * (halfDiagonal - 30.5)) < 1)
    }

    @Test("a superlayer's sublayerTransform moves its sublayers about its anchor point")
    func sublayerTransform() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        stage.addView(CGRect(x: 10, y: 10, width: 20, height: 20), color: .black, to: parent)
        parent.layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let image = stage.snapshot()
        // About the anchor (50, 50): the child's 10…30 becomes −30…10.
        #expect(image[5, 5] == .gray(0))
        #expect(image[9, 9] == .gray(0))
        #expect(image[11, 11] == .gray(255))
        #expect(image[15, 15] == .gray(255))
    }
}
