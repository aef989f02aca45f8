import Foundation
import PresentationKit
import PresentationKitScenarios

/// When a scenario's two transitions run, and the calls they make into app code: one run,
/// presentation then dismissal, with callbacks recorded.
///
/// Runs are deterministic, so the film and the plot are taken from fresh runs driven to these times.
@MainActor
struct ScenarioTimeline {
    /// Host time when the presentation's transition starts and ends.
    let presentation: ClosedRange<TimeInterval>
    /// Host time when the dismissal's transition starts and ends.
    let dismissal: ClosedRange<TimeInterval>
    let callbacks: [CallbackRecord]
    let diagnostics: [Diagnostic]
    /// The host's screen, in points.
    let screenSize: CGSize

    init(scenario: Scenario) {
        let run = scenario.makeRun()
        run.host.recordsCallbacks = true
        let (presentation, dismissal) = Self.drive(run)
        self.presentation = presentation
        self.dismissal = dismissal
        callbacks = run.host.callbackRecords
        diagnostics = run.host.diagnostics
        screenSize = run.host.screen.bounds.size
    }

    /// Presents and dismisses, returning the two transitions' spans of host time.
    static func drive(_ run: ScenarioRun) -> (ClosedRange<TimeInterval>, ClosedRange<TimeInterval>) {
        run.present()
        run.host.advance(by: 0)
        let presentStart = run.host.time
        run.host.runUntilIdle()
        let presentEnd = run.host.time
        run.dismiss()
        run.host.advance(by: 0)
        let dismissStart = run.host.time
        run.host.runUntilIdle()
        return (presentStart...presentEnd, dismissStart...run.host.time)
    }

    /// The callbacks as text, one per line.
    var text: String {
        callbacks.map(\.description).joined(separator: "\n")
    }
}
