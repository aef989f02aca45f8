import Foundation
import Testing

@testable import PresentationKit

/// `fractionComplete`, scrubbing and `isReversed`: where the animator is and which way it goes.
///
/// Reference values come from `ReferenceCurves`; a run that starts from a fraction f₀ with values at
/// progress v₀ shows v₀ + (target − v₀)·curve(σ), σ the share of the run's way covered so far.
@MainActor
@Suite("UIViewPropertyAnimator fraction and direction")
struct UIViewPropertyAnimatorFractionTests {
    @Test("reversing a running animator turns it around where it is, without a jump (Behaviour 11.11)")
    func reverseWhileRunning() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            stage.view.center.x = 105
            stage.view.alpha = 0
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.4)
        let turn = Curve.inOut(0.4)
        expectClose(stage.x, 5 + 100 * turn)
        animator.isReversed = true
        #expect(animator.isRunning)
        // Same instant, same values: nothing jumps.
        expectClose(stage.x, 5 + 100 * turn)
        expectClose(stage.alpha, 1 - turn)
        stage.advance(to: 0.4 + 1e-6)
        expectClose(stage.x, 5 + 100 * turn, 1e-4)
        // Back to the start over the 0.4 s it took to get here, easing over what is left.
        for back in [0.1, 0.2, 0.3] {
            stage.advance(to: 0.4 + back)
            let progress = turn * (1 - Curve.inOut(back / 0.4))
            expectClose(stage.x, 5 + 100 * progress)
            expectClose(stage.alpha, 1 - progress)
            expectClose(Double(animator.fractionComplete), 0.6 + back)
        }
        stage.advance(to: 0.8)
        #expect(log.positions == [.start])
        #expect(stage.view.center.x == 5)
    }

    @Test("reversing a paused animator sets the direction of the next start (Behaviour 11.11)")
    func reverseWhilePaused() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.6)
        animator.pauseAnimation()
        let paused = Curve.inOut(0.6)
        animator.isReversed = true
        #expect(!animator.isRunning)
        stage.advance(to: 1)
        expectClose(stage.x, 5 + 100 * paused)
        animator.startAnimation()
        for back in [0.15, 0.3, 0.45] {
            stage.advance(to: 1 + back)
            expectClose(stage.x, 5 + 100 * paused * (1 - Curve.inOut(back / 0.6)))
        }
        stage.advance(to: 1.6)
        #expect(log.positions == [.start])
    }

    @Test(
        "a reversed inactive animator starts at the blocks' values and runs back to the start (Behaviour 11.11)"
    )
    func reversedBeforeStart() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.isReversed = true
        #expect(animator.state == .inactive)
        animator.startAnimation()
        expectClose(stage.x, 105)
        for time in [0.5, 1, 1.5] {
            stage.advance(to: time)
            expectClose(stage.x, 105 - 100 * Curve.inOut(time / 2))
            expectClose(Double(animator.fractionComplete), time / 2)
        }
        stage.advance(to: 2)
        #expect(log.positions == [.start])
        #expect(stage.view.center.x == 5)
    }

    @Test("after isReversed = true, fractionComplete reads and sets 1 − f (Behaviour 11.12)")
    func reversedFraction() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        expectClose(stage.x, 25)
        animator.isReversed = true
        expectClose(Double(animator.fractionComplete), 0.8)
        animator.fractionComplete = 0.3
        expectClose(stage.x, 75)
        expectClose(Double(animator.fractionComplete), 0.3)
        animator.isReversed = false
        expectClose(Double(animator.fractionComplete), 0.7)
        animator.stopAnimation(true)
    }

    @Test(
        "fractionComplete is 0 at the start and elapsed ÷ duration while running, whatever the curve (Behaviour 11.13)"
    )
    func fractionIsElapsedOverDuration() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { stage.view.center.x = 105 }
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(animator.fractionComplete == 0)
        for time in [0.2, 0.6, 1.3, 1.9] {
            stage.advance(to: time)
            expectClose(Double(animator.fractionComplete), time / 2)
            expectClose(stage.x, 5 + 100 * Curve.value(Curve.easeIn, time / 2))
        }
        animator.pauseAnimation()
        stage.advance(to: 3)
        expectClose(Double(animator.fractionComplete), 0.95)
        animator.fractionComplete = 1
        #expect(animator.fractionComplete == 1)
        #expect(stage.x == 105)
        animator.stopAnimation(true)
    }

    @Test("setting fractionComplete while running is ignored (Behaviour 11.14)")
    func setFractionWhileRunning() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.3)
        animator.fractionComplete = 0.8
        #expect(animator.isRunning)
        expectClose(Double(animator.fractionComplete), 0.3)
        expectClose(stage.x, 35)
        stage.advance(to: 0.6)
        expectClose(stage.x, 65)
        stage.advance(to: 1)
        #expect(log.positions == [.end])
        #expect(stage.animatorDiagnostics.isEmpty)
    }

    @Test(
        "setting fractionComplete on an inactive animator makes it active and paused, clamped to 0…1 (Behaviour 11.14)",
        arguments: [(0.4, 0.4), (1.5, 1), (-0.5, 0)])
    func setFractionWhileInactive(_ example: (requested: Double, clamped: Double)) {
        let (requested, clamped) = example
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        animator.fractionComplete = CGFloat(requested)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        expectClose(Double(animator.fractionComplete), clamped)
        expectClose(stage.x, 5 + 100 * clamped)
        stage.host.advance(by: 1)
        expectClose(stage.x, 5 + 100 * clamped)
        animator.stopAnimation(true)
    }

    @Test("a fraction that is not finite is reported and ignored (Behaviour 11.14)")
    func setFractionNotFinite() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.fractionComplete = .nan
        #expect(stage.animatorDiagnostics.count == 1)
        expectClose(Double(animator.fractionComplete), 0.5)
        expectClose(stage.x, 55)
        animator.stopAnimation(true)
    }

    @Test(
        "scrubsLinearly (default true) maps the fraction linearly; false applies the curve (Behaviour 11.15)")
    func scrubbing() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            stage.view.center.x = 105
            stage.view.alpha = 0
        }
        #expect(animator.scrubsLinearly)
        animator.pauseAnimation()
        for fraction in [0.1, 0.25, 0.7] {
            animator.fractionComplete = CGFloat(fraction)
            expectClose(stage.x, 5 + 100 * fraction)
            expectClose(stage.alpha, 1 - fraction)
        }
        animator.scrubsLinearly = false
        for fraction in [0.1, 0.25, 0.7] {
            animator.fractionComplete = CGFloat(fraction)
            expectClose(stage.x, 5 + 100 * Curve.inOut(fraction))
            expectClose(stage.alpha, 1 - Curve.inOut(fraction))
            expectClose(Double(animator.fractionComplete), fraction)
        }
        animator.stopAnimation(true)
    }

    @Test(
        "resuming after a scrub runs the rest on the timing curve from the values on screen (Behaviour 11.15)",
        arguments: [true, false])
    func resumeAfterScrub(_ linear: Bool) {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.scrubsLinearly = linear
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        let scrubbed = 5 + 100 * (linear ? 0.25 : Curve.inOut(0.25))
        expectClose(stage.x, scrubbed)
        stage.advance(to: 1)
        animator.startAnimation()
        expectClose(stage.x, scrubbed)
        for elapsed in [0.15, 0.375, 0.6] {
            stage.advance(to: 1 + elapsed)
            expectClose(stage.x, scrubbed + (105 - scrubbed) * Curve.inOut(elapsed / 0.75))
            expectClose(Double(animator.fractionComplete), 0.25 + elapsed)
        }
        stage.advance(to: 1.75)
        #expect(log.positions == [.end])
    }
}
