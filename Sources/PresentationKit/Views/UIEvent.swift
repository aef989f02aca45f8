import Foundation

/// An event passed down the responder chain, as `UIEvent`.
@MainActor
open class UIEvent {
    /// The broad category of an event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The event's category.
    public let type: EventType
    /// The host time at which the event happened.
    public internal(set) var timestamp: TimeInterval

    /// Creates an event of `type` at `timestamp`.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
    }
}
