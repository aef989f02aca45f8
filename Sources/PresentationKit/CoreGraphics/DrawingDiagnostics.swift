import Foundation

/// Where drawing misuse is reported: swift-log at once, and the host's list.
///
/// Paths, contexts and images belong to no view and may be used on any thread, so they cannot
/// reach a host directly: Swift on Linux may run main-actor work on a thread other than the main
/// one, so "is this the main thread" does not say whether the host may be touched. Reports wait
/// here and are moved onto a host's list when that host's diagnostics are next read (on the main
/// actor), stamped with its time then.
enum DrawingDiagnostics {
    nonisolated(unsafe) private static var pending: [String] = []
    private static let lock = NSLock()

    static func report(_ message: String) {
        Diagnostics.log(.invalidInput, message)
        lock.lock()
        pending.append(message)
        lock.unlock()
    }

    /// Moves the waiting reports onto `clock`'s host.
    @MainActor
    static func deliverPending(to clock: FrameClock) {
        lock.lock()
        let messages = pending
        pending.removeAll()
        lock.unlock()
        for message in messages {
            clock.diagnostics.append(Diagnostic(kind: .invalidInput, message: message, time: clock.time))
        }
    }
}
