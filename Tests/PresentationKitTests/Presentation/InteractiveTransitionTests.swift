import Foundation
import Testing

@testable import PresentationKit

/// The interactive start path (Behaviour 1.8, 6.5, 7.4, 7.5): an interaction controller drives the
/// transition through the context.
@MainActor
@Suite("Interactive transitions: the start path")
struct InteractiveTransitionTests {
    final class ManualInteractor: NSObject, UIViewControllerInteractiveTransitioning {
        var context: (any UIViewControllerContextTransitioning)?
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = ManualInteractor()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator(presenting: true) }
        func interactionControllerForPresentation(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    }

    @Test("the interactor drives progress, interaction changes are announced, and cancel completes false")
    func driveAndCancel() throws {
        let (host, root) = makeStage()
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        host.advance(by: 0)
        let context = try #require(delegate.interactor.context)
        let coordinator = try #require(root.transitionCoordinator)
        #expect(context.isInteractive && coordinator.isInteractive && coordinator.initiallyInteractive)
        var changes: [Bool] = []
        coordinator.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        context.updateInteractiveTransition(0.4)
        #expect(coordinator.percentComplete == 0.4)
        context.cancelInteractiveTransition()
        #expect(changes == [false])
        #expect(context.transitionWasCancelled && coordinator.isCancelled)
        #expect(coordinator.initiallyInteractive, "never changes")
        context.completeTransition(!context.transitionWasCancelled)
        host.runUntilIdle()
        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(presented.presentationController == nil)
    }

    @Test("finishing completes the presentation")
    func driveAndFinish() throws {
        let (host, root) = makeStage()
        let delegate = Delegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        host.advance(by: 0)
        let context = try #require(delegate.interactor.context)
        context.updateInteractiveTransition(0.9)
        context.finishInteractiveTransition()
        #expect(!context.isInteractive)
        context.completeTransition(!context.transitionWasCancelled)
        host.runUntilIdle()
        #expect(completed)
        #expect(root.presentedViewController === presented)
    }
}

/// Behaviour 5.5: a change of the presented controller's preferredContentSize reaches its presentation
/// controller.
@MainActor
@Suite("Preferred content size")
struct PreferredContentSizeTests {
    @Test("setting preferredContentSize calls preferredContentSizeDidChange on the presentation controller")
    func forwarded() {
        final class Controller: UIPresentationController {
            var changes: [CGSize] = []
            override func preferredContentSizeDidChange(
                forChildContentContainer container: any UIContentContainer
            ) {
                changes.append(container.preferredContentSize)
                super.preferredContentSizeDidChange(forChildContentContainer: container)
            }
        }
        let (host, root) = makeStage()
        let delegate = CustomTransitionDelegate()
        var controller: Controller?
        delegate.makeController = { presented, presenting in
            controller = Controller(presentedViewController: presented, presenting: presenting)
            return controller
        }
        let presented = customController(delegate)
        root.present(presented, animated: true)
        host.runUntilIdle()
        presented.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(controller?.changes == [CGSize(width: 300, height: 200)])
    }
}
