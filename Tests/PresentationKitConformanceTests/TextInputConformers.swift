import Foundation
import PresentationKit

/// `UITextField` with every listed member overridden in UIKit's spelling.
class ConformingTextField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UITextField")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UITextField")
    }
    override var text: String? {
        get {
            note("UITextField")
            return super.text
        }
        set { super.text = newValue }
    }
    override var placeholder: String? {
        get {
            note("UITextField")
            return super.placeholder
        }
        set { super.placeholder = newValue }
    }
    override var font: UIFont? {
        get {
            note("UITextField")
            return super.font
        }
        set { super.font = newValue }
    }
    override var textColor: UIColor? {
        get {
            note("UITextField")
            return super.textColor
        }
        set { super.textColor = newValue }
    }
    override var textAlignment: NSTextAlignment {
        get {
            note("UITextField")
            return super.textAlignment
        }
        set { super.textAlignment = newValue }
    }
    override var borderStyle: UITextField.BorderStyle {
        get {
            note("UITextField")
            return super.borderStyle
        }
        set { super.borderStyle = newValue }
    }
    override var clearButtonMode: UITextField.ViewMode {
        get {
            note("UITextField")
            return super.clearButtonMode
        }
        set { super.clearButtonMode = newValue }
    }
    override var isEditing: Bool {
        note("UITextField")
        return super.isEditing
    }
    override weak var delegate: UITextFieldDelegate? {
        get {
            note("UITextField")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override func textRect(forBounds bounds: CGRect) -> CGRect {
        note("UITextField")
        return super.textRect(forBounds: bounds)
    }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        note("UITextField")
        return super.placeholderRect(forBounds: bounds)
    }
    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        note("UITextField")
        return super.editingRect(forBounds: bounds)
    }
    override var keyboardType: UIKeyboardType {
        get {
            note("UITextField")
            return super.keyboardType
        }
        set { super.keyboardType = newValue }
    }
    override var returnKeyType: UIReturnKeyType {
        get {
            note("UITextField")
            return super.returnKeyType
        }
        set { super.returnKeyType = newValue }
    }
    override var autocapitalizationType: UITextAutocapitalizationType {
        get {
            note("UITextField")
            return super.autocapitalizationType
        }
        set { super.autocapitalizationType = newValue }
    }
    override var autocorrectionType: UITextAutocorrectionType {
        get {
            note("UITextField")
            return super.autocorrectionType
        }
        set { super.autocorrectionType = newValue }
    }
    override var isSecureTextEntry: Bool {
        get {
            note("UITextField")
            return super.isSecureTextEntry
        }
        set { super.isSecureTextEntry = newValue }
    }
    override var hasText: Bool {
        note("UITextField")
        return super.hasText
    }
    override func insertText(_ text: String) {
        note("UITextField")
        super.insertText(text)
    }
    override func deleteBackward() {
        note("UITextField")
        super.deleteBackward()
    }
}

/// `UITextView` with every listed member overridden in UIKit's spelling.
class ConformingTextView: UITextView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UITextView")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UITextView")
    }
    override var text: String! {
        get {
            note("UITextView")
            return super.text
        }
        set { super.text = newValue }
    }
    override var font: UIFont? {
        get {
            note("UITextView")
            return super.font
        }
        set { super.font = newValue }
    }
    override var textColor: UIColor? {
        get {
            note("UITextView")
            return super.textColor
        }
        set { super.textColor = newValue }
    }
    override var isEditable: Bool {
        get {
            note("UITextView")
            return super.isEditable
        }
        set { super.isEditable = newValue }
    }
    override var hasText: Bool {
        note("UITextView")
        return super.hasText
    }
    override func insertText(_ text: String) {
        note("UITextView")
        super.insertText(text)
    }
    override func deleteBackward() {
        note("UITextView")
        super.deleteBackward()
    }
}

/// `UITextFieldDelegate` with every requirement in UIKit's spelling.
class ConformingTextFieldDelegate: NSObject, UITextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        note("UITextFieldDelegate")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { note("UITextFieldDelegate") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        note("UITextFieldDelegate")
        return true
    }
    func textFieldDidEndEditing(_ textField: UITextField) { note("UITextFieldDelegate") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        note("UITextFieldDelegate")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        note("UITextFieldDelegate")
        return string != "x"
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { note("UITextFieldDelegate") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        note("UITextFieldDelegate")
        return false
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        note("UITextFieldDelegate")
        return false
    }
}

/// `UITextViewDelegate` with every requirement in UIKit's spelling.
class ConformingTextViewDelegate: NSObject, UITextViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        note("UITextViewDelegate")
        return true
    }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        note("UITextViewDelegate")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { note("UITextViewDelegate") }
    func textViewDidEndEditing(_ textView: UITextView) { note("UITextViewDelegate") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        note("UITextViewDelegate")
        return text != "x"
    }
    func textViewDidChange(_ textView: UITextView) { note("UITextViewDelegate") }
    func textViewDidChangeSelection(_ textView: UITextView) { note("UITextViewDelegate") }
}

/// `UIKeyInput` implemented by a plain responder, in UIKit's spelling.
class ConformingKeyInput: UIView, UIKeyInput {
    var typed = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool {
        note("UIKeyInput")
        return !typed.isEmpty
    }
    func insertText(_ text: String) {
        note("UIKeyInput")
        typed += text
    }
    func deleteBackward() {
        note("UIKeyInput")
        typed = String(typed.dropLast())
    }
}
