import Foundation

/// Something app code asked the system for that has no effect on screen here, recorded on the host
/// so tests can assert on it: haptic feedback, accessibility notifications.
public struct HostEvent: Sendable, Equatable, CustomStringConvertible {
    /// What kind of request it was.
    public enum Kind: String, Sendable {
        /// A `UIFeedbackGenerator` fired (`detail`: "impact(medium, intensity 1.0)", "selection",
        /// "notification(success)").
        case haptic
        /// `UIAccessibility.post(notification:argument:)` (`detail`: the notification and argument).
        case accessibility
    }

    /// What kind of request it was.
    public let kind: Kind
    /// What exactly was asked for.
    public let detail: String
    /// The host time of the request.
    public let time: TimeInterval

    /// Creates an event.
    public init(kind: Kind, detail: String, time: TimeInterval) {
        self.kind = kind
        self.detail = detail
        self.time = time
    }

    public var description: String { String(format: "%8.4f s  ", time) + "\(kind.rawValue): \(detail)" }
}
