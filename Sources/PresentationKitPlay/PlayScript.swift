import Foundation
import PresentationKit
import PresentationKitScenarios

/// Timed inputs for a scripted run: what a person would do, at exact times, so a run under a
/// virtual X server gives the same frames as the headless host given the same calls.
///
/// One input per line, `TIME COMMAND ARGUMENTS`, the time in seconds from the start of the run,
/// points in the host's coordinates (not the window's pixels); `#` starts a comment:
///
///     0.0   down X Y                   finger down
///     0.1   move X Y                   finger moves
///     0.2   up                         finger lifts
///     0.5   drag X0 Y0 X1 Y1 SECONDS   host.drag's touches, one move a frame
///     0.5   fling X0 Y0 X1 Y1 SECONDS VX VY    host.fling's touches, releasing at (VX, VY) pt/s
///     1.0   scroll DX DY X Y           wheel scroll by (DX, DY) points over (X, Y)
///     1.0   type TEXT                  typed on the hardware keyboard
///     1.0   key NAME                   return, delete, escape, rotate, keyboard, overlay, next, …
///     1.0   resize WIDTH HEIGHT        the window resized (a size transition)
///     1.0   screenshot PATH            the window read back into a PNG
///     1.0   scenario NAME              another scenario, fresh
///     2.0   quit                       the window closed
public struct PlayScript: Sendable, Equatable {
    /// One input and when it happens.
    public struct Step: Sendable, Equatable {
        /// Seconds from the start of the run.
        public var time: TimeInterval
        /// What happens.
        public var input: PlayInput

        /// Creates a step doing `input` `time` seconds into the run.
        public init(time: TimeInterval, input: PlayInput) {
            self.time = time
            self.input = input
        }
    }

    /// The steps, in time order (a stable sort of the lines).
    public var steps: [Step]

    /// A script of `steps`, put in time order (steps at one time keep their order).
    public init(steps: [Step]) {
        self.steps = steps.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Reads a script's text; throws ``PlayError/badScript(line:text:reason:)`` naming the first
    /// line it cannot read.
    @MainActor
    public init(text: String) throws {
        var steps: [Step] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
                .map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if line.isEmpty { continue }
            do {
                steps += try Self.parse(line)
            } catch let reason as ScriptReason {
                throw PlayError.badScript(line: number + 1, text: line, reason: reason.text)
            }
        }
        self.init(steps: steps)
    }

    private struct ScriptReason: Error {
        let text: String
    }

    @MainActor
    private static func parse(_ line: String) throws -> [Step] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 2 else { throw ScriptReason(text: "expected TIME COMMAND …") }
        guard let time = Double(words[0]), time.isFinite, time >= 0 else {
            throw ScriptReason(text: "the time \"\(words[0])\" is not a non-negative number of seconds")
        }
        let command = words[1]
        let arguments = Array(words.dropFirst(2))
        func numbers(_ count: Int) throws -> [CGFloat] {
            guard arguments.count == count else {
                throw ScriptReason(text: "\(command) takes \(count) numbers, got \(arguments.count)")
            }
            return try arguments.map {
                guard let value = Double($0), value.isFinite else {
                    throw ScriptReason(text: "\"\($0)\" is not a number")
                }
                return CGFloat(value)
            }
        }
        func gesture(_ gesture: ScenarioGesture) -> [Step] {
            gesture.steps.map { step in
                let input: PlayInput
                switch step.touch {
                case .down(let point): input = .touchDown(point)
                case .move(let point): input = .touchMove(point)
                case .up: input = .touchUp
                case .type(let text): input = .type(text)
                case .pressReturn: input = .key(.returnKey)
                }
                return Step(time: time + step.time, input: input)
            }
        }
        switch command {
        case "down":
            let n = try numbers(2)
            return [Step(time: time, input: .touchDown(CGPoint(x: n[0], y: n[1])))]
        case "move":
            let n = try numbers(2)
            return [Step(time: time, input: .touchMove(CGPoint(x: n[0], y: n[1])))]
        case "up":
            _ = try numbers(0)
            return [Step(time: time, input: .touchUp)]
        case "drag":
            let n = try numbers(5)
            guard n[4] >= 0 else { throw ScriptReason(text: "a drag's duration must not be negative") }
            return gesture(
                .drag(
                    from: CGPoint(x: n[0], y: n[1]), to: CGPoint(x: n[2], y: n[3]), duration: Double(n[4])))
        case "fling":
            let n = try numbers(7)
            guard n[4] >= 0 else { throw ScriptReason(text: "a fling's duration must not be negative") }
            return gesture(
                .fling(
                    from: CGPoint(x: n[0], y: n[1]), to: CGPoint(x: n[2], y: n[3]), duration: Double(n[4]),
                    releaseVelocity: CGPoint(x: n[5], y: n[6])))
        case "scroll":
            let n = try numbers(4)
            return [Step(time: time, input: .scroll(dx: n[0], dy: n[1], at: CGPoint(x: n[2], y: n[3])))]
        case "type":
            guard !arguments.isEmpty else { throw ScriptReason(text: "type needs text") }
            return [Step(time: time, input: .type(arguments.joined(separator: " ")))]
        case "key":
            guard arguments.count == 1, let key = PlayKey(rawValue: arguments[0]) else {
                throw ScriptReason(
                    text: "key takes one of: " + PlayKey.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return [Step(time: time, input: .key(key))]
        case "resize":
            let n = try numbers(2)
            guard n[0] > 0, n[1] > 0 else { throw ScriptReason(text: "a window size must be positive") }
            return [Step(time: time, input: .resize(CGSize(width: n[0], height: n[1])))]
        case "screenshot":
            guard arguments.count == 1 else { throw ScriptReason(text: "screenshot takes one path") }
            return [Step(time: time, input: .screenshot(arguments[0]))]
        case "scenario":
            guard arguments.count == 1, PlayCatalog.index(of: arguments[0]) != nil else {
                throw ScriptReason(text: "no scenario named \(arguments.first ?? "(none)")")
            }
            return [Step(time: time, input: .scenario(arguments[0]))]
        case "quit":
            _ = try numbers(0)
            return [Step(time: time, input: .quit)]
        default:
            throw ScriptReason(
                text:
                    "unknown command \"\(command)\" (down, move, up, drag, fling, scroll, type, key, resize, screenshot, scenario, quit)"
            )
        }
    }
}
