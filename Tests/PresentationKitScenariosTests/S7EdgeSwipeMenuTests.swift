import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S7 · a side menu swiped in from the left edge.
///
/// On the phone (390 × 844) the menu is 0.7 × 390 = 273 points wide. The release rule is S6's along
/// x (Behaviour 12.19, 12.21), computed here: (drag + 0.499 s × v) ÷ 273 > 0.5, or v > 300.
@MainActor
@Suite("S7 · edge-swipe menu")
struct S7EdgeSwipeMenuTests {
    private let menuWidth = 273.0

    private func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }
    private func shownAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    private func projectedProgress(drag: Double, velocity: Double) -> Double {
        (drag + velocity / 1000 * 0.998 / 0.002) / menuWidth
    }

    private func dimmingView(_ stage: S7Stage) throws -> UIView {
        try #require(stage.home.menu.presentationController as? S7MenuPresentationController).dimmingView
    }

    @Test(
        "a swipe from the edge past half presents the menu, which follows the finger (Behaviour 8.2, 12.2, 12.4, 12.14, 12.21)"
    )
    func swipePresents() throws {
        let stage = S7Stage()
        let host = stage.host
        let menu = stage.home.menu
        #expect(Double(stage.menuWidth) == menuWidth)
        host.touchDown(at: CGPoint(x: 5, y: 400))
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 5 + 10 * Double(step), y: 400))
        }
        host.advance(by: 0.3)  // held
        let coordinator = try #require(menu.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.isInterruptible, "the animator supplies one property animator (Behaviour 12.2)")
        // The menu's right edge is under the finger: 200 points in, so x = 200 − 273.
        #expect(abs(shownFrame(menu.view).minX - (200 - menuWidth)) < 1e-6)
        #expect(abs(coordinator.percentComplete - 200 / menuWidth) < 1e-9)
        let dim = try dimmingView(stage)
        #expect(abs(shownAlpha(dim) - 200 / menuWidth) < 1e-6, "the dim follows the finger too")
        host.touchUp()  // still, so no velocity: 200 ÷ 273 = 0.73 > 0.5
        host.runUntilIdle()
        #expect(stage.home.presentedViewController === menu)
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 273, height: 844))
        #expect(shownFrame(menu.view) == menu.view.frame)
        #expect(abs(shownAlpha(dim) - 1) < 1e-9)
        #expect(dim.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "the right 30 % is dimmed")
        #expect(stage.home.view.window != nil, "the home screen stays visible beside the menu")
        #expect(host.events.map(\.detail) == ["selection"], "a tick when the release commits")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a short swipe cancels: nothing is presented and the menu view is gone (Behaviour 3.6, 12.6, 12.21)")
    func shortSwipeCancels() throws {
        let stage = S7Stage()
        let windowViews = stage.host.window.subviews.count
        // 40 points in 0.5 s at 80 pt/s: (40 + 39.92) ÷ 273 = 0.293.
        #expect(projectedProgress(drag: 40, velocity: 80) < 0.5)
        stage.host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 45, y: 400), duration: 0.5)
        let dim = try dimmingView(stage)
        #expect(stage.home.menu.transitionCoordinator?.isCancelled == true)
        stage.host.runUntilIdle()
        #expect(stage.home.presentedViewController == nil)
        #expect(stage.home.menu.presentingViewController == nil)
        #expect(stage.home.menu.view.superview == nil)
        #expect(dim.superview == nil)
        #expect(stage.host.window.subviews.count == windowViews)
        #expect(stage.host.events.isEmpty)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a quick flick presents (Behaviour 12.21)")
    func flickPresents() {
        let stage = S7Stage()
        stage.host.fling(
            from: CGPoint(x: 5, y: 400), to: CGPoint(x: 60, y: 400), duration: 0,
            releaseVelocity: CGPoint(x: 400, y: 0))
        stage.host.runUntilIdle()
        #expect(stage.home.presentedViewController === stage.home.menu)
        #expect(stage.home.menu.view.frame == CGRect(x: 0, y: 0, width: 273, height: 844))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a swipe that starts 40 pt from the edge does nothing (the 20 pt edge region)")
    func swipeAwayFromEdge() {
        let stage = S7Stage()
        stage.host.recordsCallbacks = true
        stage.host.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.5)
        stage.host.runUntilIdle()
        #expect(stage.home.presentedViewController == nil)
        #expect(!stage.home.menu.isViewLoaded)
        #expect(stage.host.callbackRecords.isEmpty, "no presentation was even asked for")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a tap on the dim dismisses, animated and without a finger driving it (Behaviour 12.1, 12.10)")
    func tapOnDimDismisses() throws {
        let stage = S7Stage()
        stage.host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 245, y: 400), duration: 0.5)
        stage.host.runUntilIdle()
        let menu = stage.home.menu
        #expect(stage.home.presentedViewController === menu)
        let dim = try dimmingView(stage)
        stage.host.tap(at: CGPoint(x: 340, y: 400))
        stage.host.advance(by: 0)
        let coordinator = try #require(menu.transitionCoordinator)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.initiallyInteractive)
        stage.host.advance(by: S7MenuAnimator.duration / 2)
        let midway = shownFrame(menu.view).minX
        #expect(midway < 0 && midway > -menuWidth, "sliding out to the left")
        let dimMidway = shownAlpha(dim)
        #expect(dimMidway > 0 && dimMidway < 1)
        stage.host.runUntilIdle()
        #expect(stage.home.presentedViewController == nil)
        #expect(menu.view.window == nil)
        #expect(dim.superview == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a tap on the menu itself does not dismiss it")
    func tapOnMenuStays() {
        let stage = S7Stage()
        stage.host.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 245, y: 400), duration: 0.5)
        stage.host.runUntilIdle()
        stage.host.tap(at: CGPoint(x: 100, y: 400))
        stage.host.runUntilIdle()
        #expect(stage.home.presentedViewController === stage.home.menu)
    }
}
