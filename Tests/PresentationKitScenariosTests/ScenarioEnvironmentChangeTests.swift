import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The environment-change script a scenario carries: its timing, and that playing it does what the
/// host's own calls do (Behaviour 13.2).
@MainActor
@Suite("Scenario environment change")
struct ScenarioEnvironmentChangeTests {
    @Test("13.2: steps follow one another after the previous change's animation and the pause")
    func timing() {
        let change = ScenarioEnvironmentChange.rotate(to: .landscapeRight, duration: 0.3)
            .followed(by: .resize(to: CGSize(width: 320, height: 834), duration: 0.25), after: 0.2)
        #expect(change.steps.map(\.time) == [0, 0.5])
        #expect(change.duration == 0.75)
        #expect(change.steps.last?.change == .resize(to: CGSize(width: 320, height: 834), duration: 0.25))
    }

    @Test("13.2: perform turns the host, waits, turns it back, and returns at the end of the last animation")
    func perform() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.window.rootViewController = UIViewController()
        host.runUntilIdle()
        let start = host.time
        ScenarioEnvironmentChange.rotate(to: .landscapeRight, duration: 0.3)
            .followed(by: .rotate(to: .portrait, duration: 0.3), after: 0.4)
            .perform(on: host)
        #expect(abs(host.time - start - 1.0) < 1e-9)
        #expect(host.interfaceOrientation == .portrait)
        #expect(host.window.bounds.size == CGSize(width: 390, height: 844))
        #expect(host.diagnostics.isEmpty)
    }
}
