import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Keyframe animations")
struct CAKeyframeAnimationTests {
    private func hostedLayer() -> (HeadlessHost, CALayer) {
        let host = HeadlessHost()
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        return (host, layer)
    }

    private func opacity(_ layer: CALayer) -> Double {
        Double(layer.presentation()!.opacity)
    }

    @Test("linear mode interpolates between values at their key times")
    func linearKeyTimes() {
        let (host, layer) = hostedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.0, 1.0, 0.5]
        animation.keyTimes = [0, 0.25, 1]
        animation.duration = 1
        layer.add(animation, forKey: "k")
        host.advance(by: 0.125)
        #expect(abs(opacity(layer) - 0.5) < 1e-6)
        host.advance(by: 0.5)  // 0.625: half-way from 1 to 0.5
        #expect(abs(opacity(layer) - 0.75) < 1e-6)
    }

    @Test("discrete mode holds each value until the next key time")
    func discrete() {
        let (host, layer) = hostedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.2, 0.4, 0.6]
        animation.calculationMode = .discrete
        animation.duration = 0.9
        layer.add(animation, forKey: "k")
        host.advance(by: 0.29)
        #expect(abs(opacity(layer) - 0.2) < 1e-6)
        host.advance(by: 0.02)
        #expect(abs(opacity(layer) - 0.4) < 1e-6)
        host.advance(by: 0.3)
        #expect(abs(opacity(layer) - 0.6) < 1e-6)
    }

    @Test("paced mode moves at constant speed whatever the key times say")
    func paced() throws {
        let (host, layer) = hostedLayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 90)]
        animation.keyTimes = [0, 0.9, 1]
        animation.calculationMode = .paced
        animation.duration = 1.2
        layer.add(animation, forKey: "k")
        host.advance(by: 0.3)  // a quarter of 120 points of path: (30, 0)
        let position = try #require(layer.presentation()).position
        #expect(abs(position.x - 30) < 1e-9 && abs(position.y) < 1e-9)
        host.advance(by: 0.6)  // three quarters: (30, 60)
        #expect(abs(try #require(layer.presentation()).position.y - 60) < 1e-9)
    }

    @Test("mismatched key times are reported and the values spread evenly")
    func mismatchedKeyTimes() {
        let (host, layer) = hostedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0.0, 1.0, 0.0]
        animation.keyTimes = [0, 1]
        animation.duration = 1
        layer.add(animation, forKey: "k")
        #expect(host.diagnostics.contains { $0.kind == .invalidInput && $0.message.contains("keyTimes") })
        host.advance(by: 0.5)
        #expect(abs(opacity(layer) - 1) < 1e-6)
    }

    @Test("an animation without values is reported and not added")
    func emptyValues() {
        let (host, layer) = hostedLayer()
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = []
        layer.add(animation, forKey: "k")
        #expect(layer.animationKeys() == nil)
        #expect(host.diagnostics.contains { $0.message.contains("no values") })
    }

    @Test("UIView.animateKeyframes runs each keyframe in its slice of the duration")
    func viewKeyframes() throws {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
            }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        host.advance(by: 0.25)  // half of the first keyframe
        #expect(abs(opacity(view.layer) - 0.75) < 1e-6)
        host.advance(by: 0.5)  // between keyframes: holds 0.5
        #expect(abs(opacity(view.layer) - 0.5) < 1e-6)
        host.advance(by: 0.75)  // t = 1.5: half of the second keyframe
        #expect(abs(opacity(view.layer) - 0.25) < 1e-6)
        host.runUntilIdle()
        #expect(finished == true)
        #expect(abs(host.time - 2) < 1e-9)
    }
}
