import Foundation

/// One host's time: the virtual clock, its run loop's pending work, the animations waiting to
/// start or end, display links, and the diagnostics recorded against it.
///
/// Every hosted window's root layer points at its clock, so any layer finds its host's time
/// through its tree, never through a global (several hosts may run at once).
@MainActor
final class FrameClock {
    /// Seconds since the host started.
    private(set) var time: Double = 0
    let framesPerSecond: Int

    private(set) var diagnostics: [Diagnostic] = []
    /// What app code asked of the system that shows nothing here (haptics, accessibility posts).
    private(set) var hostEvents: [HostEvent] = []

    /// Records a request that has no visible effect, at the current time.
    func recordEvent(_ kind: HostEvent.Kind, _ detail: String) {
        hostEvents.append(HostEvent(kind: kind, detail: detail, time: time))
    }
    /// The calls into app code, when the host records them.
    let callbacks = CallbackRecorder()
    private var pendingWork: [() -> Void] = []
    /// Animations whose start or end is still to be delivered.
    private var scheduled: [RunningAnimation] = []
    /// The earliest time at which a scheduled animation starts or ends.
    private var nextEventTime = Double.infinity
    /// Layers removed from a hosted tree this turn; their animations stop unless they come back.
    private var detachedNodes: [AnimatedNode] = []
    private var displayLinks: [CADisplayLink] = []
    /// One-shot timers: work due at a host time (a tap recognizer's wait for a second tap).
    private var timers: [(time: Double, id: Int, work: () -> Void)] = []
    private var nextTimerID = 0
    /// Work run after each run-loop turn and each frame (the host's layout pass).
    var afterTurn: [() -> Void] = []
    /// Checks run when the host becomes idle (leaked controllers); each returns whether it is done.
    var idleChecks: [() -> Bool] = []
    /// Whether the idle check reports every dismissed presentation controller still alive, not
    /// only proven cycles (`HeadlessHost.reportsRetainedPresentationControllers`).
    var reportsRetainedPresentationControllers = false

    /// The clock whose run-loop turn or frame is executing right now, if any.
    ///
    /// Work that UIKit defers to "the next turn" (an animation block's completion when nothing
    /// animated) goes to this clock when the code that asks knows no view in a hosted window.
    private(set) static var executing: FrameClock?

    /// Work for the start of the next turn or frame of whichever host runs first: what code run
    /// outside any turn leaves for "the end of the run-loop turn" (a `CATransaction`).
    static var atNextTurn: [(FrameClock) -> Void] = []

    /// Runs `body` as part of this clock's turn.
    func perform<T>(_ body: () -> T) -> T {
        let previous = FrameClock.executing
        FrameClock.executing = self
        defer { FrameClock.executing = previous }
        if previous == nil && !FrameClock.atNextTurn.isEmpty {
            let work = FrameClock.atNextTurn
            FrameClock.atNextTurn.removeAll()
            for item in work { item(self) }
        }
        return body()
    }

    /// Times closer than this are the same instant (frame times are sums of 1/fps).
    nonisolated static let tolerance = 1e-9

    init(framesPerSecond: Int) {
        self.framesPerSecond = max(framesPerSecond, 1)
    }

    var frameDuration: Double { 1 / Double(framesPerSecond) }

    // MARK: Diagnostics

    /// Logs a diagnostic and records it on this host.
    /// Records a call into app code at the current time, when the host records callbacks.
    func record(_ receiver: Any, _ callback: @autoclosure () -> String) {
        callbacks.record(receiver, callback(), at: time)
    }

    /// Calls into app code: records the call (when the host records calls), then makes it. The
    /// engine's calls into app code go through here, so `callbackRecords` is complete and the
    /// recording stays out of the logic.
    func callApp<Result>(
        _ receiver: Any, _ callback: @autoclosure () -> String, _ body: () throws -> Result
    ) rethrows -> Result {
        callbacks.record(receiver, callback(), at: time)
        return try body()
    }

    func report(_ kind: Diagnostic.Kind, _ message: String) {
        Diagnostics.log(kind, message)
        diagnostics.append(Diagnostic(kind: kind, message: message, time: time))
    }

    // MARK: Run loop

    /// Schedules work for the next turn of the run loop (as `DispatchQueue.main.async` would).
    func enqueue(_ work: @escaping () -> Void) {
        pendingWork.append(work)
    }

    /// Runs pending work until none is left, including work that the work itself schedules.
    func runPendingWork() {
        perform(runPendingWorkNow)
    }

    /// One turn: the pending work (and what it schedules), then animation events and layout, which
    /// run even when no work was pending (a view removed this turn must still stop animating).
    private func runPendingWorkNow() {
        var rounds = 0
        repeat {
            rounds += 1
            if rounds > 10_000 {
                report(
                    .runLoopOverflow,
                    "run-loop work kept scheduling more work 10,000 times in one turn; the rest waits for "
                        + "the next turn. Look for a completion handler that re-enqueues itself.")
                return
            }
            let batch = pendingWork
            pendingWork.removeAll()
            for work in batch { work() }
            processAnimationEvents()
            for pass in afterTurn { pass() }
        } while !pendingWork.isEmpty
    }

    // MARK: Frames

