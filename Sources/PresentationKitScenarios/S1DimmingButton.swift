import Foundation
import PresentationKit

// S1 · a dimming button and a card that springs down from the top (seed 000), written the way the
// seed's author wrote it, in today's Swift and with method references instead of #selector.

/// The presented card: it makes itself `.custom` and its own transitioning delegate, and answers
/// only for itself.
public final class S1PresentedViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public init() {
        super.init(nibName: nil, bundle: nil)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard presented === self else { return nil }
        return S1PresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presented === self ? S1PresentationAnimator(isPresenting: true) : nil
    }

    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissed === self ? S1PresentationAnimator(isPresenting: false) : nil
    }
}

/// A full-container button as the dimming view; a tap on it dismisses. The card sits inset by
/// 50 × 200 points.
public final class S1PresentationController: UIPresentationController {
    public lazy var dimmingView: UIButton = {
        let button = UIButton(frame: .zero)
        button.backgroundColor = .black
        button.alpha = 0
        return button
    }()

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.addTarget(self, action: S1PresentationController.dimmingViewTapped, for: .touchUpInside)
        containerView.addSubview(dimmingView)
        // The *presenting* controller's coordinator, as in the seed.
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.5 }, completion: nil)
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        }
    }

    // The seed removes the dimming view only when the dismissal did *not* complete; the
    // container's removal must still leave no trace.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 50, dy: 200)
    }

    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}

/// Springs the card down from above the screen (0.5 s, damping 1) and down off the bottom.
public final class S1PresentationAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    public static let duration: TimeInterval = 0.5

    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(transitionContext)
        } else {
            animateDismissal(transitionContext)
        }
    }

    private func animatePresentation(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to),
            let presentedView = transitionContext.view(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        presentedView.frame = transitionContext.finalFrame(for: presented)
        presentedView.center.y -= containerView.bounds.size.height
        containerView.addSubview(presentedView)
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: .allowUserInteraction,
            animations: { presentedView.center.y += containerView.bounds.size.height },
            completion: { completed in transitionContext.completeTransition(completed) })
    }

    private func animateDismissal(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let presentedView = transitionContext.view(forKey: .from) else { return }
        let containerView = transitionContext.containerView
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: .allowUserInteraction,
            animations: { presentedView.center.y += containerView.bounds.size.height },
            completion: { completed in transitionContext.completeTransition(completed) })
    }
}
