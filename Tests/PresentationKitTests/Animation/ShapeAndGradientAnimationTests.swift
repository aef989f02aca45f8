import Foundation
import Testing

@testable import PresentationKit

/// Shape and gradient layer properties animate as Core Animation animates them: through basic and
/// keyframe animations, and implicitly on a standalone layer in a window.
@MainActor
@Suite("Shape and gradient layer animations")
struct ShapeAndGradientAnimationTests {
    private func hosted<Layer: CALayer>(_ layer: Layer) -> HeadlessHost {
        let host = HeadlessHost()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.layer.addSublayer(layer)
        return host
    }

    private func linear(_ keyPath: String, from: Any?, to: Any?, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    private func components(_ color: CGColor?) -> [Double] {
        guard let color else { return [] }
        return [color.red, color.green, color.blue, color.alpha].map { Double($0) }
    }

    private func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Behaviour 18.19: `strokeEnd`, `strokeStart`, `lineWidth` and the colours of a shape layer
    /// show their animated values in the presentation; the model keeps what was set.
    @Test func shapePropertiesAnimateThroughBasicAnimations() throws {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        shape.add(linear("strokeEnd", from: 0.0, to: 1.0), forKey: "end")
        shape.add(linear("strokeStart", from: 0.5, to: 0.0), forKey: "start")
        shape.add(linear("lineWidth", from: 2.0, to: 10.0), forKey: "width")
        shape.add(linear("fillColor", from: UIColor.red.cgColor, to: UIColor.blue.cgColor), forKey: "fill")
        shape.add(
            linear("strokeColor", from: UIColor.white.cgColor, to: UIColor.black.cgColor), forKey: "stroke")
        #expect(shape.animationKeys()?.count == 5, "every key path is animatable")
        host.advance(by: 0.25)
        let presented = try #require(shape.presentation())
        #expect(abs(presented.strokeEnd - 0.25) < 1e-12)
        #expect(abs(presented.strokeStart - 0.375) < 1e-12)
        #expect(abs(presented.lineWidth - 4) < 1e-12)
        #expect(close(components(presented.fillColor), [0.75, 0, 0.25, 1]))
        #expect(close(components(presented.strokeColor), [0.75, 0.75, 0.75, 1]))
        #expect(
            shape.strokeEnd == 1 && shape.strokeStart == 0 && shape.lineWidth == 1,
            "the model keeps its values")
        host.advance(by: 1)
        #expect(try #require(shape.presentation()).strokeEnd == 1)
        #expect(shape.animationKeys() == nil)
    }

