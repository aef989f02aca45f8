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

    /// Presents and dismisses, returning the two transitions' spans of host time. A span played by
    /// a gesture starts when its finger goes down (the transition starts some frames later, once
    /// the gesture is recognized); otherwise when the transition starts.
    static func drive(_ run: ScenarioRun) -> (ClosedRange<TimeInterval>, ClosedRange<TimeInterval>) {
        let presentation = span(of: run.present, byGesture: run.presentationGesture != nil, on: run.host)
        let dismissal = span(of: run.dismiss, byGesture: run.dismissalGesture != nil, on: run.host)
        return (presentation, dismissal)
    }

    private static func span(
        of action: () -> Void, byGesture: Bool, on host: HeadlessHost
    ) -> ClosedRange<TimeInterval> {
        let gestureStart = host.time
        action()
        host.advance(by: 0)
        let start = byGesture ? gestureStart : host.time
        host.runUntilIdle()
        return start...host.time
    }

    /// The callbacks as text, one per line.
    var text: String {
        callbacks.map(\.description).joined(separator: "\n")
    }
}
