import Foundation
import PresentationKit
import PresentationKitRendering

/// Drives a ``PlaySession`` frame by frame into a ``PlayDisplay``: the host advanced to each
/// frame's time, the window's inputs applied at the times they happened, the frame rendered and
/// shown, and each frame's cost measured.
///
/// Two clocks: the real one (each frame advances the host by the real time since the last, at
/// most ``longestStep`` so a stall does not jump a transition to its end; inputs land at their
/// own timestamps, so a drag's velocity is the hand's), or a fixed step, for scripted runs whose
/// frames must equal the headless host's given the same inputs at the same times.
@MainActor
public final class PlayLoop {
    /// How the loop runs.
    public struct Options: Sendable {
        /// Pixels per point of the frames.
        public var scale: CGFloat = 1
        /// The host time between frames when the clock is fixed; nil runs on the real clock.
        public var fixedStep: TimeInterval?
        /// The refresh rate the loop paces itself to when the display does not wait for the
        /// refresh (real clock only).
        public var framesPerSecond = 60
        /// Stop after this many frames.
        public var frameLimit: Int?
        /// Stop once the run is this many seconds old (host time since the start).
        public var timeLimit: TimeInterval?
        /// Timed inputs to play (screenshots, scripted touches, keys).
        public var script = PlayScript(steps: [])
        /// With a fixed step: the clock moves only with the window's inputs, one step for each (the
        /// n-th input lands at n steps), and the loop waits while none come. A program driving the
        /// window (a test sending X input) then decides every instant, however loaded the machine
        /// is; ``PlayLoop/inputWasApplied`` reports each input as it lands.
        public var locksToInputs = false

        /// The default options: scale 1, the real clock at 60 Hz, no limits, no script.
        public init() {}
    }

    /// Why a run ended.
    public enum Ending: Sendable, Equatable {
        /// The window was closed (or the script said `quit`), `at` seconds into the run, while a
        /// transition was in flight or not.
        case closed(at: TimeInterval, midTransition: Bool)
        /// SIGTERM or SIGINT arrived (``PlaySignals``), `at` seconds into the run.
        case signalled(Int32, at: TimeInterval, midTransition: Bool)
        /// The frame limit was reached.
        case frameLimit
        /// The time limit was reached.
        case timeLimit
    }

    /// What a run did.
    public struct Outcome: Sendable {
        /// Why it ended.
        public var ending: Ending
        /// Every frame's cost.
        public var statistics: FrameStatistics
        /// The screenshots written, in order.
        public var screenshots: [String]
    }

    /// The most host time one frame of the real clock advances.
    public static let longestStep: TimeInterval = 0.1

    private let session: PlaySession
    private let display: PlayDisplay
    private let options: Options
    private var statistics = FrameStatistics()
    private var screenshots: [String] = []
    private let overlay = FrameOverlay()
    /// Called with each window input and the run's time when it was applied (in a run whose clock
    /// follows its inputs: the acknowledgement a program driving the window waits for).
    public var inputWasApplied: ((PlayInput, TimeInterval) -> Void)?
    /// Called with the name of what the window shows when it changes, and at the start: a
    /// scenario's name, or "scenarios" for the list (the executable retitles the window).
    public var scenarioDidChange: ((String) -> Void)?

    /// A loop showing `session` in `display`.
    public init(session: PlaySession, display: PlayDisplay, options: Options) {
        self.session = session
        self.display = display
        self.options = options
    }

