import Foundation
import Testing

@testable import PresentationKit

/// `continueAnimation(withTimingParameters:durationFactor:)`: the rest of a paused animator with
/// new timing, from where it is.
@MainActor
@Suite("UIViewPropertyAnimator continueAnimation")
struct UIViewPropertyAnimatorContinueTests {
    /// An ease-in-out animator of one second moving x from 5 to 105 and alpha from 1 to 0, run to
    /// `fraction` and paused there.
    private func pausedAnimator(
        _ stage: AnimatorStage, at fraction: Double, log: CompletionLog
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            stage.view.center.x = 105
            stage.view.alpha = 0
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: fraction)
        animator.pauseAnimation()
        return animator
    }

    @Test("nil parameters keep the curve; the rest runs from the values on screen (Behaviour 11.19)")
    func nilParametersKeepTheCurve() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = pausedAnimator(stage, at: 0.4, log: log)
        let start = Curve.inOut(0.4)
        stage.advance(to: 1)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.isRunning)
        expectClose(stage.x, 5 + 100 * start)
        for elapsed in [0.25, 0.5, 0.75] {
            stage.advance(to: 1 + elapsed)
            let progress = start + (1 - start) * Curve.inOut(elapsed)
            expectClose(stage.x, 5 + 100 * progress)
            expectClose(stage.alpha, 1 - progress)
            expectClose(Double(animator.fractionComplete), 0.4 + 0.6 * elapsed)
        }
        stage.advance(to: 2)
        #expect(log.positions == [.end])
        #expect(stage.x == 105)
    }

    @Test("new timing takes over at the switch, with no jump (Behaviour 11.19)")
    func newTimingFromTheSwitch() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = pausedAnimator(stage, at: 0.4, log: log)
        let start = Curve.inOut(0.4)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        expectClose(stage.x, 5 + 100 * start)
        stage.advance(to: 0.4 + 1e-6)
        expectClose(stage.x, 5 + 100 * start, 1e-3)
        for elapsed in [0.2, 0.5, 0.9] {
            stage.advance(to: 0.4 + elapsed)
            expectClose(stage.x, 5 + 100 * (start + (1 - start) * elapsed))
        }
        stage.advance(to: 1.4)
        #expect(log.positions == [.end])
    }

    @Test("continueAnimation goes on in the current direction (Behaviour 11.19)")
    func continuesReversed() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = pausedAnimator(stage, at: 0.6, log: log)
        let start = Curve.inOut(0.6)
        animator.isReversed = true
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
        for elapsed in [0.1, 0.25, 0.4] {
            stage.advance(to: 0.6 + elapsed)
            let progress = start * (1 - Curve.value(Curve.easeOut, elapsed / 0.5))
            expectClose(stage.x, 5 + 100 * progress)
            expectClose(Double(animator.fractionComplete), 1 - 0.6 * (1 - elapsed / 0.5))
        }
        stage.advance(to: 1.1)
        #expect(log.positions == [.start])
        #expect(stage.view.center.x == 5)
    }

    @Test("the new timing lasts until the animator is inactive again (Behaviour 11.19)")
    func overrideLastsUntilInactive() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = pausedAnimator(stage, at: 0.4, log: log)
        let start = Curve.inOut(0.4)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        stage.advance(to: 0.9)
        animator.pauseAnimation()
        let paused = start + (1 - start) * 0.5
        expectClose(stage.x, 5 + 100 * paused)
        expectClose(Double(animator.fractionComplete), 0.7)
        // Reversed and started again: still linear, over the 0.7 s of fraction left.
        animator.isReversed = true
        animator.startAnimation()
        for elapsed in [0.2, 0.35, 0.5] {
            stage.advance(to: 0.9 + elapsed)
            expectClose(stage.x, 5 + 100 * paused * (1 - elapsed / 0.7))
        }
        stage.advance(to: 1.6)
        #expect(log.positions == [.start])
        // Inactive: the next use runs on the animator's own curve again.
        animator.isReversed = false
        animator.addAnimations { stage.view.center.x = 105 }
        animator.startAnimation()
        stage.advance(to: 1.9)
        expectClose(stage.x, 5 + 100 * Curve.inOut(0.3))
        stage.advance(to: 2.6)
        #expect(animator.state == .inactive)
        #expect(stage.x == 105)
    }

    @Test("continueAnimation is refused unless active, paused and interruptible (Behaviour 11.19)")
    func refusedOutsidePausedActive() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.state == .inactive)
        #expect(stage.animatorDiagnostics.count == 1)

        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.1)
        #expect(stage.animatorDiagnostics.count == 2)
        stage.advance(to: 0.75)
        expectClose(stage.x, 80)

        animator.stopAnimation(false)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(animator.state == .stopped)
        #expect(stage.animatorDiagnostics.count == 3)
        animator.finishAnimation(at: .end)

        let rigid = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.y = 105 }
        rigid.isInterruptible = false
        rigid.startAnimation()
        rigid.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(stage.animatorDiagnostics.count == 4)
        stage.advance(to: 1.25)
        expectClose(stage.y, 55)
    }

    @Test("the time left after continueAnimation is durationFactor × duration (Behaviour 11.20)")
    func remainingTimeIsFactorTimesDuration() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 1)
        animator.pauseAnimation()
        expectClose(stage.x, 55)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.25)
        for elapsed in [0.1, 0.25, 0.4] {
            stage.advance(to: 1 + elapsed)
            expectClose(stage.x, 55 + 50 * Curve.value(Curve.easeIn, elapsed / 0.5))
        }
        stage.advance(to: 1.5 - 1e-6)
        #expect(animator.state == .active)
        stage.advance(to: 1.5)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test("a factor longer than what is left slows the rest down (Behaviour 11.20)")
    func factorAboveTheRest() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 1.5)
        animator.pauseAnimation()
        expectClose(stage.x, 80)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1.5)
        stage.advance(to: 3)
        expectClose(stage.x, 80 + 25 * 0.5)
        stage.advance(to: 4.5 - 1e-6)
        #expect(log.positions.isEmpty)
        stage.advance(to: 4.5)
        #expect(log.positions == [.end])
    }

    @Test("durationFactor 0 finishes on the next frame (Behaviour 11.20)")
    func zeroFactorFinishesNextFrame() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = pausedAnimator(stage, at: 0.3, log: log)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.state == .active)
        stage.host.advance(by: 0)
        #expect(log.positions.isEmpty)
        stage.host.advance(by: 1.0 / 60)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(stage.x == 105)
        #expect(stage.alpha == 0)
    }
}
