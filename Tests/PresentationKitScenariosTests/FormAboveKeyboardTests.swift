import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The keyboard's curve as Behaviour 15.16 states it: the cubic bezier (0.38, 0.7), (0.125, 1), solved
/// here by bisection on x.
private func keyboardProgress(_ t: Double) -> Double {
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

/// Keyboard notifications on one host, with their userInfo.
private final class KeyboardLog: @unchecked Sendable {
    var entries: [(name: String, begin: CGRect?, end: CGRect?, duration: Double?, curve: Int?)] = []
    private var tokens: [NSObjectProtocol] = []

    @MainActor
    init(host: HeadlessHost) {
        for name in [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: host.application, queue: nil) {
                    [unowned self] notification in
                    let info = notification.userInfo ?? [:]
                    self.entries.append(
                        (
                            notification.name.rawValue,
                            (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                            (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                            info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                            info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
                        ))
                })
        }
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor
@Suite("A form in a card above the keyboard (Behaviour 15.16, 15.18)")
struct FormAboveKeyboardTests {
    /// iPhone 15 portrait: 393 × 852; keyboard 291 (Behaviour 15.16); card 236.
    let screen = CGSize(width: 393, height: 852)
    let keyboardHeight: CGFloat = 291
    let cardHeight: CGFloat = 236

    @Test func theCardRidesAboveTheKeyboardAndDoneHidesBoth() throws {
        let stage = FormAboveKeyboardStage()
        let host = stage.host
        let card = stage.card
        let log = KeyboardLog(host: host)
        host.window.rootViewController?.present(card, animated: true)
        host.runUntilIdle()
        let resting = CGRect(x: 0, y: screen.height - cardHeight, width: screen.width, height: cardHeight)
        #expect(card.view.frame == resting)

        // Tap the name field: it begins editing and the keyboard comes up.
        host.tap(at: CGPoint(x: 196, y: 700))
        let shown = host.time
        #expect(card.events == ["shouldBeginEditing(name)", "didBeginEditing(name)", "keyboardWillShow"])
        #expect(card.nameField.isFirstResponder)
        let keyboardUp = CGRect(
            x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
        #expect(host.keyboardFrame == keyboardUp)
        let lifted = resting.offsetBy(dx: 0, dy: -keyboardHeight)
        #expect(card.view.frame == lifted)

        // On the way up, the card's bottom edge sits on the keyboard's top edge.
        for elapsed in [0.05, 0.125, 0.2] {
            host.advance(by: shown + elapsed - host.time)
            let expectedTop = resting.minY - keyboardHeight * keyboardProgress(elapsed / 0.25)
            let cardNow = try #require(card.view.layer.presentation()).frame
            let keyboardNow = try #require(host.visibleKeyboardFrame)
            #expect(abs(cardNow.minY - expectedTop) < 1e-3, "card at \(elapsed) s")
            #expect(abs(cardNow.maxY - keyboardNow.minY) < 1e-6, "touching the keyboard at \(elapsed) s")
        }
        host.runUntilIdle()
        #expect(try #require(card.view.layer.presentation()).frame == lifted)

        // Type, Return to the next field (the keyboard stays: no notification), type again.
        host.type("Ada")
        host.pressReturn()
        host.type("ada@example.com")
        #expect(card.nameField.text == "Ada")
        #expect(card.emailField.text == "ada@example.com")
        #expect(card.emailField.isFirstResponder)
        #expect(card.view.frame == lifted)

        // Done: editing ends (the keyboard starts down), then the card is dismissed.
        host.tap(at: CGPoint(x: 338, y: lifted.minY + 32))
        #expect(host.keyboardFrame == nil)
        host.runUntilIdle()
        #expect(card.presentingViewController == nil)
        #expect(card.view.window == nil)
        #expect(host.visibleKeyboardFrame == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")

        #expect(
            card.events == [
                "shouldBeginEditing(name)", "didBeginEditing(name)", "keyboardWillShow",
                "shouldReturn(name)", "shouldBeginEditing(email)", "didEndEditing(name)",
                "didBeginEditing(email)",
                "done", "didEndEditing(email)", "keyboardWillHide",
            ])
        #expect(
            log.entries.map(\.name) == [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
            ])
        let keyboardDown = keyboardUp.offsetBy(dx: 0, dy: keyboardHeight)
        #expect(log.entries.map(\.begin) == [keyboardDown, keyboardDown, keyboardUp, keyboardUp])
        #expect(log.entries.map(\.end) == [keyboardUp, keyboardUp, keyboardDown, keyboardDown])
        #expect(log.entries.map(\.duration) == [0.25, 0.25, 0.25, 0.25])
        #expect(log.entries.map(\.curve) == [7, 7, 7, 7])
    }

    @Test func returnOnTheLastFieldEndsEditingAndTheCardComesBackDown() {
        let stage = FormAboveKeyboardStage()
        let host = stage.host
        let card = stage.card
        host.window.rootViewController?.present(card, animated: true)
        host.runUntilIdle()
        host.tap(at: CGPoint(x: 196, y: 700))
        host.runUntilIdle()
        host.pressReturn()
        host.pressReturn()
        #expect(host.firstResponder == nil)
        host.runUntilIdle()
        #expect(card.view.frame.maxY == screen.height)
        #expect(host.visibleKeyboardFrame == nil)
    }

    @Test func theGalleryScriptPlaysTheSameStory() throws {
        let run = try #require(ScenarioCatalog.scenario(named: "form-above-keyboard")).makeRun()
        run.present()
        run.host.runUntilIdle()
        run.dismiss()
        run.host.runUntilIdle()
        let card = try #require(run.presented as? FormCardViewController)
        #expect(card.nameField.text == "Ada")
        #expect(card.emailField.text == "ada@example.com")
        #expect(card.events.last == "keyboardWillHide")
        #expect(run.presenting.presentedViewController == nil)
        #expect(run.host.diagnostics.isEmpty)
    }
}
