import Foundation
import PresentationKit

// S4 · fade-and-rise animators over full screen (seed 003), written the way the seed's author wrote
// it, in today's Swift. The presented controller makes itself `.overFullScreen` and its own
// transitioning delegate, and vends one animator for the presentation and one for the dismissal.

/// The presented controller of the seed: `.overFullScreen` (or the style given, for the
/// `.fullScreen` variant) and its own transitioning delegate, vending the fade-and-rise animators.
public final class S4ViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// The presentation animator vended last, kept so that a caller can look at what it saw.
    public private(set) var presentAnimator: S4PresentAnimator?
    /// The dismissal animator vended last.
    public private(set) var dismissAnimator: S4DismissAnimator?

    /// The seed's `init`: `.overFullScreen`, and `self` as the transitioning delegate.
    public convenience init() {
        self.init(style: .overFullScreen)
    }

    /// The same controller with another presentation style (the `.fullScreen` variant).
    public init(style: UIModalPresentationStyle) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = style
        transitioningDelegate = self
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Makes the view orange.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .orange
    }

    /// A new ``S4PresentAnimator``, kept in ``presentAnimator``.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = S4PresentAnimator()
        presentAnimator = animator
        return animator
    }

    /// A new ``S4DismissAnimator``, kept in ``dismissAnimator``.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = S4DismissAnimator()
        dismissAnimator = animator
        return animator
    }
}

/// Adds the to-view transparent and moved down by half the presenting view's height, then fades it
/// in while it rises to its final frame (0.25 s, ease-in-out).
public final class S4PresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's duration.
    public static let duration: TimeInterval = 0.25

    /// Whether `animateTransition` ran.
    public private(set) var didAnimate = false
    /// `view(forKey: .from)` when the animation started (nil when the presenting view stays).
    public private(set) weak var fromViewSeen: UIView?
    /// `view(forKey: .to)` when the animation started.
    public private(set) weak var toViewSeen: UIView?

    /// Creates the presentation animator.
    public override init() {}

    /// ``duration``, whatever the context.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    /// Adds the to-view transparent, half the presenting view's height down, and fades it in while it rises
    /// to its final frame; completes unless cancelled, or at once with false when the context lacks the
    /// controllers or the to-view.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // from -> to
        guard let fromViewController = transitionContext.viewController(forKey: .from),
            let toViewController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        didAnimate = true
        fromViewSeen = fromView
        toViewSeen = toView

        containerView.addSubview(toView)
        toView.alpha = 0
        // The seed reads `fromView.frame`; with `.overFullScreen` the from-view is nil, so the
        // presenting view is read through its controller.
        let fromFrame = (fromView ?? fromViewController.view).frame
        toView.frame = CGRect(
            x: fromFrame.origin.x, y: fromFrame.maxY / 2, width: fromFrame.size.width,
            height: fromFrame.size.height)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                toView.frame = transitionContext.finalFrame(for: toViewController)
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Fades the from-view (the presented view) out over 0.25 s.
public final class S4DismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's duration.
    public static let duration: TimeInterval = 0.25

    /// `view(forKey: .to)` when the animation started (nil when the presenting view stayed).
    public private(set) weak var toViewSeen: UIView?
    /// Whether `animateTransition` ran.
    public private(set) var didAnimate = false

    /// Creates the dismissal animator.
    public override init() {}

    /// ``duration``, whatever the context.
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Self.duration
    }

    /// Fades the presented view out and completes unless cancelled; completes at once with false when the
    /// context has no from-view.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        didAnimate = true
        toViewSeen = transitionContext.view(forKey: .to)
        fromView.alpha = 1
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromView.alpha = 0 },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
