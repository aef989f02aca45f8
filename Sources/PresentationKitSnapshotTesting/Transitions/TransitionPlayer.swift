import Foundation
import PresentationKit
import PresentationKitScenarios

/// Plays a ``Transition`` on its host's virtual clock: settles the host, starts the transition at
/// time 0 and walks the clock through the gesture's touches and the instants asked for, calling
/// back at each instant (after any touch of the same instant), then, when asked, on until nothing
/// moves.
@MainActor
struct TransitionPlayer {
    /// The host the transition played on.
    let host: HeadlessHost
    /// The host time of time 0.
    let startTime: TimeInterval
    /// How many diagnostics the host had at time 0.
    let diagnosticsBefore: Int

    /// Plays `transition`, calling `observe` at each of `instants` (seconds from time 0, any order;
    /// called in time order with the index into `instants`), recording callbacks when
    /// `recordsCallbacks`, and running until idle after the last event when `settles`.
    init(
        _ transition: Transition, instants: [TimeInterval], recordsCallbacks: Bool, settles: Bool,
        observe: (Int, HeadlessHost) -> Void
    ) {
        host = transition.makeHost()
        host.runUntilIdle()
        diagnosticsBefore = host.diagnostics.count
        if recordsCallbacks {
            host.removeCallbackRecords()
            host.recordsCallbacks = true
        }
        startTime = host.time
        transition.start?(host)
        // What `present` and its like schedule for the next turn starts now, at time 0.
        host.advance(by: 0)
        enum Event {
            case touch(ScenarioGesture.Touch)
            case instant(Int)
        }
        var events: [(time: TimeInterval, event: Event)] = []
        for step in transition.gesture?.steps ?? [] { events.append((step.time, .touch(step.touch))) }
        for (index, time) in instants.enumerated() { events.append((max(0, time), .instant(index))) }
        // In time order; at one instant, touches before pictures, each kind in the order given.
        let ordered = events.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }
        for (_, item) in ordered {
            let due = startTime + item.time
            if due > host.time { host.advance(by: due - host.time) }
            switch item.event {
            case .touch(let touch): ScenarioGesture.apply(touch, on: host)
            case .instant(let index): observe(index, host)
            }
        }
        if settles { host.runUntilIdle() }
    }

    /// The diagnostics the host recorded since time 0.
    var newDiagnostics: [Diagnostic] {
        Array(host.diagnostics.dropFirst(diagnosticsBefore))
    }
}