    /// Behaviour 18.19: a gradient's colours, locations and end points animate; a keyframe
    /// animation of a colour list blends between its keyframes.
    @Test func gradientPropertiesAnimate() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let host = hosted(gradient)
        gradient.add(
            linear(
                "colors", from: [UIColor.red.cgColor, UIColor.blue.cgColor],
                to: [UIColor.blue.cgColor, UIColor.red.cgColor]),
            forKey: "colors")
        gradient.add(linear("locations", from: [0.0, 1.0], to: [0.5, 1.0]), forKey: "locations")
        gradient.add(
            linear("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)), forKey: "start")
        let keyframes = CAKeyframeAnimation(keyPath: "endPoint.y")
        keyframes.values = [1.0, 0.0, 0.5]
        keyframes.duration = 1
        gradient.add(keyframes, forKey: "end")
        host.advance(by: 0.25)
        let presented = try #require(gradient.presentation())
        let colors = try #require(presented.colors as? [CGColor])
        #expect(close(components(colors[0]), [0.75, 0, 0.25, 1]))
        #expect(close(components(colors[1]), [0.25, 0, 0.75, 1]))
        #expect(presented.locations?.map(\.doubleValue) == [0.125, 1])
        #expect(presented.startPoint == CGPoint(x: 0.25, y: 0))
        // Key times 0, ½, 1: a quarter of the way is halfway from 1 to 0.
        #expect(presented.endPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(gradient.locations == nil, "the model keeps its values")
    }

    /// Behaviour 18.21: paths of the same elements morph point by point; paths of different
    /// elements switch from one to the other halfway.
    @Test func pathsMorphWhenTheirElementsMatch() throws {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        let narrow = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let wide = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20), transform: nil)
        shape.add(linear("path", from: narrow, to: wide), forKey: "path")
        host.advance(by: 0.25)
        #expect(
            try #require(shape.presentation()).path?.boundingBox
                == CGRect(x: 0, y: 0, width: 15, height: 12.5))
        let ellipse = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 10, height: 10), transform: nil)
        shape.add(linear("path", from: narrow, to: ellipse), forKey: "path")
        host.advance(by: 0.4)
        #expect(try #require(shape.presentation()).path == narrow, "a rectangle cannot morph into an ellipse")
        host.advance(by: 0.2)
        #expect(try #require(shape.presentation()).path == ellipse)
    }

    /// Values of the wrong type are refused with a diagnostic (a `UIBezierPath` for `path`).
    @Test func aBezierPathIsNotAPathValue() {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        shape.add(linear("path", from: UIBezierPath(rect: .zero), to: nil), forKey: "path")
        #expect(shape.animationKeys() == nil)
        #expect(host.diagnostics.contains { $0.message.contains("does not fit key path \"path\"") })
    }

    /// Behaviour 18.20: a standalone shape layer in a window animates a change implicitly, from
    /// the value on screen, over the transaction's duration and timing function.
    @Test func aStandaloneLayerAnimatesImplicitly() throws {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeEnd = 0
        CATransaction.commit()
        #expect(shape.animationKeys() == ["strokeEnd"])
        host.advance(by: 0.25)
        #expect(abs(try #require(shape.presentation()).strokeEnd - 0.75) < 1e-12)
        // A second change starts from what shows: 0.75 → 0.5 over a quarter of a second.
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeEnd = 0.5
        CATransaction.commit()
        host.advance(by: 0.125)
        #expect(abs(try #require(shape.presentation()).strokeEnd - 0.625) < 1e-12)
        host.advance(by: 0.125)
        #expect(shape.animationKeys() == nil)
        // Without a transaction's settings: a quarter of a second on the default curve.
        shape.lineWidth = 5
        let implicit = try #require(shape.animation(forKey: "lineWidth"))
        #expect(implicit.duration == 0.25)
        #expect(implicit.timingFunction == CAMediaTimingFunction(name: .default))
    }

    /// Behaviour 18.20: no implicit animation when actions are disabled, when `actions` holds
    /// `NSNull` for the key, for a layer in no window, or for a view's own layer.
    @Test func whereChangesDoNotAnimate() {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 0.5
        CATransaction.commit()
        #expect(shape.animationKeys() == nil)
        shape.actions = ["fillColor": NSNull()]
        shape.fillColor = UIColor.red.cgColor
        #expect(shape.animationKeys() == nil)

        // A first path appears at once; a second one animates.
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect(shape.animationKeys() == nil)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 9, height: 9), transform: nil)
        #expect(shape.animationKeys() == ["path"])

        let loose = CAShapeLayer()
        loose.strokeEnd = 0.5
        #expect(loose.animationKeys() == nil)

        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let backing = view.layer as! CAShapeLayer
        backing.strokeEnd = 0.5
        UIView.animate(withDuration: 1) { backing.lineWidth = 3 }
        #expect(backing.animationKeys() == nil)
        #expect(backing.strokeEnd == 0.5 && backing.lineWidth == 3)
    }

    /// Behaviour 18.20: an action the layer's search finds runs instead of the implicit one.
    @Test func anActionFromTheSearchRuns() throws {
        let shape = CAShapeLayer()
        let host = hosted(shape)
        let slow = CABasicAnimation()
        slow.duration = 4
        slow.fromValue = 0.0
        shape.actions = ["strokeStart": slow]
        shape.strokeStart = 0.5
        let running = try #require(shape.animation(forKey: "strokeStart"))
        #expect(running.duration == 4)
        host.advance(by: 1)
        // Linear from 0 to the model's 0.5 over four seconds.
        #expect(abs(try #require(shape.presentation()).strokeStart - 0.125) < 1e-12)
    }
}
