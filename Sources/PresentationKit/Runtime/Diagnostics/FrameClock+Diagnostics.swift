import Foundation

/// What a host records: diagnostics, calls into app code, and requests with no visible effect.
extension FrameClock {
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

    /// Logs a diagnostic and records it on this host.
    func report(_ kind: Diagnostic.Kind, _ message: String) {
        Diagnostics.log(kind, message)
        diagnostics.append(Diagnostic(kind: kind, message: message, time: time))
    }
    /// Records a request that has no visible effect, at the current time.
    func recordEvent(_ kind: HostEvent.Kind, _ detail: String) {
        hostEvents.append(HostEvent(kind: kind, detail: detail, time: time))
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
