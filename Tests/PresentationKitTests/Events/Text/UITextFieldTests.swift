import Foundation
import PresentationKit
import Testing

@MainActor
private final class EventLog {
    var events: [String] = []
    func began() { events.append("editingDidBegin") }
    func changed() { events.append("editingChanged") }
    func ended() { events.append("editingDidEnd") }
    func exited() { events.append("editingDidEndOnExit") }
}

@Suite("UITextField (Behaviour 15.14)")
@MainActor
struct UITextFieldTests {
    private func makeField(in host: HeadlessHost, y: CGFloat = 100) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        return field
    }

    @Test func defaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.isSecureTextEntry == false)
        #expect(field.isEditing == false)
        #expect(field.canBecomeFirstResponder)
        #expect(field.font?.pointSize == 17)
        #expect(
            UIControl.Event.allEditingEvents.rawValue
                == UIControl.Event([.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
                .rawValue)
    }

    @Test func aTapBeginsEditingThroughTheDelegateAndTheControlEvents() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        field.delegate = delegate
        let events = EventLog()
        field.addTarget(events, action: EventLog.began, for: .editingDidBegin)
        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(delegate.log == ["A.shouldBegin", "A.didBegin"])
        #expect(events.events == ["editingDidBegin"])
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        #expect(host.firstResponder === field)
    }

    @Test func aDelegateCanRefuseToBegin() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        delegate.allowsBegin = false
        field.delegate = delegate
        #expect(field.becomeFirstResponder() == false)
        #expect(field.isEditing == false)
        #expect(host.keyboardFrame == nil)
        #expect(delegate.log == ["A.shouldBegin"])
    }

    @Test func typingGoesThroughShouldChangeOneKeyAtATime() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        delegate.refused = ["!"]
        field.delegate = delegate
        let events = EventLog()
        field.addTarget(events, action: EventLog.changed, for: .editingChanged)
        #expect(field.becomeFirstResponder())
        delegate.log.removeAll()
        host.type("hé!")
        #expect(field.text == "hé")
        #expect(delegate.log == ["A.shouldChange(0,0,h)", "A.shouldChange(1,0,é)", "A.shouldChange(2,0,!)"])
        #expect(events.events == ["editingChanged", "editingChanged"])
        delegate.log.removeAll()
        host.pressDelete()
        #expect(field.text == "h")
        #expect(delegate.log == ["A.shouldChange(1,1,)"])
        #expect(field.hasText)
    }

    @Test func rangesCountUTF16AsNSRangeDoes() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        field.delegate = delegate
        field.text = "😀"
        #expect(field.becomeFirstResponder())
        delegate.log.removeAll()
        host.type("a")
        host.pressDelete()
        host.pressDelete()
        #expect(delegate.log == ["A.shouldChange(2,0,a)", "A.shouldChange(2,1,)", "A.shouldChange(0,2,)"])
        #expect(field.text == "")
    }

    @Test func returnAsksTheDelegateAndResignsOnlyWithAnOnExitAction() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        delegate.log.removeAll()
        host.pressReturn()
        #expect(delegate.log == ["A.shouldReturn"])
        #expect(field.isFirstResponder)  // nothing listens for .editingDidEndOnExit
        #expect(field.text == "")  // no newline in a one-line field
        let events = EventLog()
        field.addTarget(events, action: EventLog.exited, for: .editingDidEndOnExit)
        field.addTarget(events, action: EventLog.ended, for: .editingDidEnd)
        delegate.log.removeAll()
        host.pressReturn()
        #expect(delegate.log == ["A.shouldReturn", "A.shouldEnd", "A.didEnd(committed)"])
        #expect(events.events == ["editingDidEndOnExit", "editingDidEnd"])
        #expect(field.isFirstResponder == false)
    }

    @Test func aRefusedReturnSendsNothing() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        delegate.allowsReturn = false
        field.delegate = delegate
        let events = EventLog()
        field.addTarget(events, action: EventLog.exited, for: .editingDidEndOnExit)
        #expect(field.becomeFirstResponder())
        host.pressReturn()
        #expect(events.events.isEmpty)
        #expect(field.isFirstResponder)
    }

    @Test func movingBetweenFieldsAsksInUIKitsOrder() {
        let host = HeadlessHost()
        let first = makeField(in: host, y: 100)
        let second = makeField(in: host, y: 200)
        let shared = SharedLog()
        let a = LoggingTextFieldDelegate("A", shared: shared)
        let b = LoggingTextFieldDelegate("B", shared: shared)
        first.delegate = a
        second.delegate = b
        #expect(first.becomeFirstResponder())
        shared.entries.removeAll()
        host.tap(at: CGPoint(x: 100, y: 217))
        #expect(shared.entries == ["B.shouldBegin", "A.shouldEnd", "A.didEnd(committed)", "B.didBegin"])
        #expect(second.isFirstResponder)
        #expect(first.isEditing == false)
    }

    @Test func aDelegateThatRefusesToEndKeepsEditingUnlessForced() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        delegate.allowsEnd = false
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder() == false)
        #expect(host.window.endEditing(false) == false)
        #expect(field.isEditing)
        delegate.log.removeAll()
        #expect(host.window.endEditing(true))
        #expect(delegate.log == ["A.didEnd(committed)"])
        #expect(field.isEditing == false)
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        field.text = "old"
        field.clearsOnBeginEditing = true
        let delegate = LoggingTextFieldDelegate("A")
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        #expect(delegate.log == ["A.shouldBegin", "A.shouldClear", "A.didBegin"])
        #expect(field.text == "")
    }

    @Test func settingTextSendsNothing() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let delegate = LoggingTextFieldDelegate("A")
        field.delegate = delegate
        let events = EventLog()
        field.addTarget(events, action: EventLog.changed, for: .editingChanged)
        field.text = "set"
        #expect(delegate.log.isEmpty)
        #expect(events.events.isEmpty)
    }

    @Test func aDisabledFieldCannotBecomeFirstResponder() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        field.isEnabled = false
        #expect(field.becomeFirstResponder() == false)
        host.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isEditing == false)
    }

    @Test func theTextDidChangeNotificationNamesTheField() {
        let host = HeadlessHost()
        let field = makeField(in: host)
        let log = KeyboardNotificationLog(
            host: host,
            names: [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ], object: field)
        #expect(field.becomeFirstResponder())
        host.type("ab")
        #expect(field.resignFirstResponder())
        #expect(
            log.names == [
                "UITextFieldTextDidBeginEditing", "UITextFieldTextDidChange", "UITextFieldTextDidChange",
                "UITextFieldTextDidEndEditing",
            ])
    }

    @Test func anOverriddenTextRectPlacesTheText() {
        final class Padded: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
        }
        let host = HeadlessHost()
        let field = Padded(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        field.text = "Hi"
        host.window.addSubview(field)
        host.advance(by: 0)
        let label = field.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.frame == CGRect(x: 20, y: 0, width: 160, height: 40))
        #expect(label?.text == "Hi")
    }
}
