import Foundation
import Testing

@testable import PresentationKit

/// Behaviour 10: misuse is reported, never silent, and never corrupts state.
@MainActor
@Suite("Presentation misuse")
struct PresentationMisuseTests {
    @Test("presenting while already presenting is dropped with a diagnostic (Behaviour 10.1)")
    func alreadyPresenting() {
        let (host, root) = makeStage()
        // transitioningDelegate is weak, as in UIKit: the test keeps the delegate alive.
        let delegate = CustomTransitionDelegate()
        let first = customController(delegate)
        root.present(first, animated: true)
        host.runUntilIdle()
        let second = customController(delegate)
        root.present(second, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        let diagnostic = host.diagnostics.first { $0.kind == .presentationMisuse }
        #expect(diagnostic?.message.contains("already presenting") == true, "\(host.diagnostics)")
    }

    @Test("present or dismiss during a transition is dropped with a diagnostic (Behaviour 10.2)")
    func duringTransition() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        let first = customController(delegate)
        root.present(first, animated: true)
        host.advance(by: 0.1)
        first.dismiss(animated: true)
        let other = customController(delegate)
        first.present(other, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        #expect(host.diagnostics.filter { $0.kind == .presentationMisuse }.count == 2)
    }

    @Test("presenting from a controller whose view is in no window is dropped (Behaviour 10.3)")
    func notInWindow() {
        let (host, _) = makeStage()
        let orphan = UIViewController()
        orphan.present(customController(CustomTransitionDelegate()), animated: true)
        host.runUntilIdle()
        #expect(orphan.presentedViewController == nil)
        #expect(host.diagnostics.isEmpty, "an orphan has no host: the message goes to the log only")
    }

    @Test("an animator that never completes is named once it runs 5 s past its duration (Behaviour 1.11)")
    func neverCompletes() throws {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate(
            presentAnimator: SlideAnimator(presenting: true, duration: 0.3, ending: .never))
        root.present(customController(delegate), animated: true)
        host.advance(by: 5.2)
        #expect(host.diagnostics.isEmpty)
        host.runUntilIdle()
        let diagnostic = try #require(host.diagnostics.first { $0.kind == .transitionNeverCompleted })
        #expect(diagnostic.message.contains("SlideAnimator"))
        #expect(diagnostic.message.contains("5.30 s"))
        #expect(abs(diagnostic.time - 5.3) < 1.0 / 60)
    }

    @Test("completeTransition called twice: the second call is ignored and reported (Behaviour 6.3)")
    func completedTwice() {
        final class DoubleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
                -> TimeInterval
            { 0 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(true)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { DoubleAnimator() }
        }
        let (host, root) = makeStage()
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completions = 0
        root.present(presented, animated: true) { completions += 1 }
        host.runUntilIdle()
        #expect(completions == 1)
        #expect(root.presentedViewController === presented)
        #expect(host.diagnostics.map(\.kind) == [.transitionCompletedTwice])
    }

    @Test("a presentation controller kept alive by a cycle is reported once the host is idle")
    func leakReported() {
        final class Keeper: UIViewController {
            var keptController: UIPresentationController?
        }
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        do {
            let presented = Keeper()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            host.runUntilIdle()
            // The classic leak: the presented controller stores its presentation controller, which
            // holds the presented controller.
            presented.keptController = presented.presentationController
            presented.dismiss(animated: true)
        }
        host.runUntilIdle()
        let leaks = host.diagnostics.filter { $0.kind == .leakedController }
        #expect(leaks.count == 1)
        #expect(
            leaks.first?.message.contains("Keeper.keptController holds the presentation controller") == true)
    }

    @Test("a presentation controller the app keeps on the presenting side is not reported by default")
    func presentingSideKeeperNotReported() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        var kept: UIPresentationController?
        do {
            let presented = customController(delegate)
            root.present(presented, animated: true)
            host.runUntilIdle()
            kept = presented.presentationController
            presented.dismiss(animated: true)
        }
        host.runUntilIdle()
        #expect(kept != nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("the host's broad check reports any presentation controller still alive when asked to")
    func broadCheckOptIn() {
        let (host, root) = makeStage()
        host.reportsRetainedPresentationControllers = true
        let delegate = CustomTransitionDelegate()
        var kept: UIPresentationController?
        do {
            let presented = customController(delegate)
            root.present(presented, animated: true)
            host.runUntilIdle()
            kept = presented.presentationController
            presented.dismiss(animated: true)
        }
        host.runUntilIdle()
        #expect(kept != nil)
        #expect(host.diagnostics.map(\.kind) == [.leakedController])
    }

    @Test("keeping the dismissed controller itself is legitimate and not reported")
    func keptControllerNotReported() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        let presented = customController(delegate)
        root.present(presented, animated: true)
        host.runUntilIdle()
        presented.dismiss(animated: true)
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty)
        root.present(presented, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test("an animated custom dismissal without a dismissal animator falls back and warns (Behaviour 3.4)")
    func missingDismissalAnimator() {
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate(dismissAnimator: nil)
        weak var weakPresented: UIViewController?
        do {
            let presented = customController(delegate)
            weakPresented = presented
            root.present(presented, animated: true)
            host.runUntilIdle()
            presented.dismiss(animated: true)
        }
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(weakPresented == nil)
        #expect(host.diagnostics.map(\.kind) == [.missingAnimator])
    }

    @Test("presenting a controller that is already presented is a precondition failure (Behaviour 10.4)")
    func presentingPresented() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (host, root) = makeStage()
                let presented = UIViewController()
                root.present(presented, animated: false)
                host.runUntilIdle()
                presented.present(presented, animated: false)
            }
        }
    }
}
