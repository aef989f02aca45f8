import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// `UIPercentDrivenInteractiveTransition` driving the engine's transitions, in both modes.
@MainActor
@Suite("UIPercentDrivenInteractiveTransition")
struct UIPercentDrivenInteractiveTransitionTests {
    private func centerX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }

    /// A phone stage presenting a `.custom` controller through `delegate`, started (one turn run).
    private func presentInteractively(
        _ delegate: InteractiveDelegate, log: RecordingController.Log = .init()
    ) -> (HeadlessHost, UIViewController, RecordingController) {
        let (host, root) = makeStage()
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        host.advance(by: 0)
        return (host, root, presented)
    }

    @Test("captured mode: update holds the animator's animations at p × duration (Behaviour 8.1, 12.3, 12.4)")
    func capturedUpdate() throws {
        let delegate = InteractiveDelegate()
        let (host, _, presented) = presentInteractively(delegate)
        let width = Double(host.window.bounds.width)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        #expect(abs(centerX(presented.view) - 1.5 * width) < 1e-9, "held at the start")
        host.advance(by: 0.5)
        #expect(abs(centerX(presented.view) - 1.5 * width) < 1e-9, "time passing moves nothing")
        delegate.interactor.update(0.3)
        #expect(abs(centerX(presented.view) - 1.2 * width) < 1e-9)
        #expect(abs(delegate.interactor.percentComplete - 0.3) < 1e-12)
        #expect(abs(coordinator.percentComplete - 0.3) < 1e-12)
        delegate.interactor.update(1.7)
        #expect(abs(delegate.interactor.percentComplete - 1) < 1e-12, "p > 1 clamps (Behaviour 12.4)")
        delegate.interactor.update(-0.2)
        #expect(delegate.interactor.percentComplete == 0, "p < 0 clamps (Behaviour 12.4)")
        #expect(abs(centerX(presented.view) - 1.5 * width) < 1e-9)
    }

    @Test(
        "captured mode: finish runs the rest in (1 − p) × duration ÷ speed on the completion curve (Behaviour 8.1, 12.6)"
    )
    func capturedFinish() throws {
        let delegate = InteractiveDelegate()
        delegate.interactor.completionSpeed = 2
        var completed = false
        let (host, root, presented) = presentInteractively(delegate)
        let width = Double(host.window.bounds.width)
        _ = root
        delegate.interactor.update(0.3)
        delegate.interactor.finish()
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.isCancelled)
        #expect(coordinator.completionVelocity == 2)
        // 0.7 s of transition left at speed 2: 0.35 s, ease-in-out. Half-way through it:
        host.advance(by: 0.175)
        let tau = 0.3 + 0.7 * ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: 0.5)
        #expect(abs(centerX(presented.view) / width - (1.5 - tau)) < 1e-6)
        #expect(root.presentedViewController === presented)
        #expect(
            abs(coordinator.percentComplete - 0.3) < 1e-12,
            "the coordinator keeps where the finger let go (UIKit's documentation)")
        host.advance(by: 0.175)
        completed = root.presentedViewController === presented && presented.transitionCoordinator == nil
        #expect(completed, "the animator's completion ran at the end and completed the transition")
        #expect(abs(centerX(presented.view) - 0.5 * width) < 1e-9)
        #expect(presented.view.layer.animationKeys() == nil)
    }

    @Test(
        "captured mode: a cancelled presentation runs back, completes false, callbacks in Behaviour 12.13's order"
    )
    func capturedCancelOrder() throws {
        let log = RecordingController.Log()
        let delegate = InteractiveDelegate()
        let (host, root, presented) = presentInteractively(delegate, log: log)
        let width = Double(host.window.bounds.width)
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            log.entries.append(
                "handler(interactive: \(context.isInteractive), cancelled: \(context.isCancelled))")
        }
        delegate.interactor.update(0.4)
        log.entries.removeAll()
        delegate.interactor.cancel()
        #expect(log.entries == ["handler(interactive: false, cancelled: true)"])
        #expect(presented.transitionCoordinator?.completionVelocity == 1, "positive, even when cancelled")
        host.advance(by: 0.2)
        let tau = 0.4 - 0.4 * ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: 0.5)
        #expect(abs(centerX(presented.view) / width - (1.5 - tau)) < 1e-6)
        host.advance(by: 0.2)
        #expect(root.presentedViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(
            log.entries == [
                "handler(interactive: false, cancelled: true)", "presented.viewWillDisappear",
                "presented.viewDidDisappear",
            ])
    }

    @Test(
        "captured mode: a cancelled dismissal restores the presented view and its appearance (Behaviour 8.3, 12.13)"
    )
    func capturedDismissalCancel() throws {
        let log = RecordingController.Log()
        let delegate = InteractiveDelegate()
        delegate.interactivePresentation = false
        let (host, root, presented) = presentInteractively(delegate, log: log)
        host.runUntilIdle()
        let width = Double(host.window.bounds.width)
        log.entries.removeAll()
        presented.dismiss(animated: true)
        host.advance(by: 0)
        delegate.interactor.update(0.5)
        #expect(abs(centerX(presented.view) - width) < 1e-9)
        delegate.interactor.cancel()
        host.advance(by: 0.5)
        #expect(root.presentedViewController === presented)
        #expect(
            abs(presented.view.center.x - width / 2) < 1e-9, "the model is back at the start, not at the end")
        #expect(abs(centerX(presented.view) - 0.5 * width) < 1e-9)
        #expect(
            log.entries == [
                "presented.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
            ])
    }

    @Test("alongside blocks are scrubbed with the transition, early or late (Behaviour 12.14)")
    func alongsideScrubbed() throws {
        final class Dimming: UIPresentationController {
            let dim = UIView()
            override func presentationTransitionWillBegin() {
                dim.frame = containerView!.bounds
                dim.alpha = 0
                containerView!.insertSubview(dim, at: 0)
                presentedViewController.transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.dim.alpha = 1 }, completion: nil)
            }
        }
        let delegate = InteractiveDelegate()
        let (host, root) = makeStage()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let controller = Dimming(presentedViewController: presented, presenting: root)
        delegate.makeController = { _, _ in controller }
        presented.transitioningDelegate = delegate
        let late = UIView(frame: root.view.bounds)
        late.alpha = 0
        root.view.addSubview(late)
        root.present(presented, animated: true)
        host.advance(by: 0)
        let early = controller.dim
        delegate.interactor.update(0.4)
        // Queued while a finger holds the transition at 0.4: it runs over the 0.6 left.
        presented.transitionCoordinator?.animate(
            alongsideTransition: { _ in late.alpha = 1 }, completion: nil)
        func alpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }
        #expect(abs(alpha(early) - 0.4) < 1e-6, "inherits the slide's linear curve and follows p")
        #expect(abs(alpha(late)) < 1e-6)
        delegate.interactor.update(0.7)
        #expect(abs(alpha(early) - 0.7) < 1e-6)
        let lateProgress = ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: 0.3 / 0.6)
        #expect(abs(alpha(late) - lateProgress) < 1e-6, "its own ease-in-out over the time left")
        delegate.interactor.update(0.2)
        #expect(abs(alpha(early) - 0.2) < 1e-6)
        #expect(abs(alpha(late)) < 1e-6, "before its start it shows its start")
    }

    @Test(
        "interruptible mode: update sets the animator's fraction; the same animator all along (Behaviour 12.2, 12.4)"
    )
    func interruptibleUpdate() throws {
        let animator = PropertySlideAnimator(presenting: true)
        let delegate = InteractiveDelegate(presentAnimator: animator)
        let (host, _, presented) = presentInteractively(delegate)
        let width = Double(host.window.bounds.width)
        let propertyAnimator = try #require(animator.animator)
        #expect(propertyAnimator.state == .active)
        #expect(!propertyAnimator.isRunning, "paused for an interactive start (Behaviour 12.1)")
        delegate.interactor.update(0.25)
        #expect(abs(propertyAnimator.fractionComplete - 0.25) < 1e-12)
        #expect(abs(centerX(presented.view) - 1.25 * width) < 1e-9)
        #expect(presented.transitionCoordinator?.isInterruptible == true)
        #expect(animator.asks == 1)
    }

    @Test(
        "interruptible mode: finish continues for (1 − p) ÷ speed of the duration; pause catches it again (Behaviour 12.6, 12.8, 12.9)"
    )
    func interruptibleFinishPauseCancel() throws {
        let animator = PropertySlideAnimator(presenting: true)
        let delegate = InteractiveDelegate(presentAnimator: animator)
        let (host, root, presented) = presentInteractively(delegate)
        let width = Double(host.window.bounds.width)
        var changes: [String] = []
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            changes.append("interactive: \(context.isInteractive), cancelled: \(context.isCancelled)")
        }
        delegate.interactor.update(0.25)
        delegate.interactor.finish()
        host.advance(by: 0.375)
        #expect(
            abs(centerX(presented.view) - (1.5 - 0.625) * width) < 1e-9, "linear, 0.75 s for the 0.75 left")
        delegate.interactor.pause()
        #expect(presented.transitionCoordinator?.isInteractive == true)
        #expect(abs(delegate.interactor.percentComplete - 0.625) < 1e-9)
        host.advance(by: 1)
        #expect(abs(centerX(presented.view) - (1.5 - 0.625) * width) < 1e-9, "held while interactive")
        delegate.interactor.cancel()
        host.advance(by: 0.625)
        #expect(root.presentedViewController == nil)
        #expect(animator.completionPositions == [.start])
        #expect(
            changes == [
                "interactive: false, cancelled: false", "interactive: true, cancelled: false",
                "interactive: false, cancelled: true",
            ])
        #expect(animator.asks == 1)
    }

    @Test("finish() before the transition started is kept and applied when it starts (Behaviour 12.16)")
    func queuedFinish() throws {
        let (host, root) = makeStage()
        let delegate = InteractiveDelegate()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        delegate.interactor.finish()
        host.advance(by: 0)
        #expect(presented.transitionCoordinator?.isInteractive == false)
        host.advance(by: 1)
        #expect(root.presentedViewController === presented)
        #expect(presented.transitionCoordinator == nil)
    }

    @Test("an interaction nothing drives is reported after 10 s of host time (Behaviour 12.15)")
    func undrivenInteraction() {
        let delegate = InteractiveDelegate()
        let (host, _, _) = presentInteractively(delegate)
        host.advance(by: 9.9)
        #expect(!host.diagnostics.contains { $0.kind == .interactionNeverDriven })
        host.advance(by: 0.2)
        let reported = host.diagnostics.filter { $0.kind == .interactionNeverDriven }
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("UIPercentDrivenInteractiveTransition") == true)
    }

    @Test(
        "a driven interaction held for 20 s is reported neither as undriven nor as stuck (Behaviour 12.15, 1.11)"
    )
    func drivenInteractionNotReported() {
        let delegate = InteractiveDelegate()
        let (host, _, _) = presentInteractively(delegate)
        delegate.interactor.update(0.1)
        host.advance(by: 20)
        #expect(!host.diagnostics.contains { $0.kind == .interactionNeverDriven })
        #expect(
            !host.diagnostics.contains { $0.kind == .transitionNeverCompleted },
            "a finger may hold a transition; it is not stuck (Behaviour 1.11)")
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "a non-interactive animated transition ignores touches; an interactive one does not (Behaviour 12.17)"
    )
    func touchesBlocked() {
        final class Target {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let (host, root) = makeStage()
        let target = Target()
        root.view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Target.tapped))
        let delegate = CustomTransitionDelegate(presentAnimator: SlideAnimator(presenting: true, duration: 1))
        let presented = customController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 5, y: 400))
        host.advance(by: 0.4)
        #expect(target.taps == 0, "blocked while the transition runs")
        host.runUntilIdle()
        presented.dismiss(animated: false)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 5, y: 400))
        host.advance(by: 0.5)
        #expect(target.taps == 1, "touches reach the app again once it ended")
    }

    @Test("a gesture in progress when a non-interactive transition starts is cancelled (Behaviour 12.17)")
    func gestureCancelled() {
        final class Target {
            var states: [UIGestureRecognizer.State] = []
            func panned(_ pan: UIPanGestureRecognizer) { states.append(pan.state) }
        }
        let (host, root) = makeStage()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Target.panned)
        root.view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 430))
        #expect(target.states == [.began])
        let delegate = CustomTransitionDelegate(presentAnimator: SlideAnimator(presenting: true, duration: 1))
        root.present(customController(delegate), animated: true)
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 460))
        host.touchUp()
        #expect(target.states == [.began, .cancelled])
    }
}

