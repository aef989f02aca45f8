import Foundation

/// The animation a presentation gets when its delegate supplies no animator, from the presented
/// controller's `modalTransitionStyle` (SPEC 1.4, 4.9).
///
/// - `.coverVertical`: the presented view slides up from below the container (and back down),
///   0.5 s on a critically damped spring fitted to that duration.
/// - `.crossDissolve`: the presented view fades in (and out), 0.3 s ease-in-out.
/// - `.flipHorizontal` and `.partialCurl` run as `.coverVertical` until the built-in styles land.
@MainActor
final class DefaultTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let coverVerticalDuration: TimeInterval = 0.5
    static let crossDissolveDuration: TimeInterval = 0.3

    let style: UIModalTransitionStyle
    let kind: PresentationTransition.Kind

    init(style: UIModalTransitionStyle, kind: PresentationTransition.Kind) {
        self.style = style
        self.kind = kind
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        guard transitionContext?.isAnimated ?? true else { return 0 }
        return style == .crossDissolve ? Self.crossDissolveDuration : Self.coverVerticalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let key: UITransitionContextViewKey = kind == .presentation ? .to : .from
        guard let view = transitionContext.view(forKey: key),
            let controller = transitionContext.viewController(forKey: kind == .presentation ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let finish: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        switch (kind, style) {
        case (.presentation, .crossDissolve):
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
            container.addSubview(view)
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view.alpha = 1 },
                completion: finish)
        case (.dismissal, .crossDissolve):
            UIView.animate(
                withDuration: duration, delay: 0, options: [], animations: { view.alpha = 0 },
                completion: finish)
        case (.presentation, _):
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(view)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: { view.frame = final }, completion: finish)
        case (.dismissal, _):
            let start = view.frame
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [],
                animations: { view.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY) },
                completion: finish)
        }
    }
}
