import Foundation

/// One call PresentationKit made into app code — a lifecycle callback, a delegate or animator
/// method, a completion — with the host time it happened at. Hosts record them when asked
/// (`HeadlessHost.recordsCallbacks`): the gallery's timelines and `gallery trace` read them.
public struct CallbackRecord: Sendable, Equatable, CustomStringConvertible {
    /// The host time of the call, in virtual seconds.
    public let time: TimeInterval
    /// The type of the object called (`S1PresentationController`, `UIViewController`, …).
    public let receiver: String
    /// The member called, with its flag where it has one (`viewWillAppear(true)`).
    public let callback: String

    /// Creates a record.
    public init(time: TimeInterval, receiver: String, callback: String) {
        self.time = time
        self.receiver = receiver
        self.callback = callback
    }

    public var description: String {
        String(format: "%8.4f s  ", time) + "\(receiver).\(callback)"
    }
}

/// Where records go: one per host, off unless asked for, so the engine pays a flag check.
@MainActor
final class CallbackRecorder {
    var isRecording = false
    private(set) var records: [CallbackRecord] = []

    /// Records `callback` made on `receiver` at `time`, if recording.
    func record(_ receiver: Any, _ callback: @autoclosure () -> String, at time: TimeInterval) {
        guard isRecording else { return }
        records.append(CallbackRecord(time: time, receiver: "\(type(of: receiver))", callback: callback()))
    }

    func removeAll() { records.removeAll() }
}
