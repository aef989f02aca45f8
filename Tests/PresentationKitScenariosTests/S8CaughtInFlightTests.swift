import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S8 · a card caught in flight.
///
/// The card rests at y 422, 422 points tall; its dismissal runs for 0.5 s on UIKit's ease-in-out
/// (cubic Bézier 0.42, 0, 0.58, 1), from the turn after the tap on the dim that asks for it.
@MainActor
@Suite("S8 · caught in flight")
struct S8CaughtInFlightTests {
    private func shownY(_ view: UIView) -> Double { Double(view.layer.presentation()?.frame.minY ?? .nan) }

    /// UIKit's ease-in-out at `x` (the fraction of time): y of the Bézier (0.42, 0, 0.58, 1) where
    /// its x is `x`, by bisection on the curve's parameter (x(t) increases).
    private func easeInOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// Presents the card, taps the dim, and 0.165 s into the dismissal puts a finger on the card at
    /// y 790 and moves it up 4 points a frame until the pan begins and catches the card (the third
    /// move, 12 points > 10, 0.215 s in). Returns the card's y at the catch.
    private func catchLeavingCard(_ stage: S8Stage) throws -> Double {
        let host = stage.host
        stage.presentCard()
        host.recordsCallbacks = true
        host.tap(at: CGPoint(x: 195, y: 200))
        host.advance(by: 0)
        let coordinator = try #require(stage.card.transitionCoordinator)
        #expect(!coordinator.initiallyInteractive, "the dismissal starts on its own (Behaviour 12.1)")
        #expect(coordinator.isInterruptible)
        host.advance(by: 0.165)
        host.touchDown(at: CGPoint(x: 195, y: 790))
        var finger = 790.0
        var caughtY = Double.nan
        for _ in 1...3 {
            host.advance(by: 1.0 / 60)
            let before = shownY(stage.card.view)
            finger -= 4
            host.touchMove(to: CGPoint(x: 195, y: finger))
            if coordinator.isInteractive {
                caughtY = shownY(stage.card.view)
                #expect(
                    abs(caughtY - before) < 1e-6, "the catch holds the card where it shows (Behaviour 12.8)")
                break
            }
        }
        #expect(coordinator.isInteractive, "caught on the move that began the pan")
        #expect(stage.card.interactionChanges == ["interactive"])
        // 0.215 s of 0.5: x = 0.43 on the curve.
        #expect(abs((caughtY - 422) / 422 - easeInOut(0.43)) < 1e-6)
        return caughtY
    }

    /// Moves the held finger `perFrame` points a frame for eight frames (a steady 60 × `perFrame`
    /// pt/s, the whole 0.1 s velocity window), checking that the card follows it, then lifts it.
    private func dragCaughtCard(_ stage: S8Stage, from caughtY: Double, perFrame: Double) {
        var finger = 790.0 - 12
        for step in 1...8 {
            stage.host.advance(by: 1.0 / 60)
            finger += perFrame
            stage.host.touchMove(to: CGPoint(x: 195, y: finger))
            #expect(abs(shownY(stage.card.view) - (caughtY + perFrame * Double(step))) < 1e-6)
        }
        stage.host.touchUp()
    }

    @Test(
        "caught near 40 % and flung up: the dismissal reverses, the card is back and still presented (Behaviour 12.8, 12.9, 12.12, 12.19)"
    )
    func caughtAndFlungUp() throws {
        let stage = S8Stage()
        let caughtY = try catchLeavingCard(stage)
        #expect(abs((caughtY - 422) / 422 - 0.4) < 0.05, "about 40 % of the way down")
        dragCaughtCard(stage, from: caughtY, perFrame: -8)
        // Released at −480 pt/s: 422 × p − 239.5 points projected, well under half the card.
        let coordinator = try #require(stage.card.transitionCoordinator)
        #expect(coordinator.isCancelled)
        #expect(!coordinator.isInteractive)
        stage.host.runUntilIdle()

        #expect(stage.presenting.presentedViewController === stage.card)
        #expect(stage.card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(abs(shownY(stage.card.view) - 422) < 1e-9)
        let dim = try #require(stage.card.presentationController as? S8CardPresentationController).dimmingView
        #expect(abs(Double(dim.layer.presentation()?.opacity ?? 0) - 1) < 1e-9)
        // Caught (interactive again), then let go and cancelled: the card's handler heard both, and
        // the coordinator called every handler each time (S6's presentation controller has one too).
        #expect(stage.card.interactionChanges == ["interactive", "running, cancelled"])
        let changes = stage.host.callbackRecords.filter { $0.callback == "interaction changed" }
        #expect(changes.count >= 2)
        let appearance = stage.host.callbackRecords.filter { $0.receiver == "S8CardViewController" }.map(
            \.callback
        )
        .filter { $0.hasPrefix("view") }
        #expect(appearance == ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        #expect(stage.host.events.isEmpty, "no haptic: the card stayed")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("caught and flung down: the card is dismissed (Behaviour 12.8, 12.19)")
    func caughtAndFlungDown() throws {
        let stage = S8Stage()
        let caughtY = try catchLeavingCard(stage)
        dragCaughtCard(stage, from: caughtY, perFrame: 8)
        #expect(stage.card.transitionCoordinator?.isCancelled == false)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.card.view.window == nil)
        #expect(stage.card.interactionChanges == ["interactive", "running"])
        #expect(stage.host.events.map(\.kind) == [.haptic], "S6's light tap as the card goes")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a finger beside the leaving card does not catch it")
    func fingerBesideCard() throws {
        let stage = S8Stage()
        stage.presentCard()
        stage.host.tap(at: CGPoint(x: 195, y: 200))
        stage.host.advance(by: 0.1)
        stage.host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 200), duration: 0.2)
        #expect(stage.card.interactionChanges.isEmpty)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("a pan on the card at rest does nothing")
    func panAtRest() {
        let stage = S8Stage()
        stage.presentCard()
        stage.host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 800), duration: 0.5)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController === stage.card)
        #expect(stage.card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
