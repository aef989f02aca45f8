import Foundation
import Testing

@testable import PresentationKit

/// Blocks and completions added to an animator: when they run, for how long, in what order, and
/// what a stop does to them.
@MainActor
@Suite("UIViewPropertyAnimator addAnimations and addCompletion")
struct UIViewPropertyAnimatorAddAnimationsTests {
    @Test("blocks added while inactive all run over the whole duration (Behaviour 11.21)")
    func blocksAddedWhileInactive() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut)
        animator.addAnimations { stage.view.center.x = 105 }
        animator.addAnimations { stage.view.alpha = 0 }
        stage.host.advance(by: 1)
        #expect(stage.view.center.x == 5)
        animator.startAnimation()
        for elapsed in [0.4, 1, 1.6] {
            stage.advance(to: 1 + elapsed)
            expectClose(stage.x, 5 + 100 * Curve.inOut(elapsed / 2))
            expectClose(stage.alpha, 1 - Curve.inOut(elapsed / 2))
        }
        stage.advance(to: 3)
        #expect(animator.state == .inactive)
        #expect(stage.alpha == 0)
    }

    @Test("a block added while running starts at once and runs over the time left (Behaviour 11.21)")
    func blockAddedWhileRunning() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.4)
        animator.addAnimations { stage.view.alpha = 0 }
        #expect(stage.view.alpha == 0)
        #expect(stage.alpha == 1)
        for time in [0.55, 0.7, 0.85] {
            stage.advance(to: time)
            expectClose(stage.alpha, 1 - Curve.inOut((time - 0.4) / 0.6))
            expectClose(stage.x, 5 + 100 * Curve.inOut(time))
        }
        stage.advance(to: 1)
        #expect(log.positions == [.end])
        #expect(stage.alpha == 0)
    }

    @Test("a block added while paused waits for the resume, then runs over the time left (Behaviour 11.21)")
    func blockAddedWhilePaused() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        animator.startAnimation()
        stage.advance(to: 0.4)
        animator.pauseAnimation()
        stage.advance(to: 1)
        animator.addAnimations { stage.view.alpha = 0 }
        stage.advance(to: 1.5)
        #expect(stage.alpha == 1)
        #expect(stage.view.alpha == 0)
        animator.startAnimation()
        for elapsed in [0.15, 0.3, 0.45] {
            stage.advance(to: 1.5 + elapsed)
            expectClose(stage.alpha, 1 - Curve.inOut(elapsed / 0.6))
            expectClose(stage.x, 5 + 100 * Curve.inOut(0.4 + elapsed))
        }
        stage.advance(to: 2.1)
        #expect(animator.state == .inactive)
    }

    @Test(
        "blocks of two animators on the same property add up, and each end keeps the other's value (Behaviour 11.21)"
    )
    func animatorsAddUp() {
        let stage = AnimatorStage()
        let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        first.startAnimation()
        stage.advance(to: 0.5)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 205 }
        second.startAnimation()
        #expect(stage.view.center.x == 205)
        expectClose(stage.x, 55)
        // Each contributes its own part: 100·(first's progress) + 100·(second's progress) above 5.
        stage.advance(to: 0.75)
        expectClose(stage.x, 5 + 100 * 0.75 + 100 * 0.25)
        stage.advance(to: 1)
        #expect(first.state == .inactive)
        #expect(stage.view.center.x == 205)
        expectClose(stage.x, 5 + 100 + 100 * 0.5)
        stage.advance(to: 1.25)
        expectClose(stage.x, 5 + 100 + 100 * 0.75)
        stage.advance(to: 1.5)
        #expect(second.state == .inactive)
        #expect(stage.view.center.x == 205)
        #expect(stage.x == 205)
    }

    @Test(
        "a block with a delay factor added while inactive waits f × duration, runs (1 − f) × duration (Behaviour 11.22)"
    )
    func delayFactorWhileInactive() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { stage.view.center.x = 105 }
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.25)
        animator.startAnimation()
        for time in [0.25, 0.5] {
            stage.advance(to: time)
            #expect(stage.alpha == 1)
        }
        for time in [0.8, 1.25, 1.7] {
            stage.advance(to: time)
            expectClose(stage.alpha, 1 - Curve.inOut((time - 0.5) / 1.5))
            expectClose(stage.x, 5 + 100 * Curve.inOut(time / 2))
        }
        stage.advance(to: 2)
        #expect(animator.state == .inactive)
        #expect(stage.alpha == 0)
    }

    @Test(
        "Apple's example: duration 2, at fraction .25 a block with delay factor .25 runs 1.0 s (Behaviour 11.22)",
        arguments: [false, true])
    func delayFactorWhileActive(_ paused: Bool) {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.5)
        // Paused, the block waits for the resume; the times below then count from it.
        var offset = 0.0
        if paused {
            animator.pauseAnimation()
            stage.advance(to: 1.5)
            offset = 1
        }
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.25)
        if paused { animator.startAnimation() }
        // Waits 0.5 s (f × duration), then runs for 1.0 s: from t = 1 to t = 2.
        for time in [0.75, 1] {
            stage.advance(to: time + offset)
            #expect(stage.alpha == 1)
        }
        for time in [1.25, 1.5, 1.75] {
            stage.advance(to: time + offset)
            expectClose(stage.alpha, 1 - Curve.inOut(time - 1))
            expectClose(stage.x, 5 + 100 * Curve.inOut(time / 2))
        }
        stage.advance(to: 2 + offset)
        #expect(log.positions == [.end])
        #expect(stage.alpha == 0)
    }

    @Test("a delay past the end leaves no time: the block's value appears at the end (Behaviour 11.22)")
    func delayFactorFlooredAtZero() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 1)
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.75)
        for time in [1.5, 2 - 1e-6] {
            stage.advance(to: time)
            #expect(stage.alpha == 1)
        }
        stage.advance(to: 2)
        #expect(log.positions == [.end])
        #expect(stage.alpha == 0)
    }

    @Test(
        "delay factors are clamped to 0…1; one that is not finite is reported and taken as 0 (Behaviour 11.22)"
    )
    func delayFactorOutOfRange() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ stage.view.center.x = 105 }, delayFactor: 1.5)
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: .nan)
        animator.addAnimations({ stage.view.center.y = 105 }, delayFactor: -1)
        #expect(stage.animatorDiagnostics.count == 1)
        animator.startAnimation()
        stage.advance(to: 0.5)
        #expect(stage.x == 5)
        expectClose(stage.alpha, 0.5)
        expectClose(stage.y, 55)
        stage.advance(to: 1)
        #expect(stage.x == 105)
    }

    @Test("completions are accepted in every state and run in the order added (Behaviour 11.23)")
    func completionsInOrder() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator, tag: 1)
        animator.startAnimation()
        log.attach(to: animator, tag: 2)
        stage.advance(to: 0.5)
        animator.pauseAnimation()
        log.attach(to: animator, tag: 3)
        animator.stopAnimation(false)
        log.attach(to: animator, tag: 4)
        #expect(log.order.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(log.order == [1, 2, 3, 4])
        #expect(log.positions == [.end, .end, .end, .end])
        #expect(stage.animatorDiagnostics.isEmpty)

        let natural = CompletionLog()
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.alpha = 0 }
        for tag in [3, 1, 2] { natural.attach(to: second, tag: tag) }
        second.startAnimation()
        stage.advance(to: 1.5)
        #expect(natural.order == [3, 1, 2])
    }

    @Test(
        "an animator started with no blocks waits, paused, and starts a block added then at once (Behaviour 11.24)"
    )
    func startWithoutBlocks() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        log.attach(to: animator)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        stage.advance(to: 1)
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0)
        #expect(log.positions.isEmpty)
        animator.addAnimations { stage.view.center.x = 105 }
        #expect(animator.isRunning)
        for time in [1.2, 1.5, 1.8] {
            stage.advance(to: time)
            expectClose(stage.x, 5 + 100 * Curve.inOut(time - 1))
        }
        stage.advance(to: 2)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test(
        "blocks that change nothing still count: the animator runs its duration and completes (Behaviour 11.24)"
    )
    func blocksThatChangeNothing() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        var ran = 0
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) {
            ran += 1
            stage.view.alpha = 1
        }
        log.attach(to: animator)
        animator.startAnimation()
        #expect(ran == 1)
        #expect(animator.isRunning)
        stage.advance(to: 0.25)
        expectClose(Double(animator.fractionComplete), 0.5)
        stage.advance(to: 0.5)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)

        // The same through runningPropertyAnimator, the usual home of a `layoutIfNeeded()` block.
        var heard: [UIViewAnimatingPosition] = []
        _ = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, animations: { stage.view.layoutIfNeeded() },
            completion: { heard.append($0) })
        stage.advance(to: 0.8)
        #expect(heard == [.end])
    }

    @Test(
        "a stop discards the blocks and completions; the inactive animator can be used again (Behaviour 11.24)"
    )
    func reuseAfterStop() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator, tag: 1)
        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        animator.addAnimations { stage.view.alpha = 0 }
        log.attach(to: animator, tag: 2)
        animator.startAnimation()
        stage.advance(to: 1)
        expectClose(stage.alpha, 0.5)
        expectClose(stage.x, 55)
        #expect(stage.view.layer.animationKeys()?.count == 1)
        stage.advance(to: 1.5)
        #expect(log.order == [2])
        expectClose(Double(stage.view.center.x), 55)

        // Stopped then finished: the completions run once, the old blocks do not run again.
        animator.addAnimations { stage.view.center.y = 105 }
        animator.startAnimation()
        stage.advance(to: 1.75)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(stage.view.center.y == 5)
        animator.addAnimations { stage.view.alpha = 1 }
        animator.startAnimation()
        #expect(stage.view.center.y == 5)
        #expect(stage.view.layer.animationKeys()?.count == 1)
        stage.advance(to: 2.75)
        #expect(log.order == [2])
        #expect(stage.alpha == 1)
    }
}
