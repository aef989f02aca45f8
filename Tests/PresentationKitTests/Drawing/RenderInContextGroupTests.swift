import Foundation
import PresentationKit
import Testing

/// `render(in:)`'s offscreen groups (a faded or masked layer) and text masks cover only what they
/// paint, and what they paint is all there (Behaviour 25.8).
@MainActor
@Suite("CALayer.render(in:) · group extents")
struct RenderInContextGroupTests {
    private func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: 1)
    }

    /// A layer of `frame` and `color` added to `parent`.
    @discardableResult
    private func layer(_ frame: CGRect, _ color: CGColor?, in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent?.addSublayer(layer)
        return layer
    }

    /// `layer` rendered into a transparent `size`-point image at `scale`.
    private func render(_ layer: CALayer, size: CGSize, scale: CGFloat = 1) -> PixelProbe {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: size, format: format).image {
            layer.render(in: $0.cgContext)
        }
        return PixelProbe(image.cgImage!)
    }

    /// Behaviour 25.8: a faded layer's group holds everything its subtree paints, however far
    /// outside its bounds: sublayers beside it, a sublayer's sublayer, a shape layer's stroke
    /// beyond its own bounds, and sublayers turned about their anchor. Each shows at half opacity
    /// as one image (where two overlap, the upper one alone at ½).
    @Test(arguments: [1, 2] as [CGFloat])
    func aFadedGroupHoldsWhatLiesOutsideItsBounds(scale: CGFloat) {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
        root.opacity = 0.5
        layer(CGRect(x: 20, y: 0, width: 10, height: 10), color(0, 0, 1), in: root)
        layer(CGRect(x: 25, y: 5, width: 10, height: 10), color(0, 1, 0), in: root)
        let holder = layer(CGRect(x: 0, y: 20, width: 10, height: 10), nil, in: root)
        layer(CGRect(x: 20, y: 0, width: 10, height: 10), color(0, 0, 1), in: holder)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 36, width: 4, height: 4)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 2))
        line.addLine(to: CGPoint(x: 36, y: 2))
        shape.path = line
        shape.strokeColor = color(0, 0, 0)
        shape.fillColor = nil
        shape.lineWidth = 4
        root.addSublayer(shape)
        let turned = layer(CGRect(x: 0, y: 10, width: 10, height: 10), nil, in: root)
        turned.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        // Turned half a turn about its centre (5, 15): its sublayer at x 10…20 lands at x −10…0, off
        // the image, and the one at x −15…−5 lands at x 15…25.
        layer(CGRect(x: -15, y: 0, width: 10, height: 10), color(1, 0, 1), in: turned)
        let probe = render(root, size: CGSize(width: 40, height: 40), scale: scale)
        let s = Int(scale)
        #expect(probe.rgba(5 * s, 5 * s) == [128, 0, 0, 128], "the layer itself")
        #expect(probe.rgba(22 * s, 2 * s) == [0, 0, 128, 128], "a sublayer beside it")
        #expect(probe.rgba(27 * s, 7 * s) == [0, 128, 0, 128], "the upper of two, alone at ½")
        #expect(probe.rgba(32 * s, 12 * s) == [0, 128, 0, 128])
        #expect(probe.rgba(25 * s, 25 * s) == [0, 0, 128, 128], "a sublayer's sublayer")
        #expect(probe.rgba(30 * s, 38 * s) == [0, 0, 0, 128], "a stroke beyond its layer's bounds")
        #expect(probe.rgba(20 * s, 15 * s) == [128, 0, 128, 128], "a turned sublayer's sublayer")
        #expect(probe.alpha(15 * s, 25 * s) == 0 && probe.alpha(38 * s, 30 * s) == 0, "nothing else")
    }

    /// Behaviour 25.8: a masked group (a mask always groups) and a faded group inside a faded
    /// group, with the context's transform moved and scaled, land where the layers are.
    @Test func nestedAndMaskedGroupsUnderATransform() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        let outer = layer(CGRect(x: 5, y: 5, width: 10, height: 10), color(1, 0, 0), in: root)
        outer.opacity = 0.5
        let inner = layer(CGRect(x: 15, y: 15, width: 5, height: 5), color(0, 0, 1), in: outer)
        inner.opacity = 0.5
        layer(CGRect(x: 2, y: 2, width: 5, height: 5), color(0, 1, 0), in: inner)
        let masked = layer(CGRect(x: 0, y: 30, width: 10, height: 10), color(0, 0, 1), in: root)
        let mask = CALayer()
        mask.frame = CGRect(x: 5, y: 0, width: 5, height: 10)
        mask.backgroundColor = color(0, 0, 0)
        masked.mask = mask
        layer(CGRect(x: 20, y: 0, width: 10, height: 10), color(1, 0, 0), in: masked)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80), format: format).image {
            $0.cgContext.translateBy(x: 20, y: 0)
            $0.cgContext.scaleBy(x: 1.5, y: 1.5)
            root.render(in: $0.cgContext)
        }
        let probe = PixelProbe(image.cgImage!)
        // Point (x, y) lands at pixel (20 + 1.5x, 1.5y).
        func at(_ x: Double, _ y: Double) -> [UInt8] { probe.rgba(Int(20 + 1.5 * x), Int(1.5 * y)) }
        #expect(at(10, 10) == [128, 0, 0, 128], "the outer layer at ½")
        #expect(at(21, 21) == [0, 0, 64, 64], "the inner layer beyond the outer's bounds at ¼")
        #expect(at(23.5, 23.5) == [0, 64, 0, 64], "its sublayer beyond its bounds at ¼")
        #expect(at(2, 35) == [0, 0, 0, 0], "masked away")
        #expect(at(7, 35) == [0, 0, 255, 255], "under the mask")
        #expect(at(25, 35) == [0, 0, 0, 0], "a sublayer outside the mask")
    }
}
