import Foundation

/// An event passed down the responder chain, as `UIEvent`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The broad category of an event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The event's category.
    public let type: EventType
    /// The host time at which the event happened.
    public internal(set) var timestamp: TimeInterval
    /// The touches of the event (the events layer fills this in).
    var touchSet: Set<UITouch> = []

    /// Creates an event of `type` at `timestamp`.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }

    /// The touches delivered to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchSet.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchSet.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }
}