    /// Runs until the window closes or a limit is reached. Throws what the display throws, and
    /// a screenshot that cannot be written.
    public func run() throws -> Outcome {
        display.scale = 1 / options.scale
        session.start()
        var scenarioName = session.currentName
        scenarioDidChange?(scenarioName)
        var origin = session.host.time
        var script = options.script.steps[...]
        let wallStart = monotonicSeconds()
        var paused = 0.0
        var runTime = 0.0
        var frame = 0
        var previous: (start: Double, pass: Double, render: Double, present: Double)?
        // Inputs so far, in a run whose clock follows them.
        var inputCount = 0
        let locksToInputs = options.locksToInputs && options.fixedStep != nil
        while true {
            var lockedInputs: [TimedInput] = []
            if locksToInputs {
                lockedInputs = display.pollInputs()
                if lockedInputs.isEmpty, frame > 0, !PlaySignals.isPending {
                    // Time stands still until the next input.
                    usleep(1_000)
                    continue
                }
            }
            let frameStart = monotonicSeconds()
            if let previous {
                statistics.record(
                    FrameTiming(
                        interval: frameStart - previous.start, pass: previous.pass, render: previous.render,
                        present: previous.present))
            }
            // The time this frame shows.
            var target: TimeInterval
            if let step = options.fixedStep, locksToInputs {
                target = Double(inputCount + lockedInputs.count) * step
            } else if let step = options.fixedStep {
                target = Double(frame) * step
            } else {
                var elapsed = frameStart - wallStart - paused
                if elapsed - runTime > Self.longestStep {
                    paused += elapsed - runTime - Self.longestStep
                    elapsed = runTime + Self.longestStep
                }
                target = elapsed
            }
            let limitReached = options.timeLimit.map { target >= $0 } ?? false
            target = min(target, options.timeLimit ?? target)

            // Inputs up to the frame's time, in time order: the script's and the window's.
            var events: [(time: TimeInterval, input: PlayInput, fromWindow: Bool)] = []
            if let step = options.fixedStep, locksToInputs {
                for input in lockedInputs {
                    inputCount += 1
                    events.append((Double(inputCount) * step, input.input, true))
                }
            } else {
                events += display.pollInputs().map { ($0.time, $0.input, true) }
            }
            events = events.compactMap { event in
                if options.fixedStep != nil, !locksToInputs {
                    // A scripted run hears only the window closing: its inputs are the script's.
                    return event.input == .quit ? (runTime, .quit, true) : nil
                }
                if locksToInputs { return event }
                return (min(max(event.time - wallStart - paused, runTime), target), event.input, true)
            }
            while let step = script.first, step.time <= target {
                script.removeFirst()
                events.append((step.time, step.input, false))
            }
            // In time order; at equal times the window's inputs before the script's steps.
            events = events.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
            }.map(\.element)
            if let signal = PlaySignals.take() {
                return Outcome(
                    ending: .signalled(signal, at: runTime, midTransition: session.isTransitioning),
                    statistics: statistics, screenshots: screenshots)
            }

            let passStart = monotonicSeconds()
            for event in events {
                session.advance(to: origin + event.time)
                runTime = max(runTime, event.time)
                switch event.input {
                case .quit:
                    return Outcome(
                        ending: .closed(at: runTime, midTransition: session.isTransitioning),
                        statistics: statistics, screenshots: screenshots)
                case .screenshot(let path):
                    try screenshot(to: path)
                default:
                    let shown = session.host
                    session.apply(event.input)
                    if event.fromWindow { inputWasApplied?(event.input, event.time) }
                    // A fresh run (or the list) has a host of its own: the run's time carries on
                    // from its start.
                    if session.host !== shown { origin = session.host.time - event.time }
                }
                if session.currentName != scenarioName {
                    scenarioName = session.currentName
                    scenarioDidChange?(scenarioName)
                }
            }
            session.advance(to: origin + target)
            runTime = target
            let renderStart = monotonicSeconds()
            var image = session.renderFrame(scale: options.scale)
            if session.showsOverlay { overlay.draw(statistics, on: &image) }
            let presentStart = monotonicSeconds()
            try display.show(image)
            let presentEnd = monotonicSeconds()
            previous = (
                frameStart, renderStart - passStart, presentStart - renderStart, presentEnd - presentStart
            )
            frame += 1

            let frameLimitReached = options.frameLimit.map { frame >= $0 } ?? false
            if frameLimitReached || limitReached {
                // The last frame's interval ends now.
                statistics.record(
                    FrameTiming(
                        interval: monotonicSeconds() - frameStart, pass: renderStart - passStart,
                        render: presentStart - renderStart, present: presentEnd - presentStart))
                return Outcome(
                    ending: frameLimitReached ? .frameLimit : .timeLimit, statistics: statistics,
                    screenshots: screenshots)
            }
            if options.fixedStep == nil, !display.waitsForRefresh {
                let next = frameStart + 1 / Double(max(1, options.framesPerSecond))
                let wait = next - monotonicSeconds()
                if wait > 0 { usleep(useconds_t(wait * 1e6)) }
            }
        }
    }

    /// Shows the frame of the host's current time and writes what the window shows to `path`.
    private func screenshot(to path: String) throws {
        var image = session.renderFrame(scale: options.scale)
        if session.showsOverlay { overlay.draw(statistics, on: &image) }
        try display.show(image)
        let picture = try display.readBack()
        try picture.writePNG(to: URL(fileURLWithPath: path))
        screenshots.append(path)
    }
}
