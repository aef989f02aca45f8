import PresentationKit
import Testing

/// The scroll-tracking bottom sheet (`ScrollTrackingSheetPort.swift`), compiled in Swift 5 mode as
/// written: the sheet follows its scroll view through `observe(\.contentOffset, options:)`
/// (Behaviour 21.1, 21.4) and takes the drag over once the content is at its top.
@MainActor
@Suite("Port: scroll-tracking bottom sheet")
struct ScrollTrackingSheetPortTests {
    private func presentedSheet() throws -> (
        PortStage, LongListViewController, ScrollTrackingSheetPresentationController
    ) {
        let stage = PortStage()
        let list = LongListViewController()
        stage.root.present(list, animated: true, completion: nil)
        stage.host.runUntilIdle()
        let controller = try #require(
            list.presentationController as? ScrollTrackingSheetPresentationController)
        #expect(list.view.frame.minY == controller.restTop)
        return (stage, list, controller)
    }

    @Test("a drag up scrolls the content and the sheet stays; the observer follows every offset")
    func scrollsContent() throws {
        let (stage, list, controller) = try presentedSheet()
        stage.host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.3)
        stage.host.runUntilIdle()
        #expect(list.scrollView.contentOffset.y > 250, "the content scrolled by the drag and its fling")
        #expect(list.view.frame.minY == controller.restTop, "the sheet did not move")
        #expect(controller.observedOffsets.count > 10)
        #expect(controller.observedOffsets.last == list.scrollView.contentOffset)
        #expect(controller.haltCount == 0)
    }

    @Test("one drag down scrolls the content to its top, then carries the sheet; a long pull dismisses")
    func handsOverAtTheTop() throws {
        let (stage, list, controller) = try presentedSheet()
        list.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        // Down 100 points to bring the content to its top, then 200 more that move the sheet.
        stage.host.touchDown(at: CGPoint(x: 200, y: 400))
        for step in 1...30 {
            stage.host.advance(by: 1.0 / 60)
            stage.host.touchMove(to: CGPoint(x: 200, y: 400 + CGFloat(step) * 10))
        }
        #expect(list.scrollView.contentOffset.y == 0, "the content stopped at its top: no bounce past it")
        #expect(list.view.frame.minY > controller.restTop + 150, "the rest of the drag moved the sheet")
        #expect(controller.observedOffsets.contains { $0.y > 0 }, "the content scrolled first")
        stage.host.touchUp()
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil, "pulled past the dismiss distance")
    }

    @Test("a short pull from the top snaps the sheet back")
    func snapsBack() throws {
        let (stage, list, controller) = try presentedSheet()
        stage.host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 480), duration: 0.5)
        #expect(list.scrollView.contentOffset.y == 0)
        stage.host.runUntilIdle()
        #expect(list.view.frame.minY == controller.restTop)
        #expect(stage.root.presentedViewController === list)
    }
}
