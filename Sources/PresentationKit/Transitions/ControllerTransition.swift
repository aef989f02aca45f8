import Foundation

/// One transition between view controllers on the engine: a presentation, a
/// dismissal (`PresentationTransition`), a push, a pop or a change of tab (`ContainerTransition`).
///
/// It holds what every kind shares: the state machine drawn in `TransitionState.swift`, the animator
/// and interaction controller, the context and coordinator (thin views onto it), the alongside and
/// completion blocks, the interaction's progress and the watchdogs. Subclasses say what moves (the
/// controllers and views the context reports, the container) and what happens when it ends
/// (`finish(_:)`).
@MainActor
class ControllerTransition {
    /// This transition's number among all transitions made (for a quick flick's queue).
    let serial: Int

    /// Transitions asked for and not started yet, on any host, by serial number: a `finish()` or
    /// `cancel()` that comes before its transition starts (a quick flick) is kept for these only.
    /// (An interaction controller does not know its host or its transition until that starts;
    /// numbers, unlike addresses, are never reused.)
    static var coming: Set<Int> = []
    private static var lastSerial = 0
    private(set) var state: TransitionState = .pending
    let isAnimated: Bool
    let clock: FrameClock

    /// The animator and the interaction controller; let go when the transition ends.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    private var alongside: [TransitionCoordinator.Block] = []
    private var alongsideHaveRun = false
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var watchdog: Int?

    private(set) var duration: TimeInterval = 0
    /// Whether the interaction controller asked to start interactively (fixed at the start).
    private(set) var initiallyInteractive = false
    /// The last progress the context was given.
    private var reportedPercent: CGFloat = 0
    /// Where the transition is now, when something drives it that knows better than the last update
    /// (a percent-driven interaction reads its animations while they complete).
    var progressSource: (() -> CGFloat)?
    /// How far the transition is, from 0 to 1 (Behaviour 7.5).
    var percentComplete: CGFloat { progressSource?() ?? reportedPercent }
    /// `percentComplete` when the transition last went from interactive to not (0 before).
    private(set) var percentAtLastRelease: CGFloat = 0
    /// The completion's curve and speed: the interaction controller's, read at the start and again
    /// right before it finishes or cancels (Behaviour 12.7).
    var completionCurve: UIView.AnimationCurve = .easeInOut
    var completionSpeed: CGFloat = 1
    /// The interaction watchdog (Behaviour 12.15), and whether anything drove the interaction yet.
    private var interactionWatchdog: Int?
    private var interactionWasDriven = false
    private(set) var startTime: Double = 0

    /// The animator's `interruptibleAnimator(using:)`, asked once per transition (Behaviour 12.2) when
    /// first needed; nil when the animator does not implement it.
    lazy var interruptibleAnimator: (any UIViewImplicitlyAnimating)? = {
        guard let animator else { return nil }
        let answer = animator.interruptibleAnimator(using: context)
        // An animator that does not implement it answers the default's mark: UIKit would not have
        // called it (the requirement is optional there), so the call is not recorded either.
        if answer is NoInterruptibleAnimator { return nil }
        clock.record(animator, "interruptibleAnimator(using:)")
        return answer
    }()

    private(set) lazy var context = TransitionContext(transition: self)
    private(set) lazy var coordinator = TransitionCoordinator(transition: self)

    init(animated: Bool, clock: FrameClock) {
        isAnimated = animated
        self.clock = clock
        Self.lastSerial += 1
        serial = Self.lastSerial
        Self.coming.insert(serial)
    }

    isolated deinit {
        // Dropped before it started (its host went away): it is no longer coming.
        if state == .pending { Self.coming.remove(serial) }
    }

    var isFinished: Bool { state.isFinished }
    var isInteractive: Bool { state.isInteractive }
    var wasCancelled: Bool { state.wasCancelled }

    // MARK: What subclasses say

