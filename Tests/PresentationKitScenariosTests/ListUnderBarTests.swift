import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The list under a translucent navigation bar (Behaviour 16.20, 16.22).
@MainActor
@Suite("List under a translucent bar")
struct ListUnderBarTests {
    @Test(
        "16.20, 16.22: the list fills the screen, its first row starts below the bar, a drag scrolls rows under it"
    )
    func wholeScript() throws {
        let stage = ListUnderBarStage()
        stage.presenting.present(stage.navigation, animated: true)
        stage.host.runUntilIdle()
        let list = stage.list
        #expect(list.view.convert(list.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
        let barBottom = stage.navigation.navigationBar.convert(stage.navigation.navigationBar.bounds, to: nil)
            .maxY
        #expect(abs(barBottom - 103) < 1e-9, "59-pt status bar + 44-pt bar")
        #expect(list.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        let first = try #require(list.rows.first)
        #expect(
            abs(first.convert(first.bounds, to: nil).minY - 103) < 1e-9,
            "the first row starts at the bar's bottom")
        ListUnderBarStage.gesture.perform(on: stage.host)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil, "Done dismissed the stack")
        #expect(
            list.scrollView.contentOffset.y > -103 + 150, "the drag scrolled the first rows under the bar")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
