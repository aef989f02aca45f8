import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("UIControl and UIButton")
struct UIControlTests {
    private func hostedButton() -> (HeadlessHost, UIButton) {
        let host = HeadlessHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        host.window.addSubview(button)
        return (host, button)
    }

    @Test("a method-reference target fires touchUpInside once per tap")
    func touchUpInsideOnce() {
        let (host, button) = hostedButton()
        let target = ActionTarget()
        button.addTarget(target, action: ActionTarget.fired, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.calls == ["fired"])
    }

    @Test("a sender-typed action receives the button")
    func senderTyped() {
        let (host, button) = hostedButton()
        button.tag = 7
        let target = ActionTarget()
        button.addTarget(target, action: ActionTarget.buttonTapped, for: .primaryActionTriggered)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.calls == ["button 7"])
    }

    @Test("lifting within the enlarged tracking area is inside; far outside is touchUpOutside")
    func trackingArea() {
        let (host, button) = hostedButton()
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        host.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 180), duration: 0.1)  // 16 pt below
        #expect(events == ["inside"])
        events.removeAll()
        host.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 400), duration: 0.1)
        #expect(events == ["exit", "outside"])
    }

    @Test("the control does not keep its target alive")
    func targetNotRetained() {
        let (host, button) = hostedButton()
        weak var weakTarget: ActionTarget?
        do {
            let target = ActionTarget()
            weakTarget = target
            button.addTarget(target, action: ActionTarget.fired, for: .touchUpInside)
        }
        #expect(weakTarget == nil)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(button.allTargets.isEmpty)
    }

    @Test("highlighted while the finger is down inside, and touchDown fires at once")
    func highlight() {
        let (host, button) = hostedButton()
        var downs = 0
        button.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
        host.touchDown(at: CGPoint(x: 150, y: 120))
        #expect(button.isHighlighted && button.isTracking)
        #expect(downs == 1)
        #expect(button.state == .highlighted)
        host.touchUp()
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test("a disabled control sends nothing")
    func disabled() {
        let (host, button) = hostedButton()
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .allEvents)
        button.isEnabled = false
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(count == 0)
        #expect(button.state == .disabled)
    }

    @Test("removeTarget stops a target's actions; removeAction stops an action")
    func removal() {
        let (host, button) = hostedButton()
        let target = ActionTarget()
        var actions = 0
        let action = UIAction { _ in actions += 1 }
        button.addTarget(target, action: ActionTarget.fired, for: .touchUpInside)
        button.addAction(action, for: .touchUpInside)
        button.removeTarget(target, action: nil, for: .touchUpInside)
        button.removeAction(action, for: .touchUpInside)
        host.tap(at: CGPoint(x: 150, y: 120))
        #expect(target.calls.isEmpty && actions == 0)
    }

    @Test("a button's title shows in a label sized from the font")
    func titleLabel() throws {
        let (_, button) = hostedButton()
        button.setTitle("Close", for: .normal)
        #expect(button.currentTitle == "Close")
        let label = try #require(button.titleLabel)
        #expect(label.text == "Close")
        let size = label.intrinsicContentSize
        #expect(size.width > 30 && size.width < 80)
        #expect(abs(size.height - (CGFloat(18) * 1.164).rounded(.up)) < 1e-9, "\(size.height)")
    }
}
