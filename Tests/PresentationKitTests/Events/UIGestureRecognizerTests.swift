import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Gesture recognizers")
struct UIGestureRecognizerTests {
    private func hostedView() -> (HeadlessHost, TouchRecordingView) {
        let host = HeadlessHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        return (host, view)
    }

    @Test("a still touch is a tap: the tap recognizes and the pan fails")
    func stillTouchTaps() {
        let (host, view) = hostedView()
        let target = ActionTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.tapped))
        view.addGestureRecognizer(UIPanGestureRecognizer(target: target, action: ActionTarget.panned))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(target.calls == ["tap"])
        #expect(target.states == [.recognized])
    }

    @Test("a moving touch is a pan: it begins past the hysteresis, changes, ends; the tap fails")
    func movingTouchPans() {
        let (host, view) = hostedView()
        let target = ActionTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.tapped))
        let pan = UIPanGestureRecognizer(target: target, action: ActionTarget.panned)
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 108))
        #expect(pan.state == .possible, "8 points is within the hysteresis")
        host.touchMove(to: CGPoint(x: 100, y: 120))
        #expect(pan.state == .began)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 20))
        host.touchMove(to: CGPoint(x: 100, y: 150))
        host.touchUp()
        #expect(!target.calls.contains("tap"))
        #expect(target.states == [.began, .changed, .ended])
        #expect(pan.state == .possible, "reset once the touches ended")
    }

    @Test("pan velocity for 300 points over 0.25 s reads about 1,200 pt/s")
    func panVelocity() throws {
        let (host, view) = hostedView()
        var velocities: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer, pan.state == .ended else { return }
            velocities.append(pan.velocity(in: view))
        }
        view.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 350, y: 200), duration: 0.25)
        let velocity = try #require(velocities.first)
        #expect(abs(velocity.x - 1200) <= 60)
        #expect(abs(velocity.y) < 1e-9)
    }

    @Test("translation and velocity follow the view's coordinate space; setTranslation rebases")
    func translationInView() {
        let (host, view) = hostedView()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.touchMove(to: CGPoint(x: 140, y: 300))
        #expect(pan.translation(in: view) == CGPoint(x: 40, y: 0))
        #expect(pan.translation(in: scaled) == CGPoint(x: 20, y: 0), "half as far in a view scaled by 2")
        pan.setTranslation(.zero, in: view)
        host.touchMove(to: CGPoint(x: 150, y: 305))
        #expect(pan.translation(in: view) == CGPoint(x: 10, y: 5))
        host.touchUp()
    }

    @Test("a recognizing tap cancels the view's touches (cancelsTouchesInView)")
    func cancelsTouchesInView() {
        let (host, view) = hostedView()
        view.addGestureRecognizer(UITapGestureRecognizer(target: ActionTarget(), action: ActionTarget.fired))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.log == ["began", "cancelled"])
    }

    @Test("with cancelsTouchesInView false the view sees the whole touch")
    func keepsTouchesInView() {
        let (host, view) = hostedView()
        let tap = UITapGestureRecognizer(target: ActionTarget(), action: ActionTarget.fired)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.log == ["began", "ended"])
    }

    @Test("delaysTouchesBegan holds the view's touches until the recognizer fails")
    func delaysTouchesBegan() {
        let (host, view) = hostedView()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(view.log.isEmpty)
        host.touchUp()
        #expect(view.log == ["began", "ended"], "delivered once the pan failed")
    }

    @Test("require(toFail:) makes a single tap wait for the double tap to fail")
    func requireToFail() {
        let (host, view) = hostedView()
        let target = ActionTarget()
        let single = UITapGestureRecognizer(target: target, action: ActionTarget.tapped)
        let double = UITapGestureRecognizer(target: target, action: ActionTarget.doubleTapped)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(target.calls.isEmpty, "the single tap waits for the double tap's window")
        host.advance(by: 0.4)
        #expect(target.calls == ["tap"])

        target.calls.removeAll()
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 102, y: 101))
        host.advance(by: 1)
        #expect(target.calls == ["double"])
    }

    @Test("the delegate can refuse a touch, refuse to begin, or allow simultaneous recognition")
    func delegateHooks() {
        final class Delegate: NSObject, UIGestureRecognizerDelegate {
            var receive = true
            var begin = true
            var simultaneous = false
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(
                _ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
            ) -> Bool { simultaneous }
        }
        let (host, view) = hostedView()
        let target = ActionTarget()
        let delegate = Delegate()
        let tap = UITapGestureRecognizer(target: target, action: ActionTarget.tapped)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.receive = false
        host.tap(at: CGPoint(x: 10, y: 10))
        delegate.receive = true
        delegate.begin = false
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.calls.isEmpty)

        delegate.begin = true
        let outer = UITapGestureRecognizer(target: target, action: ActionTarget.fired)
        host.window.addGestureRecognizer(outer)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.calls == ["tap"], "the inner tap prevents the outer one")
        delegate.simultaneous = true
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(target.calls == ["tap", "tap", "fired"])
    }

    @Test("a recognizer whose target is gone does nothing and causes no trouble")
    func deallocatedTarget() {
        let (host, view) = hostedView()
        var tap: UITapGestureRecognizer?
        do {
            let target = ActionTarget()
            tap = UITapGestureRecognizer(target: target, action: ActionTarget.tapped)
        }
        view.addGestureRecognizer(tap!)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(host.diagnostics.isEmpty)
        #expect(view.log == ["began", "cancelled"], "it still recognizes")
    }

    @Test("a button inside a view with a tap recognizer gets the tap, as in UIKit")
    func controlWinsOverAncestorTap() {
        let (host, view) = hostedView()
        let target = ActionTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: ActionTarget.tapped))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.addTarget(target, action: ActionTarget.fired, for: .touchUpInside)
        view.addSubview(button)
        host.tap(at: CGPoint(x: 50, y: 20))
        #expect(target.calls == ["fired"])
    }

    @Test("disabling a recognizer mid-pan cancels it")
    func disableCancels() {
        let (host, view) = hostedView()
        let target = ActionTarget()
        let pan = UIPanGestureRecognizer(target: target, action: ActionTarget.panned)
        view.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.touchMove(to: CGPoint(x: 100, y: 150))
        pan.isEnabled = false
        host.touchUp()
        #expect(target.states == [.began, .cancelled])
    }
}
