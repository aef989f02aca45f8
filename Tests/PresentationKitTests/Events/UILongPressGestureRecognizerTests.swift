import Foundation
import Testing

@testable import PresentationKit

/// The long press, with UIKit's defaults: 0.5 s held within 10 points, one finger, no taps first.
@MainActor
@Suite("UILongPressGestureRecognizer")
struct UILongPressGestureRecognizerTests {
    private func hostedPress(configure: (UILongPressGestureRecognizer) -> Void = { _ in }) -> (
        HeadlessHost, UILongPressGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        configure(press)
        view.addGestureRecognizer(press)
        return (host, press, { states })
    }

    @Test("UIKit's defaults")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
    }

    @Test("held still for the duration it begins, changes as the finger moves and ends when it lifts")
    func beginsChangesEnds() {
        let (host, _, states) = hostedPress()
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.45)
        #expect(states().isEmpty, "not before 0.5 s")
        host.advance(by: 0.1)
        #expect(states() == [.began])
        host.touchMove(to: CGPoint(x: 180, y: 300))
        #expect(states() == [.began, .changed], "once begun the finger may go anywhere")
        host.touchUp()
        #expect(states() == [.began, .changed, .ended])
    }

    @Test("it fails if the finger moves more than 10 points, or lifts, before the duration")
    func failsEarly() {
        let (host, press, states) = hostedPress()
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.2)
        host.touchMove(to: CGPoint(x: 100, y: 311))
        #expect(press.state == .failed)
        host.advance(by: 0.5)
        host.touchUp()
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 0.5)
        #expect(states().isEmpty)
        // Within the allowance it still begins.
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.2)
        host.touchMove(to: CGPoint(x: 106, y: 308))
        host.advance(by: 0.35)
        #expect(states() == [.began])
    }

    @Test("with numberOfTapsRequired 1 a tap comes first; a press alone does not begin")
    func tapThenPress() {
        let (host, _, states) = hostedPress { $0.numberOfTapsRequired = 1 }
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.7)
        host.touchUp()
        #expect(states().isEmpty, "no tap before the press")
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.1)
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.55)
        #expect(states() == [.began])
        host.touchUp()
    }

    @Test("a press on a control cancels the control's touch when it begins")
    func cancelsTheControlsTouch() {
        let host = HeadlessHost()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 200, width: 200, height: 60)
        host.window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("tap") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        let press = UILongPressGestureRecognizer { events.append("press \($0.state.rawValue)") }
        button.addGestureRecognizer(press)
        host.touchDown(at: CGPoint(x: 150, y: 230))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(events == ["press 1", "cancel", "press 3"])
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 150, y: 230))
        #expect(events.last == "tap", "a quick tap is still the button's")
    }
}
