import Foundation

/// The animator's view of a transition (SPEC 6): a thin view onto `PresentationTransition`.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning {
    /// Weak: an animator may keep the context after the transition ended and let go of everything.
    private(set) weak var transition: PresentationTransition?
    /// Kept after the transition ends, so an animator holding the context still reads a container.
    private let fallbackContainer = UIView()

    init(transition: PresentationTransition) {
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
                "completeTransition(\(didComplete)) was called after its transition ended; it was ignored")
            return
        }
        transition.complete(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        guard let transition else { return nil }
        let presenting = transition.presenting
        let presented = transition.presented
        switch (transition.kind, key) {
        case (.presentation, .from), (.dismissal, .to): return presenting
        case (.presentation, .to), (.dismissal, .from): return presented
        default: return nil
        }
    }

    /// The presented side is the presentation controller's `presentedView`; the presenting side is
    /// nil unless its view moves (SPEC 6.1).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard let transition else { return nil }
        let presentedSide = (transition.kind == .presentation) == (key == .to)
        if presentedSide { return transition.presentationController?.presentedView }
        guard transition.movesPresentersView else { return nil }
        return transition.presenting?.viewIfLoaded
    }

    /// SPEC 6.2: the presented view's final frame on presentation is
    /// `frameOfPresentedViewInContainerView`; its initial frame on dismissal is where it is now.
    func initialFrame(for vc: UIViewController) -> CGRect {
        guard let transition, let controller = transition.presentationController else { return .zero }
        switch transition.kind {
        case .presentation:
            if vc === transition.presenting, transition.movesPresentersView, let view = vc.viewIfLoaded {
                return view.frame
            }
            return .zero
        case .dismissal:
            if vc === transition.presented, let view = controller.presentedView { return view.frame }
            return .zero
        }
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        guard let transition, let controller = transition.presentationController else { return .zero }
        switch transition.kind {
        case .presentation:
            return vc === transition.presented ? controller.frameOfPresentedViewInContainerView : .zero
        case .dismissal:
            if vc === transition.presenting, transition.movesPresentersView,
                let container = controller.containerView
            {
                return container.bounds
            }
            return .zero
        }
    }
}
