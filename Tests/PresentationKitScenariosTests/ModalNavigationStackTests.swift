import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The modal navigation stack: a form sheet holding a navigation controller on a phone.
@MainActor
@Suite("Modal navigation stack · push, back, swipes, Done")
struct ModalNavigationStackTests {
    @Test("16.1, 16.12, 9.4: the script pushes, pops, gives up a swipe, swipes back and dismisses the sheet")
    func wholeScript() throws {
        let stage = ModalNavigationStage()
        stage.presenting.present(stage.navigation, animated: true)
        stage.host.runUntilIdle()
        #expect(stage.navigation.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        var stacks: [[String]] = []
        func record() {
            stacks.append(stage.navigation.viewControllers.map { $0.title ?? "?" })
        }
        let start = stage.host.time
        var downs = 0
        for step in ModalNavigationStage.gesture.steps {
            let due = start + step.time
            if due > stage.host.time { stage.host.advance(by: due - stage.host.time) }
            if case .down = step.touch {
                record()
                downs += 1
            }
            ScenarioGesture.apply(step.touch, on: stage.host)
        }
        stage.host.runUntilIdle()
        // Before each touch: at rest, then after the push, after the back tap, after the second
        // push, after the swipe given up, after the swipe back.
        #expect(
            stacks == [
                ["Inbox"], ["Inbox", "Message"], ["Inbox"], ["Inbox", "Message"], ["Inbox", "Message"],
                ["Inbox"],
            ])
        #expect(stage.presenting.presentedViewController == nil, "Done dismissed the whole sheet")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