    /// "presentation", "dismissal", "push", "pop": for messages.
    var kindDescription: String { "transition" }
    /// The controller the transition is about, for messages.
    var subjectName: String { "a controller" }
    /// The view the animator works in.
    var containerView: UIView? { nil }
    /// The presentation style the context and coordinator report.
    var presentationStyle: UIModalPresentationStyle { .none }
    /// The window whose touches the transition blocks while it runs without interaction.
    var blockingWindow: UIWindow? { containerView?.window }
    /// The context's controllers, views and frames (Behaviour 6.1, 6.2).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
    /// Called right before the animator or interaction controller starts.
    func animatorWillStart() {}
    /// `completeTransition(_:)` was called: the did-end work. Ends with `end(_:)` (after
    /// `runCompletionBlocks()` and `animationEnded(_:)` where the kind wants them).
    func finish(_ completed: Bool) {
        runCompletionBlocks()
        tellAnimatorEnded(completed)
        end(completed)
    }
    /// The transition moved between interactive and not: `cancelled` is where it now runs to.
    func interactionChanged(interactive: Bool, cancelled: Bool) {}

    // MARK: The state

    /// Changes the state; a move the diagram does not have is a bug in the engine: an assertion
    /// in debug builds, a diagnostic (and no change) in release builds.
    func move(to next: TransitionState) {
        guard state.allows(next) else {
            assertionFailure("transition engine: illegal move \(state) → \(next) for the \(kindDescription)")
            clock.report(
                .presentationMisuse,
                "internal: the \(kindDescription) tried to move from \(state) to \(next); the move was refused. "
                    + "Please report this with the steps that led to it.")
            return
        }
        if state == .pending { Self.coming.remove(serial) }
        state = next
    }

    /// The animator hears that the transition ended.
    func tellAnimatorEnded(_ completed: Bool) {
        if let animator {
            clock.callApp(animator, "animationEnded(\(completed))") { animator.animationEnded(completed) }
        }
    }

    /// Moves to `ended` and lets go of the engine's part: animator, interaction controller, blocks.
    func end(_ completed: Bool) {
        move(to: .ended(completed: completed))
        releaseEngine()
    }

    /// Lets go of the animator, the interaction controller and the blocks (Behaviour 3.3).
    func releaseEngine() {
        animator = nil
        interruptibleAnimator = nil
        interactor = nil
        alongside = []
        interactionHandlers = []
    }

    // MARK: Running

    /// Asks the animator for its duration and starts it, or the interaction controller (Behaviour 1.8,
    /// 12.1). Subclasses call it once their will-begin work is done.
    func runAnimator() {
        // A will-begin callback may already have completed (or dropped) the transition.
        guard state == .preparing, let animator else { return }
        duration = max(
            clock.callApp(animator, "transitionDuration(using:)") {
                animator.transitionDuration(using: context)
            }, 0)
        if !duration.isFinite { duration = 0 }
        startTime = clock.time
        animatorWillStart()
        armWatchdog()
        // Only an animated transition is interactive (Behaviour 12.10): without animation the
        // interaction controller is not used.
        if let interactor, isAnimated {
            completionCurve = interactor.completionCurve
            completionSpeed = interactor.completionSpeed
            initiallyInteractive = interactor.wantsInteractiveStart
            move(to: .running(interactive: initiallyInteractive, cancelled: false))
            if initiallyInteractive {
                interactionWatchdog = clock.after(Self.interactionPatience) { [weak self] in
                    self?.reportUndrivenInteraction()
                }
            }
            // Alongside blocks join the first animation block opened while the interaction starts
            // (a property animator's blocks run when the interaction pauses it) (Behaviour 7.2, 12.14).
            ViewAnimationTransaction.topLevelBlockHook = { [weak self] _ in self?.runAlongsideBlocks() }
            clock.callApp(interactor, "startInteractiveTransition(_:)") {
                interactor.startInteractiveTransition(context)
            }
            ViewAnimationTransaction.topLevelBlockHook = nil
            if !alongsideHaveRun, !isFinished, let interruptible = interruptibleAnimator {
                interruptible.addAnimations { [weak self] in self?.runAlongsideBlocks() }
            } else if !initiallyInteractive {
                runAlongsideOutsideAnimator()
            }
            if !initiallyInteractive { blockInteraction(cancellingTouches: true) }
            return
        }
        move(to: .running(interactive: false, cancelled: false))
        runAnimator(capturingInto: nil)
        blockInteraction(cancellingTouches: true)
    }

    /// The window whose touches this transition blocks now (Behaviour 12.17).
    private var blockedWindow: UIWindow?

