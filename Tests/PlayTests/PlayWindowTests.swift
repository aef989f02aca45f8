import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// The only tests that need a display, so they start their own: `play` in a real SDL window on a
/// virtual X server, its window read back and compared with the headless renderer's frames.
///
/// Tolerance: the window's picture is the renderer's frame copied through SDL (an RGBA texture,
/// the software renderer, X's 24-bit visual), so it must match the headless frame of the same
/// inputs at the same instant with at most 0.5 % of pixels differing by more than 8 levels in any
/// channel and a mean difference under 1 level.
@MainActor
@Suite(
    "play in a window",
    .enabled(
        if: PlayProcess.sdlIsInstalled && PlayProcess.xvfb != nil,
        "needs SDL2 and Xvfb (Debian's libsdl2-2.0-0 and xvfb), which .ci/run installs"),
    .serialized)
struct PlayWindowTests {
    static let scale: CGFloat = 0.5

    private func play(
        _ scenario: String, script: String, on display: VirtualDisplay, in folder: URL, extra: [String] = []
    ) throws -> PlayProcess.Result {
        let file = folder.appendingPathComponent("\(scenario).script")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let result = try PlayProcess.run(
            [scenario, "--script", file.path, "--scale", "\(Self.scale)"] + extra,
            environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
            deadline: 60)
        #expect(!result.timedOut, "play hung")
        #expect(result.status == 0, "\(result.error)")
        return result
    }

