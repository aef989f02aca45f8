import Foundation
import Testing

@testable import PresentationKit

/// What an interactive transition reads from a pan: translation as a vector in a view's
/// coordinates, `setTranslation` as a new base, velocity in points per second (Behaviour 12.18, 12.19,
/// 12.21 feed on these). Expected values are computed here from the finger's path, independently
/// of the recognizer.
@MainActor
@Suite("UIPanGestureRecognizer: translation and velocity")
struct UIPanGestureRecognizerTests {
    /// A host with a full-window view and a pan on it that calls `handler` (if any) with itself.
    private func hostedPan(
        _ handler: ((UIPanGestureRecognizer) -> Void)? = nil
    ) -> (HeadlessHost, UIView, UIPanGestureRecognizer) {
        let host = HeadlessHost()
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        let pan = UIPanGestureRecognizer { handler?($0 as! UIPanGestureRecognizer) }
        view.addGestureRecognizer(pan)
        return (host, view, pan)
    }

    private func expectClose(
        _ actual: CGPoint, _ expected: CGPoint, _ tolerance: CGFloat = 1e-6,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
            "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("translation is a vector in the asked view's coordinates: scaled, rotated, moved")
    func translationInViews() {
        let (host, view, pan) = hostedPan()
        let scaled = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 4)
        let rotated = UIView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.addSubview(scaled)
        view.addSubview(rotated)
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.touchMove(to: CGPoint(x: 140, y: 320))
        #expect(pan.state == .began)
        // The finger moved (40, 20) in the window.
        expectClose(pan.translation(in: nil), CGPoint(x: 40, y: 20))
        expectClose(pan.translation(in: view), CGPoint(x: 40, y: 20))
        expectClose(pan.translation(in: scaled), CGPoint(x: 20, y: 5))
        // Rotating by +90° maps the view's (u, v) to the window's (−v, u), so the window's (40, 20)
        // is the view's (20, −40).
        expectClose(pan.translation(in: rotated), CGPoint(x: 20, y: -40))
        // Moving a view does not change a vector read in it.
        scaled.center = CGPoint(x: 300, y: 600)
        expectClose(pan.translation(in: scaled), CGPoint(x: 20, y: 5))
        host.touchUp()
    }

    @Test("setTranslation sets a new base; later movement adds to it, readable in any view")
    func setTranslationRebases() {
        let (host, view, pan) = hostedPan()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        host.touchDown(at: CGPoint(x: 100, y: 300))
        host.touchMove(to: CGPoint(x: 160, y: 300))
        pan.setTranslation(CGPoint(x: 10, y: 0), in: scaled)
        expectClose(pan.translation(in: scaled), CGPoint(x: 10, y: 0))
        // 10 points of a view scaled by 2 are 20 in the window.
        expectClose(pan.translation(in: nil), CGPoint(x: 20, y: 0))
        host.touchMove(to: CGPoint(x: 190, y: 290))
        expectClose(pan.translation(in: nil), CGPoint(x: 50, y: -10))
        expectClose(pan.translation(in: scaled), CGPoint(x: 25, y: -5))
        pan.setTranslation(.zero, in: view)
        host.touchMove(to: CGPoint(x: 195, y: 293))
        expectClose(pan.translation(in: view), CGPoint(x: 5, y: 3))  // relative to the last reset
        host.touchUp()
    }

    @Test("a constant-speed drag reads its speed at .ended, mapped into scaled and rotated views")
    func velocityOfConstantDrag() throws {
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let rotated = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var readings: [[CGPoint]] = []
        let (host, view, _) = hostedPan { pan in
            guard pan.state == .ended else { return }
            readings.append([pan.velocity(in: nil), pan.velocity(in: scaled), pan.velocity(in: rotated)])
        }
        view.addSubview(scaled)
        view.addSubview(rotated)
        // 300 points right and 150 down in 0.25 s: (1200, 600) pt/s.
        host.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 350, y: 350), duration: 0.25)
        let reading = try #require(readings.first)
        expectClose(reading[0], CGPoint(x: 1200, y: 600))
        expectClose(reading[1], CGPoint(x: 600, y: 300))
        expectClose(reading[2], CGPoint(x: 600, y: -1200))
    }

    @Test("a finger that stops before lifting reads zero velocity, half the window reads half")
    func velocityAfterStopping() throws {
        for (hold, expected) in [(0.2, 0.0), (0.05, 600.0)] {
            var velocities: [CGPoint] = []
            let (host, _, _) = hostedPan { pan in
                if pan.state == .ended { velocities.append(pan.velocity(in: nil)) }
            }
            host.touchDown(at: CGPoint(x: 50, y: 400))
            // 20 points per 60 Hz frame: 1,200 pt/s.
            for frame in 1...12 {
                host.advance(by: 1.0 / 60)
                host.touchMove(to: CGPoint(x: 50 + 20 * CGFloat(frame), y: 400))
            }
            host.advance(by: hold)
            host.touchUp()
            // Over the last 0.1 s the finger moved 1,200 × max(0, 0.1 − hold) points.
            let velocity = try #require(velocities.last)
            expectClose(velocity, CGPoint(x: expected, y: 0))
        }
    }

    @Test("a touch younger than the window reads its displacement over its age")
    func velocityOfYoungTouch() {
        let (host, _, pan) = hostedPan()
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 130))
        expectClose(pan.velocity(in: nil), CGPoint(x: 0, y: 600))
        host.touchUp()
    }

    @Test("setTranslation(.zero) on every change keeps the release velocity (ours)")
    func setTranslationKeepsVelocity() throws {
        var deltas: CGFloat = 0
        var release: CGPoint?
        let (host, _, _) = hostedPan { pan in
            deltas += pan.translation(in: pan.view).x
            pan.setTranslation(.zero, in: pan.view)
            if pan.state == .ended { release = pan.velocity(in: pan.view) }
        }
        host.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 350, y: 200), duration: 0.25)
        #expect(abs(deltas - 300) < 1e-9, "the deltas add up to the whole drag")
        expectClose(try #require(release), CGPoint(x: 1200, y: 0))
    }
}
