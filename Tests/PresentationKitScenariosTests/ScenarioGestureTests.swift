import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The scripted gestures the interactive scenarios are played with: the touches the host's own
/// helpers make, so a pan reads the same translation and velocity.
@MainActor
@Suite("Scenario gestures")
struct ScenarioGestureTests {
    /// What a pan on the root view of a fresh phone host read when it ended.
    @MainActor
    private final class PanLog {
        var states: [UIGestureRecognizer.State] = []
        var endTranslation = CGPoint.zero
        var endVelocity = CGPoint.zero
        func panned(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            if pan.state == .ended {
                endTranslation = pan.translation(in: nil)
                endVelocity = pan.velocity(in: nil)
            }
        }
    }

    private func panning(_ play: (HeadlessHost) -> Void) -> PanLog {
        let stage = ScenarioStage()
        let log = PanLog()
        stage.root.view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: PanLog.panned))
        play(stage.host)
        return log
    }

    @Test("a scripted drag is host.drag: one move per frame, the lift with the last")
    func drag() {
        let start = CGPoint(x: 100, y: 300)
        let end = CGPoint(x: 160, y: 500)
        let gesture = ScenarioGesture.drag(from: start, to: end, duration: 0.5)
        #expect(gesture.steps.count == 1 + 30 + 1)
        #expect(gesture.steps.first == .init(time: 0, touch: .down(start)))
        #expect(gesture.steps[30] == .init(time: 0.5, touch: .move(end)))
        #expect(gesture.steps.last == .init(time: 0.5, touch: .up))
        let scripted = panning { gesture.perform(on: $0) }
        let helper = panning { $0.drag(from: start, to: end, duration: 0.5) }
        #expect(scripted.states == helper.states)
        #expect(scripted.endTranslation == CGPoint(x: 60, y: 200))
        // A steady drag: the velocity is the distance over the duration.
        #expect(abs(scripted.endVelocity.x - 120) < 1e-6 && abs(scripted.endVelocity.y - 400) < 1e-6)
        #expect(abs(scripted.endVelocity.y - helper.endVelocity.y) < 1e-9)
    }

    @Test("a scripted fling is host.fling: a pan reads the release velocity at .ended")
    func fling() {
        let start = CGPoint(x: 195, y: 560)
        let end = CGPoint(x: 195, y: 700)
        let velocity = CGPoint(x: 0, y: 1200)
        let gesture = ScenarioGesture.fling(from: start, to: end, duration: 0.05, releaseVelocity: velocity)
        #expect(abs(gesture.duration - 0.15) < 1e-12)
        let scripted = panning { gesture.perform(on: $0) }
        let helper = panning { $0.fling(from: start, to: end, duration: 0.05, releaseVelocity: velocity) }
        #expect(scripted.states.last == .ended)
        #expect(scripted.endTranslation == CGPoint(x: 0, y: 140))
        #expect(abs(scripted.endVelocity.y - 1200) < 1e-6)
        #expect(abs(scripted.endVelocity.y - helper.endVelocity.y) < 1e-9)
    }

    @Test("followed(by:after:) starts the second gesture the pause after the first one's last touch")
    func followed() {
        let tap = ScenarioGesture.tap(at: CGPoint(x: 10, y: 10))
        let both = tap.followed(by: .tap(at: CGPoint(x: 20, y: 20)), after: 0.25)
        #expect(
            both.steps.map(\.touch) == [.down(CGPoint(x: 10, y: 10)), .up, .down(CGPoint(x: 20, y: 20)), .up])
        #expect(abs(both.steps[2].time - (1.0 / 60 + 0.25)) < 1e-12)
        #expect(abs(both.duration - (2.0 / 60 + 0.25)) < 1e-12)
    }
}
