import Foundation
import PresentationKit

// The `.custom` presentation the present + dismiss benchmarks cycle through: a transitioning
// delegate, a presentation controller with a dimming view faded alongside the transition, and a
// 0.3 s animator sliding the presented view up from below the container and back down.

/// A sheet over the bottom three quarters of the container, on a dimming view.
final class DimmingSheetPresentationController: UIPresentationController {
    static let dimmedAlpha: CGFloat = 0.4

    let dimmingView: UIView = {
        let view = UIView(frame: .zero)
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return CGRect(
            x: 0, y: bounds.height / 4, width: bounds.width, height: bounds.height - bounds.height / 4)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        let dimmingView = self.dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView.alpha = Self.dimmedAlpha
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimmingView = self.dimmingView
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Moves the presented view up from below the container (presenting) or back down (dismissing) in
/// one 0.3 s `UIView.animate`.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView
        var target = view.frame
        target.origin.y = containerView.bounds.height
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: containerView.bounds.height - final.minY)
            containerView.addSubview(view)
            target = final
        }
        UIView.animate(
            withDuration: Self.duration, animations: { view.frame = target },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Supplies the dimming sheet's presentation controller and the slide animators.
@MainActor
final class DimmingSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DimmingSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(isPresenting: true)
    }

    func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(isPresenting: false)
    }
}
