import Foundation

/// The animation a presentation gets when its delegate supplies no animator, from the transition
/// style (Behaviour 1.4, 4.9):
///
/// - `.coverVertical`: the presented view slides up from below the container (and back down),
///   0.5 s on a critically damped spring fitted to that duration.
/// - `.crossDissolve`: the presented view fades in (and out), 0.3 s ease-in-out.
/// - `.flipHorizontal`: the covered view and the presented view turn about the vertical axis as
///   the two faces of one card, in perspective, 0.75 s (FlipHorizontalAnimation.swift).
/// - `.partialCurl`: approximated as the covered page lifting away about its top edge in perspective,
///   0.6 s (PartialCurlAnimation.swift).
///
/// The durations are ours (UIKit publishes none) and listed in the README.
@MainActor
final class DefaultTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let coverVerticalDuration: TimeInterval = 0.5
    static let crossDissolveDuration: TimeInterval = 0.3
    static let flipHorizontalDuration: TimeInterval = 0.75
    static let partialCurlDuration: TimeInterval = 0.6

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
        switch style {
        case .crossDissolve: return Self.crossDissolveDuration
        case .flipHorizontal: return Self.flipHorizontalDuration
        case .partialCurl: return Self.partialCurlDuration
        default: return Self.coverVerticalDuration
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = kind == .presentation
        guard let view = transitionContext.view(forKey: presenting ? .to : .from),
            let controller = transitionContext.viewController(forKey: presenting ? .to : .from)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let duration = transitionDuration(using: transitionContext)
        let dismissing = kind == .dismissal
        let finish: (Bool) -> Void = { _ in
            let completed = !transitionContext.transitionWasCancelled
            transitionContext.completeTransition(completed)
            // Out of the window now: the view is left at rest, so a later presentation with
            // another style shows it (Behaviour 4.10).
            if dismissing && completed {
                view.alpha = 1
                view.transform3D = CATransform3DIdentity
            }
        }
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
        }
        switch style {
        case .crossDissolve:
            crossDissolve(view, duration: duration, completion: finish)
        case .flipHorizontal:
            flipHorizontal(
                presentedView: view, context: transitionContext, duration: duration, completion: finish)
        case .partialCurl:
            partialCurl(context: transitionContext, duration: duration, completion: finish)
        default:
            coverVertical(view, in: transitionContext.containerView, duration: duration, completion: finish)
        }
    }

    /// The view of the covered controller, whether or not the style moves it (the flip and the curl
    /// turn it even when it stays in the window).
    func coveredView(in context: any UIViewControllerContextTransitioning) -> UIView? {
        let key: UITransitionContextViewKey = kind == .presentation ? .from : .to
        let controllerKey: UITransitionContextViewControllerKey = kind == .presentation ? .from : .to
        return context.view(forKey: key) ?? context.viewController(forKey: controllerKey)?.viewIfLoaded
    }

    private func crossDissolve(_ view: UIView, duration: TimeInterval, completion: @escaping (Bool) -> Void) {
        if kind == .presentation { view.alpha = 0 }
        let target: CGFloat = kind == .presentation ? 1 : 0
        UIView.animate(
            withDuration: duration, delay: 0, options: [], animations: { view.alpha = target },
            completion: completion)
    }

    private func coverVertical(
        _ view: UIView, in container: UIView, duration: TimeInterval, completion: @escaping (Bool) -> Void
    ) {
        let shown = view.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if kind == .presentation { view.frame = below }
        let target = kind == .presentation ? shown : below
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: [],
            animations: { view.frame = target }, completion: completion)
    }
}
