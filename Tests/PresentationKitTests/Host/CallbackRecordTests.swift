import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Callback records")
struct CallbackRecordTests {
    @Test("nothing is recorded unless asked")
    func offByDefault() {
        let (host, root) = makeStage()
        root.present(UIViewController(), animated: true)
        host.runUntilIdle()
        #expect(host.callbackRecords.isEmpty)
    }

    @Test("a full-screen presentation is recorded in UIKit's order with its virtual times (Behaviour 1, 2.1)")
    func fullScreenTimeline() {
        let (host, root) = makeStage()
        host.recordsCallbacks = true
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        root.present(presented, animated: true) { completed = true }
        host.runUntilIdle()
        #expect(completed)
        let calls = host.callbackRecords.map { "\($0.receiver).\($0.callback)" }
        #expect(
            calls == [
                "UIViewController.viewDidLoad()",
                "FullScreenPresentationController.presentationTransitionWillBegin()",
                "UIViewController.viewWillDisappear(true)",
                "UIViewController.viewWillAppear(true)",
                "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                "DefaultTransitionAnimator.transitionDuration(using:)",
                "DefaultTransitionAnimator.animateTransition(using:)",
                "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                "TransitionContext.completeTransition(true)",
                "UIViewController.viewDidAppear(true)",
                "UIViewController.viewDidDisappear(true)",
                "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                "DefaultTransitionAnimator.animationEnded(true)",
                "UIViewController.presentation completion",
            ])
        let times = host.callbackRecords.map(\.time)
        #expect(times.first == 0)
        #expect(abs(times.last! - DefaultTransitionAnimator.coverVerticalDuration) < 1e-9)
        host.removeCallbackRecords()
        #expect(host.callbackRecords.isEmpty)
    }
}
