import Foundation

/// What a text field asks and tells its delegate while editing, as UIKit's `UITextFieldDelegate`.
///
/// Every requirement is optional, as in UIKit: each has a default in an extension. Order
/// (Behaviour 15.14): `textFieldShouldBeginEditing` → `textFieldDidBeginEditing` (then
/// `.editingDidBegin`); per typed string `textField(_:shouldChangeCharactersIn:replacementString:)`
/// (then `.editingChanged`); Return asks `textFieldShouldReturn` (then `.editingDidEndOnExit`);
/// ending asks `textFieldShouldEndEditing` → `textFieldDidEndEditing(_:reason:)` (then
/// `.editingDidEnd`). Moving from field A to field B: B's `ShouldBegin`, A's `ShouldEnd`, A's
/// `DidEnd`, B's `DidBegin`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing (default true).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (default true); not asked when ending is forced
    /// (`endEditing(true)`, the field leaving its window).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field stopped editing, for `reason`; the default calls `textFieldDidEndEditing(_:)`, so
    /// a delegate implements either, as in UIKit.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets in the text) may be replaced by `string`
    /// (default true). Typing inserts at the end; deleting replaces the last character by "".
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The selection changed. Never called: there is no selection here.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the text may be cleared (default true): asked before `clearsOnBeginEditing` clears.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does what it does (default true): then `.editingDidEndOnExit` is sent, and
    /// a field with actions for that event resigns.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true: the field may begin editing.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true: the field may stop editing.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, so a delegate that implements only the one-argument form still
    /// hears the end of editing.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Returns true: every edit is accepted.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true: `clearsOnBeginEditing` may clear the text.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns true: Return sends `.editingDidEndOnExit`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
