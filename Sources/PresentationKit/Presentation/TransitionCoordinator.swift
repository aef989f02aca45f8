import Foundation

/// The transition coordinator of a presentation or dismissal (SPEC 7): a thin view onto
/// `PresentationTransition`, returned by `transitionCoordinator` on the controllers involved.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// A queued pair of alongside animation and completion.
    struct Block {
        let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    /// Weak: the coordinator may outlive its transition in a user's closure.
    private weak var transition: PresentationTransition?
    private let context: TransitionContext

    init(transition: PresentationTransition) {
        self.transition = transition
        context = transition.context
    }

    var isAnimated: Bool { transition?.isAnimated ?? false }
    var presentationStyle: UIModalPresentationStyle { transition?.presentationStyle ?? .none }
    var initiallyInteractive: Bool { transition?.initiallyInteractive ?? false }
    var isInterruptible: Bool {
        guard let transition else { return false }
        return transition.interruptibleAnimator != nil
    }
    var isInteractive: Bool { transition?.isInteractive ?? false }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { transition?.duration ?? 0 }
    var percentComplete: CGFloat { transition?.percentComplete ?? 1 }
    /// The completion's speed, negative when it runs back (UIKit: the interaction controller's
    /// `completionSpeed`, signed by direction).
    var completionVelocity: CGFloat {
        let speed = transition?.completionSpeed ?? 1
        return isCancelled ? -speed : speed
    }
    var completionCurve: UIView.AnimationCurve { transition?.completionCurve ?? .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        context.view(forKey: key)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition?.addAlongside(Block(animation: animation, completion: completion)) ?? false
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition?.addAlongside(Block(animation: animation, completion: completion)) ?? false
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        transition?.addInteractionHandler(handler)
    }
}
