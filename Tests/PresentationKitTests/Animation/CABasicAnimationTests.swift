import Foundation
import Testing

@testable import PresentationKit

/// Core Animation's media timing and from/to/by rules, on a layer in a hosted window.
@MainActor
@Suite("CABasicAnimation timing")
struct CABasicAnimationTests {
    private func hostedLayer() -> (HeadlessHost, CALayer) {
        let host = HeadlessHost()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        host.window.layer.addSublayer(layer)
        return (host, layer)
    }

    private func linear(_ keyPath: String, from: Any?, to: Any?, by: Any? = nil, duration: Double = 1)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    @Test("from/to/by combinations resolve as Core Animation documents")
    func fromToBy() throws {
        let (host, layer) = hostedLayer()
        layer.opacity = 0.2
        layer.add(linear("opacity", from: 0.0, to: nil, by: 0.8), forKey: "fromBy")
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.4) < 1e-6)
        layer.removeAllAnimations()
        layer.add(linear("opacity", from: nil, to: 1.0), forKey: "toOnly")  // from the current value 0.2
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.6) < 1e-6)
        layer.removeAllAnimations()
        layer.add(linear("opacity", from: nil, to: nil, by: 0.4), forKey: "byOnly")  // 0.2 → 0.6
        host.advance(by: 0.25)
        #expect(abs(try #require(layer.presentation()).opacity - 0.3) < 1e-6)
    }

    @Test("without a fill, the model shows after the end; with forwards fill the end value stays")
    func fillForwards() throws {
        let (host, layer) = hostedLayer()
        let plain = linear("position.x", from: 0, to: 300)
        layer.add(plain, forKey: "plain")
        host.advance(by: 1)
        #expect(try #require(layer.presentation()).position.x == 50)
        let held = linear("position.x", from: 0, to: 300)
        held.fillMode = .forwards
        held.isRemovedOnCompletion = false
        layer.add(held, forKey: "held")
        host.advance(by: 2)
        #expect(try #require(layer.presentation()).position.x == 300)
        #expect(layer.animationKeys() == ["held"])
    }

    @Test("beginTime in the future waits; backwards fill shows the start value meanwhile")
    func beginTimeAndBackwardsFill() throws {
        let (host, layer) = hostedLayer()
        host.advance(by: 1)
        let waiting = linear("opacity", from: 0.0, to: 1.0)
        waiting.beginTime = 2  // host time
        layer.add(waiting, forKey: "waiting")
        host.advance(by: 0.5)
        #expect(try #require(layer.presentation()).opacity == 1, "no effect before it begins")
        layer.removeAllAnimations()
        let filled = linear("opacity", from: 0.0, to: 1.0)
        filled.beginTime = 2
        filled.fillMode = .backwards
        layer.add(filled, forKey: "filled")
        #expect(try #require(layer.presentation()).opacity == 0)
        host.advance(by: 1)  // t = 2.5
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-6)
    }

    @Test("repeatCount, autoreverses, speed and timeOffset shape the timeline")
    func repeatsAndSpeed() throws {
        let (host, layer) = hostedLayer()
        let animation = linear("position.y", from: 0, to: 100)
        animation.repeatCount = 2
        animation.autoreverses = true
        animation.speed = 2
        layer.add(animation, forKey: "bounce")
        // Local time runs twice as fast: host 0.25 → local 0.5 (forward half-way).
        host.advance(by: 0.25)
        #expect(abs(try #require(layer.presentation()).position.y - 50) < 1e-9)
        // Host 0.75 → local 1.5: coming back, half-way.
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).position.y - 50) < 1e-9)
        // Host 1.1 → local 2.2: second cycle, forward 0.2.
        host.advance(by: 0.35)
        #expect(abs(try #require(layer.presentation()).position.y - 20) < 1e-9)
        // Active duration: 2 cycles × 2 s / speed 2 = 2 s.
        host.advance(by: 0.8)
        #expect(layer.animationKeys() != nil)
        host.advance(by: 0.1)
        #expect(layer.animationKeys() == nil)

        let offset = linear("position.y", from: 0, to: 100)
        offset.timeOffset = 0.5
        layer.add(offset, forKey: "offset")
        #expect(abs(try #require(layer.presentation()).position.y - 50) < 1e-9)
    }

    @Test("a cumulative animation starts each repeat where the last one ended")
    func cumulative() throws {
        let (host, layer) = hostedLayer()
        let animation = linear("position.x", from: 0, to: 10)
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: "steps")
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).position.x - 5) < 1e-9)
        host.advance(by: 1)  // second cycle, half-way: 10 + 5
        #expect(abs(try #require(layer.presentation()).position.x - 15) < 1e-9)
        host.advance(by: 1)  // third cycle, half-way: 20 + 5
        #expect(abs(try #require(layer.presentation()).position.x - 25) < 1e-9)
    }

    @Test("additive animations add to the model value and to each other")
    func additive() throws {
        let (host, layer) = hostedLayer()
        let a = linear("position.x", from: 0, to: 100)
        a.isAdditive = true
        let b = linear("position.x", from: 0, to: -40)
        b.isAdditive = true
        layer.add(a, forKey: "a")
        layer.add(b, forKey: "b")
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).position.x - (50 + 50 - 20)) < 1e-9)
    }

    @Test("a key already in use is replaced; the old animation's delegate hears finished false")
    func replaceSameKey() {
        let (host, layer) = hostedLayer()
        let recorder = StopRecorder()
        let first = linear("opacity", from: 0.0, to: 1.0)
        first.delegate = recorder
        layer.add(first, forKey: "fade")
        let second = linear("opacity", from: 1.0, to: 0.0)
        second.delegate = recorder
        layer.add(second, forKey: "fade")
        #expect(recorder.stops == [false])
        #expect(layer.animationKeys() == ["fade"])
        host.runUntilIdle()
        #expect(recorder.starts == 1)
        #expect(recorder.stops == [false, true])
    }

    @Test("the layer keeps a copy: changing the animation after adding it has no effect")
    func addCopies() throws {
        let (host, layer) = hostedLayer()
        let animation = linear("opacity", from: 0.0, to: 1.0)
        layer.add(animation, forKey: "fade")
        animation.toValue = 0.0
        animation.duration = 100
        host.advance(by: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-6)
        #expect(layer.animation(forKey: "fade") !== animation)
    }

    @Test("a spring animation follows the damped closed form over its own parameters")
    func springAnimation() throws {
        let (host, layer) = hostedLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10  // ζ = 10 / (2·√100) = 0.5, ω = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        for _ in 0..<60 {
            host.advance(by: 1.0 / 60)
            let expected = 100 * ReferenceCurves.underdampedSpring(omega: 10, zeta: 0.5, at: host.time)
            #expect(abs(Double(try #require(layer.presentation()).position.x) - expected) < 1e-6 * 100)
        }
    }
}

/// Records what an animation delegate hears.
@MainActor
final class StopRecorder: NSObject, CAAnimationDelegate {
    var starts = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { starts += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}
