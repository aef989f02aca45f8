import Foundation
import Testing

@testable import PresentationKit

/// Options for `runningPropertyAnimator` and the curve each selects: transition options and
/// `.allowUserInteraction` change nothing.
private let curveOptions: [(UIView.AnimationOptions, UIView.AnimationCurve)] = [
    (.curveLinear, .linear),
    ([.curveEaseIn, .transitionFlipFromLeft], .easeIn),
    ([.curveEaseOut, .transitionCrossDissolve], .easeOut),
    ([.transitionCurlUp, .allowUserInteraction], .easeInOut),
]

/// The animator's states and the moves between them: creation, start, pause, stop, finish, the
/// natural end, delays and `pausesOnCompletion`.
@MainActor
@Suite("UIViewPropertyAnimator states")
struct UIViewPropertyAnimatorStateTests {
    /// The four initializers, each with a block moving the view to x = 105.
    enum Initializer: CaseIterable, CustomTestStringConvertible {
        case curve, controlPoints, dampingRatio, timingParameters

        var testDescription: String { "\(self)" }

        @MainActor
        func make(_ view: UIView) -> UIViewPropertyAnimator {
            let move = { view.center.x = 105 }
            switch self {
            case .curve:
                return UIViewPropertyAnimator(duration: 1, curve: .easeIn, animations: move)
            case .controlPoints:
                return UIViewPropertyAnimator(
                    duration: 1, controlPoint1: CGPoint(x: 0.2, y: 0.6), controlPoint2: CGPoint(x: 0.4, y: 1),
                    animations: move)
            case .dampingRatio:
                return UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7, animations: move)
            case .timingParameters:
                let animator = UIViewPropertyAnimator(
                    duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
                animator.addAnimations(move)
                return animator
            }
        }
    }

    @Test(
        "every initializer returns an inactive animator that runs nothing until started (Behaviour 11.1, 11.28)",
        arguments: Initializer.allCases)
    func initializersLeaveTheAnimatorInactive(_ initializer: Initializer) {
        let stage = AnimatorStage()
        let animator = initializer.make(stage.view)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(animator.duration == 1)
        #expect(animator.delay == 0)
        stage.host.advance(by: 2)
        // The block has not run: the model is untouched and nothing animates.
        #expect(animator.state == .inactive)
        #expect(stage.view.center.x == 5)
        #expect(stage.view.layer.animationKeys() == nil)
        animator.startAnimation()
        #expect(stage.view.center.x == 105)
        stage.host.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(stage.x == 105)
    }

    @Test("the animations block of an initializer is optional (Behaviour 11.28)")
    func initializersWithoutAnimations() {
        let curve = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
        let points = UIViewPropertyAnimator(
            duration: 0.5, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1)
        for animator in [curve, points, spring] {
            #expect(animator.state == .inactive)
            #expect(animator.duration == 0.5)
        }
        let cubic = points.timingParameters?.cubicTimingParameters
        #expect(points.timingParameters?.timingCurveType == .cubic)
        #expect(abs(Double(cubic?.controlPoint1.x ?? 0) - 0.1) < 1e-6)
        #expect(abs(Double(cubic?.controlPoint2.y ?? 0) - 0.4) < 1e-6)
        #expect(curve.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
        #expect(spring.timingParameters?.timingCurveType == .spring)
    }

    /// The four ways into `.active`.
    enum Activation: CaseIterable, CustomTestStringConvertible {
        case start, startAfterDelay, pause, setFraction

        var testDescription: String { "\(self)" }

        @MainActor
        func apply(to animator: UIViewPropertyAnimator) {
            switch self {
            case .start: animator.startAnimation()
            case .startAfterDelay: animator.startAnimation(afterDelay: 0.5)
            case .pause: animator.pauseAnimation()
            case .setFraction: animator.fractionComplete = 0.25
            }
        }
    }

