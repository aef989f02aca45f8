import Foundation

/// The context of one push or pop, handed to its animator (the default slide or the delegate's),
/// as a presentation's `TransitionContext` is. Its container is the navigation controller's content
/// area; the incoming view is not in it until the animator adds it (the default animator does).
@MainActor
final class NavigationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// Where the content goes: the navigation controller's content frame in `containerView`.
    let contentFrame: CGRect
    private let completion: (Bool) -> Void
    private var completed = false

    init(
        containerView: UIView, animated: Bool, from: UIViewController, to: UIViewController,
        contentFrame: CGRect,
        completion: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        isAnimated = animated
        fromViewController = from
        toViewController = to
        self.contentFrame = contentFrame
        self.completion = completion
    }

    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    /// Interactive pushes and pops are not supported yet: these do nothing.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    /// Ends the transition once; a push or pop cannot be cancelled yet, so `false` is reported and
    /// the transition completes all the same.
    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        if !didComplete {
            Diagnostics.report(
                .navigationMisuse,
                "completeTransition(false) on a push or pop: cancelling one is not supported yet; it completed",
                clock: containerView.layer.clock)
        }
        completion(true)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromViewController.view
        case .to: toViewController.view
        default: nil
        }
    }

    /// The outgoing controller starts in the content frame; the incoming one has no initial frame.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? contentFrame : .zero
    }

    /// The incoming controller ends in the content frame; the outgoing one has no final frame.
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? contentFrame : .zero
    }
}

/// The default push and pop (SPEC 16.4): the incoming view slides in from the right edge while
/// the covered view moves left by a third of the width under a dim, on a critically damped spring
/// fitted to 0.35 s (`UIView.animate(withDuration:delay:usingSpringWithDamping: 1, …)`); a pop
/// reverses it.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// The dim's alpha over the covered view when fully covered (black).
    static let dimAlpha: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
            let to = transitionContext.viewController(forKey: .to),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: to)
        let width = shown.width
        let pushing = operation != .pop
        let dim = UIView(frame: shown)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        let offRight = shown.offsetBy(dx: width, dy: 0)
        let underneath = shown.offsetBy(dx: -width / 3, dy: 0)
        if pushing {
            dim.alpha = 0
            container.addSubview(dim)
            toView.frame = offRight
            container.addSubview(toView)
        } else {
            dim.alpha = Self.dimAlpha
            toView.frame = underneath
            dim.frame = underneath
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(dim, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: 0, options: [],
            animations: {
                if pushing {
                    fromView.frame = underneath
                    dim.frame = underneath
                    dim.alpha = Self.dimAlpha
                    toView.frame = shown
                } else {
                    fromView.frame = offRight
                    toView.frame = shown
                    dim.frame = shown
                    dim.alpha = 0
                }
            },
            completion: { _ in
                dim.removeFromSuperview()
                _ = from
                transitionContext.completeTransition(true)
            })
    }
}
