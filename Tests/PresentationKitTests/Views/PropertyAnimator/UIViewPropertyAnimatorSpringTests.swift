import Foundation
import Testing

@testable import PresentationKit

/// Physical springs: (mass, stiffness, damping) → ω = √(k/m), ζ = c ÷ 2√(km). All settle after
/// more than 0.5 s.
private let physicalSprings: [(Double, Double, Double)] = [
    (1, 100, 10),  // ζ 0.5
    (2, 200, 10),  // ζ 0.25
    (1, 100, 20),  // ζ 1
    (3, 1000, 500),  // UIKit's default spring, ζ ≈ 4.56: over-damped, honoured
]

/// Animators on springs: fitted to the duration (damping ratio) or physical (mass, stiffness,
/// damping), with initial velocities per axis.
///
/// Reference values are the textbook closed forms in `ReferenceCurves.spring`; the natural frequency
/// of a duration-fitted spring is found by bisection on its envelope (0.001 of the distance left at
/// the duration, the rule `UISpringTimingParameters` documents).
@MainActor
@Suite("UIViewPropertyAnimator springs")
struct UIViewPropertyAnimatorSpringTests {
    @Test(
        "init(duration:dampingRatio:) with ratio 1 follows the critically damped spring fitted to the duration (Behaviour 11.28)"
    )
    func criticalSpringFittedToDuration() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 1) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        let omega = ReferenceCurves.criticalOmega(duration: 0.6, velocity: 0)
        for time in [0.05, 0.2, 0.35, 0.55] {
            stage.advance(to: time)
            expectClose(
                stage.x, 5 + 100 * ReferenceCurves.spring(omega: omega, zeta: 1, velocity: 0, at: time))
        }
        stage.advance(to: 0.6 - 1e-6)
        #expect(log.positions.isEmpty)
        // About 0.001 of the distance left just before the duration, where the animator ends.
        #expect(abs(stage.x - 105) <= 0.1 + 1e-5)
        stage.advance(to: 0.6)
        #expect(log.positions == [.end])
        #expect(stage.x == 105)
    }

    @Test(
        "init(duration:dampingRatio:) with ratio 0.5 oscillates on the fitted under-damped spring (Behaviour 11.28)"
    )
    func underdampedSpringFittedToDuration() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.5) { stage.view.alpha = 0 }
        animator.startAnimation()
        // At rest the envelope is e^(−ζωt)/√(1 − ζ²): 0.001 at the duration.
        let zeta = 0.5
        let omega = log(1000 / (1 - zeta * zeta).squareRoot()) / (zeta * 0.8)
        var lowest = 1.0
        for step in 1...15 {
            let time = Double(step) * 0.05
            stage.advance(to: time)
            let progress = ReferenceCurves.spring(omega: omega, zeta: zeta, velocity: 0, at: time)
            expectClose(stage.alpha, 1 - progress)
            lowest = min(lowest, stage.alpha)
        }
        #expect(lowest < -0.1)
        stage.advance(to: 0.8)
        #expect(animator.state == .inactive)
        #expect(stage.alpha == 0)
    }

    @Test(
        "a physical spring has damping ratio c ÷ 2√(km) and follows its own motion whatever the duration (Behaviour 11.29)",
        arguments: physicalSprings, [0.2, 5.0])
    func physicalSpring(_ spring: (Double, Double, Double), duration: Double) {
        let (mass, stiffness, damping) = spring
        let stage = AnimatorStage()
        let parameters = UISpringTimingParameters(
            mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
            initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: parameters)
        animator.addAnimations {
            stage.view.center = CGPoint(x: 105, y: 205)
            stage.view.alpha = 0
        }
        #expect(animator.duration == duration)
        animator.startAnimation()
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        for time in [0.03, 0.1, 0.25, 0.5] {
            stage.advance(to: time)
            let progress = ReferenceCurves.spring(omega: omega, zeta: zeta, velocity: 0, at: time)
            expectClose(stage.x, 5 + 100 * progress)
            expectClose(stage.y, 5 + 200 * progress)
            expectClose(stage.alpha, 1 - progress)
        }
        // Still moving at 0.5 s, even with a duration of 0.2 s.
        #expect(animator.state == .active)
        animator.stopAnimation(true)
    }

    @Test(
        "a physical spring ends when it settles (1/1200 of the distance), not at the duration (Behaviour 11.29)"
    )
    func physicalSpringEndsWhenSettled() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: parameters)
        animator.addAnimations { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        // Critically damped at ω = 10: settled when (1 + 10t)e^(−10t) = 1/1200.
        let settled = ReferenceCurves.solveDecreasing(
            { t in (1 + 10 * t) * exp(-10 * t) }, target: 1.0 / 1200, low: 0, high: 10)
        stage.advance(to: settled - 1e-4)
        #expect(log.positions.isEmpty)
        expectClose(
            stage.x, 5 + 100 * ReferenceCurves.spring(omega: 10, zeta: 1, velocity: 0, at: settled - 1e-4))
        stage.advance(to: settled + 1e-4)
        #expect(log.positions == [.end])
    }

    @Test(
        "a physical spring's initial velocity drives x with dx, y with dy and scalars with dx (Behaviour 11.29)"
    )
    func physicalSpringVelocityPerAxis() {
        let stage = AnimatorStage()
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: -2, dy: 6))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations {
            stage.view.center = CGPoint(x: 105, y: 205)
            stage.view.alpha = 0
        }
        animator.startAnimation()
        for time in [0.02, 0.1, 0.3, 0.6] {
            stage.advance(to: time)
            let horizontal = ReferenceCurves.spring(omega: 10, zeta: 1, velocity: -2, at: time)
            let vertical = ReferenceCurves.spring(omega: 10, zeta: 1, velocity: 6, at: time)
            expectClose(stage.x, 5 + 100 * horizontal)
            expectClose(stage.y, 5 + 200 * vertical)
            expectClose(stage.alpha, 1 - horizontal)
        }
        animator.stopAnimation(true)
    }

    @Test(
        "after continueAnimation on a spring the velocity is initialVelocity × the distance left, per axis (Behaviour 11.29, 12.18)"
    )
    func continueWithSpringVelocity() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            stage.view.center = CGPoint(x: 105, y: 205)
            stage.view.alpha = 0
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.4)
        animator.pauseAnimation()
        let start = (x: 45.0, y: 85.0, alpha: 0.6)
        expectClose(stage.x, start.x)
        expectClose(stage.y, start.y)
        expectClose(stage.alpha, start.alpha)
        // A release velocity of (120, −120) pt/s over the distance left (60, 120), as Behaviour 12.18
        // hands it to the spring: dx = 2, dy = −1. Alpha then moves at dx × (0 − 0.6) = −1.2 per second.
        let velocity = CGVector(dx: 120.0 / 60, dy: -120.0 / 120)
        animator.continueAnimation(
            withTimingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: velocity),
            durationFactor: 1)
        let h = 1e-6
        var samples: [LayerState] = []
        for step in 0...2 {
            stage.advance(to: 0.4 + Double(step) * h)
            samples.append(stage.shown)
        }
        // One-sided second-order difference: f'(0) ≈ (−3f(0) + 4f(h) − f(2h)) ÷ 2h.
        func rate(_ value: (LayerState) -> Double) -> Double {
            (-3 * value(samples[0]) + 4 * value(samples[1]) - value(samples[2])) / (2 * h)
        }
        expectClose(rate { Double($0.position.x) }, 120, 1e-6 * 120)
        expectClose(rate { Double($0.position.y) }, -120, 1e-6 * 120)
        expectClose(rate { $0.opacity }, -1.2, 1e-6)
        expectClose(Double(samples[0].position.x), start.x)

        // The whole rest, per axis: each fitted to the 1 s left with its own velocity.
        let omegaX = ReferenceCurves.criticalOmega(duration: 1, velocity: 2)
        let omegaY = ReferenceCurves.criticalOmega(duration: 1, velocity: -1)
        for elapsed in [0.1, 0.3, 0.6, 0.9] {
            stage.advance(to: 0.4 + elapsed)
            let horizontal = ReferenceCurves.spring(omega: omegaX, zeta: 1, velocity: 2, at: elapsed)
            let vertical = ReferenceCurves.spring(omega: omegaY, zeta: 1, velocity: -1, at: elapsed)
            expectClose(stage.x, start.x + 60 * horizontal)
            expectClose(stage.y, start.y + 120 * vertical)
            expectClose(stage.alpha, start.alpha - 0.6 * horizontal)
        }
        stage.advance(to: 1.4)
        #expect(log.positions == [.end])
        #expect(stage.x == 105 && stage.y == 205 && stage.alpha == 0)
    }

    @Test("a velocity on an axis the block does not move moves nothing (Behaviour 11.29)")
    func velocityOnAStillAxis() {
        let stage = AnimatorStage()
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 5, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { stage.view.center.y = 105 }
        animator.startAnimation()
        let omega = ReferenceCurves.criticalOmega(duration: 1, velocity: 0)
        for time in [0.05, 0.3, 0.7] {
            stage.advance(to: time)
            #expect(stage.x == 5)
            expectClose(
                stage.y, 5 + 100 * ReferenceCurves.spring(omega: omega, zeta: 1, velocity: 0, at: time))
        }
        stage.advance(to: 1)
        #expect(animator.state == .inactive)
    }
}