/// One interaction controller, reused for the next transition, as apps keep one per screen.
@MainActor
@Suite("UIPercentDrivenInteractiveTransition · reuse")
struct UIPercentDrivenReuseTests {
    @Test("the same controller drives a presentation, then the dismissal, each from 0 (Behaviour 12.4)")
    func reusedForTheDismissal() {
        let delegate = InteractiveDelegate()
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0)
        delegate.interactor.update(0.8)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        presented.dismiss(animated: true)
        host.advance(by: 0)
        #expect(delegate.interactor.percentComplete == 0, "a new transition starts at 0")
        delegate.interactor.update(0.25)
        let width = Double(host.window.bounds.width)
        #expect(abs(Double(presented.view.layer.presentation()!.position.x) - 0.75 * width) < 1e-9)
        delegate.interactor.finish()
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(host.diagnostics.isEmpty)
    }
}

/// The rules around interaction that UIKit leaves to the app (Behaviour 12.7, 12.10).
@MainActor
@Suite("UIPercentDrivenInteractiveTransition · limits")
struct UIPercentDrivenLimitsTests {
    @Test("a completion speed of 0 or less is reported and 1 is used (Behaviour 12.7)")
    func badCompletionSpeed() throws {
        let delegate = InteractiveDelegate()
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0)
        delegate.interactor.update(0.5)
        delegate.interactor.completionSpeed = 0
        delegate.interactor.finish()
        #expect(host.diagnostics.last?.kind == .invalidInput)
        host.advance(by: 0.49)
        #expect(root.presentedViewController === presented)
        #expect(presented.transitionCoordinator != nil, "0.5 s left at speed 1")
        host.advance(by: 0.02)
        #expect(presented.transitionCoordinator == nil)
    }

    @Test("a transition without animation does not use its interaction controller (Behaviour 12.10)")
    func notAnimated() {
        let delegate = InteractiveDelegate()
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: false)
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
        #expect(delegate.interactor.duration == 0, "never started")
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "pauseInteractiveTransition on a transition that is not interruptible is reported and ignored (Behaviour 12.8, 12.10)"
    )
    func pauseNeedsInterruptible() throws {
        let delegate = InteractiveDelegate()
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0)
        delegate.interactor.update(0.2)
        delegate.interactor.finish()
        let coordinator = try #require(presented.transitionCoordinator)
        delegate.interactor.pause()
        #expect(!coordinator.isInteractive)
        #expect(host.diagnostics.last?.kind == .invalidInput)
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }
}

