import Foundation
import PresentationKit
import Testing

/// The keyboard's curve as Behaviour 15.16 states it, solved here by bisection on x(s): the cubic
/// bezier through (0, 0), (0.38, 0.7), (0.125, 1), (1, 1).
func keyboardCurveProgress(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bezier(mid, 0.38, 0.125) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0.7, 1)
}

@Suite("The software keyboard (Behaviour 15.16–15.17)")
@MainActor
struct HeadlessHostKeyboardTests {
    private func field(in host: HeadlessHost, y: CGFloat = 100) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
        host.window.addSubview(field)
        return field
    }

    @Test func showingPostsWillThenDidWithUIKitsUserInfo() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let log = KeyboardNotificationLog(host: host)
        let field = field(in: host)
        host.advance(by: 0.5)
        #expect(field.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        #expect(host.keyboardFrame == CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
        host.advance(by: 0.25)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.times == [0.5, 0.5, 0.75, 0.75])
        for info in log.userInfos {
            let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
            let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            #expect(begin == CGRect(x: 0, y: 852, width: 393, height: 291))
            #expect(end == CGRect(x: 0, y: 561, width: 393, height: 291))
            #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
            #expect(
                (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
            #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
            #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
            #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue == 7)
            #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        }
    }

    @Test("15.16: turned while up, the keyboard takes the landscape frame with the turn, announced as a show")
    func followsATurn() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let field = field(in: host)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        let log = KeyboardNotificationLog(host: host)
        host.rotate(to: .landscapeRight, duration: 0.3)
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        host.runUntilIdle()
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        let info = try #require(log.userInfos.last)
        // Portrait: 393 wide, 291 tall at the bottom of 852; landscape: 852 wide, 171 tall at the
        // bottom of 393.
        #expect(
            (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(
            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                == CGRect(x: 0, y: 222, width: 852, height: 171))
        #expect(host.keyboardFrame == CGRect(x: 0, y: 222, width: 852, height: 171))
        #expect(host.visibleKeyboardFrame == CGRect(x: 0, y: 222, width: 852, height: 171))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("15.16: a finger on the keyboard reaches no view of the app")
    func keyboardTakesTouches() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        var taps = 0
        let below = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 352))
        below.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        host.window.addSubview(below)
        let field = field(in: host)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 200, y: 700))  // on the keyboard (561…852)
        host.touchDown(at: CGPoint(x: 200, y: 650))
        host.touchMove(to: CGPoint(x: 200, y: 600))
        host.touchUp()
        host.runUntilIdle()
        #expect(taps == 0)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        host.tap(at: CGPoint(x: 200, y: 530))  // above the keyboard, on the view
        host.runUntilIdle()
        #expect(taps == 1)
        _ = field.resignFirstResponder()
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 200, y: 700))  // the keyboard is down: the view hears it
        host.runUntilIdle()
        #expect(taps == 2)
    }

    @Test func theKeyboardSlidesOnItsCurve() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let field = field(in: host)
        #expect(host.visibleKeyboardFrame == nil)
        #expect(field.becomeFirstResponder())
        for step in 0...10 {
            let t = Double(step) * 0.025
            let expected = 852 - 291 * keyboardCurveProgress(t / 0.25)
            let frame = try #require(host.visibleKeyboardFrame)
            #expect(abs(frame.minY - expected) < 1e-3, "at \(t) s")
            host.advance(by: 0.025)
        }
        #expect(host.visibleKeyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
    }

    @Test func anAppAnimationWithTheNotificationsCurveMovesWithTheKeyboard() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let card = UIView(frame: CGRect(x: 0, y: 652, width: 393, height: 200))
        host.window.addSubview(card)
        let field = field(in: host)
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: host.application, queue: nil
        ) { [unowned card] notification in
            nonisolated(unsafe) let info = notification.userInfo ?? [:]
            MainActor.assumeIsolated {
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
                UIView.animate(
                    withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)
                ) {
                    card.frame.origin.y = end.minY - card.frame.height
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(field.becomeFirstResponder())
        host.advance(by: 0.1)
        let keyboard = try #require(host.visibleKeyboardFrame)
        let cardNow = try #require(card.layer.presentation()).frame
        #expect(abs(cardNow.maxY - keyboard.minY) < 1e-6)
        #expect(abs(keyboard.minY - (852 - 291 * keyboardCurveProgress(0.4))) < 1e-3)
        host.runUntilIdle()
        #expect(card.frame.maxY == 561)
    }

    @Test func switchingFieldsKeepsTheKeyboardUpWithoutNotifications() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let first = field(in: host, y: 100)
        let second = field(in: host, y: 200)
        #expect(first.becomeFirstResponder())
        host.runUntilIdle()
        let log = KeyboardNotificationLog(host: host)
        host.tap(at: CGPoint(x: 100, y: 217))
        host.runUntilIdle()
        #expect(second.isFirstResponder)
        #expect(log.names.isEmpty)
        #expect(host.keyboardFrame != nil)
    }

    @Test func resigningHidesTheKeyboard() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let field = field(in: host)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        let log = KeyboardNotificationLog(host: host)
        let start = host.time
        #expect(field.resignFirstResponder())
        #expect(host.keyboardFrame == nil)
        host.advance(by: 0.25)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(log.times == [start, start, start + 0.25, start + 0.25])
        let end = (log.userInfos[1][UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        let begin = (log.userInfos[1][UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(begin == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(end == CGRect(x: 0, y: 852, width: 393, height: 291))
        #expect(host.visibleKeyboardFrame == nil)
    }

    @Test func hidingMidwayStartsFromWhereTheKeyboardIsAndNeverSaysDidShow() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let field = field(in: host)
        let log = KeyboardNotificationLog(host: host)
        #expect(field.becomeFirstResponder())
        host.advance(by: 0.1)
        let midway = try #require(host.visibleKeyboardFrame)
        #expect(field.resignFirstResponder())
        host.runUntilIdle()
        #expect(
            log.names == [
                "WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
            ])
        let begin = (log.userInfos[3][UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(begin == midway)
        #expect(host.visibleKeyboardFrame == nil)
    }

    @Test(arguments: [
        (HeadlessDevice.smallPhone, UIInterfaceOrientation.portrait, CGFloat(216)),
        (.smallPhone, .landscapeRight, 162),
        (.notchedPhone, .portrait, 291),
        (.notchedPhone, .landscapeRight, 171),
        (.largePhone, .portrait, 291),
        (.tablet, .portrait, 313),
        (.tablet, .landscapeLeft, 398),
    ])
    func heightsPerDeviceAndOrientation(
        device: HeadlessDevice, orientation: UIInterfaceOrientation, height: CGFloat
    ) {
        let host = HeadlessHost(device: device, orientation: orientation)
        let field = field(in: host)
        #expect(field.becomeFirstResponder())
        let size = device.size(in: orientation)
        #expect(
            host.keyboardFrame == CGRect(x: 0, y: size.height - height, width: size.width, height: height))
    }

    @Test func aTextViewGetsTheKeyboardAndANewlineOnReturn() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        host.window.addSubview(textView)
        host.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder)
        #expect(host.keyboardFrame != nil)
        host.type("one")
        host.pressReturn()
        host.type("two")
        #expect(textView.text == "one\ntwo")
    }

    // MARK: Bad input

    @Test func typingWithNoFirstResponderIsReportedAndChangesNothing() {
        let host = HeadlessHost()
        let field = field(in: host)
        host.type("abc")
        host.pressReturn()
        host.pressDelete()
        #expect(field.text == "")
        #expect(
            host.diagnostics.map(\.kind) == [
                .firstResponderMisuse, .firstResponderMisuse, .firstResponderMisuse,
            ])
        #expect(host.diagnostics.first?.message.contains("type(\"abc\") with no first responder") == true)
    }

    @Test func typingIntoAResponderThatTakesNoTextIsReported() {
        final class Focusable: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = HeadlessHost()
        let view = Focusable()
        host.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(host.keyboardFrame == nil)  // not a text input: no keyboard
        host.type("x")
        #expect(host.diagnostics.map(\.kind) == [.firstResponderMisuse])
        #expect(view.isFirstResponder)
    }

    @Test func aFieldInNoWindowGetsNoKeyboardAndIsReported() {
        let host = HeadlessHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let log = KeyboardNotificationLog(host: host)
        #expect(field.becomeFirstResponder() == false)
        #expect(field.isEditing == false)
        #expect(host.keyboardFrame == nil)
        #expect(log.names.isEmpty)
        #expect(host.diagnostics.map(\.kind) == [.firstResponderMisuse])
        // State kept: the field works once in a window.
        host.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(host.keyboardFrame != nil)
    }

    @Test func aFieldLeavingTheWindowHidesTheKeyboard() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let field = field(in: host)
        #expect(field.becomeFirstResponder())
        host.runUntilIdle()
        field.removeFromSuperview()
        #expect(field.isEditing == false)
        #expect(host.keyboardFrame == nil)
        host.runUntilIdle()
        #expect(host.visibleKeyboardFrame == nil)
        #expect(host.diagnostics.isEmpty)
    }
}
