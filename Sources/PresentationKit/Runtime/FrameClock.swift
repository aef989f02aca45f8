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

    var diagnostics: [Diagnostic] = []
    /// What app code asked of the system that shows nothing here (haptics, accessibility posts).
    var hostEvents: [HostEvent] = []

    /// The calls into app code, when the host records them.
    let callbacks = CallbackRecorder()
    var pendingWork: [() -> Void] = []
    /// Animations whose start or end is still to be delivered.
    var scheduled: [RunningAnimation] = []
    /// The earliest time at which a scheduled animation starts or ends.
    var nextEventTime = Double.infinity
    /// Layers removed from a hosted tree this turn; their animations stop unless they come back.
    var detachedNodes: [AnimatedNode] = []
    var displayLinks: [CADisplayLink] = []
    /// One-shot timers: work due at a host time (a tap recognizer's wait for a second tap).
    var timers: [(time: Double, id: Int, work: () -> Void)] = []
    var nextTimerID = 0
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
    func nextFrameTime(after t: Double) -> Double {
        let fps = Double(framesPerSecond)
        let index = (t * fps + Self.tolerance * fps).rounded(.down) + 1
        return index / fps
    }

    func step(to newTime: Double) {
        perform { stepNow(to: newTime) }
    }

    func stepNow(to newTime: Double) {
        let previous = time
        time = newTime
        fireDueTimers()
        for link in displayLinks where !link.isPaused {
            link.fire(previous: previous, now: newTime)
        }
        displayLinks.removeAll { $0.isInvalidated }
        runPendingWorkNow()
    }
}
