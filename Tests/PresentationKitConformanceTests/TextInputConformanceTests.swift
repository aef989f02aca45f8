import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Conformance · text fields, text views and their delegates")
struct TextInputConformanceTests {
    @Test("UITextField and UITextFieldDelegate: a tap, typing, Return, ending; layout reads the rects")
    func textField() {
        let log = CallLog.start()
        let stage = Stage()
        let field = ConformingTextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let delegate = ConformingTextFieldDelegate()
        field.delegate = delegate
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.clearsOnBeginEditing = true
        field.text = "old"
        stage.root.view.addSubview(field)
        stage.host.runUntilIdle()
        _ = log.take()

        stage.host.tap(at: CGPoint(x: 100, y: 120))
        let begin = log.take()
        #expect(
            inOrder(
                begin,
                [
                    "UITextFieldDelegate.textFieldShouldBeginEditing(_:)",
                    "UITextFieldDelegate.textFieldShouldClear(_:)",
                    "UITextFieldDelegate.textFieldDidBeginEditing(_:)",
                ]), "\(begin)")
        stage.host.type("ax")
        let typed = log.take()
        #expect(typed.contains("UITextField.insertText(_:)"))
        #expect(typed.filter { $0.hasSuffix("shouldChangeCharactersIn:replacementString:)") }.count == 2)
        #expect(field.text == "olda", "the delegate kept the old text and refused \"x\"")
        stage.host.pressDelete()
        #expect(log.take().contains("UITextField.deleteBackward()"))
        stage.host.pressReturn()
        #expect(log.take().contains("UITextFieldDelegate.textFieldShouldReturn(_:)"))
        stage.host.runUntilIdle()
        #expect(field.isEditing)
        #expect(field.resignFirstResponder())
        #expect(
            inOrder(
                log.take(),
                [
                    "UITextFieldDelegate.textFieldShouldEndEditing(_:)",
                    "UITextFieldDelegate.textFieldDidEndEditing(_:reason:)",
                ]))
        // Emptied, the field lays out its placeholder.
        field.text = ""
        stage.host.advance(by: 0)
        // What apps set and read, through the base class.
        let base: UITextField = field
        base.font = .systemFont(ofSize: 15)
        base.textColor = .label
        base.textAlignment = .center
        base.clearButtonMode = .whileEditing
        base.keyboardType = .emailAddress
        base.returnKeyType = .next
        base.autocapitalizationType = .none
        base.autocorrectionType = .no
        base.isSecureTextEntry = true
        #expect(!base.hasText)
        #expect(base.keyboardType == .emailAddress && base.returnKeyType == .next)
        #expect(base.autocapitalizationType == .none && base.autocorrectionType == .no)
        #expect(base.clearButtonMode == .whileEditing && base.isSecureTextEntry)
        let archived = ConformingTextField(coder: NSCoder())
        #expect(archived != nil)
        #expect(log.missing("UITextField") == [])
        #expect(log.missing("UITextFieldDelegate") == [])
    }

    @Test("UITextView and UITextViewDelegate: a tap, typing, Return, ending")
    func textView() {
        let log = CallLog.start()
        let stage = Stage()
        let textView = ConformingTextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let delegate = ConformingTextViewDelegate()
        textView.delegate = delegate
        stage.root.view.addSubview(textView)
        stage.host.runUntilIdle()
        _ = log.take()
        stage.host.tap(at: CGPoint(x: 100, y: 150))
        #expect(
            inOrder(
                log.take(),
                [
                    "UITextViewDelegate.textViewShouldBeginEditing(_:)",
                    "UITextViewDelegate.textViewDidBeginEditing(_:)",
                ]
            ))
        stage.host.type("ax")
        stage.host.pressReturn()
        stage.host.pressDelete()
        let typed = log.take()
        #expect(typed.contains("UITextView.insertText(_:)") && typed.contains("UITextView.deleteBackward()"))
        #expect(typed.contains("UITextViewDelegate.textViewDidChange(_:)"))
        #expect(textView.text == "a")
        #expect(textView.resignFirstResponder())
        #expect(
            inOrder(
                log.take(),
                [
                    "UITextViewDelegate.textViewShouldEndEditing(_:)",
                    "UITextViewDelegate.textViewDidEndEditing(_:)",
                ]))
        stage.host.runUntilIdle()
        let base: UITextView = textView
        base.font = .systemFont(ofSize: 14)
        base.textColor = .label
        base.isEditable = false
        #expect(base.hasText && !base.isEditable)
        #expect(ConformingTextView(coder: NSCoder()) != nil)
        #expect(log.missing("UITextView") == [])
        #expect(log.missing("UITextViewDelegate") == [])
    }

    @Test("UIKeyInput: the host types into any first responder that takes keys")
    func keyInput() {
        let log = CallLog.start()
        let stage = Stage()
        let input = ConformingKeyInput(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        stage.root.view.addSubview(input)
        #expect(input.becomeFirstResponder())
        let keys: UIKeyInput = input
        keys.insertText("ab")
        keys.deleteBackward()
        #expect(keys.hasText)
        #expect(input.typed == "a")
        #expect(log.missing("UIKeyInput") == [])
    }
}
