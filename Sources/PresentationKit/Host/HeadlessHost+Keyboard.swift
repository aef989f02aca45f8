import Foundation

/// The keyboard and typing (Behaviour 15.16–15.17): a text input that becomes its window's first
/// responder brings up the host's software keyboard; these calls type on it.
extension HeadlessHost {
    /// The window's first responder, if any.
    public var firstResponder: UIResponder? { window.firstResponder }

    /// Where the keyboard rests, in screen coordinates, while it is up or on its way up; nil
    /// once it starts to hide and while it is down.
    public var keyboardFrame: CGRect? { keyboard.isShown ? keyboard.shownFrame : nil }

    /// The keyboard as drawn now (its presentation frame mid-animation), nil while it is down.
    public var visibleKeyboardFrame: CGRect? {
        guard !keyboard.panel.isHidden else { return nil }
        return keyboard.panel.layer.presentation()?.frame ?? keyboard.panel.frame
    }

    /// What the renderer draws above the window: the keyboard's layer while it shows.
    package var overlayLayers: [CALayer] {
        keyboard.panel.isHidden ? [] : [keyboard.panel.layer]
    }

    /// Types `text` on the keyboard, one key per character, at the current time: each character
    /// goes to the first responder's `insertText(_:)` (a text field asks its delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` and sends `.editingChanged`);
    /// a "\n" is a press of Return. With no text input as first responder it is reported and
    /// nothing is typed.
    public func type(_ text: String) {
        guard let input = keyInput(for: "type(\"\(text)\")") else { return }
        clock.perform {
            for character in text {
                input.insertText(String(character))
            }
        }
    }

    /// Presses Return: "\n" to the first responder (a text field asks `textFieldShouldReturn`;
    /// a text view gets a newline). Reported, and nothing happens, with no text input as first
    /// responder.
    public func pressReturn() {
        guard let input = keyInput(for: "pressReturn()") else { return }
        clock.perform { input.insertText("\n") }
    }

    /// Presses Delete: the first responder's `deleteBackward()`. Reported with no text input as
    /// first responder.
    public func pressDelete() {
        guard let input = keyInput(for: "pressDelete()") else { return }
        clock.perform { input.deleteBackward() }
    }

    private func keyInput(for call: String) -> UIKeyInput? {
        guard let responder = window.firstResponder else {
            clock.report(
                .firstResponderMisuse,
                "\(call) with no first responder: nothing was typed; make a text field first responder "
                    + "(tap it, or call becomeFirstResponder()) first")
            return nil
        }
        guard let input = responder as? UIKeyInput, responder.showsSoftwareKeyboard else {
            clock.report(
                .firstResponderMisuse,
                "\(call) while the first responder is a \(Swift.type(of: responder)), which takes no text: "
                    + "nothing was typed")
            return nil
        }
        return input
    }
}
