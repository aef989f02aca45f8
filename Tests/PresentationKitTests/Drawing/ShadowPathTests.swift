import Foundation
import PresentationKit
import Testing

/// `CALayer.shadowPath` as a property (Behaviour 18.24) and `mask` in `render(in:)`
/// (Behaviours 18.22, 25.8).
@MainActor
struct ShadowPathTests {
    /// Behaviour 18.24: `shadowPath` animates like a shape layer's `path`: point by point between
    /// paths of the same elements, the model unchanged; a mutable path is copied.
    @Test func theShadowPathAnimatesAndIsCopied() throws {
        let host = HeadlessHost()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.layer.addSublayer(layer)
        let narrow = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let wide = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        let mutable = CGMutablePath()
        mutable.addPath(narrow)
        layer.shadowPath = mutable
        mutable.addRect(CGRect(x: 50, y: 50, width: 5, height: 5))
        #expect(layer.shadowPath == narrow)
        let animation = CABasicAnimation(keyPath: "shadowPath")
        animation.fromValue = narrow
        animation.toValue = wide
        animation.duration = 1
        layer.add(animation, forKey: "shadow")
        host.advance(by: 0.25)
        #expect(
            try #require(layer.presentation()).shadowPath?.boundingBox
                == CGRect(x: 0, y: 0, width: 15, height: 12.5))
        #expect(layer.shadowPath == narrow)
    }

    /// Behaviour 18.24: a path with a NaN point is reported and the old path kept.
    @Test func aShadowPathWithNaNIsRefused() throws {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let good = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        layer.shadowPath = good
        let bad = CGMutablePath()
        bad.move(to: .zero)
        bad.addLine(to: CGPoint(x: 10, y: 0))
        bad.addLine(to: CGPoint(x: 10, y: 10))
        // The path API refuses NaN points itself; a transform can still make them.
        let broken = bad.copy(using: [CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)])
        layer.shadowPath = broken
        #expect(layer.shadowPath == good)
        #expect(host.diagnostics.contains { $0.message.contains("shadowPath has a NaN") })
    }

    /// Behaviours 18.22 and 25.8: `render(in:)` shows a layer through its mask's alpha: a shape
    /// layer mask of the left half at half alpha lets half of the red through there, nothing right.
    @Test func renderInContextAppliesTheMask() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = CAShapeLayer()
        mask.frame = layer.bounds
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        mask.fillColor = CGColor(gray: 0, alpha: 0.5)
        layer.mask = mask
        let context = makeBitmapContext(width: 20, height: 10)
        layer.render(in: context)
        let probe = PixelProbe(context)
        #expect(probe.rgba(5, 5) == [128, 0, 0, 128])
        #expect(probe.rgba(15, 5) == [0, 0, 0, 0])
        // A mask moved by its frame: the right half now.
        mask.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        let moved = makeBitmapContext(width: 20, height: 10)
        layer.render(in: moved)
        #expect(PixelProbe(moved).rgba(5, 5) == [0, 0, 0, 0])
        #expect(PixelProbe(moved).rgba(15, 5) == [128, 0, 0, 128])
    }
}
