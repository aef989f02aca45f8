import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("CALayer.render(in:) and drawHierarchy")
struct RenderInContextTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// An image renderer at 1× whose context has UIKit's y-down points.
    private func image(size: CGSize, _ actions: (CGContext) -> Void) -> PixelProbe {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image { actions($0.cgContext) }
        return PixelProbe(image.cgImage!)
    }

    /// Behaviour 25.8: background, a sublayer placed by its frame in the receiver's bounds
    /// coordinates (the receiver's own position ignored), and the border drawn over the sublayer.
    @Test func layersPaintInTheReceiversBoundsCoordinates() {
        let root = CALayer()
        root.frame = CGRect(x: 500, y: 500, width: 20, height: 20)
        root.backgroundColor = red
        root.borderWidth = 2
        root.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 10, width: 20, height: 10)
        child.backgroundColor = blue
        root.addSublayer(child)
        let probe = image(size: CGSize(width: 20, height: 20)) { root.render(in: $0) }
        #expect(probe.rgba(10, 5) == [255, 0, 0, 255])
        #expect(probe.rgba(10, 15) == [0, 0, 255, 255])
        // The border lies over the sublayer, inside the bounds.
        #expect(probe.rgba(1, 15) == [0, 255, 0, 255])
        #expect(probe.rgba(10, 19) == [0, 255, 0, 255])
        #expect(probe.rgba(10, 2) == [255, 0, 0, 255])
    }

    /// Behaviour 25.8: a corner radius on the masked corners only; `masksToBounds` clips
    /// sublayers to the rounded bounds.
    @Test func cornersAndMasksToBounds() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = red
        root.cornerRadius = 10
        root.maskedCorners = [.layerMinXMinYCorner]
        root.masksToBounds = true
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        child.backgroundColor = blue
        root.addSublayer(child)
        let probe = image(size: CGSize(width: 40, height: 40)) { root.render(in: $0) }
        #expect(probe.alpha(0, 0) == 0)  // rounded top-left corner
        #expect(probe.rgba(19, 0) == [255, 0, 0, 255])  // square top-right corner
        #expect(probe.rgba(19, 19) == [0, 0, 255, 255])
        #expect(probe.alpha(25, 25) == 0)  // the sublayer is clipped to the bounds
    }

    /// Behaviour 25.8: opacity below 1 composites the layer and its sublayers as one group
    /// (the sublayer covers the background at ½, no red shows through it), a transform turns a
    /// sublayer about its anchor, and one with perspective is left out.
    @Test func opacityGroupsTransformsAndPerspective() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = red
        root.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        child.backgroundColor = blue
        root.addSublayer(child)
        let probe = image(size: CGSize(width: 20, height: 20)) { root.render(in: $0) }
        #expect(probe.rgba(5, 10) == [0, 0, 128, 128])
        #expect(probe.rgba(15, 10) == [128, 0, 0, 128])

        // A layer alone fades as one image too: its border covers its background at ½, no red
        // shows through (per-part alpha would give red 64 under green 128, alpha 192).
        let bordered = CALayer()
        bordered.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        bordered.backgroundColor = red
        bordered.borderWidth = 2
        bordered.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        bordered.opacity = 0.5
        let borderedProbe = image(size: CGSize(width: 20, height: 20)) { bordered.render(in: $0) }
        #expect(borderedProbe.rgba(0, 10) == [0, 128, 0, 128])
        #expect(borderedProbe.rgba(10, 10) == [128, 0, 0, 128])

        let turned = CALayer()
        turned.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 8, width: 20, height: 4)
        bar.backgroundColor = blue
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turned.addSublayer(bar)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let hidden = CALayer()
        hidden.frame = turned.bounds
        hidden.backgroundColor = red
        hidden.transform = CATransform3DRotate(perspective, 0.3, 0, 1, 0)
        turned.addSublayer(hidden)
        let turnedProbe = image(size: CGSize(width: 20, height: 20)) { turned.render(in: $0) }
        // Turned a quarter about its centre, the horizontal bar stands upright.
        #expect(turnedProbe.rgba(10, 2) == [0, 0, 255, 255])
        #expect(turnedProbe.alpha(2, 10) == 0)
        #expect(turnedProbe.alpha(17, 17) == 0)
    }

    /// Behaviour 25.8: contents show upright, and a label's text is drawn in its colour.
    @Test func contentsAndText() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]  // top row red, bottom row blue
        let provider = CGDataProvider(data: Data(pixels) as CFData)!
        let picture = try #require(
            CGImage(
                width: 1, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                provider: provider,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.contents = picture
        let probe = image(size: CGSize(width: 10, height: 20)) { layer.render(in: $0) }
        #expect(probe.rgba(5, 2) == [255, 0, 0, 255])
        #expect(probe.rgba(5, 17) == [0, 0, 255, 255])

        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "HI"
        label.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let text = image(size: CGSize(width: 60, height: 30)) { label.layer.render(in: $0) }
        var inked = 0
        for y in 0..<30 {
            for x in 0..<60 where text.alpha(x, y) == 255 {
                inked += 1
                #expect(text.rgba(x, y) == [0, 0, 255, 255])
            }
        }
        // "HI" at 17 pt: two capitals of stems about 2 px wide and 12 px tall, plus the bar.
        #expect(inked > 40 && inked < 200)
    }

    /// Behaviour 25.8: `drawHierarchy` shows presentation values mid-animation, stretched over the
    /// rectangle, and runs pending layout first with `afterScreenUpdates`.
    @Test func drawHierarchyShowsTheScreenMidAnimation() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .blue
        view.addSubview(box)
        host.window.addSubview(view)
        host.runUntilIdle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 30 }
        host.advance(by: 0.5)
        var drew = false
        let probe = image(size: CGSize(width: 80, height: 80)) { _ in
            drew = view.drawHierarchy(
                in: CGRect(x: 0, y: 0, width: 80, height: 80), afterScreenUpdates: false)
        }
        #expect(drew)
        // Halfway, the box is at x 15…25 points: 30…50 pixels at twice the size.
        #expect(probe.rgba(40, 10) == [0, 0, 255, 255])
        #expect(probe.rgba(20, 10) == [255, 255, 255, 255])
        #expect(probe.rgba(60, 10) == [255, 255, 255, 255])
    }

    /// Behaviour 25.8: without a current context it returns false with a diagnostic.
    @Test func drawHierarchyWithoutAContextReturnsFalse() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.window.addSubview(view)
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        #expect(host.diagnostics.contains { $0.message.contains("found no current graphics context") })
    }
}
