import Foundation

/// What an animator knows about the transition it animates, as
/// `UIViewControllerContextTransitioning`.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during a rotation; identity otherwise.
    var targetTransform: CGAffineTransform { get }
    /// Updates an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interactive part finished toward completion.
    func finishInteractiveTransition()
    /// The interactive part finished toward cancellation.
    func cancelInteractiveTransition()
    /// Pauses a transition so that interaction can take over.
    func pauseInteractiveTransition()
    /// Ends the transition: call it exactly once, with `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// The controller under `key` (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the animator should animate for `key`; nil when it must leave it alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
