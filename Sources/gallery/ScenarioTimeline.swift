import Foundation
import PresentationKit
import PresentationKitScenarios

/// When a scenario's two transitions (and its environment change, if any) run, and the calls they
/// make into app code: one run, presentation, environment change, then dismissal, with callbacks
/// recorded.
///
/// Runs are deterministic, so the film and the plot are taken from fresh runs driven to these times.
@MainActor
struct ScenarioTimeline {
    /// Host time when the presentation's transition starts and ends.
    let presentation: ClosedRange<TimeInterval>
    /// Host time when the environment change starts and when its last size transition has ended
    /// (nil: the scenario changes nothing while presented).
    let environment: ClosedRange<TimeInterval>?
    /// Host time when the dismissal's transition starts and ends.
    let dismissal: ClosedRange<TimeInterval>
    let callbacks: [CallbackRecord]
    let diagnostics: [Diagnostic]
    /// The host's screen when the run starts, in points.
    let screenSize: CGSize

    init(scenario: Scenario) {
        let run = scenario.makeRun()
        // Before the run: an environment change may leave the screen another size.
        screenSize = run.host.screen.bounds.size
        run.host.recordsCallbacks = true
        let (presentation, environment, dismissal, changes) = Self.drive(run)
        self.presentation = presentation
        self.environment = environment
        self.dismissal = dismissal
        // The host does not record its own changes: each goes in before the callbacks it caused.
        var callbacks = run.host.callbackRecords
        for (index, record) in changes.reversed() { callbacks.insert(record, at: index) }
        self.callbacks = callbacks
        diagnostics = run.host.diagnostics
    }

    /// Presents, plays the environment change (if any) and dismisses, returning the spans of host
    /// time of the two transitions and of the change. A span played by a gesture starts when its
    /// finger goes down (the transition starts some frames later, once the gesture is recognized);
    /// otherwise when the transition starts. The change's span starts with its first change.
    /// Also returns each environment change as a record (`HeadlessHost.rotate(to: …)`) with the
    /// number of callbacks recorded before it.
    static func drive(_ run: ScenarioRun) -> (
        ClosedRange<TimeInterval>, ClosedRange<TimeInterval>?, ClosedRange<TimeInterval>,
        [(index: Int, record: CallbackRecord)]
    ) {
        let host = run.host
        let presentation = span(of: run.present, byGesture: run.presentationGesture != nil, on: host)
        var environment: ClosedRange<TimeInterval>?
        var changes: [(index: Int, record: CallbackRecord)] = []
        if let change = run.environmentChange {
            // Played step by step rather than with `run.changeEnvironment()`, to note where each
            // change falls among the callbacks; the times are the same.
            let start = host.time
            for step in change.steps {
                let due = start + step.time
                if due > host.time { host.advance(by: due - host.time) }
                let record = CallbackRecord(
                    time: host.time, receiver: "HeadlessHost", callback: Self.describe(step.change))
                changes.append((host.callbackRecords.count, record))
                ScenarioEnvironmentChange.apply(step.change, on: host)
            }
            host.runUntilIdle()
            environment = start...host.time
        }
        let dismissal = span(of: run.dismiss, byGesture: run.dismissalGesture != nil, on: host)
        return (presentation, environment, dismissal, changes)
    }

    /// A change as the call that makes it.
    static func describe(_ change: ScenarioEnvironmentChange.Change) -> String {
        switch change {
        case .rotate(let orientation, let duration):
            "rotate(to: .\(orientation), duration: \(duration))"
        case .resize(let size, let duration):
            "resize(to: \(Int(size.width)) × \(Int(size.height)), duration: \(duration))"
        case .action(let action, let duration):
            "\(action.name) (animating \(duration) s)"
        }
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
