import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

@MainActor
@Suite("Presentation lifecycle")
struct PresentationLifecycleTests {
    @Test("transitionCoordinator exists only during the transition, on both controllers (Behaviour 1.6, 7.1)")
    func coordinatorLifetime() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        let presented = customController(delegate)
        let child = UIViewController()
        presented.addChild(child)
        child.didMove(toParent: presented)
        #expect(root.transitionCoordinator == nil)
        root.present(presented, animated: true)
        #expect(root.transitionCoordinator == nil, "nothing happens before the next turn")
        host.advance(by: 0)
        #expect(root.transitionCoordinator != nil)
        #expect(presented.transitionCoordinator != nil)
        #expect(child.transitionCoordinator != nil, "children see their parent's")
        host.runUntilIdle()
        #expect(root.transitionCoordinator == nil && presented.transitionCoordinator == nil)
    }

    @Test("alongside completions run after the end, before presentationTransitionDidEnd (Behaviour 7.2)")
    func alongsideCompletionOrder() {
        final class Controller: UIPresentationController {
            var log: [String] = []
            override func presentationTransitionWillBegin() {
                let queued = presentingViewController.transitionCoordinator?.animate(
                    alongsideTransition: { _ in self.log.append("alongside") },
                    completion: { context in self.log.append("completion cancelled=\(context.isCancelled)") })
                log.append("queued \(queued ?? false)")
            }
            override func presentationTransitionDidEnd(_ completed: Bool) {
                log.append("didEnd \(completed)")
            }
        }
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        var controller: Controller?
        delegate.makeController = { presented, presenting in
            controller = Controller(presentedViewController: presented, presenting: presenting)
            return controller
        }
        root.present(customController(delegate), animated: true)
        host.runUntilIdle()
        #expect(controller?.log == ["queued true", "alongside", "completion cancelled=false", "didEnd true"])
    }

    @Test("a stack of three dismissed from the bottom removes all, animating only the top (Behaviour 3.5)")
    func stackDismissal() throws {
        let (host, root) = makeStage()
        let log = RecordingController.Log()
        let delegates = (0..<3).map { _ in CustomTransitionDelegate() }
        let controllers = (0..<3).map { customController(delegates[$0], name: "c\($0)", log: log) }
        root.present(controllers[0], animated: true)
        host.runUntilIdle()
        controllers[0].present(controllers[1], animated: true)
        host.runUntilIdle()
        controllers[1].present(controllers[2], animated: true)
        host.runUntilIdle()
        #expect(host.window.subviews.count == 4, "the root view and three containers")
        var completed = false
        root.dismiss(animated: true) { completed = true }
        host.advance(by: 0)
        // Only the top-most animates out; the others' containers are already gone.
        #expect(host.window.subviews.count == 2)
        #expect(controllers[2].view.layer.animationKeys() != nil)
        #expect(controllers[1].view.layer.animationKeys() == nil)
        host.runUntilIdle()
        #expect(completed)
        #expect(host.window.subviews.count == 1)
        #expect(root.presentedViewController == nil)
        #expect(
            controllers.allSatisfy { $0.presentingViewController == nil && $0.presentationController == nil })
        #expect(delegates[2].dismissAnimator?.endedWith == true)
        #expect(delegates[1].dismissAnimator?.endedWith == nil, "the middle one never animated")
    }

    @Test("dismiss on the presented controller is forwarded to its presenter (Behaviour 3.1)")
    func dismissForwarded() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        let presented = customController(delegate)
        root.present(presented, animated: true)
        host.runUntilIdle()
        var done = false
        presented.dismiss(animated: true) { done = true }
        host.runUntilIdle()
        #expect(done && root.presentedViewController == nil)
    }

    @Test("dismiss on a controller that presents nothing still calls its completion (Behaviour 3.1)")
    func dismissNothing() {
        let (host, root) = makeStage()
        var done = false
        root.dismiss(animated: true) { done = true }
        host.advance(by: 0)
        #expect(done)
    }

    @Test("after dismissal, weak references to presented, presentation controller and animator are nil")
    func everythingReleased() {
        let (host, root) = makeStage()
        weak var weakPresented: UIViewController?
        weak var weakController: UIPresentationController?
        weak var weakAnimator: SlideAnimator?
        // The delegate is weak in UIKit too: the test keeps it, and lets go of its animators.
        let delegate = CustomTransitionDelegate()
        do {
            let presented = customController(delegate)
            weakPresented = presented
            weakAnimator = delegate.dismissAnimator
            root.present(presented, animated: true)
            host.runUntilIdle()
            weakController = presented.presentationController
            presented.dismiss(animated: true)
            host.advance(by: 0)
            delegate.presentAnimator = nil
            delegate.dismissAnimator = nil
        }
        host.runUntilIdle()
        #expect(weakPresented == nil)
        #expect(weakController == nil)
        #expect(weakAnimator == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a non-animated custom presentation still asks the animator, with no animation (Behaviour 6.4)")
    func nonAnimated() throws {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        let presented = customController(delegate)
        var completed = false
        root.present(presented, animated: false) { completed = true }
        host.advance(by: 0)
        #expect(presented.view.layer.animationKeys() == nil)
        #expect(presented.view.frame == host.window.bounds)
        host.advance(by: 0)
        #expect(completed)
        #expect(delegate.presentAnimator?.endedWith == true)
        #expect(host.time == 0)
    }

    @Test("a cancelled dismissal leaves the presentation in place (Behaviour 3.6, 8.3)")
    func cancelledDismissal() {
        let (host, root) = makeStage()
        let log = RecordingController.Log()
        let delegate = CustomTransitionDelegate(
            dismissAnimator: SlideAnimator(presenting: false, ending: .cancel))
        let presented = customController(delegate, log: log)
        root.present(presented, animated: true)
        host.runUntilIdle()
        log.entries.removeAll()
        var completionCalled = false
        presented.dismiss(animated: true) { completionCalled = true }
        host.runUntilIdle()
        #expect(!completionCalled)
        #expect(root.presentedViewController === presented)
        #expect(presented.presentationController?.containerView?.window === host.window)
        #expect(
            log.entries == [
                "presented.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
            ])
        // And it can still be dismissed for real afterwards.
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test(
        "nil presentation controller → full screen: the presenting view leaves and comes back (Behaviour 1.2, 2.1, 2.3, 4.1)"
    )
    func fullScreenFallback() {
        let (host, _) = makeStage()
        let log = RecordingController.Log()
        let presenting = RecordingController("presenting", log: log)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        let delegate = CustomTransitionDelegate()
        delegate.makeController = { _, _ in nil }
        let presented = customController(delegate, log: log)
        log.entries.removeAll()
        presenting.present(presented, animated: true)
        host.runUntilIdle()
        #expect(presented.view.frame == host.window.bounds)
        #expect(presenting.view.window == nil, "removed once the presentation is done")
        #expect(
            log.entries == [
                "presenting.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
                "presenting.viewDidDisappear",
            ])
        log.entries.removeAll()
        presented.dismiss(animated: true)
        host.advance(by: 0)
        #expect(presenting.view.window === host.window, "back for the dismissal")
        host.runUntilIdle()
        #expect(
            log.entries == [
                "presented.viewWillDisappear", "presenting.viewWillAppear", "presenting.viewDidAppear",
                "presented.viewDidDisappear",
            ])
    }
}
