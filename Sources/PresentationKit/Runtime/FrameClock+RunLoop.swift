import Foundation

/// The run loop: work scheduled for the next turn, run until none is left.
extension FrameClock {
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
    func runPendingWorkNow() {
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
}
