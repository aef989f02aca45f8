import Foundation
import PresentationKit
import Testing

@MainActor
private final class LoggingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var refusesNewlines = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        log.append("shouldChange(\(range.location),\(range.length),\(text == "\n" ? "\\n" : text))")
        return !(refusesNewlines && text == "\n")
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
}

@Suite("UITextView basics (Behaviour 15.15)")
@MainActor
struct UITextViewTests {
    @Test func editingCallsTheDelegateInOrder() {
        let host = HeadlessHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        host.window.addSubview(textView)
        let delegate = LoggingTextViewDelegate()
        delegate.refusesNewlines = true
        textView.delegate = delegate
        #expect(textView.becomeFirstResponder())
        host.type("hi")
        host.pressReturn()
        #expect(textView.resignFirstResponder())
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "shouldChange(0,0,h)", "didChange", "shouldChange(1,0,i)",
                "didChange",
                "shouldChange(2,0,\\n)", "shouldEnd", "didEnd",
            ])
        #expect(textView.text == "hi")
    }

    @Test func aReadOnlyTextViewCannotBecomeFirstResponder() {
        let host = HeadlessHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        textView.isEditable = false
        host.window.addSubview(textView)
        #expect(textView.becomeFirstResponder() == false)
        #expect(host.keyboardFrame == nil)
    }

    @Test func theContentGrowsWithTheText() {
        let host = HeadlessHost()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
        textView.font = .systemFont(ofSize: 20)
        host.window.addSubview(textView)
        textView.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        host.advance(by: 0)
        let font = UIFont.systemFont(ofSize: 20)
        #expect(textView.contentSize.height == 8 + ceil(10 * font.lineHeight) + 8)
        #expect(textView.contentSize.height > textView.bounds.height)  // it scrolls
    }
}
