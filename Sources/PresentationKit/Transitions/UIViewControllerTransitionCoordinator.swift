import Foundation

/// Names a view controller taking part in a transition, as `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(
        rawValue: "UITransitionContextToViewControllerKey")
}

/// Names a view taking part in a transition, as `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving (nil when the animator must not touch it).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (nil when the animator must not touch it).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition coordinator reports about its transition, as
/// `UIViewControllerTransitionCoordinatorContext`.
///
/// Alongside-animation and completion blocks receive one; it mirrors the transition's state when read.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presented controller's style (`.none` for a size transition).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively; it never changes.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether an interaction drives the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition is, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed at which the non-interactive rest of the transition runs.
    var completionVelocity: CGFloat { get }
    /// The curve of the non-interactive rest of the transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view in which the transition takes place.
    var containerView: UIView { get }
    /// The rotation applied by the transition: identity except during rotations.
    var targetTransform: CGAffineTransform { get }
}

/// Lets code animate alongside a transition and hear when it ends, as
/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it ends.
    ///
    /// Returns whether the blocks were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like `animate(alongsideTransition:completion:)`, for a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` every time the transition switches between interactive and not.
    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` inside the transition's animation (Swift's default `completion: nil`).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Like `animate(alongsideTransition:)`, for a view outside the container.
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
