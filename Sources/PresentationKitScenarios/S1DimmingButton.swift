import Foundation
import PresentationKit

// S1 · a dimming button and a card that springs down from the top (seed 000), written the way the
// seed's author wrote it, in today's Swift and with method references instead of #selector.

/// The presented card: it makes itself `.custom` and its own transitioning delegate, and answers
/// only for itself.
public final class S1PresentedViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Creates the card, already `.custom` and its own transitioning delegate.
    public init() {
        super.init(nibName: nil, bundle: nil)
        commonInit()
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Colours the card's view blue.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
    }

    /// An ``S1PresentationController`` when the card itself is presented; nil for any other controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard presented === self else { return nil }
        return S1PresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// An ``S1PresentationAnimator`` that springs the card in, when the card itself is presented; nil
    /// otherwise.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        presented === self ? S1PresentationAnimator(isPresenting: true) : nil
    }

    /// An ``S1PresentationAnimator`` that drops the card out, when the card itself is dismissed; nil
    /// otherwise.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissed === self ? S1PresentationAnimator(isPresenting: false) : nil
    }
}

/// A full-container button as the dimming view; a tap on it dismisses. The card sits inset by
/// 50 × 200 points.
public final class S1PresentationController: UIPresentationController {
    /// The black, initially transparent button that covers the container behind the card; tapping it
    /// dismisses the card.
    public lazy var dimmingView: UIButton = {
        let button = UIButton(frame: .zero)
        button.backgroundColor = .black
        button.alpha = 0
        return button
    }()

    /// Adds the dimming button over the container, wires its tap to the dismissal, and fades it to half
    /// opacity alongside the transition through the presenting controller's coordinator.
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

    /// Removes the dimming button if the presentation was cancelled.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// Fades the dimming button out alongside the dismissal, through the presenting controller's coordinator.
    public override func dismissalTransitionWillBegin() {
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        }
    }

    /// Removes the dimming button only if the dismissal was cancelled, as the seed does; after a completed
    /// dismissal the container's own removal takes it away.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    /// The container's bounds inset by 50 points horizontally and 200 vertically.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 50, dy: 200)
    }

    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true, completion: nil)
    }
}

/// Springs the card down from above the screen (0.5 s, damping 1) and down off the bottom.
public final class S1PresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// The length of both transitions: 0.5 seconds.
    public static let duration: TimeInterval = 0.5

    /// Creates the animator for a presentation (`isPresenting` true) or a dismissal.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// ``duration``, whatever the context.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    /// Springs the card from a screen's height above its final frame down into place, or, for a dismissal, a
    /// screen's height down out of view, then completes with whether the animation finished.
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
