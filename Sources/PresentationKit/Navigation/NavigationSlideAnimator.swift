import Foundation

/// The default push and pop (Behaviour 16.4): the incoming view slides in from the right edge while
/// the covered view moves left by a third of the width under a dim, on a critically damped spring
/// fitted to 0.35 s (`UIView.animate(withDuration:delay:usingSpringWithDamping: 1, …)`); a pop
/// reverses it. Driven by the edge swipe (Behaviour 16.12), the same slide is an interruptible property
/// animator the finger scrubs linearly (Behaviour 12.5).
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// The dim's alpha over the covered view when fully covered (black).
    static let dimAlpha: CGFloat = 0.1

    let operation: UINavigationController.Operation
    /// Whether the slide is offered as an interruptible animator (for the edge swipe).
    let interruptible: Bool
    private var propertyAnimator: UIViewPropertyAnimator?

    init(operation: UINavigationController.Operation, interruptible: Bool = false) {
        self.operation = operation
        self.interruptible = interruptible
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        (transitionContext?.isAnimated ?? true) ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let slide = prepareSlide(in: transitionContext) else {
            transitionContext.completeTransition(true)
            return
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1,
            initialSpringVelocity: 0, options: [], animations: slide.animations,
            completion: { _ in slide.completion() })
    }

    /// The slide as a property animator on the same spring, made once, for an interaction to drive.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        guard interruptible else { return NoInterruptibleAnimator.shared }
        if let propertyAnimator { return propertyAnimator }
        let made = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext), dampingRatio: 1)
        if let slide = prepareSlide(in: transitionContext) {
            made.addAnimations(slide.animations)
            made.addCompletion { _ in slide.completion() }
        } else {
            made.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        propertyAnimator = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        propertyAnimator = nil
    }

    /// Puts the views at their start and returns the animations moving them to their end, and what
    /// ends the transition: the dim goes; a cancelled slide (run back) completes with false.
    private func prepareSlide(in transitionContext: any UIViewControllerContextTransitioning)
        -> (animations: () -> Void, completion: () -> Void)?
    {
        guard let to = transitionContext.viewController(forKey: .to),
            let from = transitionContext.viewController(forKey: .from),
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to)
        else { return nil }
        let container = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: to)
        let width = shown.width
        let pushing = operation != .pop
        let dim = UIView(frame: shown)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        let offRight = shown.offsetBy(dx: width, dy: 0)
        let underneath = shown.offsetBy(dx: -width / 3, dy: 0)
        // Each view keeps its own resting frame's height (one may extend under a bar the other
        // stays below, Behaviour 16.20): the outgoing view moves from where it rests.
        let fromRest = transitionContext.initialFrame(for: from)
        let fromUnderneath = fromRest.offsetBy(dx: -width / 3, dy: 0)
        let fromOffRight = fromRest.offsetBy(dx: width, dy: 0)
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
        let animations = {
            if pushing {
                fromView.frame = fromUnderneath
                dim.frame = underneath
                dim.alpha = Self.dimAlpha
                toView.frame = shown
            } else {
                fromView.frame = fromOffRight
                toView.frame = shown
                dim.frame = shown
                dim.alpha = 0
            }
        }
        return (
            animations,
            {
                dim.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        )
    }
}
