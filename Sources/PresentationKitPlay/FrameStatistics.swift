import Foundation

/// The measured cost of one frame, in seconds of real time.
public struct FrameTiming: Sendable, Equatable {
    /// From the start of this frame to the start of the next (what a person sees as the frame's
    /// duration: the refresh interval when the loop keeps up).
    public var interval: Double
    /// The presentation pass: the host advanced to the frame's time (inputs, layout, animations,
    /// the app's callbacks).
    public var pass: Double
    /// The renderer drawing the frame.
    public var render: Double
    /// Handing the frame to the window: the copy into the window's texture and the present call
    /// (which waits for the refresh when vsync is on).
    public var present: Double

    /// The frame's own work: the pass and the render (what must fit the refresh budget).
    public var work: Double { pass + render }

    /// Creates a timing from its parts.
    public init(interval: Double, pass: Double, render: Double, present: Double) {
        self.interval = interval
        self.pass = pass
        self.render = render
        self.present = present
    }
}

/// Frame timings of a run, with their median and 99th percentile.
public struct FrameStatistics: Sendable {
    /// Every frame's timing, oldest first.
    public private(set) var timings: [FrameTiming] = []

    /// No frames yet.
    public init() {}

    /// Records one frame.
    public mutating func record(_ timing: FrameTiming) {
        timings.append(timing)
    }

    /// The frames after the first: the first frame opens the window (the window system maps it
    /// and makes its image), a start-up cost no later frame pays, so it is reported on its own
    /// (``firstFrame``) rather than as the run's worst frame. With one frame, that frame.
    public var steadyTimings: ArraySlice<FrameTiming> {
        timings.count > 1 ? timings.dropFirst() : timings[...]
    }

    /// The first frame's timing, if any.
    public var firstFrame: FrameTiming? { timings.first }

    /// The median and the 99th percentile (nearest rank) of one measure over the frames after
    /// the first (``steadyTimings``), in seconds; zeros without frames.
    public func summary(_ measure: (FrameTiming) -> Double) -> (median: Double, p99: Double) {
        let values = steadyTimings.map(measure).sorted()
        guard !values.isEmpty else { return (0, 0) }
        func rank(_ fraction: Double) -> Double {
            values[min(values.count - 1, max(0, Int((fraction * Double(values.count)).rounded(.up)) - 1))]
        }
        return (rank(0.5), rank(0.99))
    }

    /// The statistics as JSON: the frame count and, for each measure, its median and 99th
    /// percentile in milliseconds over the frames after the first, and the first frame's interval
    /// (`first_frame_ms`).
    public func json(extra: [String: String] = [:]) -> String {
        let measures: [(String, (FrameTiming) -> Double)] = [
            ("interval", \.interval), ("pass", \.pass), ("render", \.render), ("present", \.present),
            ("work", \.work),
        ]
        var fields = ["\"frames\": \(timings.count)"]
        for (name, measure) in measures {
            let (median, p99) = summary(measure)
            fields.append(
                "\"\(name)\": {\"median_ms\": \(Self.milliseconds(median)), \"p99_ms\": \(Self.milliseconds(p99))}"
            )
        }
        fields.append("\"first_frame_ms\": \(Self.milliseconds(firstFrame?.interval ?? 0))")
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) {
            fields.append("\"\(key)\": \"\(value)\"")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A one-line report for the terminal.
    public var report: String {
        func line(_ name: String, _ measure: (FrameTiming) -> Double) -> String {
            let (median, p99) = summary(measure)
            return "\(name) \(Self.milliseconds(median))/\(Self.milliseconds(p99))"
        }
        return "\(timings.count) frames, median/p99 ms after the first: " + line("work", \.work) + ", "
            + line("pass", \.pass) + ", " + line("render", \.render) + ", " + line("present", \.present)
            + ", " + line("interval", \.interval)
            + "; first frame \(Self.milliseconds(firstFrame?.interval ?? 0))"
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.2f", seconds * 1000)
    }
}
