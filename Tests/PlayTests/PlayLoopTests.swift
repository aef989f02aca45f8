import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// The player's loop with a stand-in window: what the person's inputs do, and that a scripted run
/// shows exactly the headless host's frames.
@MainActor
@Suite("Play loop")
struct PlayLoopTests {
    private func options(_ script: PlayScript = PlayScript(steps: []), frames: Int? = nil) -> PlayLoop.Options
    {
        var options = PlayLoop.Options()
        options.scale = 0.25
        options.fixedStep = 1.0 / 60
        options.script = script
        options.frameLimit = frames
        options.timeLimit = 5
        return options
    }

    @Test("a scripted run's screenshots are the headless host's frames of the same touches at the same times")
    func scriptedFramesMatchTheHeadlessHost() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-loop-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let instants: [TimeInterval] = [1.05, 1.8]
        let script = try PlayScript(
            text: "0.8 drag 196 600 196 250 0.5\n"
                + instants.enumerated().map { "\($1) screenshot \(folder.path)/\($0).png" }.joined(
                    separator: "\n")
                + "\n1.9 quit")
        let session = try PlaySession(scenarioNamed: "sheet-detents")
        let display = StandInDisplay()
        let outcome = try PlayLoop(session: session, display: display, options: options(script)).run()
        #expect(outcome.ending == .closed(at: 1.9, midTransition: false))
        #expect(outcome.screenshots.count == 2)
        let reference = try HeadlessReference.frames(
            scenario: "sheet-detents",
            touches: HeadlessReference.touches(
                .drag(from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 250), duration: 0.5), from: 0.8),
            at: instants, scale: 0.25)
        for (index, expected) in reference.enumerated() {
            let shown = try RGBAImage(contentsOfPNG: folder.appendingPathComponent("\(index).png"))
            let same = shown == expected
            let showsSomething = expected.showsSomething
            #expect(same, "screenshot \(index) at \(instants[index]) s")
            #expect(showsSomething)
        }
        let differ = reference[0] != reference[1]
        #expect(differ, "mid-drag and at the large detent differ")
        // 1.9 s at 60 Hz: frames 0…114 (the 115th would show 1.9 s, when the window closes).
        #expect(display.frames.count == 114 + 2)
    }

    @Test("the window closed mid-transition ends the run at once, saying a transition was in flight")
    func closedMidTransition() throws {
        let session = try PlaySession(scenarioNamed: "s1-dimming-button")
        let display = StandInDisplay()
        display.inputsBeforeFrame[5] = [.quit]
        let outcome = try PlayLoop(session: session, display: display, options: options(frames: 600)).run()
        #expect(outcome.ending == .closed(at: 4.0 / 60, midTransition: true))
        #expect(display.frames.count == 5)
        #expect(outcome.statistics.timings.count == 5)
    }

    @Test("on the real clock each frame advances the host by the time since the last, at most 0.1 s")
    func realClock() throws {
        let session = try PlaySession(scenarioNamed: "s1-dimming-button")
        var options = options(frames: 4)
        options.fixedStep = nil
        options.framesPerSecond = 240
        let start = session.host.time
        let before = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        let outcome = try PlayLoop(session: session, display: StandInDisplay(), options: options).run()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds) / 1e9 - before
        #expect(outcome.ending == .frameLimit)
        #expect(session.host.time > start)
        #expect(session.host.time - start <= elapsed)
        #expect(session.host.time - start <= 3 * PlayLoop.longestStep + 1e-9)
    }

    @Test("the rotate key turns the device: later frames are landscape")
    func rotateKey() throws {
        let session = try PlaySession(scenarioNamed: "s2-rotation")
        let display = StandInDisplay()
        display.inputsBeforeFrame[0] = []
        let script = PlayScript(steps: [.init(time: 0.6, input: .key(.rotate))])
        _ = try PlayLoop(session: session, display: display, options: options(script, frames: 80)).run()
        #expect(display.frames.first.map { ($0.width, $0.height) } ?? (0, 0) == (98, 211))
        #expect(display.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (211, 98))
        #expect(session.host.interfaceOrientation == .landscapeRight)
    }

    @Test("the keyboard key brings up the keyboard on the first field; typing fills it; Escape hides it")
    func keyboardAndTyping() throws {
        let session = try PlaySession(scenarioNamed: "form-above-keyboard")
        let script = PlayScript(steps: [
            .init(time: 0.7, input: .key(.keyboard)),
            .init(time: 1.2, input: .type("Ada")),
            .init(time: 1.3, input: .key(.delete)),
            .init(time: 1.4, input: .key(.escape)),
        ])
        let display = StandInDisplay()
        var options = options(script)
        options.timeLimit = 1.35
        _ = try PlayLoop(session: session, display: display, options: options).run()
        let card = try #require(session.run.presented as? FormCardViewController)
        #expect(session.host.firstResponder === card.nameField)
        #expect(session.host.keyboardFrame != nil)
        #expect(card.nameField.text == "Ad")
        options.timeLimit = 2
        options.script = PlayScript(steps: [.init(time: 0.1, input: .key(.escape))])
        _ = try PlayLoop(session: session, display: display, options: options).run()
        #expect(session.host.firstResponder == nil)
    }

    @Test(
        "the picker keys switch to the next and previous scenario of the catalog, fresh, retitling the window"
    )
    func pickerKeys() throws {
        let session = try PlaySession(scenarioNamed: "s1-dimming-button")
        let script = PlayScript(steps: [
            .init(time: 0.1, input: .key(.nextScenario)), .init(time: 0.2, input: .key(.nextScenario)),
            .init(time: 0.3, input: .key(.previousScenario)),
        ])
        let loop = PlayLoop(session: session, display: StandInDisplay(), options: options(script, frames: 30))
        var titles: [String] = []
        loop.scenarioDidChange = { titles.append($0) }
        _ = try loop.run()
        let names = PlayCatalog.names
        #expect(titles == [names[0], names[1], names[2], names[1]])
        #expect(session.scenario.name == names[1])
    }

    @Test("the list of scenarios: a tap on a row starts that scenario, presented; L brings the list back")
    func picker() throws {
        let session = try PlaySession(scenarioNamed: "s1-dimming-button")
        session.showPicker()
        // Rows are 60 points tall below a 20-point inset: the second row, s2-alert-card, spans 80…140.
        let script = PlayScript(steps: [
            .init(time: 0.1, input: .touchDown(CGPoint(x: 195, y: 110))), .init(time: 0.15, input: .touchUp),
        ])
        let loop = PlayLoop(session: session, display: StandInDisplay(), options: options(script, frames: 50))
        var names: [String] = []
        loop.scenarioDidChange = { names.append($0) }
        _ = try loop.run()
        #expect(names == ["scenarios", "s2-alert-card"])
        #expect(!session.isPicking)
        #expect(session.run.presenting.presentedViewController === session.run.presented)
        session.apply(.key(.picker))
        #expect(session.isPicking && session.currentName == "scenarios")
    }

    @Test("the wheel scrolls the scroll view under the pointer, within its content")
    func wheelScrolls() throws {
        let session = try PlaySession(scenarioNamed: "scroll-list-card")
        let script = PlayScript(steps: [
            .init(time: 0.8, input: .scroll(dx: 0, dy: 120, at: CGPoint(x: 195, y: 700))),
            .init(time: 0.9, input: .scroll(dx: 0, dy: -100_000, at: CGPoint(x: 195, y: 700))),
        ])
        var options = options(script)
        options.timeLimit = 0.85
        _ = try PlayLoop(session: session, display: StandInDisplay(), options: options).run()
        let card = try #require(session.run.presented as? ScrollListCardViewController)
        let top = -card.list.adjustedContentInset.top
        #expect(card.list.contentOffset.y == top + 120)
        options.timeLimit = 0.2
        options.script = PlayScript(steps: [
            .init(time: 0.1, input: .scroll(dx: 0, dy: -100_000, at: CGPoint(x: 195, y: 700)))
        ])
        _ = try PlayLoop(session: session, display: StandInDisplay(), options: options).run()
        #expect(card.list.contentOffset.y == top, "clamped at the top")
    }

    @Test("a new window size is a size transition of the host; the frames take the new size")
    func resize() throws {
        let session = try PlaySession(scenarioNamed: "s5-resize")
        let script = PlayScript(steps: [.init(time: 0.6, input: .resize(CGSize(width: 320, height: 1194)))])
        let display = StandInDisplay()
        _ = try PlayLoop(session: session, display: display, options: options(script, frames: 60)).run()
        #expect(session.host.screen.bounds.size == CGSize(width: 320, height: 1194))
        #expect(display.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (80, 299))
        #expect(session.run.presented.view.window != nil, "still presented, adapted to the pane")
    }

    @Test("the overlay draws into the frame's top-left corner only")
    func overlay() throws {
        func lastFrame(overlay: Bool) throws -> RGBAImage {
            let session = try PlaySession(scenarioNamed: "s1-dimming-button")
            session.showsOverlay = overlay
            let display = StandInDisplay()
            _ = try PlayLoop(session: session, display: display, options: options(frames: 40)).run()
            return try #require(display.frames.last)
        }
        let plain = try lastFrame(overlay: false)
        let overlaid = try lastFrame(overlay: true)
        let differ = plain != overlaid
        #expect(differ)
        // Below the panel (118 pixels tall), nothing changes.
        for y in stride(from: 0, to: plain.height, by: 7) {
            for x in stride(from: 0, to: plain.width, by: 5) where y >= 118 {
                let same = plain[x, y] == overlaid[x, y]
                #expect(same)
            }
        }
    }

    @Test("an unknown scenario is refused with the list of names")
    func unknownScenario() {
        #expect {
            _ = try PlaySession(scenarioNamed: "s9-nowhere")
        } throws: { error in
            guard let error = error as? PlayError, error == .unknownScenario("s9-nowhere") else {
                return false
            }
            return PlayCatalog.names.allSatisfy { error.description.contains($0) }
        }
    }
}
