import Foundation
import PresentationKit
import PresentationKitScenarios
import PresentationKitSnapshotTesting
import SnapshotTesting
import Testing

/// S1–S8 and the sheets through the snapshot strategies, against the snapshots committed under
/// `__Snapshots__/ScenarioSnapshotTests`: the presented screen at rest (1×), a film strip of the
/// presentation (or of the gesture that makes it) and its callback timeline. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ScenarioSnapshotTests`.
@MainActor
@Suite("Scenario snapshots")
struct ScenarioSnapshotTests {
    /// S1–S8 and the sheet scenarios.
    nonisolated static let names = [
        "s1-dimming-button", "s2-alert-card", "s3-centred-form", "s4-fade-and-rise", "s5-right-half",
        "s6-pan-to-dismiss", "s7-edge-swipe-menu", "s8-caught-in-flight", "style-page-sheet-phone",
        "sheet-detents", "style-form-sheet-tablet",
    ]

    /// A fresh run of the scenario called `name`.
    static func run(_ name: String) throws -> ScenarioRun {
        let scenario = try #require(ScenarioCatalog.scenario(named: name))
        return scenario.makeRun()
    }

    /// The run's presentation as its user makes it: the presentation gesture, or `present()`.
    static func presentation(of run: ScenarioRun) -> Transition {
        if let gesture = run.presentationGesture { return Transition(host: run.host, gesture: gesture) }
        return Transition(host: run.host) { _ in run.present() }
    }

    /// The presentation's instants to film: through the gesture for one made by a finger, else the
    /// first half second.
    static func filmTimes(of run: ScenarioRun) -> [TimeInterval] {
        guard let gesture = run.presentationGesture else { return [0, 0.1, 0.2, 0.3, 0.5] }
        let length = gesture.duration
        return [0, length / 4, length / 2, length * 3 / 4, length + 0.3]
    }

    /// Tablet screens are filmed at half scale, phones at 1×, to keep the strips small.
    static func stripScale(of run: ScenarioRun) -> CGFloat {
        run.host.screen.bounds.width > 900 ? 0.5 : 1
    }

    @Test("The presented screen at rest, at 1×", arguments: names)
    func presentedAtRest(scenario name: String) throws {
        let run = try Self.run(name)
        run.present()
        run.host.runUntilIdle()
        assertSnapshot(of: run.host, as: .image(scale: 1), named: name)
        #expect(run.host.diagnostics.isEmpty)
    }

    @Test("A film strip of the presentation", arguments: names)
    func presentationFilmStrip(scenario name: String) throws {
        let run = try Self.run(name)
        assertSnapshot(
            of: Self.presentation(of: run),
            as: .filmStrip(times: Self.filmTimes(of: run), scale: Self.stripScale(of: run)), named: name)
    }

    @Test("The presentation's callbacks with their virtual times", arguments: names)
    func presentationTimeline(scenario name: String) throws {
        let run = try Self.run(name)
        assertSnapshot(of: Self.presentation(of: run), as: .timeline, named: name)
    }

    @Test("The controller hierarchy once presented", arguments: names)
    func hierarchyWhilePresented(scenario name: String) throws {
        let run = try Self.run(name)
        run.present()
        run.host.runUntilIdle()
        let root = try #require(run.host.window.rootViewController)
        assertSnapshot(of: root, as: .hierarchy, named: name)
    }

    @Test("S6 and S8: the dismissal a finger makes, filmed")
    func dismissalGestures() throws {
        for name in ["s6-pan-to-dismiss", "s8-caught-in-flight"] {
            let run = try Self.run(name)
            run.present()
            run.host.runUntilIdle()
            let gesture = try #require(run.dismissalGesture)
            let length = gesture.duration
            assertSnapshot(
                of: Transition(host: run.host, gesture: gesture),
                as: .filmStrip(times: (0...5).map { length * Double($0) / 5 } + [length + 0.4]), named: name)
        }
    }

    /// A presented S6 run and a pan to 40 % of its card's height that stops before it lifts.
    static func s6PanToFortyPercent() throws -> (
        run: ScenarioRun, gesture: ScenarioGesture, restingY: CGFloat
    ) {
        let run = try Self.run("s6-pan-to-dismiss")
        run.present()
        run.host.runUntilIdle()
        let card = try #require(run.presented.viewIfLoaded)
        let start = CGPoint(x: card.frame.midX, y: card.frame.minY + 100)
        let end = CGPoint(x: start.x, y: start.y + card.frame.height * 0.4)
        // The finger stops before it lifts, so the pan ends with no velocity to carry it on.
        let drag = ScenarioGesture.drag(from: start, to: end, duration: 0.6)
        let gesture = ScenarioGesture(
            steps: drag.steps.dropLast() + [
                ScenarioGesture.Step(time: 0.9, touch: .move(end)),
                ScenarioGesture.Step(time: 0.9, touch: .up),
            ])
        return (run, gesture, card.frame.minY)
    }

    @Test("S6: a pan to 40 % of the card's height, held, then let go, springs back (Behaviour 12.21)")
    func panToFortyPercentCancels() throws {
        let filmed = try Self.s6PanToFortyPercent()
        assertSnapshot(
            of: Transition(host: filmed.run.host, gesture: filmed.gesture),
            as: .filmStrip(times: [0, 0.3, 0.6, 0.9, 1.1, 1.6]), named: "film")
        // Still presented, back where it started.
        #expect(filmed.run.presenting.presentedViewController === filmed.run.presented)
        #expect(filmed.run.presented.view.frame.minY == filmed.restingY)

        let timed = try Self.s6PanToFortyPercent()
        assertSnapshot(
            of: Transition(host: timed.run.host, gesture: timed.gesture), as: .timeline, named: "timeline")
        assertSnapshot(
            of: Transition(host: try Self.s6PanToFortyPercent().run.host, gesture: timed.gesture),
            as: .properties(times: [0, 0.3, 0.6, 0.9, 1.1, 1.6]), named: "properties")
    }
}
