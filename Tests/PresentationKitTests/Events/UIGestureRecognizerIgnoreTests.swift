import Foundation
import Testing

@testable import PresentationKit

/// `ignore(_:for:)`: a recognizer lets go of a touch; the touch still reaches its view.
@MainActor
@Suite("UIGestureRecognizer ignore(_:for:)")
struct UIGestureRecognizerIgnoreTests {
    /// A pan that ignores touches starting in the top half of its view.
    final class BottomHalfPan: UIPanGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            if let touch = touches.first, let view, touch.location(in: view).y < view.bounds.midY {
                ignore(touch, for: event)
                return
            }
            super.touchesBegan(touches, with: event)
        }
    }

    @Test("an ignored touch never makes the pan begin and is not cancelled in its view")
    func ignoredTouch() {
        let host = HeadlessHost()
        let view = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        host.window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = BottomHalfPan(handler: { states.append($0.state) })
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(states.isEmpty)
        #expect(view.log.first == "began" && view.log.last == "ended")
        #expect(!view.log.contains("cancelled"))
        host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 700), duration: 0.2)
        #expect(states.first == .began && states.last == .ended, "a touch in the bottom half still pans")
    }
}
