import ArgumentParser
import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitScenarios

/// `swift run play [SCENARIO]`: a scenario live in a window, driven by the mouse and keyboard.
@main
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Runs a PresentationKit scenario live in a window (SDL2), driven by mouse and keyboard.",
        discussion: """
            The mouse is a finger; the wheel scrolls; typing goes to the first responder. \
            Return, Delete and Escape do what a hardware keyboard's do (Escape with no first \
            responder plays the scenario's own dismissal). Control with a letter (or the letter \
            alone when no text field is editing): O overlay (F1), P / Shift-P next / previous \
            scenario (F2), R rotate (F3), K software keyboard (F4), N start again (F5), \
            D dismiss (F6), L the list of scenarios (F7), Control-Q quit. Resizing the window is a size transition. \
            SIGTERM or SIGINT ends the run at the next frame, cleanly (exit status 143 or 130).
            """)

    @Argument(help: "The scenario (see --list); without one the window opens on the list of scenarios.")
    var scenario: String?

    @Flag(help: "List the scenarios and exit.")
    var list = false

    @Option(
        help:
            "Run at a device profile's portrait size (\(PlayDevices.byName.map(\.name).joined(separator: ", "))); default: the scenario's own size."
    )
    var device: String?

    @Option(help: "Window pixels per point.")
    var scale: Double = 1

    @Option(help: "A script of timed inputs (see PlayScript); runs on a fixed 60 Hz clock.")
    var script: String?

    @Option(help: "AT:PATH — write the window's picture at AT seconds to PATH (PNG); repeatable.")
    var screenshot: [String] = []

    @Option(help: "Stop after this many frames.")
    var frames: Int?

    @Option(name: .customLong("exit-after"), help: "Stop this many seconds into the run.")
    var exitAfter: Double?

    @Flag(help: "Run on a fixed 60 Hz clock even without a script (frames as the headless host's).")
    var fixedClock = false

    @Flag(
        help:
            "Move the clock one 60 Hz step per window input and not otherwise, printing each input as it lands (for programs driving the window)."
    )
    var lockstep = false

    @Flag(help: "Start with the frame-time overlay shown.")
    var overlay = false

    @Flag(help: "Ask SDL for its software renderer.")
    var software = false

    @Option(help: "Write the frame timings' median and 99th percentile as JSON to this file.")
    var stats: String?

    func validate() throws {
        if !list, let scenario, PlayCatalog.index(of: scenario) == nil {
            throw ValidationError(PlayError.unknownScenario(scenario).description)
        }
        if let device, PlayDevices.device(named: device) == nil {
            throw ValidationError(
                "no device \"\(device)\"; the devices are: "
                    + PlayDevices.byName.map(\.name).joined(separator: ", "))
        }
        guard scale.isFinite, scale > 0, scale <= 4 else {
            throw ValidationError("--scale must be in (0, 4]")
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            throw ValidationError("--exit-after must be a non-negative number of seconds")
        }
        for shot in screenshot {
            let parts = shot.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let time = Double(parts[0]), time.isFinite, time >= 0 else {
                throw ValidationError("--screenshot takes AT:PATH, AT in seconds (got \"\(shot)\")")
            }
        }
    }

    func run() throws {
        if list {
            for scenario in ScenarioCatalog.all { say("\(scenario.name)\t\(scenario.summary)") }
            return
        }
        try MainActor.assumeIsolated {
            do {
                try play()
            } catch let error as PlayError {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(error.exitCode)
            }
        }
    }

    @MainActor
    private func play() throws {
        var options = PlayLoop.Options()
        options.scale = CGFloat(scale)
        options.frameLimit = frames
        options.timeLimit = exitAfter
        var steps: [PlayScript.Step] = []
        if let script {
            let text: String
            do {
                text = try String(contentsOfFile: script, encoding: .utf8)
            } catch {
                throw PlayError.badScript(
                    line: 0, text: script, reason: "cannot be read: \(error.localizedDescription)")
            }
            steps = try PlayScript(text: text).steps
        }
        for shot in screenshot {
            let parts = shot.split(separator: ":", maxSplits: 1)
            steps.append(PlayScript.Step(time: Double(parts[0]) ?? 0, input: .screenshot(String(parts[1]))))
        }
        options.script = PlayScript(steps: steps)
        if script != nil || fixedClock || lockstep { options.fixedStep = 1.0 / 60 }
        options.locksToInputs = lockstep

        // Before SDL starts: SIGTERM and SIGINT end the run at the next frame, even when this
        // process inherited them ignored.
        PlaySignals.install()
        let session = try PlaySession(
            scenarioNamed: scenario ?? PlayCatalog.defaultScenario,
            device: device.flatMap(PlayDevices.device(named:)))
        if scenario == nil { session.showPicker() }
        session.showsOverlay = overlay
        let size = session.host.screen.bounds.size
        let window = try SDLWindow(
            title: "play", width: Int((size.width * CGFloat(scale)).rounded()),
            height: Int((size.height * CGFloat(scale)).rounded()),
            softwareRendering: software || script != nil || lockstep,
            vsync: script == nil && !fixedClock && !lockstep,
            libraryPath: ProcessInfo.processInfo.environment["PRESENTATIONKIT_SDL_LIBRARY"])
        defer { window.close() }
        say("play: \(window.driverDescription)")
        let loop = PlayLoop(session: session, display: window, options: options)
        loop.scenarioDidChange = { name in
            let index = (PlayCatalog.index(of: name) ?? 0) + 1
            window.setTitle(
                "play — \(name) (\(index)/\(PlayCatalog.names.count)) — P next, O overlay, R rotate")
            say("play: \(name)")
        }
        if lockstep {
            loop.inputWasApplied = { input, time in
                say(String(format: "play: input at %.6f: ", time) + Self.describe(input))
            }
        }
        let outcome = try loop.run()
        switch outcome.ending {
        case .closed(let time, let midTransition):
            say(
                String(format: "play: window closed %.2f s into the run", time)
                    + (midTransition ? ", mid-transition; exiting" : "; exiting"))
        case .signalled(let signal, let time, let midTransition):
            say(
                String(format: "play: %@ received %.2f s into the run", PlaySignals.name(of: signal), time)
                    + (midTransition ? ", mid-transition; exiting" : "; exiting"))
        case .frameLimit: say("play: \(frames ?? 0) frames shown; exiting")
        case .timeLimit: say("play: \(exitAfter ?? 0) s run; exiting")
        }
        say("play: " + outcome.statistics.report)
        if let stats {
            let json = outcome.statistics.json(extra: [
                "scenario": scenario ?? "scenarios", "driver": window.driverDescription, "scale": "\(scale)",
            ])
            try (json + "\n").write(toFile: stats, atomically: true, encoding: .utf8)
        }
        // Ended by a signal: the status says so, as a shell's for a process it killed (130, 143).
        if case .signalled(let signal, _, _) = outcome.ending { throw ExitCode(128 + signal) }
    }
}

extension Play {
    /// An input as `--lockstep` acknowledges it: its kind and point in whole points.
    fileprivate static func describe(_ input: PlayInput) -> String {
        func point(_ p: CGPoint) -> String { "\(Int(p.x.rounded())) \(Int(p.y.rounded()))" }
        switch input {
        case .touchDown(let p): return "touchDown " + point(p)
        case .touchMove(let p): return "touchMove " + point(p)
        case .touchUp: return "touchUp"
        case .hover(let p): return "hover " + point(p)
        default: return "\(input)"
        }
    }
}

/// Prints `line` and flushes it at once, also into a pipe or a file: what `play` says is seen as
/// it happens (a test driving the window waits for these lines).
private func say(_ line: String) {
    print(line)
    fflush(nil)
}

extension PlayError {
    /// The exit status `play` ends with for this error.
    var exitCode: Int32 {
        switch self {
        case .libraryMissing: 3
        case .noDisplay: 4
        case .windowSystem: 5
        case .unknownScenario, .badScript: 64
        }
    }
}
