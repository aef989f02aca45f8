import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The list whose row presents a sheet that scrolls and hands off (Behaviour 15.4, 19.6): a tap on
/// "Vegetables" presents its sheet at large (59 + 10 = 69 on a notched phone); a drag up scrolls the
/// sheet's table, not the sheet; a drag back down scrolls it to its top; from there the fling down is
/// the sheet's and dismisses it.
@MainActor
@Suite("List row sheet · a row presents a sheet that scrolls and hands off")
struct ListRowSheetTests {
    @Test(
        "the row's sheet is presented; its table scrolls under the finger; from the top the sheet follows and goes"
    )
    func wholeScript() throws {
        let stage = ListRowSheetStage()
        ListRowSheetStage.presentationGesture.perform(on: stage.host)
        stage.host.runUntilIdle()
        #expect(stage.navigation.presentedViewController === stage.sheet)
        #expect(stage.sheet.topic == "Vegetables")
        #expect(stage.sheet.view.frame.minY == 69)
        let table = try #require(stage.sheet.tableView)
        let steps = ListRowSheetStage.dismissalGesture.steps
        let start = stage.host.time
        var scrolledWithSheetResting = false
        var backAtTopWithSheetResting = false
        var downs = 0
        for step in steps {
            let due = start + step.time
            if due > stage.host.time { stage.host.advance(by: due - stage.host.time) }
            if case .down = step.touch {
                downs += 1
                // Before the second finger: scrolled up, the sheet where it was.
                if downs == 2 {
                    scrolledWithSheetResting =
                        table.contentOffset.y > 250 && stage.sheet.view.frame.minY == 69
                }
                // Before the fling: scrolled back to the top (after the bounce), the sheet still at large.
                if downs == 3 {
                    backAtTopWithSheetResting =
                        table.contentOffset.y == 0 && stage.sheet.view.frame.minY == 69
                }
            }
            ScenarioGesture.apply(step.touch, on: stage.host)
        }
        stage.host.runUntilIdle()
        #expect(scrolledWithSheetResting)
        #expect(backAtTopWithSheetResting)
        #expect(stage.navigation.presentedViewController == nil, "the fling dismissed it")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
