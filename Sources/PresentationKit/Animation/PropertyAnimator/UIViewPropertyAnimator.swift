import Foundation

/// Animates view changes that can be started, paused, scrubbed, reversed, stopped and continued with
/// new timing, as `UIViewPropertyAnimator` (Behaviour 11).
///
/// The blocks run when the animator first becomes active (or at once when added to an active one).
/// Their changes become ordinary additive layer animations, so `layer.presentation()`, hit-testing and
/// the renderer see them; what moves them is the animator's `AnimatorTimeline`, not the clock. The
/// state machine:
///
/// ```text
///            start / pause / fractionComplete =
///  inactive ───────────────────────────────────► active (running ⇄ paused)
///     ▲  ▲                                          │        │
///     │  └──── animations end (completions run) ────┘        │ stopAnimation(false)
///     │        stopAnimation(true) (no completions)          ▼
///     └──────────────── finishAnimation(at:) ─────────── stopped
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    // MARK: Configuration

    private let timing: any UITimingCurveProvider
    private let requestedDuration: TimeInterval
    private var startDelay: TimeInterval = 0

    /// The timing the animator was created with.
    open var timingParameters: (any UITimingCurveProvider)? { timing }
    /// The duration of the animations, as given (a spring given by mass, stiffness and damping runs
    /// its own settling time instead).
    open var duration: TimeInterval { requestedDuration }
    /// The delay of the last `startAnimation(afterDelay:)`.
    open var delay: TimeInterval { startDelay }

    private var userInteractionEnabled = true
    /// Whether the animating views take touches (default true). Set it while inactive.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionEnabled }
        set {
            guard state == .inactive else {
                return report(
                    "isUserInteractionEnabled was set on an animator that is \(state); UIKit raises. Set "
                        + "it before starting the animator. The change was ignored.")
            }
            userInteractionEnabled = newValue
        }
    }
    /// Whether the app hit-tests the animating views itself (default false): while false, the views
    /// this animator moves are hit where they are on screen, as UIKit's animators do; true leaves
    /// them hit-tested at their model geometry, like any view (Behaviour 11.27). Read when a block runs.
    open var isManualHitTestingEnabled = false

    private var interruptible = true
    /// Whether the animator can be paused, stopped and continued (default true). Changing it on an
    /// animator that is not inactive is a programming error (Behaviour 11.25).
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            precondition(
                state == .inactive,
                "UIViewPropertyAnimator.isInterruptible was set on an animator that is \(state); it may "
                    + "only change while the animator is inactive (UIKit raises here too).")
            interruptible = newValue
        }
    }
    /// Whether a paused animator's `fractionComplete` maps linearly onto its values (default true);
    /// false applies the timing curve (Behaviour 11.15).
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of completing (Behaviour 11.16).
    open var pausesOnCompletion = false

    // MARK: State

    private var life: UIViewAnimatingState = .inactive
    private var running = false
    private var reversed = false
    private var timeline: AnimatorTimeline?
    private var overrideCurves: AnimatorTimeline.Curves?
    private var pendingBlocks: [(animation: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var changes: [DrivenChange] = []
    /// Where blocks run now put their tracks (fraction of the animator).
    private var windowStart = 0.0
    /// Started with no animation: waiting, paused, for a block to arrive (Behaviour 11.24).
    private var waitingForBlocks = false
    /// Whether a block has run since the animator became active. A block that changes nothing still
    /// counts: the animator then runs its duration and completes, rather than waiting for ever.
    private var hasRunBlocks = false
    private var completionTimer: Int?
    private weak var knownClock: FrameClock?
    private var runningCompletions = false

    /// `.inactive`, `.active` or `.stopped`.
    open var state: UIViewAnimatingState { life }
    /// Whether the animations move now: after a start and until they end, pause or stop (during a
    /// start delay too, Behaviour 11.10).
    open var isRunning: Bool { running }

    // MARK: Initializers

    /// Creates an inactive animator with the given timing (Behaviour 11.28).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        requestedDuration = duration
        timing = parameters
        super.init()
        if !duration.isFinite || duration < 0 {
            report("a duration of \(duration) s must be finite and non-negative; the animator uses 0")
        }
    }

    /// Creates an inactive animator on one of UIKit's curves.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator on a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator on a spring of damping ratio `ratio`, fitted to `duration`.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (Behaviour 11.30): ease-in-out unless `options` names a curve;
    /// transition options are ignored. It is interruptible only when made outside any animation block.
    ///
    /// Called on a subclass, it still makes a `UIViewPropertyAnimator` (see the README's deviations).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = UIViewPropertyAnimator(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.interruptible = ViewAnimationTransaction.current == nil
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        guard let made = animator as? Self else {
            preconditionFailure(
                "runningPropertyAnimator was called on \(self); PresentationKit makes only plain "
                    + "UIViewPropertyAnimator objects this way. Create the subclass with an initializer and "
                    + "call startAnimation(afterDelay:).")
        }
        return made
    }

    isolated deinit {
        guard life != .inactive else { return }
        // A release happens whenever the last reference goes, not while app code of some host
        // runs: the report goes to the host the animator knew, never to whichever host is newest
        // (with none known it is only logged).
        report(
            "a \(life == .stopped ? "stopped" : "paused") UIViewPropertyAnimator was released; UIKit raises "
                + "(\"It is an error to release a paused or stopped property animator\"). Its views keep the "
                + "values on screen. Finish or stop it (stopAnimation(true)) before letting it go.",
            clock: ownClock)
        holdValuesOnScreen()
        removeAnimations()
    }

    // MARK: Fraction and direction

    /// How far the animations are: 0 at the start, 1 at the end, read in the current direction
    /// (after `isReversed = true` it counts toward the start, Behaviour 11.12). Settable while paused;
    /// setting it on an inactive animator makes it active and paused (Behaviour 11.14).
    open var fractionComplete: CGFloat {
        get {
            guard let timeline, let clock else { return 0 }
            let fraction = timeline.fraction(at: clock.time)
            return CGFloat(reversed ? 1 - fraction : fraction)
        }
        set {
            guard newValue.isFinite else {
                return report("fractionComplete \(newValue) is not finite; ignored")
            }
            switch life {
            case .stopped:
                return report("fractionComplete was set on a stopped animator; finish it first. Ignored.")
            case .active where running:
                return  // UIKit ignores it while running (Behaviour 11.14).
            case .inactive:
                activate()
            case .active:
                break
            }
            let fraction = min(max(Double(newValue), 0), 1)
            timeline?.rest(at: reversed ? 1 - fraction : fraction, linear: scrubsLinearly)
        }
    }

    /// Whether the animations run toward their start. Set while running, they turn around from where
    /// they are; otherwise it gives the direction of the next start (Behaviour 11.11).
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard running, let timeline, let clock else { return }
            let now = clock.time
            let target = direction
            timeline.beginRun(
                now: now, toward: target,
                seconds: abs(target - timeline.fraction(at: now)) * timeline.duration,
                curves: overrideCurves ?? timeline.baseCurves)
            scheduleEnd()
        }
    }

    /// The fraction the animator is heading for.
    private var direction: Double { reversed ? 0 : 1 }

    // MARK: UIViewAnimating

    /// Starts the animations, or resumes them after a pause (Behaviour 11.2).
    open func startAnimation() {
        start(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds (Behaviour 11.18).
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay.isFinite, delay >= 0 else {
            report("startAnimation(afterDelay: \(delay)) needs a finite, non-negative delay; starting now")
            return start(afterDelay: 0)
        }
        startDelay = delay
        start(afterDelay: delay)
    }

    private func start(afterDelay delay: Double) {
        guard life != .stopped else {
            return report(
                "startAnimation() was called on a stopped animator; call finishAnimation(at:) first (Behaviour 11.6). "
                    + "Ignored.")
        }
        guard !running else { return }
        if life == .inactive { activate() }
        guard let timeline, let clock else { return }
        if !hasRunBlocks {
            // No block yet: paused until one arrives (Behaviour 11.24).
            waitingForBlocks = true
            return
        }
        let now = clock.time
        // A frozen run in the same direction goes on; anything else starts a run from here.
        if let run = timeline.run, run.target == direction, !timeline.isMoving {
            timeline.resume(at: now, delay: delay)
        } else {
            timeline.beginRun(
                now: now, delay: delay, toward: direction,
                seconds: abs(direction - timeline.fraction(at: now)) * timeline.duration,
                curves: overrideCurves ?? timeline.baseCurves)
        }
        running = true
        scheduleEnd()
    }

    /// Freezes the animations where they are; on an inactive animator, makes it active and paused at
    /// the start (Behaviour 11.17).
    open func pauseAnimation() {
        guard interruptible else {
            return report(
                "pauseAnimation() was called on a non-interruptible animator; ignored (Behaviour 11.25)")
        }
        switch life {
        case .stopped:
            report(
                "pauseAnimation() was called on a stopped animator; call finishAnimation(at:) first. Ignored."
            )
        case .inactive:
            activate()
        case .active:
            guard running, let timeline, let clock else { return }
            timeline.pause(at: clock.time)
            running = false
            cancelEnd()
        }
    }

    /// Stops the animations where they are: their properties take the values on screen (Behaviour 11.4).
    /// `true` leaves the animator inactive with no completion; `false` leaves it `.stopped`, waiting
    /// for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        if runningCompletions {
            return report(
                "stopAnimation(\(withoutFinishing)) was called from a completion of the same animator; it has "
                    + "already finished. Ignored (Behaviour 11.9).")
        }
        guard interruptible else {
            return report(
                "stopAnimation(_:) was called on a non-interruptible animator; ignored (Behaviour 11.25)")
        }
        guard life == .active else {
            return report(
                "stopAnimation(\(withoutFinishing)) was called on an animator that is \(life); only an "
                    + "active animator can stop (UIKit raises here). Ignored (Behaviour 11.7).")
        }
        holdValuesOnScreen()
        removeAnimations()
        cancelEnd()
        running = false
        waitingForBlocks = false
        pendingBlocks = []
        if withoutFinishing {
            completions = []
            becomeInactive()
        } else {
            life = .stopped
        }
    }

    /// Ends a stopped animator: `.end` gives the properties the blocks' values, `.start` the values
    /// before the blocks, `.current` leaves them; then the completions run (Behaviour 11.5).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if runningCompletions {
            return report(
                "finishAnimation(at:) was called from a completion of the same animator; it has already "
                    + "finished. Ignored (Behaviour 11.9).")
        }
        precondition(
            life == .stopped,
            "finishAnimation(at:) was called on an \(life) UIViewPropertyAnimator; it is legal only after "
                + "stopAnimation(false) (UIKit raises here too).")
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds an animation block: while inactive it runs over the whole duration when the animator
    /// starts; while active it runs at once over what is left (Behaviour 11.21).
    open func addAnimations(_ animation: @escaping () -> Void) {
        add(animation, delayFactor: 0)
    }

    /// Adds a block that waits `delayFactor` × duration, then runs for the rest (Behaviour 11.22).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard delayFactor.isFinite else {
            report("addAnimations(_:delayFactor: \(delayFactor)) needs a finite factor in 0…1; using 0")
            return add(animation, delayFactor: 0)
        }
        add(animation, delayFactor: min(max(Double(delayFactor), 0), 1))
    }

    private func add(_ animation: @escaping () -> Void, delayFactor: Double) {
        switch life {
        case .stopped:
            report(
                "addAnimations was called on a stopped animator; finish it first (Behaviour 11.6). Ignored.")
        case .inactive:
            pendingBlocks.append((animation, delayFactor))
        case .active:
            let fraction = timeline.map { t in clock.map { t.fraction(at: $0.time) } ?? 0 } ?? 0
            runBlock(animation, windowStart: fraction + delayFactor)
            if waitingForBlocks {
                waitingForBlocks = false
                start(afterDelay: 0)
            }
        }
    }

    /// Adds a completion, run with the final position when the animations end (Behaviour 11.23).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator from where it is, in its current direction, over
    /// `durationFactor` × duration, with new timing (nil keeps the curve) (Behaviour 11.19, 11.20).
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard interruptible, life == .active, !running, let timeline, let clock else {
            return report(
                "continueAnimation(withTimingParameters:durationFactor:) needs an active, paused, interruptible "
                    + "animator; this one is \(life)\(running ? " and running" : ""). Ignored (Behaviour 11.19)."
            )
        }
        var factor = Double(durationFactor)
        if !factor.isFinite || factor < 0 {
            report(
                "continueAnimation durationFactor \(durationFactor) must be finite and non-negative; using 1")
            factor = 1
        }
        if let parameters { overrideCurves = AnimatorTimeline.Curves(parameters) }
        let curves = overrideCurves ?? timeline.baseCurves
        let seconds = factor * (curves.position.ownDuration ?? curves.other.ownDuration ?? timeline.duration)
        timeline.beginRun(now: clock.time, toward: direction, seconds: seconds, curves: curves)
        waitingForBlocks = false
        running = true
        scheduleEnd()
    }

    // MARK: Life

    /// inactive → active: a fresh timeline, and the blocks added so far run.
    private func activate() {
        life = .active
        let curves = AnimatorTimeline.Curves(timing)
        let seconds =
            curves.position.ownDuration ?? curves.other.ownDuration
            ?? (requestedDuration.isFinite ? max(requestedDuration, 0) : 0)
        let timeline = AnimatorTimeline(duration: seconds, curves: curves)
        timeline.rest(at: reversed ? 1 : 0, linear: scrubsLinearly)
        self.timeline = timeline
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { runBlock(block.animation, windowStart: block.delayFactor) }
    }

    /// Runs `block` as one of this animator's blocks: its changes become animations it drives.
    private func runBlock(_ block: @escaping () -> Void, windowStart: Double) {
        self.windowStart = windowStart
        hasRunBlocks = true
        // The animator's own settings decide, not those of a `UIView.animate` block it is started
        // in: an inherited `.allowUserInteraction` would override `isUserInteractionEnabled` (Behaviour
        // 11.26), and `.repeat` or `.autoreverse` mean nothing on a timeline the animator drives.
        var options: UIView.AnimationOptions = [
            .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions,
        ]
        if userInteractionEnabled { options.insert(.allowUserInteraction) }
        // A positive nominal duration, so the block animates even when this animator's is 0 (the
        // timeline then ends it on the next frame).
        ViewAnimationTransaction.run(
            duration: max(timeline?.duration ?? 0, 1e-6), delay: 0, options: options, timing: .driven(self),
            animations: block, completion: nil)
    }

    /// The run reached its target.
    private func runDidEnd() {
        completionTimer = nil
        guard running, let timeline, let run = timeline.run else { return }
        running = false
        timeline.pause(at: run.endTime)
        if pausesOnCompletion {
            return
        }
        // At the end the model already holds the blocks' values, or whatever was set since (another
        // animator's block on the same property): setting them again would undo that (Behaviour 11.21).
        // Run back to the start, each property gives back only its own blocks' change.
        finish(at: run.target == 0 ? .start : .end, fromNaturalEnd: true)
    }

    /// Gives the properties their values for `position`, removes the animations, becomes inactive,
    /// then runs the completions (Behaviour 11.3, 11.5, 11.9). `fromNaturalEnd`: the run reached its
    /// target by itself (else a stopped animator is finished, whose properties hold the values
    /// where it stopped).
    private func finish(at position: UIViewAnimatingPosition, fromNaturalEnd: Bool = false) {
        switch (position, fromNaturalEnd) {
        case (.end, false):
            for change in changes { change.view?.setModelValue(change.new, of: change.property) }
        case (.start, false):
            for change in changes.reversed() { change.view?.setModelValue(change.old, of: change.property) }
        case (.start, true):
            for change in changes.reversed() {
                guard let view = change.view else { continue }
                // Back to the value before the block, unless another animator still moves the same
                // property: then only this one's change is taken back, so the other's stays.
                let timeline = self.timeline
                let shared = view.layer.running.contains { running in
                    guard running !== change.animation, running.sampler.keyPath.property == change.property,
                        let track = running.drive as? AnimatorTrack
                    else { return false }
                    return track.timeline !== timeline
                }
                let model = view.layer.state.value(of: change.property)
                let back =
                    shared
                    ? change.old.difference(from: change.new).map { $0.added(to: model) } ?? change.old
                    : change.old
                view.setModelValue(back, of: change.property)
            }
        case (.end, true), (.current, _):
            break
        }
        removeAnimations()
        cancelEnd()
        running = false
        let handlers = completions
        completions = []
        let clock = self.clock
        becomeInactive()
        runningCompletions = true
        for handler in handlers {
            if let clock {
                clock.callApp(self, "UIViewPropertyAnimator completion(\(position))") { handler(position) }
            } else {
                handler(position)
            }
        }
        runningCompletions = false
    }

    private func becomeInactive() {
        life = .inactive
        timeline = nil
        overrideCurves = nil
        changes = []
        waitingForBlocks = false
        hasRunBlocks = false
    }

    /// Every animated property keeps, in its model, the part of the value on screen that this
    /// animator contributes now (before its animations are removed): alone on a property that is
    /// the value on screen (Behaviour 11.4); under another animation that goes on, the screen does not
    /// jump either.
    private func holdValuesOnScreen() {
        guard let time = clock?.time else { return }
        var seen: [(UIView, LayerProperty)] = []
        var values: [(UIView, LayerProperty, AnimatableValue)] = []
        let mine = Set(changes.compactMap { $0.animation.map(ObjectIdentifier.init) })
        for change in changes {
            guard let view = change.view,
                !seen.contains(where: { $0.0 === view && $0.1 == change.property })
            else { continue }
            seen.append((view, change.property))
            let layer = view.layer
            let onScreen = layer.presentationState(at: time).value(of: change.property)
            let withoutMine = layer.presentationState(at: time) { !mine.contains(ObjectIdentifier($0)) }
                .value(of: change.property)
            let model = layer.state.value(of: change.property)
            let kept = onScreen.difference(from: withoutMine).map { $0.added(to: model) } ?? onScreen
            values.append((view, change.property, kept))
        }
        removeAnimations()
        for (view, property, value) in values { view.setModelValue(value, of: property) }
    }

    private func removeAnimations() {
        for change in changes {
            guard let animation = change.animation else { continue }
            change.view?.layer.remove(animation)
        }
    }

    private func scheduleEnd() {
        cancelEnd()
        guard let timeline, let run = timeline.run, let clock else { return }
        // The timer holds the animator: a running animator lives until its animations end, as in
        // UIKit, and no longer than its host.
        completionTimer = clock.after(max(run.endTime - clock.time, 0)) { [self] in runDidEnd() }
    }

    private func cancelEnd() {
        if let completionTimer { clock?.cancelTimer(completionTimer) }
        completionTimer = nil
    }

    /// The clock of the host the animated views are in, else of the host running now.
    /// The host this animator belongs to, from what it knows: the clock it learned, its views',
    /// or the turn running now.
    private var ownClock: FrameClock? {
        knownClock ?? changes.lazy.compactMap { $0.view?.layer.clock }.first ?? FrameClock.executing
    }

    /// Its own host, else (while app code calls it) the host in charge; remembered once found.
    private var clock: FrameClock? {
        if let knownClock { return knownClock }
        let found = ownClock ?? UIScreen.current?.clock
        knownClock = found
        return found
    }

    /// Reports misuse to `clock`'s host when given (a given nil only logs), else to this
    /// animator's.
    private func report(_ message: String, clock: FrameClock?? = nil) {
        Diagnostics.report(.invalidInput, "UIViewPropertyAnimator: " + message, clock: clock ?? self.clock)
    }
}

extension UIViewPropertyAnimator: DrivenAnimationSink {
    func drive(
        _ animation: RunningAnimation, on view: UIView, property: LayerProperty, from old: AnimatableValue,
        to new: AnimatableValue
    ) {
        guard let timeline else { return }
        if knownClock == nil, let clock = view.layer.clock { knownClock = clock }
        let track = AnimatorTrack(
            timeline: timeline, windowStart: windowStart, isPosition: property == .position)
        timeline.add(track, at: clock?.time ?? 0)
        track.hitTestsOnScreen = !isManualHitTestingEnabled
        animation.drive = track
        changes.append(DrivenChange(view: view, property: property, old: old, new: new, animation: animation))
    }
}
