import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

private let red = RGBAPixel(r: 255, g: 0, b: 0, a: 255)
private let white = RGBAPixel.gray(255)

/// A layer's `mask` on screen: its alpha multiplies the layer and its sublayers.
@MainActor
@Suite("Rasterizer: layer masks")
struct RasterizerMaskTests {
    private func maskedView(on stage: RasterizerStage) -> UIView {
        let view = stage.addView(CGRect(x: 0, y: 0, width: 20, height: 20), color: .red)
        return view
    }

    private func shapeMask(_ path: CGPath, alpha: CGFloat = 1) -> CAShapeLayer {
        let mask = CAShapeLayer()
        mask.path = path
        mask.fillColor = UIColor(white: 0, alpha: alpha).cgColor
        return mask
    }

    /// Behaviour 18.22: a shape layer mask rounding the two top corners (a bottom sheet's top):
    /// the top corners are cut, the bottom ones and the middle are untouched.
    @Test func aShapeMaskRoundsTheTopCorners() {
        let stage = RasterizerStage(width: 20, height: 20)
        let view = maskedView(on: stage)
        let rounded = UIBezierPath(
            roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
            cornerRadii: CGSize(width: 8, height: 8))
        view.layer.mask = shapeMask(rounded.cgPath)
        let image = stage.snapshot()
        #expect(image[0, 0] == white && image[19, 0] == white, "top corners cut")
        #expect(image[0, 19] == red && image[19, 19] == red, "bottom corners square")
        #expect(image[10, 0] == red && image[10, 10] == red)
        // Pixel (1, 1): its centre (1.5, 1.5) lies 6.5·√2 ≈ 9.19 from the corner circle's centre
        // (8, 8), beyond the radius 8: white but for anti-aliasing at the edge of the pixel.
        #expect(image[1, 1].g > 200)
    }

    /// Behaviour 18.22: the mask's alpha multiplies (a half-transparent fill lets half through),
    /// its colour does not show, and the sublayers are masked with the layer.
    @Test func theMasksAlphaMultipliesTheLayerAndItsSublayers() {
        let stage = RasterizerStage(width: 20, height: 20)
        let view = maskedView(on: stage)
        let child = stage.addView(CGRect(x: 10, y: 0, width: 10, height: 20), color: .blue, to: view)
        _ = child
        view.layer.mask = shapeMask(
            CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil), alpha: 0.5)
        let image = stage.snapshot()
        // Half of red over white: (255, 127.5, 127.5).
        #expect(image[5, 5].isClose(to: RGBAPixel(r: 255, g: 127, b: 127, a: 255), tolerance: 1))
        // Half of blue over white.
        #expect(image[15, 5].isClose(to: RGBAPixel(r: 127, g: 127, b: 255, a: 255), tolerance: 1))
        #expect(image[5, 15] == white && image[15, 15] == white, "outside the mask nothing shows")
    }

    /// Behaviour 18.22: a mask that shows nothing hides the layer; a mask's path animation
    /// reaches the screen.
    @Test func anEmptyMaskHidesAndAnAnimatedMaskMoves() {
        let stage = RasterizerStage(width: 20, height: 20)
        let view = maskedView(on: stage)
        let mask = shapeMask(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 20), transform: nil))
        mask.fillColor = nil
        view.layer.mask = mask
        #expect(stage.snapshot()[10, 10] == white)
        mask.fillColor = UIColor.black.cgColor
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 20), transform: nil)
        grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        grow.duration = 1
        mask.add(grow, forKey: "grow")
        stage.host.advance(by: 0.5)
        // Halfway the rectangle is 12 wide: pixel 11 is in, pixel 12 out.
        let image = stage.host.snapshot()
        #expect(image[11, 10] == red && image[12, 10] == white)
    }
}