    @Test(
        "inactive becomes active on start, delayed start, pause and a set fraction (Behaviour 11.2)",
        arguments: Activation.allCases)
    func activation(_ activation: Activation) {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        activation.apply(to: animator)
        #expect(animator.state == .active)
        // The blocks ran on activation: the model holds their value, the layer animates toward it.
        #expect(stage.view.center.x == 105)
        #expect(stage.view.layer.animationKeys()?.count == 1)
        let runs = activation == .start || activation == .startAfterDelay
        #expect(animator.isRunning == runs)
        #expect(stage.x == (activation == .setFraction ? 30 : 5))
        #expect(stage.animatorDiagnostics.isEmpty)
        animator.stopAnimation(true)
    }

    @Test("a forward run ends inactive and completes with .end (Behaviour 11.3)")
    func forwardRunCompletesAtEnd() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeOut) {
            stage.view.center = CGPoint(x: 105, y: 45)
            stage.view.alpha = 0.25
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.8 - 1e-6)
        #expect(animator.state == .active)
        #expect(log.positions.isEmpty)
        stage.advance(to: 0.8)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(log.positions == [.end])
        #expect(stage.view.layer.animationKeys() == nil)
        #expect(stage.view.center == CGPoint(x: 105, y: 45))
        #expect(stage.x == 105 && stage.y == 45 && stage.alpha == 0.25)
        stage.host.advance(by: 1)
        #expect(log.positions == [.end])
    }

    @Test(
        "a reversed animator reaching the start ends inactive and completes with .start, values back (Behaviour 11.3)"
    )
    func reversedRunCompletesAtStart() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            stage.view.center.x = 105
            stage.view.alpha = 0
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.4)
        animator.isReversed = true
        stage.advance(to: 0.8 - 1e-6)
        #expect(animator.state == .active)
        stage.advance(to: 0.8)
        #expect(log.positions == [.start])
        #expect(animator.state == .inactive)
        #expect(stage.view.center.x == 5)
        #expect(stage.view.alpha == 1)
        #expect(stage.x == 5 && stage.alpha == 1)
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test("stopAnimation(true) leaves the on-screen values, inactive, with no completion (Behaviour 11.4)")
    func stopWithoutFinishing() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            stage.view.center = CGPoint(x: 105, y: 205)
            stage.view.alpha = 0
        }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.3)
        let progress = Curve.inOut(0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(stage.view.layer.animationKeys() == nil)
        expectClose(Double(stage.view.center.x), 5 + 100 * progress)
        expectClose(Double(stage.view.center.y), 5 + 200 * progress)
        expectClose(Double(stage.view.alpha), 1 - progress, 1e-6)
        stage.host.advance(by: 2)
        expectClose(stage.x, 5 + 100 * progress)
        #expect(log.positions.isEmpty)
        #expect(animator.fractionComplete == 0)
    }

    @Test("stopAnimation(false) leaves the on-screen values and waits in .stopped (Behaviour 11.4)")
    func stopThenWait() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(stage.view.layer.animationKeys() == nil)
        expectClose(Double(stage.view.center.x), 30)
        stage.host.advance(by: 3)
        expectClose(stage.x, 30)
        #expect(animator.state == .stopped)
        #expect(log.positions.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(log.positions == [.current])
    }

    @Test(
        "finishAnimation(at:) sets the values of its position, goes inactive and runs the completions (Behaviour 11.5)",
        arguments: [UIViewAnimatingPosition.end, .start, .current])
    func finishAtPosition(_ position: UIViewAnimatingPosition) {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            stage.view.center = CGPoint(x: 105, y: 105)
            stage.view.alpha = 0
        }
        // A second block on the same property: .end takes the last value set, .start the first.
        animator.addAnimations { stage.view.center.x = 305 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.25)
        animator.stopAnimation(false)
        let stoppedX = 5 + 0.25 * 300
        expectClose(Double(stage.view.center.x), stoppedX)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.positions == [position])
        let expected: (x: Double, y: Double, alpha: Double)
        switch position {
        case .end: expected = (305, 105, 0)
        case .start: expected = (5, 5, 1)
        case .current: expected = (stoppedX, 5 + 0.25 * 100, 0.75)
        }
        expectClose(Double(stage.view.center.x), expected.x)
        expectClose(Double(stage.view.center.y), expected.y)
        expectClose(Double(stage.view.alpha), expected.alpha)
        expectClose(stage.x, expected.x)
        expectClose(stage.alpha, expected.alpha)
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test(
        "isRunning: only from a start until the end, a pause or a stop; active and running during a delay (Behaviour 11.10)"
    )
    func isRunningTracksTheMotion() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        #expect(!animator.isRunning)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        stage.advance(to: 0.25)
        #expect(animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(stage.x == 5)
        stage.advance(to: 0.75)
        #expect(animator.isRunning)
        expectClose(stage.x, 30)
        animator.pauseAnimation()
        #expect(!animator.isRunning)
        #expect(animator.state == .active)
        animator.startAnimation()
        #expect(animator.isRunning)
        stage.advance(to: 1.75)
        #expect(!animator.isRunning)
        #expect(animator.state == .inactive)

        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 0 }
        stopped.startAnimation()
        #expect(stopped.isRunning)
        stopped.stopAnimation(false)
        #expect(!stopped.isRunning)
        stopped.finishAnimation(at: .end)
    }

    @Test(
        "pausesOnCompletion stays active and paused at the end, runs no completion, and reverses (Behaviour 11.16)"
    )
    func pausesOnCompletion() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        #expect(!animator.pausesOnCompletion)
        animator.pausesOnCompletion = true
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(stage.x == 105)
        #expect(stage.view.layer.animationKeys()?.count == 1)
        stage.host.advance(by: 1)
        #expect(log.positions.isEmpty)
        #expect(stage.x == 105)
        // Still active, so it can be reversed and run back.
        animator.isReversed = true
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        let resumed = stage.host.time
        stage.advance(to: resumed + 0.25)
        expectClose(stage.x, 80)
        expectClose(Double(animator.fractionComplete), 0.25)
        stage.advance(to: resumed + 1)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(log.positions.isEmpty)
        #expect(stage.x == 5)
        #expect(animator.fractionComplete == 1)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start])
        #expect(stage.view.center.x == 5)
    }

    @Test(
        "pauseAnimation freezes a running animator where it is; resuming continues its curve (Behaviour 11.17)"
    )
    func pauseFreezes() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            stage.view.center.x = 105
            stage.view.alpha = 0
        }
        animator.startAnimation()
        stage.advance(to: 0.3)
        animator.pauseAnimation()
        let frozen = 5 + 100 * Curve.inOut(0.3)
        expectClose(stage.x, frozen)
        stage.advance(to: 2)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        expectClose(stage.x, frozen)
        expectClose(stage.alpha, 1 - Curve.inOut(0.3))
        expectClose(Double(animator.fractionComplete), 0.3)
        // Pausing a paused animator changes nothing and reports nothing.
        animator.pauseAnimation()
        expectClose(stage.x, frozen)
        #expect(!animator.isRunning)
        #expect(stage.animatorDiagnostics.isEmpty)
        // Resuming (no scrub in between) continues the same run on the same curve.
        animator.startAnimation()
        for elapsed in [0.1, 0.35, 0.6] {
            stage.advance(to: 2 + elapsed)
            expectClose(stage.x, 5 + 100 * Curve.inOut(0.3 + elapsed))
            expectClose(stage.alpha, 1 - Curve.inOut(0.3 + elapsed))
        }
        stage.advance(to: 2.7)
        #expect(animator.state == .inactive)
    }

    @Test("pauseAnimation on an inactive animator gives active and paused at fraction 0 (Behaviour 11.17)")
    func pauseInactive() {
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 105 }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0)
        stage.host.advance(by: 1)
        #expect(stage.x == 5)
        #expect(stage.view.center.x == 105)
        animator.startAnimation()
        stage.advance(to: 1.5)
        expectClose(stage.x, 5 + 100 * Curve.inOut(0.5))
        stage.advance(to: 2)
        #expect(animator.state == .inactive)
    }

    @Test("startAnimation(afterDelay:) sets delay and starts after it (Behaviour 11.18)")
    func startAfterDelay() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        for time in [0.1, 0.3, 0.5] {
            stage.advance(to: time)
            #expect(stage.x == 5)
        }
        for time in [0.6, 0.9, 1.2] {
            stage.advance(to: time)
            expectClose(stage.x, 5 + 100 * Curve.value(Curve.easeIn, time - 0.5))
        }
        stage.advance(to: 1.5 - 1e-6)
        #expect(log.positions.isEmpty)
        stage.advance(to: 1.5)
        #expect(log.positions == [.end])
    }

    @Test(
        "startAnimation(afterDelay:) on a paused animator holds still for the delay, then resumes (Behaviour 11.18)"
    )
    func resumeAfterDelay() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 105 }
        log.attach(to: animator)
        animator.startAnimation()
        stage.advance(to: 0.5)
        animator.pauseAnimation()
        stage.advance(to: 1)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        #expect(animator.isRunning)
        for time in [1.0, 1.2, 1.5] {
            stage.advance(to: time)
            expectClose(stage.x, 55)
            expectClose(Double(animator.fractionComplete), 0.5)
        }
        stage.advance(to: 1.75)
        expectClose(stage.x, 80)
        stage.advance(to: 2 - 1e-6)
        #expect(log.positions.isEmpty)
        stage.advance(to: 2)
        #expect(log.positions == [.end])
    }

    @Test("runningPropertyAnimator starts at once on ease-in-out, and completes (Behaviour 11.30)")
    func runningPropertyAnimatorDefaults() {
        let stage = AnimatorStage()
        var heard: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 2, delay: 0, animations: { stage.view.center.x = 105 },
            completion: { heard.append($0) })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.isInterruptible)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .easeInOut)
        for time in [0.3, 1, 1.7] {
            stage.advance(to: time)
            expectClose(stage.x, 5 + 100 * Curve.inOut(time / 2))
        }
        stage.advance(to: 2)
        #expect(heard == [.end])
        #expect(animator.state == .inactive)
    }

    @Test(
        "runningPropertyAnimator takes its curve from the options, waits its delay, ignores transitions (Behaviour 11.30)",
        arguments: curveOptions)
    func runningPropertyAnimatorOptions(_ example: (UIView.AnimationOptions, UIView.AnimationCurve)) {
        let (options, curve) = example
        let stage = AnimatorStage()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.25, options: options, animations: { stage.view.center.x = 105 })
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.25)
        #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == curve)
        let points: (Double, Double, Double, Double)
        switch curve {
        case .linear: points = (0, 0, 1, 1)
        case .easeIn: points = Curve.easeIn
        case .easeOut: points = Curve.easeOut
        case .easeInOut: points = Curve.easeInOut
        }
        stage.advance(to: 0.2)
        #expect(stage.x == 5)
        for time in [0.4, 0.75, 1.1] {
            stage.advance(to: time)
            expectClose(stage.x, 5 + 100 * Curve.value(points, time - 0.25))
        }
        stage.advance(to: 1.25)
        #expect(animator.state == .inactive)
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test("runningPropertyAnimator made inside an animation block is not interruptible (Behaviour 11.30)")
    func runningPropertyAnimatorInsideBlock() throws {
        let stage = AnimatorStage()
        var inner: UIViewPropertyAnimator?
        UIView.animate(withDuration: 0.5) {
            stage.view.alpha = 0.5
            inner = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, animations: { stage.view.center.x = 105 })
        }
        let animator = try #require(inner)
        #expect(!animator.isInterruptible)
        #expect(animator.isRunning)
        // Not interruptible: a pause is refused and the animator runs on, on its own timeline.
        stage.advance(to: 0.25)
        animator.pauseAnimation()
        #expect(animator.isRunning)
        #expect(stage.animatorDiagnostics.count == 1)
        stage.advance(to: 0.5)
        expectClose(stage.x, 5 + 100 * Curve.inOut(0.5))
        stage.advance(to: 1)
        #expect(animator.state == .inactive)
        #expect(stage.x == 105)

        let outside = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, animations: { stage.view.center.y = 105 })
        #expect(outside.isInterruptible)
        outside.stopAnimation(true)
    }
}
