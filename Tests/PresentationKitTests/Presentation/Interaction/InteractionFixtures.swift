import Foundation

@testable import PresentationKit

/// A custom presentation whose transitions a percent-driven interaction controller drives.
@MainActor
final class InteractiveDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor: UIPercentDrivenInteractiveTransition
    let presentAnimator: any UIViewControllerAnimatedTransitioning
    let dismissAnimator: any UIViewControllerAnimatedTransitioning
    var interactivePresentation = true
    var interactiveDismissal = true
    var makeController: (UIViewController, UIViewController?) -> UIPresentationController = {
        presented, presenting in
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }

    init(
        interactor: UIPercentDrivenInteractiveTransition = UIPercentDrivenInteractiveTransition(),
        presentAnimator: any UIViewControllerAnimatedTransitioning = SlideAnimator(
            presenting: true, duration: 1),
        dismissAnimator: any UIViewControllerAnimatedTransitioning = SlideAnimator(
            presenting: false, duration: 1)
    ) {
        self.interactor = interactor
        self.presentAnimator = presentAnimator
        self.dismissAnimator = dismissAnimator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        makeController(presented, presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? { dismissAnimator }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactivePresentation ? interactor : nil }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    { interactiveDismissal ? interactor : nil }
}

/// An animator whose transition is interruptible: it slides the presented view with one property
/// animator, returned by `interruptibleAnimator(using:)` for the whole transition (Behaviour 12.2).
@MainActor
final class PropertySlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var asks = 0
    private(set) var completionPositions: [UIViewAnimatingPosition] = []

    init(presenting: Bool, duration: TimeInterval = 1) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        asks += 1
        if let animator { return animator }
        let container = transitionContext.containerView
        let view = transitionContext.view(forKey: presenting ? .to : .from)!
        let width = container.bounds.width
        if presenting {
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(view)
        }
        let presenting = self.presenting
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
            view.center.x += presenting ? -width : width
        }
        animator.addCompletion { [weak self] position in
            self?.completionPositions.append(position)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }
}

/// A `.custom` controller whose transitions `delegate` animates and drives.
@MainActor
func interactiveController(_ delegate: InteractiveDelegate) -> UIViewController {
    let controller = UIViewController()
    controller.modalPresentationStyle = .custom
    controller.transitioningDelegate = delegate
    return controller
}
