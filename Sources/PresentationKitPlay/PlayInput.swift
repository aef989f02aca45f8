import Foundation
import PresentationKit

/// Something a person does to the window, in the host's points: what the window system's events
/// become, and what a script's lines say.
public enum PlayInput: Sendable, Equatable {
    /// The mouse button goes down at a point: a finger touches the screen.
    case touchDown(CGPoint)
    /// The mouse moves with its button down: the finger moves.
    case touchMove(CGPoint)
    /// The mouse button comes up: the finger lifts.
    case touchUp
    /// The mouse moves with its button up: nothing touches the screen (a tick of a run whose clock
    /// follows its inputs, ``PlayLoop/Options/locksToInputs``).
    case hover(CGPoint)
    /// The wheel or a trackpad scrolls by a number of points at a point (positive `dy` shows
    /// content further down, as a finger dragging upward does).
    case scroll(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// Text typed on the hardware keyboard, for the first responder.
    case type(String)
    /// A key with a meaning of its own.
    case key(PlayKey)
    /// The window takes a new size, in points: a size transition.
    case resize(CGSize)
    /// The window is closed: the run ends.
    case quit
    /// Writes the window's picture, read back from the window, to a PNG file.
    case screenshot(String)
    /// Switches to the scenario of that name, fresh.
    case scenario(String)
}

/// The keys `play` gives a meaning (see ``PlayInput/key(_:)``).
public enum PlayKey: String, Sendable, CaseIterable {
    /// Return: to the first responder, as a hardware keyboard's Return.
    case returnKey = "return"
    /// Delete (backspace): the first responder deletes backward.
    case delete
    /// Escape: the first responder resigns (the keyboard hides); with none, the scenario's own
    /// dismissal plays.
    case escape
    /// Turns the device a quarter turn (portrait ↔ landscape), with the rotation's animation.
    case rotate
    /// Shows the software keyboard (the first text field becomes first responder) or hides it.
    case keyboard
    /// Shows or hides the frame-time overlay.
    case overlay
    /// The next scenario of the catalog.
    case nextScenario = "next"
    /// The previous scenario of the catalog.
    case previousScenario = "previous"
    /// Starts the scenario again, fresh, and presents.
    case restart
    /// Plays the scenario's dismissal as its user makes it.
    case dismiss
    /// Shows the list of scenarios (the window's first screen without a scenario named).
    case picker = "list"
}
