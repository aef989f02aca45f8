import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// What the headless host shows for a scenario given timed touches, with no player in between:
/// the scenario's run presents, the touches are applied at their times (advancing the host to
/// each, as `ScenarioGesture.perform` does), and a snapshot is taken at each chosen instant.
@MainActor
enum HeadlessReference {
    static func frames(
        scenario name: String, touches: [(time: TimeInterval, touch: ScenarioGesture.Touch)],
        at instants: [TimeInterval], scale: CGFloat
    ) throws -> [RGBAImage] {
        let scenario = try #require(ScenarioCatalog.scenario(named: name))
        let run = scenario.makeRun()
        let host = run.host
        let start = host.time
        run.present()
        enum Event {
            case touch(ScenarioGesture.Touch)
            case snapshot
        }
        let events =
            (touches.map { ($0.time, Event.touch($0.touch)) } + instants.map { ($0, Event.snapshot) })
            .enumerated().sorted {
                $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset
            }
            .map(\.element)
        var frames: [RGBAImage] = []
        for (time, event) in events {
            if start + time > host.time { host.advance(by: start + time - host.time) }
            switch event {
            case .touch(let touch): ScenarioGesture.apply(touch, on: host)
            case .snapshot: frames.append(host.snapshot(scale: scale))
            }
        }
        return frames
    }

    /// A gesture's touches from `time`.
    static func touches(_ gesture: ScenarioGesture, from time: TimeInterval) -> [(
        time: TimeInterval, touch: ScenarioGesture.Touch
    )] {
        gesture.steps.map { (time + $0.time, $0.touch) }
    }
}

/// How two pictures of one frame differ.
struct PictureDifference: CustomStringConvertible {
    /// The fraction of pixels whose red, green or blue differs by more than `threshold` levels.
    let differingFraction: Double
    /// The mean absolute difference per colour channel, in levels.
    let meanDifference: Double
    let threshold: Int

    init(_ a: RGBAImage, _ b: RGBAImage, threshold: Int = 8) {
        self.threshold = threshold
        precondition(a.width == b.width && a.height == b.height)
        var differing = 0
        var total = 0
        for pixel in 0..<(a.width * a.height) {
            var worst = 0
            for channel in 0..<3 {
                let d = abs(Int(a.bytes[pixel * 4 + channel]) - Int(b.bytes[pixel * 4 + channel]))
                worst = max(worst, d)
                total += d
            }
            if worst > threshold { differing += 1 }
        }
        let pixels = max(1, a.width * a.height)
        differingFraction = Double(differing) / Double(pixels)
        meanDifference = Double(total) / Double(pixels * 3)
    }

    var description: String {
        String(
            format: "%.3f %% of pixels differ by more than %d levels; mean difference %.3f levels",
            differingFraction * 100, threshold, meanDifference)
    }
}

extension RGBAImage {
    /// Whether the picture shows something: not empty, not almost all black (the screen with
    /// nothing in front of it), and of more than one colour.
    var showsSomething: Bool {
        guard width > 0, height > 0 else { return false }
        var black = 0
        var colours = Set<UInt32>()
        for pixel in 0..<(width * height) {
            let r = bytes[pixel * 4]
            let g = bytes[pixel * 4 + 1]
            let b = bytes[pixel * 4 + 2]
            if r < 8 && g < 8 && b < 8 { black += 1 }
            if colours.count < 2 { colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)) }
        }
        return black < width * height * 9 / 10 && colours.count > 1
    }
}
