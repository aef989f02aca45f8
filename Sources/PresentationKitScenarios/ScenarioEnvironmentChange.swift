import Foundation
import PresentationKit

/// A script of changes to a run's environment while its controller is presented: the device turned
/// or the window resized (a split-view pane), each at its time from the script's start.
///
/// A script rather than calls to `host.rotate` or `host.resize` followed by `runUntilIdle`, for the
/// same reason as `ScenarioGesture`: the gallery plays the changes itself, one at a time, to film
/// every frame of the size transitions between them.
public struct ScenarioEnvironmentChange: Sendable, Equatable {
    /// What changes at one step.
    public enum Change: Sendable, Equatable {
        /// `host.rotate(to:duration:)`: the device turns (a size transition with a turn).
        case rotate(to: UIInterfaceOrientation, duration: TimeInterval)
        /// `host.resize(to:duration:)`: the window takes a new size (a split-view resize).
        case resize(to: CGSize, duration: TimeInterval)
        /// Something the app does to the presented content (new text, a changed constraint),
        /// animating for `duration`.
        case action(ScenarioAction, duration: TimeInterval)

        /// How long the change animates, in seconds.
        public var duration: TimeInterval {
            switch self {
            case .rotate(_, let duration), .resize(_, let duration), .action(_, let duration): duration
            }
        }
    }

    /// The app's own change, named for timelines (equal when the names are).
    public struct ScenarioAction: Sendable, Equatable {
        /// What the timeline calls it.
        public let name: String
        /// Makes the change on the host's current turn.
        public let perform: @MainActor @Sendable () -> Void

        /// Creates an action named `name` for timelines that runs `perform` when its step comes.
        public init(name: String, perform: @escaping @MainActor @Sendable () -> Void) {
            self.name = name
            self.perform = perform
        }

        /// Compares actions by name only, since closures cannot be compared.
        public static func == (lhs: ScenarioAction, rhs: ScenarioAction) -> Bool { lhs.name == rhs.name }
    }

    /// The app changes its content (`action`), animating for `duration` seconds.
    public static func action(
        _ name: String, duration: TimeInterval, _ perform: @escaping @MainActor @Sendable () -> Void
    )
        -> ScenarioEnvironmentChange
    {
        ScenarioEnvironmentChange(
            steps: [
                Step(
                    time: 0, change: .action(ScenarioAction(name: name, perform: perform), duration: duration)
                )
            ])
    }

    /// One change and when it starts, in seconds from the script's start.
    public struct Step: Sendable, Equatable {
        /// When the change starts, in seconds from the script's start.
        public let time: TimeInterval
        /// What changes.
        public let change: Change

        /// Creates a step that makes `change` `time` seconds after the script's start.
        public init(time: TimeInterval, change: Change) {
            self.time = time
            self.change = change
        }
    }

    /// The changes, in time order.
    public let steps: [Step]

    /// A script made of `steps` (their times must not decrease, and a step should start after the
    /// one before has finished animating).
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// From the start of the first change to the end of the last one's animation, in seconds.
    public var duration: TimeInterval {
        steps.map { $0.time + $0.change.duration }.max() ?? 0
    }

    /// The device turned to `orientation` over `duration` seconds.
    public static func rotate(to orientation: UIInterfaceOrientation, duration: TimeInterval = 0.3)
        -> ScenarioEnvironmentChange
    {
        ScenarioEnvironmentChange(steps: [Step(time: 0, change: .rotate(to: orientation, duration: duration))]
        )
    }

    /// The window resized to `size` over `duration` seconds.
    public static func resize(to size: CGSize, duration: TimeInterval = 0.3) -> ScenarioEnvironmentChange {
        ScenarioEnvironmentChange(steps: [Step(time: 0, change: .resize(to: size, duration: duration))])
    }

    /// This script, then `next` starting `pause` seconds after this one's last change has finished.
    public func followed(by next: ScenarioEnvironmentChange, after pause: TimeInterval)
        -> ScenarioEnvironmentChange
    {
        let offset = duration + pause
        return ScenarioEnvironmentChange(
            steps: steps + next.steps.map { Step(time: $0.time + offset, change: $0.change) })
    }

    /// Plays the whole script on `host` from its current time, advancing it between the changes and
    /// to the end of the last one's animation.
    @MainActor
    public func perform(on host: HeadlessHost) {
        let start = host.time
        for step in steps {
            let due = start + step.time
            if due > host.time { host.advance(by: due - host.time) }
            Self.apply(step.change, on: host)
        }
        let end = start + duration
        if end > host.time { host.advance(by: end - host.time) }
    }

    /// Makes one change on `host`, now (its animation then runs as the host advances).
    @MainActor
    public static func apply(_ change: Change, on host: HeadlessHost) {
        switch change {
        case .rotate(let orientation, let duration): host.rotate(to: orientation, duration: duration)
        case .resize(let size, let duration): host.resize(to: size, duration: duration)
        case .action(let action, _): action.perform()
        }
    }
}
