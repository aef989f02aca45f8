import Foundation

/// The coordinator of a push or pop, which the incoming and outgoing controllers (and the
/// navigation controller) return from `transitionCoordinator` while it runs.
///
/// Alongside blocks queued before the animation starts run inside its animation block, so they move
/// with the slide; blocks queued while it runs run at once inside a new animation of the time
/// left; completion blocks run when the slide has ended. Only the edge-swipe pop is interactive,
/// and only it can be cancelled.
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private enum Phase {
        case pending
        case animating
        case animated
        case ended
    }

    private var phase = Phase.pending
    private let clock: FrameClock?
    private var startTime: TimeInterval?
    private var alongsideBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completionBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    let transitionDuration: TimeInterval
    let containerView: UIView
    let fromViewController: UIViewController?
    let toViewController: UIViewController

    init(
        duration: TimeInterval, containerView: UIView, from: UIViewController?, to: UIViewController,
        clock: FrameClock?
    ) {
        transitionDuration = duration
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.clock = clock
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    /// True for the edge-swipe pop, which starts driven by the finger.
    var initiallyInteractive = false
    var isInterruptible: Bool { false }
    /// Whether a finger drives the transition now.
    var isInteractive = false
    /// Whether the transition was cancelled (a swipe-back let go short of the threshold).
    var isCancelled = false
    /// The fraction a finger has scrubbed to, while interactive.
    var scrubbedFraction: CGFloat?
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    /// The fraction of the duration elapsed (linear in time).
    var percentComplete: CGFloat {
        if phase == .ended { return 1 }
        if let scrubbedFraction { return scrubbedFraction }
        guard let startTime, let clock, transitionDuration > 0 else { return 0 }
        return CGFloat(min(max((clock.time - startTime) / transitionDuration, 0), 1))
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromViewController?.viewIfLoaded
        case .to: toViewController.viewIfLoaded
        default: nil
        }
    }

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
            if let completion { completionBlocks.append(completion) }
            animation?(self)
            return true
        case .animated:
            if let completion { completionBlocks.append(completion) }
            if let animation {
                let left = max(transitionDuration * (1 - Double(percentComplete)), 0)
                UIView.animate(withDuration: left, animations: { animation(self) })
            }
            return true
        case .ended:
            return false
        }
    }

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

    /// The finger let go: the transition runs on by itself, finishing or cancelled; the
    /// `notifyWhenInteractionChanges` handlers are told (SPEC 12.12).
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        scrubbedFraction = nil
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the queued alongside blocks; called inside the transition's animation block.
    func runAlongsideBlocks() {
        phase = .animating
        startTime = clock?.time
        while !alongsideBlocks.isEmpty {
            let block = alongsideBlocks.removeFirst()
            block(self)
        }
        phase = .animated
    }

    /// The transition ended: runs the completion blocks.
    func finish() {
        if phase == .pending { runAlongsideBlocks() }
        phase = .ended
        let blocks = completionBlocks
        completionBlocks.removeAll()
        for block in blocks { block(self) }
    }
}
