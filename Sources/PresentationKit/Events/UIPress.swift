import Foundation

/// A press of a physical button (a remote's, a keyboard's key), as `UIPress`.
///
/// The headless host has no physical buttons, so no press ever arrives; the type exists so that
/// responders overriding `pressesBegan(_:with:)` and friends compile and keep their code.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life, as `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which button, as `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
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
