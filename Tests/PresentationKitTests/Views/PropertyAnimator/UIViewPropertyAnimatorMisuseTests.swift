import Foundation
import Testing

@testable import PresentationKit

/// Calls UIKit raises on: where PresentationKit records a diagnostic and carries on, and where it
/// stops the process (precondition failures, checked in exit tests).
@MainActor
@Suite("UIViewPropertyAnimator misuse")
struct UIViewPropertyAnimatorMisuseTests {
    /// An animator moving x from 5 to 105 in 1 s, stopped with `stopAnimation(false)` at 0.5 s.
    private func stoppedAnimator(_ stage: AnimatorStage) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.stopAnimation(false)
        return animator
    }

    @Test(
        "start, pause, addAnimations and a set fraction on a stopped animator are reported and ignored (Behaviour 11.6)"
    )
    func stoppedIsADeadEnd() {
        let stage = AnimatorStage()
        let animator = stoppedAnimator(stage)
        var blockRan = false
        animator.startAnimation()
        animator.startAnimation(afterDelay: 0.2)
        animator.pauseAnimation()
        animator.addAnimations { blockRan = true }
        animator.addAnimations({ blockRan = true }, delayFactor: 0.5)
        animator.fractionComplete = 0.8
        #expect(stage.animatorDiagnostics.count == 6)
        #expect(!blockRan)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(stage.view.layer.animationKeys() == nil)
        stage.advance(to: 2)
        expectClose(stage.x, 55)
        // finishAnimation(at:) is the way out.
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
        #expect(stage.x == 105)
        #expect(!blockRan)
    }

    @Test(
        "stopAnimation on an inactive animator is reported and changes nothing (Behaviour 11.7)",
        arguments: [true, false])
    func stopWhileInactive(_ withoutFinishing: Bool) {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.stopAnimation(withoutFinishing)
        #expect(stage.animatorDiagnostics.count == 1)
        #expect(animator.state == .inactive)
        #expect(stage.view.center.x == 5)
        // The block and the completion are still there.
        animator.startAnimation()
        stage.advance(to: 0.5)
        expectClose(stage.x, 55)
        stage.advance(to: 1)
        #expect(log.positions == [.end])
    }

    @Test("releasing a paused animator is reported; its views keep what is on screen (Behaviour 11.8)")
    func releasePaused() {
        let stage = AnimatorStage()
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                stage.view.center.x = 105
            }
            released = animator
            animator.startAnimation()
            stage.advance(to: 0.3)
            animator.pauseAnimation()
        }
        #expect(released == nil)
        #expect(stage.animatorDiagnostics.count == 1)
        #expect(stage.animatorDiagnostics.first?.message.contains("paused") == true)
        #expect(stage.view.layer.animationKeys() == nil)
        expectClose(Double(stage.view.center.x), 5 + 100 * Curve.inOut(0.3))
        expectClose(stage.x, 5 + 100 * Curve.inOut(0.3))
    }

    @Test("releasing a stopped animator is reported (Behaviour 11.8)")
    func releaseStopped() {
        let stage = AnimatorStage()
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = stoppedAnimator(stage)
            released = animator
        }
        #expect(released == nil)
        #expect(stage.animatorDiagnostics.count == 1)
        #expect(stage.animatorDiagnostics.first?.message.contains("stopped") == true)
        expectClose(stage.x, 55)
    }

    @Test(
        "releasing an inactive animator is fine; a running one lives on until it completes (Behaviour 11.8)")
    func releaseInactiveOrRunning() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        weak var idle: UIViewPropertyAnimator?
        weak var running: UIViewPropertyAnimator?
        do {
            let unused = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
            idle = unused
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
            log.attach(to: animator)
            running = animator
            animator.startAnimation(afterDelay: 0.25)
        }
        #expect(idle == nil)
        #expect(running != nil)
        stage.advance(to: 0.75)
        expectClose(stage.x, 55)
        stage.advance(to: 1.25)
        #expect(log.positions == [.end])
        #expect(running == nil)
        #expect(stage.view.alpha == 1)
        #expect(stage.animatorDiagnostics.isEmpty)
    }

    @Test(
        "completions see an inactive animator; stop and finish from inside them are reported and ignored (Behaviour 11.9)"
    )
    func callsFromInsideACompletion() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        var seen: [(UIViewAnimatingState, Bool)] = []
        animator.addCompletion { [unowned animator] _ in
            seen.append((animator.state, animator.isRunning))
            animator.stopAnimation(true)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
        var later = 0
        animator.addCompletion { _ in later += 1 }
        animator.startAnimation()
        stage.advance(to: 1)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == .inactive)
        #expect(seen.first?.1 == false)
        #expect(later == 1)
        #expect(stage.animatorDiagnostics.count == 3)
        #expect(animator.state == .inactive)
        #expect(stage.view.center.x == 105)
        stage.host.advance(by: 1)
        #expect(later == 1)
    }

    @Test(
        "a completion of finishAnimation(at:) calling finish again is reported, not a crash (Behaviour 11.9)")
    func finishFromInsideFinish() {
        let stage = AnimatorStage()
        let animator = stoppedAnimator(stage)
        var heard: [UIViewAnimatingPosition] = []
        animator.addCompletion { [unowned animator] position in
            heard.append(position)
            animator.finishAnimation(at: .end)
        }
        animator.finishAnimation(at: .start)
        #expect(heard == [.start])
        #expect(stage.animatorDiagnostics.count == 1)
        #expect(stage.view.center.x == 5)
    }

    @Test("isInterruptible defaults to true and changes while inactive (Behaviour 11.25)")
    func interruptibleWhileInactive() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(animator.isInterruptible)
        animator.isInterruptible = false
        #expect(!animator.isInterruptible)
        animator.isInterruptible = true
        #expect(animator.isInterruptible)
    }

    @Test("a non-interruptible animator cannot be paused, stopped or continued (Behaviour 11.25)")
    func nonInterruptible() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        animator.isInterruptible = false
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.25)
        animator.pauseAnimation()
        animator.stopAnimation(true)
        animator.stopAnimation(false)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(stage.animatorDiagnostics.count == 4)
        #expect(animator.isRunning)
        stage.advance(to: 0.5)
        expectClose(stage.x, 55)
        stage.advance(to: 1)
        #expect(log.positions == [.end])
    }

    @Test(
        "isUserInteractionEnabled set on an active or stopped animator is reported and ignored (Behaviour 11.26)"
    )
    func userInteractionWhileActive() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        #expect(animator.isUserInteractionEnabled)
        animator.startAnimation()
        animator.isUserInteractionEnabled = false
        #expect(animator.isUserInteractionEnabled)
        #expect(stage.animatorDiagnostics.count == 1)
        animator.stopAnimation(false)
        animator.isUserInteractionEnabled = false
        #expect(animator.isUserInteractionEnabled)
        #expect(stage.animatorDiagnostics.count == 2)
        animator.finishAnimation(at: .end)
        animator.isUserInteractionEnabled = false
        #expect(!animator.isUserInteractionEnabled)
        #expect(stage.animatorDiagnostics.count == 2)
    }

    @Test("finishAnimation(at:) on an active animator is a precondition failure (Behaviour 11.5)")
    func finishWhileActive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
                animator.startAnimation()
                animator.finishAnimation(at: .end)
            }
        }
    }

    @Test("finishAnimation(at:) on an inactive animator is a precondition failure (Behaviour 11.5)")
    func finishWhileInactive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                animator.finishAnimation(at: .current)
            }
        }
    }

    @Test("changing isInterruptible on an active animator is a precondition failure (Behaviour 11.25)")
    func interruptibleWhileActive() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let host = HeadlessHost()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                host.window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.pauseAnimation()
                animator.isInterruptible = false
            }
        }
    }
}