    /// While it runs without interaction, a transition that cannot be interrupted blocks touches;
    /// an interruptible one lets a touch catch it (Behaviour 12.8). Asked after the animator started, so
    /// the animator is asked for its interruptible animator after `animateTransition(using:)`.
    private func blockInteraction(cancellingTouches: Bool) {
        guard blockedWindow == nil, case .running(interactive: false, _) = state,
            interruptibleAnimator == nil,
            let window = blockingWindow
        else { return }
        blockedWindow = window
        window.beginBlockingInteraction(cancellingTouches: cancellingTouches)
    }

    private func unblockInteraction() {
        blockedWindow?.endBlockingInteraction()
        blockedWindow = nil
    }

    /// Calls the animator's `animateTransition(using:)`, with the alongside blocks joining its first
    /// animation block (Behaviour 7.2). With `captured`, the view animations it makes are handed to a
    /// percent-driven interaction to scrub (Behaviour 12.3).
    func runAnimator(capturingInto captured: CapturedTransitionAnimations?) {
        guard let animator else { return }
        capturedAnimations = captured
        ViewAnimationTransaction.withCapture(captured) {
            ViewAnimationTransaction.topLevelBlockHook = { [weak self] _ in self?.runAlongsideBlocks() }
            clock.callApp(animator, "animateTransition(using:)") {
                if isAnimated {
                    animator.animateTransition(using: context)
                } else {
                    UIView.performWithoutAnimation { animator.animateTransition(using: context) }
                }
            }
            ViewAnimationTransaction.topLevelBlockHook = nil
            runAlongsideOutsideAnimator()
        }
        // Completed inside animateTransition (a synchronous animator), the transition's end work (a
        // card stack put back, say) ran inside the capture too: the interaction will never run
        // those animations out, so they end now where the model puts them, or they would stay held
        // on their layers, showing a frame of a transition that is over and taking no touches
        // (Behaviour 12.27).
        if case .ended = state { captured?.end(restoringStart: false) }
    }

    /// The view animations a percent-driven interaction captured from the animator, while it drives
    /// them.
    private(set) weak var capturedAnimations: CapturedTransitionAnimations?

    /// How long an interaction controller that wants an interactive start may leave the transition
    /// without an update, finish or cancel before it is reported (Behaviour 12.15).
    static let interactionPatience: Double = 10

    private func reportUndrivenInteraction() {
        interactionWatchdog = nil
        guard !interactionWasDriven, case .running(interactive: true, _) = state else { return }
        let name = interactor.map { "\(type(of: $0))" } ?? "the interaction controller"
        clock.report(
            .interactionNeverDriven,
            "the interactive \(kindDescription) of \(subjectName) has waited "
                + "\(Int(Self.interactionPatience)) s for \(name) to update, finish or cancel it: UIKit would wait "
                + "forever with the screen frozen. Drive it from your gesture, or return nil from "
                + "interactionControllerFor… when no gesture is in progress.")
    }

    /// Runs queued alongside blocks inside the animation block that is open now.
    private func runAlongsideBlocks() {
        guard !alongsideHaveRun else { return }
        alongsideHaveRun = true
        for block in alongside {
            if let animation = block.animation {
                clock.callApp(coordinator, "alongside animation") { animation(coordinator) }
            }
        }
    }

    /// The animator used no view animation: the blocks run right after it, in a block of the
    /// transition's duration with UIKit's default curve.
    private func runAlongsideOutsideAnimator() {
        guard !alongsideHaveRun, !isFinished else { return }
        let animated = isAnimated && duration > 0
        if animated {
            UIView.animate(withDuration: duration, animations: { self.runAlongsideBlocks() })
        } else {
            UIView.performWithoutAnimation { runAlongsideBlocks() }
        }
    }

    // MARK: The coordinator's queue

    /// Queues an alongside block (Behaviour 7.2): before the animator starts it waits; once the
    /// animations are running it runs at once for the time that is left.
    func addAlongside(_ block: TransitionCoordinator.Block) -> Bool {
        if isFinished { return false }
        if case .completing = state { return false }
        alongside.append(block)
        if alongsideHaveRun, let animation = block.animation {
            // Late blocks join what drives the transition now: the interruptible animator, or the
            // captured animations a finger scrubs (Behaviour 12.14), else the clock for the time left.
            if let interruptible = interruptibleAnimator, interruptible.state == .active {
                interruptible.addAnimations { animation(self.coordinator) }
                return true
            }
            if let captured = capturedAnimations {
                let left = captured.timeline.duration - captured.timeline.localTime(at: clock.time)
                ViewAnimationTransaction.withCapture(captured) {
                    UIView.animate(withDuration: max(left, 0), animations: { animation(self.coordinator) })
                }
                return true
            }
            let remaining = max(duration - (clock.time - startTime), 0)
            if isAnimated && remaining > 0 && !isInteractive {
                UIView.animate(withDuration: remaining, animations: { animation(self.coordinator) })
            } else {
                UIView.performWithoutAnimation { animation(coordinator) }
            }
        }
        return true
    }

