import Foundation

/// A press of a physical button (a remote's, a keyboard's key), as `UIPress`.
///
/// The headless host has no physical buttons, so no press ever arrives; the type exists so that
/// responders overriding `pressesBegan(_:with:)` and friends compile and keep their code.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life, as `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The press's force changed.
        case changed
        /// The button is still down and unchanged since the last event.
        case stationary
        /// The button came up.
        case ended
        /// The system cancelled the press before it ended.
        case cancelled
    }

    /// Which button, as `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        /// The up arrow of a remote or keyboard.
        case upArrow
        /// The down arrow of a remote or keyboard.
        case downArrow
        /// The left arrow of a remote or keyboard.
        case leftArrow
        /// The right arrow of a remote or keyboard.
        case rightArrow
        /// The select (click) button of a remote, the default ``UIPress/type``.
        case select
        /// The menu (back) button of a remote.
        case menu
        /// The play/pause button of a remote.
        case playPause
        /// The page-up key (raw value 30, as in UIKit).
        case pageUp = 30
        /// The page-down key (raw value 31, as in UIKit).
        case pageDown = 31
    }

    /// The press's phase.
    open internal(set) var phase: Phase = .began
    /// The button pressed.
    open internal(set) var type: PressType = .select
    /// When the press last changed, in host seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// How hard the button is pressed, from 0 to 1 (1 for digital buttons).
    open internal(set) var force: CGFloat = 1
    /// The responder the press goes to.
    open internal(set) weak var responder: UIResponder?
}

/// An event that carries presses, as `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    open var allPresses: Set<UIPress> { [] }
}
