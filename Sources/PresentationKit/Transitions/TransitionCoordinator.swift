import Foundation

/// The transition coordinator of a transition on the engine (Behaviour 7): a thin view onto its
/// `ControllerTransition`, returned by `transitionCoordinator` on the controllers involved.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// A queued pair of alongside animation and completion.
    struct Block {
        let animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    /// Weak: the coordinator may outlive its transition in a user's closure.
    private weak var transition: ControllerTransition?
    private let context: TransitionContext

    init(transition: ControllerTransition) {
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
    /// While interactive, how far the finger has taken the transition; afterwards, how far it was
    /// when it went non-interactive (UIKit: "when it moves to its noninteractive phase").
    var percentComplete: CGFloat {
        guard let transition else { return 1 }
        return transition.isInteractive ? transition.percentComplete : transition.percentAtLastRelease
    }
    /// The speed of the rest after the interaction: the interaction controller's `completionSpeed`
    /// (1 completes in the transition's duration; always positive, as UIKit documents).
    var completionVelocity: CGFloat { transition?.completionSpeed ?? 1 }
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