    func addInteractionHandler(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    // MARK: Interaction

    func updateInteractive(_ percent: CGFloat) {
        guard case .running = state else { return }
        interactionWasDriven = true
        reportedPercent = min(max(percent.isFinite ? percent : 0, 0), 1)
    }

    /// `finishInteractiveTransition` (interactive: false), `cancelInteractiveTransition`
    /// (interactive: false, cancelled), `pauseInteractiveTransition` (interactive: true). The
    /// interaction handlers hear each change between interactive and running (Behaviour 7.5).
    func setInteraction(interactive: Bool, cancelled: Bool) {
        guard case .running(let wasInteractive, _) = state else { return }
        if interactive && !wasInteractive && interruptibleAnimator == nil {
            clock.report(
                .presentationMisuse,
                "pauseInteractiveTransition() was called on a \(kindDescription) that is not interruptible; only a "
                    + "transition whose animator implements interruptibleAnimator(using:) can become interactive "
                    + "again (Behaviour 12.8, 12.10). Ignored.")
            return
        }
        interactionWasDriven = true
        if wasInteractive && !interactive { percentAtLastRelease = percentComplete }
        move(to: .running(interactive: interactive, cancelled: cancelled))
        interactionChanged(interactive: interactive, cancelled: cancelled)
        guard wasInteractive != interactive else { return }
        if interactive {
            unblockInteraction()
        } else {
            blockInteraction(cancellingTouches: false)
            armWatchdog()
        }
        for handler in interactionHandlers {
            clock.callApp(coordinator, "interaction changed") { handler(coordinator) }
        }
    }

    // MARK: Completing

    /// `completeTransition(_:)`: finishes the transition (Behaviour 1.10, 3.2, 3.6).
    func complete(_ didComplete: Bool) {
        let isCompletable: Bool
        switch state {
        case .preparing, .running: isCompletable = true
        default: isCompletable = false
        }
        guard isCompletable else {
            clock.report(
                .transitionCompletedTwice,
                "completeTransition(\(didComplete)) was called again for the \(kindDescription) of "
                    + "\(subjectName); only the first call counts. "
                    + "Call it once, from your animation's completion.")
            return
        }
        // An animator that completes without opening an animation block (synchronously, inside
        // animateTransition) still gets the alongside blocks run, at once (Behaviour 7.2).
        if !alongsideHaveRun { UIView.performWithoutAnimation { runAlongsideBlocks() } }
        move(to: .completing(completed: didComplete))
        clock.record(context, "completeTransition(\(didComplete))")
        if let watchdog { clock.cancelTimer(watchdog) }
        if let interactionWatchdog { clock.cancelTimer(interactionWatchdog) }
        unblockInteraction()
        finish(didComplete)
    }

    func runCompletionBlocks() {
        let blocks = alongside
        for block in blocks {
            if let completion = block.completion {
                clock.callApp(coordinator, "alongside completion") { completion(coordinator) }
            }
        }
    }

    // MARK: Diagnostics

    /// (Re)starts the wait for `completeTransition` (Behaviour 1.11): the duration plus 5 s from now.
    private func armWatchdog() {
        if let watchdog { clock.cancelTimer(watchdog) }
        watchdog = clock.after(duration + 5) { [weak self] in self?.reportStuck() }
    }

    private func reportStuck() {
        // A finger may hold an interactive transition as long as it likes; the wait starts again
        // when the interaction finishes or cancels it.
        guard case .running(interactive: false, _) = state else { return }
        let animatorName = animator.map { "\(type(of: $0))" } ?? "the animator"
        clock.report(
            .transitionNeverCompleted,
            "the \(kindDescription) of \(subjectName) has not completed "
                + String(format: "%.2f", clock.time - startTime) + " s after it began (\(animatorName) "
                + "announced \(duration) s): the UI stays blocked until the animator calls "
                + "transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
    }
}
