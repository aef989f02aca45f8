import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S6 · a bottom card dismissed by dragging it down ("Interactive dismissal").
///
/// On the phone (390 × 844) the card is 422 points tall at y 422. The release rule (Behaviour 12.19,
/// 12.21) is computed here independently: projected progress = (drag + v ÷ 1000 × 0.998 ÷ 0.002) ÷
/// 422, that is drag + 0.499 s × v, and the card goes when that passes 0.5 (211 points) or v > 300.
@MainActor
@Suite("S6 · pan-to-dismiss card")
struct S6PanToDismissCardTests {
    private let cardHeight = 422.0
    private let restingFrame = CGRect(x: 0, y: 422, width: 390, height: 422)

    private func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }
    private func shownAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()?.opacity ?? -1) }

    /// Behaviour 12.19 and 12.21, in points: the drag plus 0.998 ÷ 0.002 = 499 thousandths of the velocity.
    private func projectedProgress(drag: Double, velocity: Double) -> Double {
        (drag + velocity / 1000 * 499) / cardHeight
    }

    private func dimmingView(_ stage: S6Stage) throws -> UIView {
        try #require(stage.card.presentationController as? S6CardPresentationController).dimmingView
    }

    @Test("the card rests on the bottom half, top corners rounded, over a full dim")
    func restingCard() throws {
        let stage = S6Stage()
        stage.presentCard()
        #expect(stage.card.view.frame == restingFrame)
        #expect(stage.card.view.layer.cornerRadius == 16)
        #expect(stage.card.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let dim = try dimmingView(stage)
        #expect(dim.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(abs(shownAlpha(dim) - 1) < 1e-9)
        #expect(stage.card.dismissInteractor == nil, "no interaction controller while no finger drags")
    }

    @Test(
        "a short slow drag cancels: the card springs back, callbacks in Behaviour 12.13's order (Behaviour 3.6, 8.3, 12.6, 12.13, 12.21)"
    )
    func shortSlowDragCancels() throws {
        let stage = S6Stage()
        stage.presentCard()
        stage.host.recordsCallbacks = true
        // 60 points in 0.5 s at a steady 120 pt/s: (60 + 59.88) ÷ 422 = 0.284, and 120 < 300.
        #expect(projectedProgress(drag: 60, velocity: 120) < 0.5)
        stage.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 660), duration: 0.5)
        let releasedAt = stage.host.time
        let coordinator = try #require(stage.card.transitionCoordinator)
        #expect(coordinator.isCancelled)
        #expect(!coordinator.isInteractive)
        #expect(abs(shownFrame(stage.card.view).minY - (422 + 60)) < 1e-6, "the card was under the finger")
        #expect(stage.card.dismissInteractor == nil)
        // It runs back from p = 60 ÷ 422 in p × 0.35 s on the completion curve, ease-in-out, which is
        // half-way at half the time (Behaviour 8.1, 12.6).
        let back = 60.0 / 422 * S6CardAnimator.duration
        stage.host.advance(by: back / 2)
        #expect(abs((shownFrame(stage.card.view).minY - 422) / 60 - 0.5) < 1e-6)
        stage.host.advance(by: back / 2)
        #expect(abs(shownFrame(stage.card.view).minY - 422) < 1e-6)
        stage.host.runUntilIdle()

        #expect(stage.presenting.presentedViewController === stage.card)
        #expect(stage.card.view.frame == restingFrame)
        #expect(shownFrame(stage.card.view) == restingFrame)
        let dim = try dimmingView(stage)
        #expect(dim.superview != nil)
        #expect(abs(shownAlpha(dim) - 1) < 1e-9, "the dim is back too")
        // The animator's completion, and so the cancelled transition's end, comes on the first frame
        // once the card is back.
        let completion = try #require(
            stage.host.callbackRecords.first { $0.callback == "completeTransition(false)" })
        #expect(completion.time >= releasedAt + back - 1e-9 && completion.time < releasedAt + back + 1.0 / 60)

        let watched: Set<String> = [
            "viewWillDisappear(true)", "viewDidDisappear(true)", "viewWillAppear(true)",
            "viewDidAppear(true)",
            "interaction changed", "dismissalTransitionDidEnd(false)", "dismissalTransitionDidEnd(true)",
        ]
        let order = stage.host.callbackRecords.filter { watched.contains($0.callback) }
            .map { "\($0.receiver).\($0.callback)" }
        // Behaviour 12.13: the card heard it was going when the drag began; on the release the handlers,
        // then it hears it is staying, then the presentation controller that the dismissal did not
        // happen. It never hears viewDidDisappear.
        #expect(
            order == [
                "S6CardViewController.viewWillDisappear(true)", "TransitionCoordinator.interaction changed",
                "S6CardViewController.viewWillAppear(true)", "S6CardViewController.viewDidAppear(true)",
                "S6CardPresentationController.dismissalTransitionDidEnd(false)",
            ])
        #expect(stage.host.events.isEmpty, "no haptic for a card that stays")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a long slow drag past half finishes: the card is dismissed (Behaviour 12.19, 12.21)")
    func longDragFinishes() throws {
        let stage = S6Stage()
        stage.presentCard()
        let dim = try dimmingView(stage)
        // 250 points in 2.5 s at 100 pt/s: (250 + 49.9) ÷ 422 = 0.711 > 0.5 though 100 < 300.
        #expect(projectedProgress(drag: 250, velocity: 100) > 0.5)
        stage.host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 750), duration: 2.5)
        #expect(stage.card.transitionCoordinator?.isCancelled == false)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.card.view.window == nil)
        #expect(dim.superview == nil)
        #expect(stage.host.events.map(\.kind) == [.haptic], "one light tap confirms the dismissal")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "near half, the projection decides: 180 pt at 60 pt/s stays, 185 pt at 61.7 pt/s goes (Behaviour 12.19, 12.21)",
        arguments: [(180.0, false), (185.0, true)])
    func projectionDecides(drag: Double, goes: Bool) {
        // Over 3 s, steady: (180 + 29.94) ÷ 422 = 0.4975; (185 + 30.77) ÷ 422 = 0.5113.
        #expect((projectedProgress(drag: drag, velocity: drag / 3) > 0.5) == goes)
        let stage = S6Stage()
        stage.presentCard()
        stage.host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 500 + drag), duration: 3)
        stage.host.runUntilIdle()
        #expect((stage.presenting.presentedViewController == nil) == goes)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a short fast flick finishes (Behaviour 12.21)")
    func fastFlickFinishes() {
        let stage = S6Stage()
        stage.presentCard()
        stage.host.fling(
            from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 700), duration: 0.05,
            releaseVelocity: CGPoint(x: 0, y: 1200))
        #expect(stage.card.transitionCoordinator?.isCancelled == false)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.card.view.window == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a flick above 300 pt/s finishes even where the projection falls short (Behaviour 12.21)")
    func velocityAloneFinishes() {
        // 35 points, all of them at 350 pt/s: (35 + 174.65) ÷ 422 = 0.497 < 0.5, but 350 > 300.
        #expect(projectedProgress(drag: 35, velocity: 350) < 0.5)
        let stage = S6Stage()
        stage.presentCard()
        stage.host.fling(
            from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 595), duration: 0,
            releaseVelocity: CGPoint(x: 0, y: 350))
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "a held finger holds the card under it and the dim at 1 − progress (Behaviour 12.4, 12.5, 12.14, 12.21)"
    )
    func heldFinger() throws {
        let stage = S6Stage()
        stage.presentCard()
        let dim = try dimmingView(stage)
        let host = stage.host
        host.touchDown(at: CGPoint(x: 195, y: 600))
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 195, y: 600 + 10 * Double(step)))
        }
        host.advance(by: 0.5)  // held: time passing moves nothing
        let coordinator = try #require(stage.card.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        #expect(abs(coordinator.percentComplete - 100.0 / 422) < 1e-9)
        #expect(abs(shownFrame(stage.card.view).minY - 522) < 1e-6)
        #expect(abs(shownAlpha(dim) - (1 - 100.0 / 422)) < 1e-6)
        // Upwards past where the finger went down: the card stays at the top, the dim full.
        host.touchMove(to: CGPoint(x: 195, y: 560))
        #expect(abs(shownFrame(stage.card.view).minY - 422) < 1e-6)
        #expect(abs(shownAlpha(dim) - 1) < 1e-6)
        host.touchMove(to: CGPoint(x: 195, y: 760))
        #expect(abs(shownFrame(stage.card.view).minY - 582) < 1e-6)
        #expect(abs(shownAlpha(dim) - (1 - 160.0 / 422)) < 1e-6)
        // Still for 0.2 s, then lifted: no velocity, 160 ÷ 422 = 0.379 < 0.5, back it goes.
        host.advance(by: 0.2)
        host.touchUp()
        host.runUntilIdle()
        #expect(stage.presenting.presentedViewController === stage.card)
        #expect(shownFrame(stage.card.view) == restingFrame)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a tap on the dim dismisses without an interaction controller (Behaviour 3.2, 12.10)")
    func tapOnDimDismisses() throws {
        let stage = S6Stage()
        stage.presentCard()
        stage.host.tap(at: CGPoint(x: 195, y: 200))
        stage.host.advance(by: 0)
        let coordinator = try #require(stage.card.transitionCoordinator)
        #expect(!coordinator.isInteractive)
        #expect(!coordinator.initiallyInteractive)
        stage.host.advance(by: S6CardAnimator.duration / 2)
        let midway = shownFrame(stage.card.view).minY
        #expect(midway > 422 && midway < 844)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.host.events.isEmpty, "no finger let go, no haptic")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
