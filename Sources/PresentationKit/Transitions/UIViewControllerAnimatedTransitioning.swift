import Foundation

/// Animates a transition, as `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
        -> TimeInterval
    /// Performs the animation; call `completeTransition(_:)` on the context when it ends.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The animator whose animations an interruptible transition drives, as UIKit declares it
    /// (non-optional). Implement it to make the transition interruptible; the engine asks once per
    /// transition and uses what it returns. Animators that do not implement it get a default that
    /// tells the engine there is none.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// The transition ended; `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    { NoInterruptibleAnimator.shared }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively, as `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
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

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that does not
/// implement it (UIKit's requirement is optional; Swift needs a value). The engine never drives it.
@MainActor
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()

    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var fractionComplete: CGFloat = 0
    var isReversed = false
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
