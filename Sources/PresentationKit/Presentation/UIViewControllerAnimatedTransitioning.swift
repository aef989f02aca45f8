import Foundation

/// Animates a transition, as `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    /// Performs the animation; call `completeTransition(_:)` on the context when it ends.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator whose animations an interactive transition drives (nil: none).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    /// The transition ended; `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)?
    { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively, as `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition; drive it through the context's update/finish/cancel calls.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the completion animation (default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the completion animation (default ease-in-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// An animator whose animations can be scrubbed, paused and reversed (`UIViewPropertyAnimator`
/// adopts it), as `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: AnyObject {
    /// The fraction of the animation done, settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Whether the animations run backwards.
    var isReversed: Bool { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Pauses the animations.
    func pauseAnimation()
    /// Resumes a paused animator with new timing for the rest.
    func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
