import Foundation
import Testing

@testable import PresentationKit

/// The keyboard layout guide (Behaviour 17.13) on a notched phone: 393 × 852, a 34-point
/// home-indicator inset, a 291-point keyboard in portrait (Behaviour 15.16).
@MainActor
@Suite("Auto Layout: keyboardLayoutGuide")
struct UIKeyboardLayoutGuideTests {
    @Test("a field pinned above the keyboard guide rides up with the keyboard, in its animation, and back")
    func fieldFollowsKeyboard() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        host.runUntilIdle()
        // Keyboard down: the guide is the 34-point inset; the field sits 8 above it.
        #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 818 - 8 - 44, width: 361, height: 44))

        _ = field.becomeFirstResponder()
        host.advance(by: 0.05)
        // Mid-animation the field is on its way: the model is at the end, what is shown is between.
        let keyboardTop: CGFloat = 852 - 291
        #expect(field.frame.maxY == keyboardTop - 8)
        let shown = field.layer.presentation()?.frame.maxY ?? 0
        #expect(shown < 810 && shown > keyboardTop - 8)
        host.runUntilIdle()
        #expect(
            root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: keyboardTop, width: 393, height: 291)
        )
        #expect(field.layer.presentation()?.frame.maxY == keyboardTop - 8)

        _ = field.resignFirstResponder()
        host.runUntilIdle()
        #expect(field.frame.maxY == 810)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("without the bottom safe area the resting guide has no height")
    func withoutSafeArea() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        root.view.keyboardLayoutGuide.usesBottomSafeArea = false
        #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
    }
}
