import Foundation
import Testing

@testable import PresentationKit

/// The swipe: recognized once the finger has gone 50 pt along an allowed direction, with under half
/// as much across it, within 0.5 s of touch-down (all three figures ours).
@MainActor
@Suite("UISwipeGestureRecognizer")
struct UISwipeGestureRecognizerTests {
    private func hostedSwipe(
        _ direction: UISwipeGestureRecognizer.Direction = .right
    ) -> (HeadlessHost, UISwipeGestureRecognizer, ActionTarget) {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let target = ActionTarget()
        let swipe = UISwipeGestureRecognizer(target: target, action: ActionTarget.fired)
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        return (host, swipe, target)
    }

    @Test("UIKit's defaults and bit patterns; our figures")
    func declarations() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(
            [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UISwipeGestureRecognizer.minimumDistance == 50)
        #expect(UISwipeGestureRecognizer.maximumDuration == 0.5)
    }

    @Test("it recognizes while the finger is down, at the move that reaches 50 points")
    func recognizesAtTheDistance() {
        let (host, swipe, target) = hostedSwipe()
        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 149, y: 405))
        #expect(swipe.state == .possible, "49 points is not enough")
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 150, y: 405))
        #expect(swipe.state == .recognized)
        #expect(target.calls == ["fired"])
        host.touchMove(to: CGPoint(x: 250, y: 405))
        host.touchUp()
        #expect(target.calls == ["fired"], "a discrete gesture fires once")
    }

    @Test("each direction: a quick 100-point stroke recognizes only for the allowed directions")
    func directions() {
        let strokes: [(UISwipeGestureRecognizer.Direction, CGPoint)] = [
            (.right, CGPoint(x: 100, y: 0)), (.left, CGPoint(x: -100, y: 0)),
            (.up, CGPoint(x: 0, y: -100)), (.down, CGPoint(x: 0, y: 100)),
        ]
        let allowed: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down, [.left, .up]]
        for direction in allowed {
            for (strokeDirection, offset) in strokes {
                let (host, _, target) = hostedSwipe(direction)
                let start = CGPoint(x: 195, y: 422)
                host.drag(
                    from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), duration: 0.2)
                #expect(
                    (target.calls == ["fired"]) == direction.contains(strokeDirection),
                    "swipe \(direction.rawValue), stroke \(strokeDirection.rawValue)")
            }
        }
    }

    @Test("the movement across must stay under half the movement along")
    func offAxisLimit() {
        for (across, recognizes) in [(29.0, true), (30.0, false), (-29.0, true), (-45.0, false)] {
            let (host, _, target) = hostedSwipe()
            host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 160, y: 400 + across), duration: 0.1)
            #expect((target.calls == ["fired"]) == recognizes, "60 along, \(across) across")
        }
    }

    @Test("too slow: 100 points over 1.2 s fails; a finger resting 0.5 s fails while still down")
    func tooSlow() {
        let (host, swipe, target) = hostedSwipe()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 1.2)
        #expect(target.calls.isEmpty, "at 0.5 s the finger had gone under 42 points")

        host.touchDown(at: CGPoint(x: 100, y: 400))
        host.advance(by: 0.45)
        #expect(swipe.state == .possible)
        host.advance(by: 0.1)
        #expect(swipe.state == .failed, "0.5 s after touch-down")
        host.touchMove(to: CGPoint(x: 300, y: 400))
        host.touchUp()
        #expect(target.calls.isEmpty)
    }

    @Test("two required fingers: one finger never swipes")
    func twoFingers() {
        let (host, swipe, target) = hostedSwipe()
        swipe.numberOfTouchesRequired = 2
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.1)
        #expect(target.calls.isEmpty)
    }

    @Test("a failing swipe lets a tap that requires its failure recognize")
    func tapWaitsForSwipe() {
        let (host, swipe, target) = hostedSwipe()
        let tap = UITapGestureRecognizer(target: target, action: ActionTarget.tapped)
        tap.require(toFail: swipe)
        swipe.view?.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(target.calls == ["tap"])
    }
}
