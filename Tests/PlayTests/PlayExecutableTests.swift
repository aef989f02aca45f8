import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// `play` as a person runs it: bad input ends it with a clear message and a clean exit, never a
/// hang; none of these needs a display.
@Suite("play, bad input")
struct PlayBadInputTests {
    @Test("an unknown scenario: exit status 64 and the list of names")
    func unknownScenario() throws {
        let result = try PlayProcess.run(["s9-nowhere"], deadline: 30)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.error.contains("no scenario named \"s9-nowhere\""))
        #expect(result.error.contains("s1-dimming-button") && result.error.contains("sheet-detents"))
    }

    @Test("without SDL2: the one install line, exit status 3")
    func libraryMissing() throws {
        let result = try PlayProcess.run(
            ["s1-dimming-button"],
            environment: ["PRESENTATIONKIT_SDL_LIBRARY": "/nonexistent/libSDL2-2.0.so.0"],
            deadline: 30)
        #expect(!result.timedOut)
        #expect(result.status == 3)
        #expect(result.error.contains("sudo apt-get install libsdl2-2.0-0"))
    }

    @Test(
        "no display: a clear message, exit status 4",
        .enabled(if: PlayProcess.sdlIsInstalled, "needs SDL2 (libsdl2-2.0-0), which .ci/run installs"))
    func noDisplay() throws {
        // --exit-after: were the window to open somewhere unseen, the run still ends.
        let result = try PlayProcess.run(
            ["s1-dimming-button", "--exit-after", "10"],
            environment: [
                "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil, "XDG_RUNTIME_DIR": nil,
            ],
            deadline: 30)
        #expect(!result.timedOut)
        #expect(result.status == 4)
        #expect(result.error.contains("play found no display"))
        #expect(result.error.contains("DISPLAY unset"))
    }

    @Test("a script line that cannot be read: its number and why, exit status 64")
    func badScript() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("play-bad-\(UUID()).txt")
        try "0.5 down 1 2\n0.6 wiggle\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try PlayProcess.run(["sheet-detents", "--script", file.path], deadline: 30)
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.error.contains("script line 2"))
    }
}
