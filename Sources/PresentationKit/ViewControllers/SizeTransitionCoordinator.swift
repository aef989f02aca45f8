import Foundation

/// The coordinator of a size (or rotation) transition, handed to `willTransition(to:with:)` and
/// `viewWillTransition(to:with:)`.
///
/// Alongside blocks queued before the transition animates run inside its one `UIView.animate`
/// block, together with the window's resize, so everything they change moves with the same
/// duration and curve; completion blocks run when that animation has ended. A size transition is
/// never interactive and never cancelled.
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private enum Phase {
        /// Callbacks are being delivered; alongside blocks are queued.
        case pending
        /// The animation block is running; alongside blocks run at once.
        case animating
        /// The animation is in flight; it is too late to join it.
        case animated
        /// Completion blocks ran.
        case ended
    }

    private var phase = Phase.pending
    let clock: FrameClock?
    private var startTime: TimeInterval?
    private var alongsideBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completionBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Kept for the protocol's sake: a size transition never changes interactivity, so they never run.
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    /// The window being resized: the "container" of a size transition.
    let containerView: UIView

    init(
        duration: TimeInterval, targetTransform: CGAffineTransform, containerView: UIView, clock: FrameClock?
    ) {
        transitionDuration = duration
        self.targetTransform = targetTransform
        self.containerView = containerView
        self.clock = clock
    }

    // MARK: Context

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }

    /// The fraction of the duration elapsed on the host's clock (linear in time).
    var percentComplete: CGFloat {
        if phase == .ended { return 1 }
        guard let startTime, let clock, transitionDuration > 0 else { return 0 }
        return CGFloat(min(max((clock.time - startTime) / transitionDuration, 0), 1))
    }

    /// A size transition moves no controller in or out, so there is none to name.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    /// A size transition hands no view to an animator.
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    // MARK: Coordinator

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .pending:
            if let animation { alongsideBlocks.append(animation) }
            if let completion { completionBlocks.append(completion) }
            return true
        case .animating:
            // Asked from inside the animation (e.g. from traitCollectionDidChange): join it now.
            if let completion { completionBlocks.append(completion) }
            animation?(self)
            return true
        case .animated, .ended:
            return false
        }
    }

    /// Views outside the window do not exist here, so this is `animate(alongsideTransition:completion:)`.
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    // MARK: Running

    /// Runs `changes`, the queued alongside blocks and a layout pass of the container inside one
    /// animation of the transition's duration (UIKit's ease-in-out); when it has ended, the
    /// completion blocks, then `cleanup`.
    func run(changes: @escaping () -> Void, cleanup: @escaping () -> Void) {
        UIView.animate(
            withDuration: transitionDuration, delay: 0, options: [],
            animations: {
                self.phase = .animating
                self.startTime = self.clock?.time
                changes()
                // Blocks queued by blocks run too, still inside the animation.
                while !self.alongsideBlocks.isEmpty {
                    let block = self.alongsideBlocks.removeFirst()
                    block(self)
                }
                self.containerView.layoutIfNeeded()
                self.phase = .animated
            },
            completion: { _ in
                self.phase = .ended
                let blocks = self.completionBlocks
                self.completionBlocks.removeAll()
                for block in blocks { block(self) }
                cleanup()
            })
    }
}