/// Calls that reach a percent-driven controller outside a held transition.
@MainActor
@Suite("UIPercentDrivenInteractiveTransition · without a finger")
struct UIPercentDrivenWithoutFingerTests {
    @Test("wantsInteractiveStart false: it runs on its own, and a cancel runs it back (Behaviour 12.1, 12.6)")
    func runsThenCancels() throws {
        let delegate = InteractiveDelegate()
        delegate.interactor.wantsInteractiveStart = false
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.advance(by: 0)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(!coordinator.initiallyInteractive)
        host.advance(by: 0.4)
        let width = Double(host.window.bounds.width)
        #expect(abs(Double(presented.view.layer.presentation()!.position.x) - 1.1 * width) < 1e-9)
        delegate.interactor.cancel()
        host.advance(by: 0.4)
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
    }

    @Test("a cancel with no transition coming is not kept for the next one (Behaviour 12.16)")
    func staleCancelIgnored() throws {
        let delegate = InteractiveDelegate()
        delegate.interactivePresentation = false
        let (host, root) = makeStage()
        let presented = interactiveController(delegate)
        root.present(presented, animated: true)
        host.runUntilIdle()
        delegate.interactor.cancel()
        host.advance(by: 1)
        presented.dismiss(animated: true)
        host.advance(by: 0.1)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(coordinator.isInteractive, "held at 0 %, waiting for a finger")
        #expect(!coordinator.isCancelled)
    }
}
