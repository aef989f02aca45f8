import Foundation
import PresentationKit
import PresentationKitPlay
import PresentationKitScenarios
import Testing

@MainActor
@Suite("Play scripts")
struct PlayScriptTests {
    @Test("a script's lines become timed inputs, in time order, steps of one time in line order")
    func parsesLines() throws {
        let script = try PlayScript(
            text: """
                # a comment
                1.5 up
                0.5 down 10 20   # finger down
                0.5 key rotate
                1.0 move 11.5 22
                2 scroll 0 40 100 200
                2 type hello world
                3 resize 320 700
                4 screenshot /tmp/x.png
                5 scenario s2-alert-card
                6 quit
                """)
        #expect(
            script.steps == [
                .init(time: 0.5, input: .touchDown(CGPoint(x: 10, y: 20))),
                .init(time: 0.5, input: .key(.rotate)),
                .init(time: 1.0, input: .touchMove(CGPoint(x: 11.5, y: 22))),
                .init(time: 1.5, input: .touchUp),
                .init(time: 2, input: .scroll(dx: 0, dy: 40, at: CGPoint(x: 100, y: 200))),
                .init(time: 2, input: .type("hello world")),
                .init(time: 3, input: .resize(CGSize(width: 320, height: 700))),
                .init(time: 4, input: .screenshot("/tmp/x.png")),
                .init(time: 5, input: .scenario("s2-alert-card")),
                .init(time: 6, input: .quit),
            ])
    }

    @Test("drag and fling lines make exactly the touches of the host's drag and fling, from their time")
    func gesturesMatchTheHostsHelpers() throws {
        let script = try PlayScript(text: "1 drag 10 20 30 40 0.25\n2 fling 195 560 195 800 0.6 0 900")
        let drag = ScenarioGesture.drag(
            from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40), duration: 0.25)
        let fling = ScenarioGesture.fling(
            from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 800), duration: 0.6,
            releaseVelocity: CGPoint(x: 0, y: 900))
        #expect(script.steps.count == drag.steps.count + fling.steps.count)
        let expected =
            drag.steps.map { (1 + $0.time, $0.touch) } + fling.steps.map { (2 + $0.time, $0.touch) }
        for (step, (time, touch)) in zip(script.steps, expected) {
            #expect(step.time == time)
            switch (step.input, touch) {
            case (.touchDown(let a), .down(let b)), (.touchMove(let a), .move(let b)): #expect(a == b)
            case (.touchUp, .up): break
            default: Issue.record("\(step.input) is not \(touch)")
            }
        }
    }

    @Test(
        "a line that cannot be read is named with its number and the reason",
        arguments: [
            ("0 down 1", 1, "down takes 2 numbers, got 1"),
            ("\n-1 up", 2, "is not a non-negative number of seconds"),
            ("0 jump", 1, "unknown command \"jump\""),
            ("0 key spin", 1, "key takes one of: return"),
            ("0 scenario nowhere", 1, "no scenario named nowhere"),
            ("0 move x 2", 1, "\"x\" is not a number"),
        ])
    func reportsBadLines(text: String, line: Int, reason: String) {
        #expect {
            _ = try PlayScript(text: text)
        } throws: { error in
            guard case .badScript(let number, _, let message) = error as? PlayError else { return false }
            return number == line && message.contains(reason)
        }
    }
}