    private func compare(
        _ folder: URL, _ prefix: String, _ instants: [TimeInterval], with reference: [RGBAImage]
    ) throws {
        var pictures: [RGBAImage] = []
        for (index, expected) in reference.enumerated() {
            let shown = try RGBAImage(contentsOfPNG: folder.appendingPathComponent("\(prefix)-\(index).png"))
            let windowShowsSomething = shown.showsSomething
            let referenceShowsSomething = expected.showsSomething
            #expect(windowShowsSomething, "the window showed nothing at \(instants[index]) s")
            #expect(referenceShowsSomething)
            let (width, height) = (shown.width, shown.height)
            #expect(width == expected.width && height == expected.height)
            guard shown.width == expected.width, shown.height == expected.height else { continue }
            let difference = PictureDifference(shown, expected)
            #expect(
                difference.differingFraction <= 0.005 && difference.meanDifference < 1,
                "\(prefix) at \(instants[index]) s: \(difference)")
            pictures.append(shown)
        }
        let distinct = Set(pictures.map(\.bytes)).count
        #expect(distinct == pictures.count, "each instant shows a different picture")
    }

    @Test("a sheet dragged from medium to large, and a card flung away: the window shows the headless frames")
    func windowMatchesTheHeadlessHost() throws {
        let display = try #require(VirtualDisplay(xvfb: PlayProcess.xvfb!), "Xvfb did not start")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-window-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The sheet: up to its medium detent, dragged to large, filmed mid-drag and at rest.
        let sheetInstants: [TimeInterval] = [0.6, 1.05, 1.8]
        let sheetScript =
            "0.8 drag 196 600 196 250 0.5\n"
            + sheetInstants.enumerated().map { "\($1) screenshot \(folder.path)/sheet-\($0).png" }.joined(
                separator: "\n")
            + "\n1.9 quit\n"
        _ = try play("sheet-detents", script: sheetScript, on: display, in: folder)
        let sheetReference = try HeadlessReference.frames(
            scenario: "sheet-detents",
            touches: HeadlessReference.touches(
                .drag(from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 250), duration: 0.5), from: 0.8),
            at: sheetInstants, scale: Self.scale)
        try compare(folder, "sheet", sheetInstants, with: sheetReference)

        // The card: flung down and away, filmed under the finger, leaving, and gone.
        let cardInstants: [TimeInterval] = [1.2, 1.55, 2.3]
        let cardScript =
            "0.8 fling 195 560 195 800 0.6 0 900\n"
            + cardInstants.enumerated().map { "\($1) screenshot \(folder.path)/card-\($0).png" }.joined(
                separator: "\n")
            + "\n2.4 quit\n"
        _ = try play("s6-pan-to-dismiss", script: cardScript, on: display, in: folder)
        let cardReference = try HeadlessReference.frames(
            scenario: "s6-pan-to-dismiss",
            touches: HeadlessReference.touches(
                .fling(
                    from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 800), duration: 0.6,
                    releaseVelocity: CGPoint(x: 0, y: 900)), from: 0.8),
            at: cardInstants, scale: Self.scale)
        try compare(folder, "card", cardInstants, with: cardReference)

        // The window closed 0.2 s into S1's presentation: a clean exit that says so.
        let closed = try play("s1-dimming-button", script: "0.2 quit\n", on: display, in: folder)
        #expect(closed.output.contains("window closed 0.20 s into the run, mid-transition"))

        // PLAY_KEEP_SCREENSHOTS=FOLDER keeps two of the window's pictures (the README's).
        if let keep = ProcessInfo.processInfo.environment["PLAY_KEEP_SCREENSHOTS"] {
            for (name, kept) in [("sheet-1", "play-sheet-mid-drag"), ("card-1", "play-card-flung")] {
                try? FileManager.default.removeItem(atPath: "\(keep)/\(kept).png")
                try FileManager.default.copyItem(
                    atPath: folder.appendingPathComponent("\(name).png").path, toPath: "\(keep)/\(kept).png")
            }
        }
    }

    /// A gesture for the X server's pointer, in window pixels: the pointer moves to the first
    /// point, the button goes down, the pointer moves through the rest one step each, the button
    /// comes up.
    private struct PointerGesture {
        var points: [(x: Int32, y: Int32)]
    }

    /// Runs `scenario` in `play --lockstep` and plays `gesture` through XTEST once the run is
    /// `start` seconds old, then moves the pointer (button up) until the run has passed `end`.
    /// Every X event is one input and one 1/60 s step of play's clock, and the test waits for
    /// play's acknowledgement of each before sending the next, so neither the machine's load nor
    /// the X server's timing changes what the window shows. Returns the touches as play applied
    /// them, at the run times it acknowledged.
    private func drive(
        _ scenario: String, gesture: PointerGesture, start: TimeInterval, end: TimeInterval,
        screenshots instants: [TimeInterval], prefix: String, in folder: URL, display: VirtualDisplay,
        pointer x: XTestInput
    ) throws -> [(time: TimeInterval, touch: ScenarioGesture.Touch)] {
        let script = folder.appendingPathComponent("\(prefix).script")
        try
            (instants.enumerated().map { "\($1) screenshot \(folder.path)/\(prefix)-\($0).png" }
            + ["\(end) quit"]).joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        let play = try PlayProcess.Running(
            [scenario, "--scale", "\(Self.scale)", "--lockstep", "--script", script.path],
            environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(play.waitForOutput("play: \(scenario)\n", timeout: 120), "play did not start \(scenario)")
        // The window, once mapped, lies under the screen's centre (SDL centres it; no window manager).
        var frame: (x: Int32, y: Int32, width: Int32, height: Int32)?
        let deadline = Date().addingTimeInterval(60)
        while frame == nil, Date() < deadline {
            frame = x.window(at: 512, 512)
            if frame == nil { usleep(20_000) }
        }
        let window = try #require(frame, "play's window never showed")

        var acknowledged = 0
        /// The next acknowledgement play prints: its run time and what landed; nil if play ended.
        func nextAcknowledgement() -> (time: TimeInterval, input: String)? {
            let end = Date().addingTimeInterval(60)
            while Date() < end {
                let lines = play.output.split(separator: "\n").filter { $0.hasPrefix("play: input at ") }
                if lines.count > acknowledged {
                    let line = lines[acknowledged].dropFirst("play: input at ".count)
                    acknowledged += 1
                    let parts = line.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2, let printed = Double(parts[0]) else { return nil }
                    // The n-th input lands at n steps of 1/60 s, computed as play computes it.
                    let time = Double(Int((printed * 60).rounded())) * (1.0 / 60)
                    #expect(abs(time - printed) < 1e-5, "an input off the 60 Hz steps: \(line)")
                    return (time, parts[1].trimmingCharacters(in: .whitespaces))
                }
                if !play.isRunning { return nil }
                usleep(2_000)
            }
            return nil
        }
        var hoverToggle: Int32 = 0
        /// Moves the pointer a pixel (button up) and waits for play to take the step.
        func tick() -> (time: TimeInterval, input: String)? {
            hoverToggle = 1 - hoverToggle
            x.move(to: window.x + 4 + hoverToggle, window.y + 4)
            return nextAcknowledgement()
        }
        var last = try #require(tick(), "play acknowledged no input: \(play.output)")
        while last.time < start - 1e-9 {
            last = try #require(tick(), "play ended before the gesture")
        }
        var touches: [(time: TimeInterval, touch: ScenarioGesture.Touch)] = []
        /// Expects play to acknowledge `expected` next (after any pointer moves with the button
        /// up) and records it as `touch`.
        func expectNext(_ expected: String, _ touch: ScenarioGesture.Touch) throws {
            var next = nextAcknowledgement()
            while let ack = next, ack.input.hasPrefix("hover") { next = nextAcknowledgement() }
            let ack = try #require(next, "no acknowledgement of \(expected)")
            #expect(ack.input == expected, "play took \(ack.input) for \(expected)")
            touches.append((ack.time, touch))
        }
        func point(_ p: (x: Int32, y: Int32)) -> CGPoint {
            CGPoint(x: CGFloat(p.x) / Self.scale, y: CGFloat(p.y) / Self.scale)
        }
        func described(_ p: (x: Int32, y: Int32)) -> String {
            "\(Int(point(p).x)) \(Int(point(p).y))"
        }
        let first = gesture.points[0]
        x.move(to: window.x + first.x, window.y + first.y)
        x.button(1, down: true)
        try expectNext("touchDown " + described(first), .down(point(first)))
        for p in gesture.points.dropFirst() {
            x.move(to: window.x + p.x, window.y + p.y)
            try expectNext("touchMove " + described(p), .move(point(p)))
        }
        x.button(1, down: false)
        try expectNext("touchUp", .up)
        while let ack = tick(), ack.time < end {}

        let result = try play.finish(deadline: 120)
        #expect(!result.timedOut, "play hung")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("play: window closed"))
        return touches
    }

    @Test(
        "real X input (XTEST): a sheet dragged from medium to large and a card flung away by the X server's pointer show the headless frames of the same touches",
        .enabled(
            if: XTestInput.isInstalled,
            "needs Xlib and XTEST (Debian's libx11-6 and libxtst6), which .ci/run installs"))
    func realInput() throws {
        let display = try #require(VirtualDisplay(xvfb: PlayProcess.xvfb!), "Xvfb did not start")
        let x = try #require(XTestInput(displayName: display.name), "cannot connect to \(display.name)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-xtest-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The sheet at its medium detent, dragged up 7 pixels (14 points) a step to large, filmed
        // mid-drag and at rest.
        let sheetDrag = PointerGesture(points: (0...25).map { (98, 300 - 7 * Int32($0)) })
        let sheetInstants: [TimeInterval] = [1.1, 1.8]
        let sheetTouches = try drive(
            "sheet-detents", gesture: sheetDrag, start: 0.8, end: 1.9, screenshots: sheetInstants,
            prefix: "sheet", in: folder, display: display, pointer: x)
        try compare(
            folder, "sheet", sheetInstants,
            with: HeadlessReference.frames(
                scenario: "sheet-detents", touches: sheetTouches, at: sheetInstants, scale: Self.scale))

        // The card pulled down 8 pixels (16 points, 960 points a second) a step and let go: flung
        // away (let go at 1.1 s). Filmed under the finger, leaving, and gone.
        let cardFling = PointerGesture(points: (0...15).map { (97, 280 + 8 * Int32($0)) })
        let cardInstants: [TimeInterval] = [1.0, 1.18, 2.2]
        let cardTouches = try drive(
            "s6-pan-to-dismiss", gesture: cardFling, start: 0.8, end: 2.3, screenshots: cardInstants,
            prefix: "card", in: folder, display: display, pointer: x)
        try compare(
            folder, "card", cardInstants,
            with: HeadlessReference.frames(
                scenario: "s6-pan-to-dismiss", touches: cardTouches, at: cardInstants, scale: Self.scale))
    }

    @Test(
        "SIGTERM and SIGINT end play at the next frame with a clean message, also when play inherits them ignored",
        arguments: [SIGTERM, SIGINT])
    func signalsEndPlay(signal: Int32) throws {
        let display = try #require(VirtualDisplay(xvfb: PlayProcess.xvfb!), "Xvfb did not start")
        // The real clock, as a person runs play; the signals ignored, as a shell's background job
        // leaves SIGINT and some launchers leave SIGTERM (SDL then maps neither to its quit event).
        let play = try PlayProcess.Running(
            ["s1-dimming-button", "--scale", "\(Self.scale)", "--software"],
            environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
            ignoringSignals: true)
        #expect(play.waitForOutput("play: s1-dimming-button\n", timeout: 120), "play did not start")
        let sent = Date()
        kill(play.processIdentifier, signal)
        let result = try play.finish(deadline: 60)
        let took = Date().timeIntervalSince(sent)
        #expect(!result.timedOut, "play did not end on \(signal)")
        #expect(result.status == 128 + signal, "\(result.error)")
        let name = signal == SIGTERM ? "SIGTERM" : "SIGINT"
        #expect(result.output.contains("play: \(name) received "), "\(result.output)")
        #expect(result.output.contains("exiting\nplay: "), "\(result.output)")
        // A frame or two, and shutting SDL down, even on a loaded machine.
        #expect(took < 10, "play took \(took) s to end")
    }

    @Test("frame pacing at the phone's size: S1 and the page sheet, median and 99th percentile printed")
    func framePacing() throws {
        let display = try #require(VirtualDisplay(xvfb: PlayProcess.xvfb!), "Xvfb did not start")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-pacing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for scenario in ["s1-dimming-button", "style-page-sheet-phone"] {
            let stats = folder.appendingPathComponent("\(scenario).json")
            let file = folder.appendingPathComponent("\(scenario).script")
            try "0.8 key dismiss\n1.5 quit\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try PlayProcess.run(
                [scenario, "--script", file.path, "--scale", "1", "--stats", stats.path],
                environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil],
                deadline: 60)
            #expect(!result.timedOut && result.status == 0, "\(result.error)")
            let json = try String(contentsOf: stats, encoding: .utf8)
            #expect(json.contains("\"frames\": 90"))
            print("play frame pacing, \(scenario), 390 × 844 at 1×, debug build under Xvfb: \(json)")
        }
    }
}
