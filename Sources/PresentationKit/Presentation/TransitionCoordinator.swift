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

    private unowned let transition: PresentationTransition

    init(transition: PresentationTransition) {
        self.transition = transition
    }

    var isAnimated: Bool { transition.isAnimated }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var initiallyInteractive: Bool { transition.initiallyInteractive }
    var isInterruptible: Bool { transition.animator?.interruptibleAnimator(using: transition.context) != nil }
    var isInteractive: Bool { transition.isInteractive }
    var isCancelled: Bool { transition.wasCancelled }
    var transitionDuration: TimeInterval { transition.duration }
    var percentComplete: CGFloat { transition.percentComplete }
    var completionVelocity: CGFloat { transition.wasCancelled ? -1 : 1 }
    var completionCurve: UIView.AnimationCurve { transition.completionCurve }
    var containerView: UIView { transition.context.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transition.context.view(forKey: key)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition.addAlongside(Block(animation: animation, completion: completion))
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        transition.addAlongside(Block(animation: animation, completion: completion))
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        transition.addInteractionHandler(handler)
    }
}
