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

    @Test(
        "real X input (XTEST): a click on the list starts the scenario under it",
        .enabled(
            if: XTestInput.isInstalled,
            "needs Xlib and XTEST (Debian's libx11-6 and libxtst6), which .ci/run installs"),
        .disabled(
            "flaky: passes alone, but under the full suite's load the click sometimes never reaches the window"
        ))
    func realInput() throws {
        let display = try #require(VirtualDisplay(xvfb: PlayProcess.xvfb!), "Xvfb did not start")
        let x = try #require(XTestInput(displayName: display.name), "cannot connect to \(display.name)")
        // The real clock, as a person runs play; the window surface, as a machine without a GPU.
        let play = try PlayProcess.Running(
            ["--scale", "\(Self.scale)", "--software", "--exit-after", "6"],
            environment: ["DISPLAY": display.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(play.waitForOutput("play: scenarios", timeout: 60), "play did not open its list")
        // The window, once mapped, lies under the screen's centre (SDL centres it; no window manager).
        var frame: (x: Int32, y: Int32, width: Int32, height: Int32)?
        let end = Date().addingTimeInterval(30)
        while frame == nil, Date() < end {
            frame = x.window(at: 512, 512)
            if frame == nil { usleep(20_000) }
        }
        let window = try #require(frame, "play's window never showed")
        #expect(window.width == 195 && window.height == 422)

        // What the list does with the same tap, headless.
        let listPoint = CGPoint(x: 196, y: 300)
        let expected = try PlaySession(scenarioNamed: PlayCatalog.defaultScenario)
        expected.showPicker()
        expected.apply(.touchDown(listPoint))
        expected.advance(to: expected.host.time + 0.05)
        expected.apply(.touchUp)
        let chosen = expected.currentName
        #expect(chosen != "scenarios")

        // The pointer moved onto the row and the button pressed and released by the X server.
        x.move(to: window.x + Int32(listPoint.x * Self.scale), window.y + Int32(listPoint.y * Self.scale))
        x.button(1, down: true)
        x.button(1, down: false)
        #expect(
            play.waitForOutput("play: \(chosen)\n", timeout: 30),
            "the click did not start \(chosen): \(play.output)")

        // The run ends at its time limit, cleanly.
        let result = try play.finish(deadline: 60)
        #expect(!result.timedOut, "play hung")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("play: 6.0 s run; exiting"))
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
