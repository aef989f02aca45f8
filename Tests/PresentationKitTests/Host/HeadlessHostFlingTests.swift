import Foundation
import Testing

@testable import PresentationKit

/// `host.fling`: a drag whose last `UIPanGestureRecognizer.velocityWindow` seconds move at the
/// requested release velocity, so that an interactive transition's pan reads exactly that velocity
/// at `.ended` (the input of Behaviour 12.18, 12.19 and 12.21).
@MainActor
@Suite("HeadlessHost: fling")
struct HeadlessHostFlingTests {
    /// What a pan on a full-window view saw at `.ended`, and the finger's path.
    private final class Recording {
        var release: (velocity: CGPoint, translation: CGPoint, location: CGPoint)?
        var states: [UIGestureRecognizer.State] = []
    }

    private func hostedRecording(
        framesPerSecond: Int = 60, in viewTransform: CGAffineTransform = .identity
    ) -> (HeadlessHost, Recording) {
        let host = HeadlessHost(framesPerSecond: framesPerSecond)
        let view = UIView(frame: host.window.bounds)
        view.transform = viewTransform
        host.window.addSubview(view)
        let recording = Recording()
        view.addGestureRecognizer(
            UIPanGestureRecognizer { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                recording.states.append(pan.state)
                if pan.state == .ended {
                    recording.release = (
                        pan.velocity(in: view), pan.translation(in: nil), pan.location(in: nil)
                    )
                }
            })
        return (host, recording)
    }

    private func expectClose(
        _ actual: CGPoint?, _ expected: CGPoint, _ tolerance: CGFloat = 1e-6,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("no value", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
            "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test(
        "the pan reads the requested release velocity at .ended, to 1e-6, at several frame rates",
        arguments: [60, 120, 24, 50])
    func releaseVelocity(framesPerSecond: Int) {
        let cases: [(CGPoint, CGPoint, TimeInterval, CGPoint)] = [
            (CGPoint(x: 50, y: 400), CGPoint(x: 300, y: 400), 0.3, CGPoint(x: 800, y: 0)),
            (CGPoint(x: 200, y: 100), CGPoint(x: 180, y: 500), 0.25, CGPoint(x: -500, y: 1200)),
            (CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600), 0, CGPoint(x: 0, y: 2500)),
            // Pulled back against the motion: the finger slows and turns before lifting.
            (CGPoint(x: 100, y: 700), CGPoint(x: 100, y: 300), 0.4, CGPoint(x: 0, y: 150)),
        ]
        for (start, end, duration, velocity) in cases {
            let (host, recording) = hostedRecording(framesPerSecond: framesPerSecond)
            let began = host.time
            host.fling(from: start, to: end, duration: duration, releaseVelocity: velocity)
            expectClose(recording.release?.velocity, velocity)
            expectClose(recording.release?.location, end, 1e-9)
            expectClose(recording.release?.translation, CGPoint(x: end.x - start.x, y: end.y - start.y), 1e-9)
            #expect(recording.states.first == .began && recording.states.last == .ended)
            #expect(
                abs(host.time - began - duration - UIPanGestureRecognizer.velocityWindow) < 1e-9,
                "the finger lifts duration + velocityWindow after it went down")
            #expect(host.diagnostics.isEmpty)
        }
    }

    @Test("the velocity read in a scaled view is the requested one mapped into it")
    func releaseVelocityInAScaledView() {
        let (host, recording) = hostedRecording(in: CGAffineTransform(scaleX: 2, y: 0.5))
        host.fling(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 420), duration: 0.2,
            releaseVelocity: CGPoint(x: 900, y: -300))
        expectClose(recording.release?.velocity, CGPoint(x: 450, y: -600))
    }

    @Test("the finger's path: the drag to end − v·w over the duration, then steps at v")
    func path() {
        let host = HeadlessHost()
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        var moves: [(time: TimeInterval, location: CGPoint)] = []
        final class Tracker: UIGestureRecognizer {
            var onMove: ((UITouch) -> Void)?
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                if let touch = touches.first { onMove?(touch) }
            }
        }
        let tracker = Tracker()
        tracker.onMove = { moves.append(($0.timestamp, $0.location(in: nil))) }
        view.addGestureRecognizer(tracker)
        host.fling(
            from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1,
            releaseVelocity: CGPoint(x: 1000, y: 0))
        // 60 Hz: six frames of the drag to x = 300 − 1000 × 0.1 = 200, then six steps of 1000/60.
        #expect(moves.count == 12)
        for (index, move) in moves.enumerated() {
            let frame = Double(index + 1)
            let expectedX = index < 6 ? 100 + 100 * frame / 6 : 200 + 1000 * (frame - 6) / 60
            #expect(abs(move.time - frame / 60) < 1e-9)
            #expect(abs(move.location.x - expectedX) < 1e-9, "move \(index)")
        }
    }

    @Test("bad input is reported: a non-finite velocity flings at zero, a negative duration uses 0")
    func badInput() {
        let (host, recording) = hostedRecording()
        host.fling(
            from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2,
            releaseVelocity: CGPoint(x: CGFloat.nan, y: 0))
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 1)
        expectClose(recording.release?.velocity, .zero)

        host.fling(
            from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400), duration: -1,
            releaseVelocity: CGPoint(x: 500, y: 0))
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 2)
        expectClose(recording.release?.velocity, CGPoint(x: 500, y: 0))

        host.fling(
            from: CGPoint(x: 50, y: 400), to: CGPoint(x: CGFloat.infinity, y: 400), duration: 0.2,
            releaseVelocity: .zero)
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 3)
    }

    @Test("a scripted gesture while a finger is down is reported and leaves that finger alone")
    func fingerAlreadyDown() {
        let (host, recording) = hostedRecording()
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.fling(
            from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2,
            releaseVelocity: CGPoint(x: 500, y: 0))
        host.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
        host.tap(at: CGPoint(x: 50, y: 400))
        #expect(host.diagnostics.filter { $0.kind == .invalidInput }.count == 3)
        #expect(recording.states.isEmpty, "the finger that is down never moved")
        host.touchMove(to: CGPoint(x: 100, y: 150))
        host.touchUp()
        #expect(recording.states == [.began, .ended])
    }
}
