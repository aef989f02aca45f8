import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Source-over in premultiplied sRGB bytes, group opacity, clipping, borders and drawing order.
@MainActor
@Suite("Rasterizer · compositing")
struct RasterizerCompositingTests {
    @Test("a 40 % black full-screen view over a white root gives 153 everywhere, as Core Animation blends")
    func dimOverWhite() {
        let stage = RasterizerStage(width: 390, height: 844, scale: 3)
        stage.addView(stage.root.bounds, color: UIColor(white: 0, alpha: 0.4))
        let image = stage.snapshot()
        // 255 × (1 − 0.4) = 153: blending happens on the stored bytes, with no linearisation.
        for y in stride(from: 0, to: image.height, by: 97) {
            for x in stride(from: 0, to: image.width, by: 89) {
                #expect(image[x, y].isClose(to: .gray(153)), "pixel (\(x), \(y)) is \(image[x, y])")
            }
        }
        #expect(image[image.width - 1, image.height - 1].isClose(to: .gray(153)))
    }

    @Test("the canvas behind the window is opaque black")
    func blackScreen() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.advance(by: 0)
        #expect(host.snapshot()[10, 10] == RGBAPixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test("a 50 % parent composites its overlapping children as one group; separate 50 % views stack")
    func groupOpacity() {
        let stage = RasterizerStage()
        let group = stage.addView(CGRect(x: 10, y: 10, width: 60, height: 30), color: nil)
        group.alpha = 0.5
        stage.addView(CGRect(x: 0, y: 0, width: 40, height: 30), color: .black, to: group)
        stage.addView(CGRect(x: 20, y: 0, width: 40, height: 30), color: .black, to: group)
        // Two loose 50 % views overlapping in the same way, lower down.
        stage.addView(CGRect(x: 10, y: 60, width: 40, height: 30), color: .black).alpha = 0.5
        stage.addView(CGRect(x: 30, y: 60, width: 40, height: 30), color: .black).alpha = 0.5
        let image = stage.snapshot()
        // Group: the overlap (x 30…50) equals the single-covered parts: 255 × 0.5 ≈ 127.
        let single = image[15, 20]
        #expect(single.isClose(to: .gray(127)))
        #expect(image[40, 20] == single)
        #expect(image[65, 20] == single)
        // Separate views: the overlap is darker, 255 × 0.25 ≈ 64.
        #expect(image[15, 70].isClose(to: .gray(127)))
        #expect(image[40, 70].isClose(to: .gray(64)))
    }

    @Test("a translucent parent with one painting child multiplies alpha, as a group would")
    func singlePaintingDescendant() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        parent.alpha = 0.5
        stage.addView(
            CGRect(x: 10, y: 10, width: 50, height: 50), color: UIColor(white: 0, alpha: 0.5), to: parent)
        let image = stage.snapshot()
        // 0.5 × 0.5 = 0.25 black over white: 255 × 0.75 ≈ 191.
        #expect(image[30, 30].isClose(to: .gray(191)))
    }

    @Test("masksToBounds clips a child to the parent's bounds")
    func masksToBounds() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 20, y: 20, width: 40, height: 40), color: nil)
        parent.clipsToBounds = true
        stage.addView(CGRect(x: -10, y: -10, width: 80, height: 80), color: .black, to: parent)
        let image = stage.snapshot()
        #expect(image[20, 20] == .gray(0))
        #expect(image[59, 59] == .gray(0))
        #expect(image[19, 30] == .gray(255))
        #expect(image[60, 30] == .gray(255))
        #expect(image[30, 15] == .gray(255))
    }

    @Test("a rounded masksToBounds clips its child's corners with anti-aliasing")
    func roundedMask() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 20, y: 20, width: 60, height: 60), color: nil)
        parent.layer.cornerRadius = 20
        parent.clipsToBounds = true
        stage.addView(parent.bounds, color: .black, to: parent)
        let image = stage.snapshot()
        #expect(image[20, 20] == .gray(255), "outside the arc")
        #expect(image[50, 50] == .gray(0), "inside")
        // Pixel (21, 32)'s centre is 19.96 px from the corner's centre (40, 40): on the arc.
        let onArc = image[21, 32]
        #expect(onArc.r > 0 && onArc.r < 255, "\(onArc)")
    }

    @Test("the border is drawn above the sublayers, inside the bounds")
    func borderAboveChild() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 20, y: 20, width: 60, height: 60), color: .white)
        parent.layer.borderWidth = 4
        parent.layer.borderColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        stage.addView(CGRect(x: 0, y: 0, width: 30, height: 30), color: .blue, to: parent)
        let image = stage.snapshot()
        let red = RGBAPixel(r: 255, g: 0, b: 0, a: 255)
        let blue = RGBAPixel(r: 0, g: 0, b: 255, a: 255)
        #expect(image[21, 30] == red, "border over the child")
        #expect(image[30, 23] == red)
        #expect(image[30, 30] == blue, "child inside the border")
        #expect(image[19, 30] == .gray(255), "nothing outside the bounds")
        #expect(image[79, 60] == red)
        #expect(image[70, 70] == .gray(255), "parent's white background")
    }

    @Test("a hidden view and its subviews do not draw")
    func hidden() {
        let stage = RasterizerStage()
        let parent = stage.addView(CGRect(x: 10, y: 10, width: 50, height: 50), color: .black)
        stage.addView(CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue, to: parent)
        parent.isHidden = true
        let image = stage.snapshot()
        #expect(image[15, 15] == .gray(255))
        #expect(image[40, 40] == .gray(255))
    }

    @Test("zPosition reorders siblings; equal zPositions keep their order")
    func zPosition() {
        let stage = RasterizerStage()
        let front = stage.addView(CGRect(x: 10, y: 10, width: 40, height: 40), color: .black)
        stage.addView(CGRect(x: 30, y: 30, width: 40, height: 40), color: .blue)
        let third = stage.addView(CGRect(x: 60, y: 60, width: 30, height: 30), color: .green)
        stage.addView(CGRect(x: 70, y: 70, width: 30, height: 30), color: .red)
        front.layer.zPosition = 1
        _ = third
        let image = stage.snapshot()
        #expect(image[40, 40] == .gray(0), "the first view, raised, covers the second")
        #expect(image[80, 80] == RGBAPixel(r: 255, g: 0, b: 0, a: 255), "equal zPositions: later on top")
    }

    @Test("rendering the same frame twice gives identical bytes")
    func deterministic() {
        let stage = RasterizerStage(width: 120, height: 120, scale: 2)
        let card = stage.addView(CGRect(x: 20, y: 20, width: 70, height: 50), color: .blue)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.4
        card.layer.shadowRadius = 8
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        stage.addView(CGRect(x: 0, y: 0, width: 120, height: 120), color: UIColor(white: 0, alpha: 0.3))
        let first = stage.snapshot()
        let second = stage.host.snapshot()
        #expect(first == second)
        #expect(first.width == 240 && first.height == 240)
    }
}
