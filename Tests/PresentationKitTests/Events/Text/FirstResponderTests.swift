import Foundation
import PresentationKit
import Testing

/// A view that can become first responder but is not a text input.
@MainActor
private final class FocusableView: UIView {
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
}

@Suite("First responder (Behaviour 15.13)")
@MainActor
struct FirstResponderTests {
    @Test func aPlainViewCannotBecomeFirstResponder() {
        let host = HeadlessHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        #expect(view.canBecomeFirstResponder == false)
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
        #expect(host.firstResponder == nil)
    }

    @Test func oneFirstResponderPerWindow() {
        let host = HeadlessHost()
        let first = FocusableView()
        let second = FocusableView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder)
        #expect(first.isFirstResponder == false)
        #expect(host.firstResponder === second)
        // Becoming again is a no-op that succeeds.
        #expect(second.becomeFirstResponder())
    }

    @Test func aResponderThatRefusesToResignKeepsTheRole() {
        let host = HeadlessHost()
        let first = FocusableView()
        let second = FocusableView()
        host.window.addSubview(first)
        host.window.addSubview(second)
        #expect(first.becomeFirstResponder())
        first.refusesToResign = true
        #expect(second.becomeFirstResponder() == false)
        #expect(first.resignFirstResponder() == false)
        #expect(host.firstResponder === first)
        // endEditing(true) forces it.
        #expect(host.window.endEditing(true))
        #expect(host.firstResponder == nil)
    }

    @Test func aViewInNoWindowCannotBecomeFirstResponder() {
        let host = HeadlessHost()
        let view = FocusableView()
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
        // Not a text input: no keyboard was asked for, nothing to report.
        #expect(host.diagnostics.isEmpty)
    }

    @Test func leavingTheWindowResigns() {
        let host = HeadlessHost()
        let container = UIView()
        let view = FocusableView()
        container.addSubview(view)
        host.window.addSubview(container)
        #expect(view.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(view.isFirstResponder == false)
        #expect(host.firstResponder == nil)
    }

    @Test func endEditingOnlyReachesTheViewsSubtree() {
        let host = HeadlessHost()
        let left = UIView()
        let right = UIView()
        let view = FocusableView()
        left.addSubview(view)
        host.window.addSubview(left)
        host.window.addSubview(right)
        #expect(view.becomeFirstResponder())
        #expect(right.endEditing(false))
        #expect(view.isFirstResponder)
        #expect(left.endEditing(false))
        #expect(view.isFirstResponder == false)
    }

    @Test func aControllerBecomesFirstResponderInItsViewsWindow() {
        final class Focusable: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let host = HeadlessHost()
        let controller = Focusable()
        #expect(controller.becomeFirstResponder() == false)  // its view is in no window
        host.window.rootViewController = controller
        host.advance(by: 0)
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        #expect(controller.resignFirstResponder())
        #expect(host.firstResponder == nil)
    }
}
