import Foundation
import PresentationKit

/// A finger's script for a scenario whose user presents or dismisses with a gesture: each touch
/// (or key pressed on the software keyboard) with its time from the gesture's start.
///
/// A script rather than a call to `host.drag` or `host.fling`, because those advance the host
/// themselves: the gallery must play the touches one at a time to film between them. The builders
/// make exactly the touches the host's helpers make (`tap`, `drag` and `fling` below say how), so
/// `perform(on:)` does what the helper of the same name would.
public struct ScenarioGesture: Sendable, Equatable {
    /// What the finger does at one step.
    public enum Touch: Sendable, Equatable {
        /// Goes down at a point (window coordinates).
        case down(CGPoint)
        /// Moves to a point (window coordinates).
        case move(CGPoint)
        /// Lifts where it is.
        case up
        /// Types a string on the software keyboard (`host.type(_:)`), one key per character.
        case type(String)
        /// Presses the keyboard's Return key (`host.pressReturn()`).
        case pressReturn
    }

    /// One touch and when it happens, in seconds from the gesture's start.
    public struct Step: Sendable, Equatable {
        /// When the touch happens, in seconds from the gesture's start.
        public let time: TimeInterval
        /// What the finger (or the keyboard) does.
        public let touch: Touch

        /// Creates a step that does `touch` `time` seconds after the gesture's start.
        public init(time: TimeInterval, touch: Touch) {
            self.time = time
            self.touch = touch
        }
    }

    /// The touches, in time order.
    public let steps: [Step]

    /// A gesture made of `steps` (their times must not decrease).
    public init(steps: [Step]) {
        self.steps = steps
    }

    /// From the first touch to the last, in seconds.
    public var duration: TimeInterval { steps.last?.time ?? 0 }

    /// Typing `text` on the keyboard: one step, `host.type(text)`.
    public static func type(_ text: String) -> ScenarioGesture {
        ScenarioGesture(steps: [Step(time: 0, touch: .type(text))])
    }

    /// A press of the keyboard's Return key: one step, `host.pressReturn()`.
    public static func pressReturn() -> ScenarioGesture {
        ScenarioGesture(steps: [Step(time: 0, touch: .pressReturn)])
    }

    /// `host.tap(at:)`: down at `point`, up one frame later.
    public static func tap(at point: CGPoint, framesPerSecond: Int = 60) -> ScenarioGesture {
        ScenarioGesture(steps: [
            Step(time: 0, touch: .down(point)), Step(time: 1 / Double(framesPerSecond), touch: .up),
        ])
    }

    /// `host.drag(from:to:duration:)`: down at `start`, one move per frame along the straight line to
    /// `end` over `duration` seconds, up at `end` with the last move.
    public static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, framesPerSecond: Int = 60
    ) -> ScenarioGesture {
        var steps = [Step(time: 0, touch: .down(start))]
        steps += moves(
            from: start, to: end, starting: 0, duration: duration, framesPerSecond: framesPerSecond)
        steps.append(Step(time: duration, touch: .up))
        return ScenarioGesture(steps: steps)
    }

    /// `host.fling(from:to:duration:releaseVelocity:)`: a drag to `end − releaseVelocity × w` over
    /// `duration`, then on to `end` at `releaseVelocity` over `w` more seconds, where `w` is
    /// `UIPanGestureRecognizer.velocityWindow`, so that a pan reads `releaseVelocity` at `.ended`.
    @MainActor
    public static func fling(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGPoint,
        framesPerSecond: Int = 60
    ) -> ScenarioGesture {
        let window = UIPanGestureRecognizer.velocityWindow
        let releaseStart = CGPoint(
            x: end.x - releaseVelocity.x * CGFloat(window), y: end.y - releaseVelocity.y * CGFloat(window))
        var steps = [Step(time: 0, touch: .down(start))]
        steps += moves(
            from: start, to: releaseStart, starting: 0, duration: duration, framesPerSecond: framesPerSecond)
        steps += moves(
            from: releaseStart, to: end, starting: duration, duration: window,
            framesPerSecond: framesPerSecond)
        steps.append(Step(time: duration + window, touch: .up))
        return ScenarioGesture(steps: steps)
    }

    /// This gesture, then `next` starting `pause` seconds after this one's last touch.
    public func followed(by next: ScenarioGesture, after pause: TimeInterval) -> ScenarioGesture {
        let offset = duration + pause
        return ScenarioGesture(
            steps: steps + next.steps.map { Step(time: $0.time + offset, touch: $0.touch) })
    }

    /// Plays the whole gesture on `host` from its current time, advancing it between the touches.
    @MainActor
    public func perform(on host: HeadlessHost) {
        let start = host.time
        for step in steps {
            let due = start + step.time
            if due > host.time { host.advance(by: due - host.time) }
            Self.apply(step.touch, on: host)
        }
    }

    /// Makes one touch on `host`, now.
    @MainActor
    public static func apply(_ touch: Touch, on host: HeadlessHost) {
        switch touch {
        case .down(let point): host.touchDown(at: point)
        case .move(let point): host.touchMove(to: point)
        case .up: host.touchUp()
        case .type(let text): host.type(text)
        case .pressReturn: host.pressReturn()
        }
    }

    /// One move per frame along the line from `start` to `end` over `duration` (at least one move),
    /// the last landing exactly on `end`, as the host's scripted gestures move.
    private static func moves(
        from start: CGPoint, to end: CGPoint, starting: TimeInterval, duration: TimeInterval,
        framesPerSecond: Int
    ) -> [Step] {
        let count = max(1, Int((duration * Double(framesPerSecond)).rounded()))
        return (1...count).map { index in
            let progress = CGFloat(index) / CGFloat(count)
            let point =
                index == count
                ? end
                : CGPoint(
                    x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            // The last move lands exactly at `starting + duration`, where the gesture's next touch
            // (a lift) is also timed: rounding must not order them the other way round.
            let time =
                index == count ? starting + duration : starting + duration * Double(index) / Double(count)
            return Step(time: time, touch: .move(point))
        }
    }
}
