import Foundation
import Testing

@testable import PresentationKit

/// `animate(withDuration:delay:usingSpringWithDamping:…)`: the spring is fitted so its displacement
/// bound is 0.001 of the distance exactly at `duration`, and the animation ends there.
@MainActor
@Suite("UIView spring animations")
struct UIViewSpringAnimationTests {
    /// Animates a view's centre from y = 0 to y = 100 with a damped spring and returns the host.
    private func springDrop(damping: CGFloat, duration: Double) -> (HeadlessHost, UIView, Box<Double?>) {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: -50, width: 100, height: 100))
        host.window.addSubview(view)
        let completedAt = Box<Double?>(nil)
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
            options: .allowUserInteraction, animations: { view.center.y = 100 },
            completion: { _ in completedAt.value = host.time })
        return (host, view, completedAt)
    }

    @Test("damping 1 follows the critically damped closed form and never overshoots")
    func criticallyDamped() throws {
        let duration = 0.5
        let (host, view, _) = springDrop(damping: 1, duration: duration)
        // Independently: (1 + ωT)e^(−ωT) = 0.001 at T = duration.
        let omega = ReferenceCurves.solveDecreasing(
            { (1 + $0 * duration) * exp(-$0 * duration) }, target: 0.001, low: 0.1, high: 1000)
        for step in 1..<500 {
            host.advance(by: duration / 500)
            let y = Double(try #require(view.layer.presentation()).position.y)
            let expected = 100 * ReferenceCurves.criticalSpring(omega: omega, at: host.time)
            #expect(abs(y - expected) < 1e-6 * 100, "at t = \(host.time)")
            #expect(y <= 100 + 1e-9, "no overshoot at step \(step)")
        }
    }

    @Test("damping 0.3 follows the under-damped closed form and overshoots")
    func underDamped() throws {
        let duration = 1.0
        let zeta = 0.3
        let (host, view, _) = springDrop(damping: CGFloat(zeta), duration: duration)
        // The bound on the displacement of a spring from rest is e^(−ζωt)/√(1−ζ²).
        let omega = log(1000 / (1 - zeta * zeta).squareRoot()) / (zeta * duration)
        var maximum = 0.0
        for _ in 1..<400 {
            host.advance(by: duration / 400)
            let y = Double(try #require(view.layer.presentation()).position.y)
            let expected = 100 * ReferenceCurves.underdampedSpring(omega: omega, zeta: zeta, at: host.time)
            #expect(abs(y - expected) < 1e-6 * 100, "at t = \(host.time)")
            maximum = max(maximum, y)
        }
        #expect(maximum > 120, "a 0.3 damping ratio overshoots by about a third")
    }

    @Test("both springs end exactly at the duration, on the model value", arguments: [1.0, 0.3])
    func endsAtDuration(damping: Double) throws {
        let (host, view, completedAt) = springDrop(damping: CGFloat(damping), duration: 0.5)
        host.advance(by: 0.5 - 1e-6)
        #expect(completedAt.value == nil)
        #expect(view.layer.animationKeys() != nil)
        host.advance(by: 1e-6)
        #expect(abs((completedAt.value ?? -1) - 0.5) < 1e-9)
        #expect(view.layer.animationKeys() == nil)
        #expect(try #require(view.layer.presentation()).position.y == 100)
    }
}

/// A mutable cell for values captured by completion closures.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
