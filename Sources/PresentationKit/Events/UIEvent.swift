import Foundation

/// An event passed down the responder chain, as `UIEvent`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The broad category of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen: the only kind the headless host delivers.
        case touches
        /// Device motion such as a shake; never delivered here (there is no motion hardware).
        case motion
        /// Commands from a remote control or headset; never delivered here.
        case remoteControl
        /// Presses of physical buttons (see ``UIPress``); never delivered here.
        case presses
    }

    /// The event's category.
    open var type: EventType { storedType }
    private let storedType: EventType
    /// The host time at which the event happened.
    open internal(set) var timestamp: TimeInterval
    /// The touches of the event (the events layer fills this in).
    var touchSet: Set<UITouch> = []

    /// Creates an event of `type` at `timestamp`.
    public init(type: EventType = .touches, timestamp: TimeInterval = 0) {
        storedType = type
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchSet.filter { $0.view === view }
        return found.isEmpty ? nil : found
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchSet.filter { $0.window === window }
        return found.isEmpty ? nil : found
    }

    /// The touches `gesture` is tracking.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchSet.filter { $0.isReceived(by: gesture) }
        return found.isEmpty ? nil : found
    }
}
