import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The sheet with detents (Behaviour 14) on a notched phone: medium rests at 852 − (374.5 + 34) = 443.5,
/// large at 59 + 10 = 69.
@MainActor
@Suite("Sheet detents · medium, dragged to large, flung away")
struct SheetDetentsTests {
    @Test("14.3, 14.23, 14.27: presented at medium, dragged up it settles at large, flung down it goes")
    func wholeScript() throws {
        let stage = SheetDetentsStage()
        stage.presenting.present(stage.content, animated: true)
        stage.host.runUntilIdle()
        #expect(stage.content.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        let steps = SheetDetentsStage.gesture.steps
        let start = stage.host.time
        var settledAtLarge = false
        for (index, step) in steps.enumerated() {
            let due = start + step.time
            if due > stage.host.time { stage.host.advance(by: due - stage.host.time) }
            // Just before the fling starts the sheet rests at large.
            if index > 0, case .down = step.touch {
                settledAtLarge =
                    stage.content.view.frame.minY == 69
                    && stage.content.sheetPresentationController?.selectedDetentIdentifier == .large
            }
            ScenarioGesture.apply(step.touch, on: stage.host)
        }
        stage.host.runUntilIdle()
        #expect(settledAtLarge)
        #expect(stage.presenting.presentedViewController == nil, "the fling dismissed it")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
