import Foundation

/// The animator's view of a transition (Behaviour 6): a thin view onto a `ControllerTransition`, a
/// presentation's or dismissal's, or a push's, pop's or change of tab's.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Weak: an animator may keep the context after the transition ended and let go of everything.
    private(set) weak var transition: ControllerTransition?
    /// Kept after the transition ends, so an animator holding the context still reads a container.
    private let fallbackContainer = UIView()

    init(transition: ControllerTransition) {
        self.transition = transition
    }

    var containerView: UIView { transition?.containerView ?? fallbackContainer }
    var isAnimated: Bool { transition?.isAnimated ?? false }
    var isInteractive: Bool { transition?.isInteractive ?? false }
    var transitionWasCancelled: Bool { transition?.wasCancelled ?? false }
    var presentationStyle: UIModalPresentationStyle { transition?.presentationStyle ?? .none }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transition?.updateInteractive(percentComplete)
    }

    func finishInteractiveTransition() {
        transition?.setInteraction(interactive: false, cancelled: false)
    }

    func cancelInteractiveTransition() {
        transition?.setInteraction(interactive: false, cancelled: true)
    }

    func pauseInteractiveTransition() {
        transition?.setInteraction(interactive: true, cancelled: transition?.wasCancelled ?? false)
    }

    func completeTransition(_ didComplete: Bool) {
        guard let transition else {
            Diagnostics.log(
                .transitionCompletedTwice,
                "completeTransition(\(didComplete)) was called after its transition ended (completed before, "
                    + "or its controllers were released mid-transition); it was ignored. Call completeTransition once, "
                    + "from the animation's completion.")
            return
        }
        transition.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition?.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        transition?.view(forKey: key)
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        transition?.initialFrame(for: vc) ?? .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        transition?.finalFrame(for: vc) ?? .zero
    }
}
