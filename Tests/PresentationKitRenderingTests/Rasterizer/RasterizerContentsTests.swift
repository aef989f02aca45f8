import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// A view that fills its left half with red in `draw(_:)`.
private final class LeftHalfRedView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// An image of `columns` opaque pixels in a row, one colour each.
@MainActor
private func stripe(_ colours: [UIColor]) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: colours.count, height: 1), format: format)
    return renderer.image { context in
        for (index, colour) in colours.enumerated() {
            colour.setFill()
            context.fill(CGRect(x: index, y: 0, width: 1, height: 1))
        }
    }.cgImage!
}

@MainActor
@Suite("Rasterizer: layer contents")
struct RasterizerContentsTests {
    /// Behaviour 18.12: what a view draws in `draw(_:)` is what the screen shows, pixel for pixel
    /// at the screen's scale.
    @Test func aViewsDrawingShowsOnScreen() {
        let stage = RasterizerStage(width: 40, height: 20, scale: 2)
        let view = LeftHalfRedView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
        stage.root.addSubview(view)
        stage.host.runUntilIdle()
        let image = stage.snapshot()
        #expect(image[20, 10] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[39, 29] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[40, 10] == .gray(255))
        #expect(image[19, 10] == .gray(255))
        #expect(image[20, 9] == .gray(255))
    }

    /// Behaviour 18.13: `.center` keeps the image's size in points (pixels over `contentsScale`).
    @Test func centreGravityKeepsTheImagesSize() {
        let stage = RasterizerStage(width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        layer.contents =
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
                UIColor.blue.setFill()
                $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }.cgImage
        layer.contentsGravity = .center
        layer.contentsScale = 1
        stage.root.layer.addSublayer(layer)
        let image = stage.snapshot()
        #expect(image[15, 19] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[24, 20] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[14, 19] == .gray(255))
        #expect(image[25, 19] == .gray(255))
        #expect(image[20, 14] == .gray(255))
        #expect(image[20, 25] == .gray(255))
    }

    /// Behaviour 18.13: `.resize` stretches; `.nearest` keeps hard pixel edges and `.linear`
    /// interpolates between pixel centres.
    @Test func stretchedContentsFollowTheFilter() {
        let stage = RasterizerStage(width: 40, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = stripe([.red, .blue])
        layer.magnificationFilter = .nearest
        stage.root.layer.addSublayer(layer)
        var image = stage.snapshot()
        #expect(image[19, 10] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[20, 10] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        layer.magnificationFilter = .linear
        image = stage.snapshot()
        // Device pixel 19's centre, 19.5 of 40, is image coordinate 0.975: 0.475 of the way from
        // the red pixel's centre (0.5) to the blue one's (1.5).
        #expect(
            image[19, 10].isClose(
                to: RGBAPixel(
                    r: UInt8((255 * 0.525).rounded()), g: 0, b: UInt8((255 * 0.475).rounded()), a: 255)))
        // Outside the two centres the edge pixels hold.
        #expect(image[5, 10] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[35, 10] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Behaviour 18.13: `contentsRect` shows part of the image.
    @Test func contentsRectShowsPartOfTheImage() {
        let stage = RasterizerStage(width: 20, height: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contents = stripe([.red, .green, .blue, .black])
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.25, height: 1)
        stage.root.layer.addSublayer(layer)
        let image = stage.snapshot()
        #expect(image[0, 0] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(image[19, 19] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// Contents sit above the background, below sublayers; opacity and rounded clipping apply.
    @Test func contentsCompositeBetweenBackgroundAndSublayers() {
        let stage = RasterizerStage(width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = UIColor.green.cgColor
        layer.contents = stripe([.red])
        layer.contentsGravity = .resize
        layer.opacity = 0.5
        layer.cornerRadius = 20
        layer.masksToBounds = true
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 15, y: 15, width: 10, height: 10)
        sublayer.backgroundColor = UIColor.black.cgColor
        layer.addSublayer(sublayer)
        stage.root.layer.addSublayer(layer)
        let image = stage.snapshot()
        // Red over green, then the group at half opacity over white.
        #expect(image[10, 20].isClose(to: RGBAPixel(r: 255, g: 128, b: 128, a: 255)))
        #expect(image[20, 20].isClose(to: RGBAPixel(r: 128, g: 128, b: 128, a: 255)))
        // The rounded clip leaves the corner white.
        #expect(image[1, 1] == .gray(255))
    }
}