    /// Runs pending work, then frames up to exactly `time + seconds`.
    func advance(by seconds: Double) {
        var seconds = seconds
        if !seconds.isFinite || seconds < 0 {
            report(
                .invalidInput, "advance(by: \(seconds)) needs a finite, non-negative duration; advancing by 0"
            )
            seconds = 0
        }
        runPendingWork()
        let target = time + seconds
        while true {
            let nextFrame = nextFrameTime(after: time)
            if nextFrame >= target - Self.tolerance { break }
            step(to: nextFrame)
        }
        if target > time { step(to: target) }
    }

    /// The first frame boundary strictly after `t`, computed from the frame index to avoid drift.
    private func nextFrameTime(after t: Double) -> Double {
        let fps = Double(framesPerSecond)
        let index = (t * fps + Self.tolerance * fps).rounded(.down) + 1
        return index / fps
    }

    private func step(to newTime: Double) {
        perform { stepNow(to: newTime) }
    }

    private func stepNow(to newTime: Double) {
        let previous = time
        time = newTime
        fireDueTimers()
        for link in displayLinks where !link.isPaused {
            link.fire(previous: previous, now: newTime)
        }
        displayLinks.removeAll { $0.isInvalidated }
        runPendingWorkNow()
    }

    // MARK: Animations

    /// Starts tracking an animation that has a begin time on this clock.
    func schedule(_ animation: RunningAnimation) {
        scheduled.append(animation)
        nextEventTime = min(nextEventTime, nextEvent(of: animation))
    }

    /// A node left a hosted tree; unless it is back by the end of the turn, its animations stop.
    func nodeDidDetach(_ node: AnimatedNode) {
        detachedNodes.append(node)
    }

    private func nextEvent(of animation: RunningAnimation) -> Double {
        guard let begin = animation.begin else { return .infinity }
        return animation.didStart ? animation.endTime : begin
    }

    /// Delivers the starts and ends due by now, and stops animations of layers that left the tree.
    func processAnimationEvents() {
        if !detachedNodes.isEmpty {
            let nodes = detachedNodes
            detachedNodes.removeAll()
            for node in nodes where node.clock !== self {
                node.stopAnimationsInSubtree()
            }
            // A layer can also leave through a parent that left first (it was taken out of the
            // parent before this frame, or freed): whatever still runs here without being in this
            // clock's window stops too.
            stopAnimationsOutsideTheWindow()
        }
        guard time >= nextEventTime - Self.tolerance else { return }
        var due: [RunningAnimation] = []
        var next = Double.infinity
        scheduled.removeAll { animation in
            if animation.didEnd { return true }
            if !animation.didStart, let begin = animation.begin, time >= begin - Self.tolerance {
                due.append(animation)
                // A driven animation has no end event: once started, its driver ends it.
                if animation.drive != nil { return true }
            }
            if time >= animation.endTime - Self.tolerance {
                if !due.contains(where: { $0 === animation }) { due.append(animation) }
                return true
            }
            next = min(next, nextEvent(of: animation))
            return false
        }
        nextEventTime = next
        for animation in due {
            if !animation.didStart {
                animation.didStart = true
                animation.animation.delegate?.animationDidStart(animation.animation)
            }
            if time >= animation.endTime - Self.tolerance {
                if let owner = animation.owner {
                    owner.animationDidEnd(animation)
                } else {
                    animation.notifyStopped(finished: false)
                }
            } else {
                nextEventTime = min(nextEventTime, animation.endTime)
            }
        }
    }

    /// Stops the scheduled animations whose layer is gone or no longer in this clock's window.
    private func stopAnimationsOutsideTheWindow() {
        var strays: [RunningAnimation] = []
        for animation in scheduled where !animation.didEnd {
            guard let owner = animation.owner else {
                strays.append(animation)
                continue
            }
            if owner.clock !== self { owner.stopAnimationsInSubtree() }
        }
        for animation in strays { animation.notifyStopped(finished: false) }
    }

    /// Animations still to start or end, for the idle check and its timeout report.
    var activeAnimations: [RunningAnimation] {
        scheduled.filter { !$0.didEnd && $0.drive == nil }
    }

    var hasPendingWork: Bool { !pendingWork.isEmpty || !timers.isEmpty }

    // MARK: Timers

    /// Runs `work` once, `delay` seconds from now (on the first frame at or after that time).
    @discardableResult
    func after(_ delay: Double, _ work: @escaping () -> Void) -> Int {
        nextTimerID += 1
        timers.append((time + max(delay, 0), nextTimerID, work))
        return nextTimerID
    }

    /// Cancels a timer from `after(_:_:)`.
    func cancelTimer(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    private func fireDueTimers() {
        let due = timers.filter { $0.time <= time + Self.tolerance }
        guard !due.isEmpty else { return }
        timers.removeAll { $0.time <= time + Self.tolerance }
        for timer in due.sorted(by: { $0.time < $1.time }) { timer.work() }
    }

    // MARK: Display links

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }
}

extension Diagnostics {
    /// Reports on `clock`'s host when there is one, else only logs.
    @MainActor
    static func report(_ kind: Diagnostic.Kind, _ message: String, clock: FrameClock?) {
        if let clock {
            clock.report(kind, message)
        } else {
            log(kind, message)
        }
    }
}
