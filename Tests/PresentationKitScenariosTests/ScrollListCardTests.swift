import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The card with a scrolling list: a fling scrolls the list on UIKit's deceleration
/// curve; from the list's top a drag down moves the card and dismisses it (Behaviour 15.4–15.7).
@MainActor
@Suite("Scrolling list card · scroll, then drag the card away")
struct ScrollListCardTests {
    private func shownCard() -> ScrollListCardStage {
        let stage = ScrollListCardStage()
        stage.presentCard()
        return stage
    }

    @Test("15.7: a fling up the list decelerates on x0 + v·(r^(1000t) − 1) ÷ (1000 ln r), r = 0.998")
    func flingDecelerates() throws {
        let stage = shownCard()
        let card = stage.card
        #expect(card.listAtTop)
        ScenarioGesture.fling(
            from: CGPoint(x: 195, y: 780), to: CGPoint(x: 195, y: 600), duration: 0.3,
            releaseVelocity: CGPoint(x: 0, y: -1200)
        ).perform(on: stage.host)
        let release = stage.host.time
        let start = card.list.contentOffset.y
        #expect(start > 150 && start <= 180, "the list followed the finger up: \(start)")
        #expect(card.list.isDecelerating)
        // Content moves against the finger: 1,200 points a second down the list.
        let rate = 0.998
        func expected(at t: Double) -> Double {
            Double(start) + 1200 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
        }
        for t in [0.1, 0.25, 0.5, 1.0] {
            stage.host.advance(by: release + t - stage.host.time)
            #expect(abs(Double(card.list.contentOffset.y) - expected(at: t)) < 1e-6, "at \(t) s")
        }
        stage.host.runUntilIdle()
        // It comes to rest where the projection said: start + 1200 ÷ (1000 · −ln r).
        let rest = Double(start) - 1200 / (1000 * log(rate))
        #expect(abs(Double(card.list.contentOffset.y) - rest) < 0.11)
        #expect(stage.presenting.presentedViewController === card, "the card did not move")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("15.4, 15.5: scrolled down, a drag down scrolls the list back; the card stays")
    func scrolledListTakesTheDrag() throws {
        let stage = shownCard()
        let card = stage.card
        card.list.contentOffset = CGPoint(x: 0, y: 300)
        let frame = card.view.frame
        stage.host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 700), duration: 0.4)
        stage.host.runUntilIdle()
        #expect(card.cardPan.state != .began && card.cardPan.state != .changed)
        #expect(card.view.frame == frame, "the card did not move")
        #expect(card.list.contentOffset.y < 300, "the list scrolled back")
        #expect(stage.presenting.presentedViewController === card)
    }

    @Test("15.4, 15.5, 12.21: at the top, a drag down moves the card and a flick dismisses it")
    func fromTheTopTheCardGoes() throws {
        let stage = shownCard()
        let card = stage.card
        let top = card.view.frame.minY
        stage.host.touchDown(at: CGPoint(x: 195, y: 520))
        for step in 1...12 {
            stage.host.advance(by: 1.0 / 60)
            stage.host.touchMove(to: CGPoint(x: 195, y: 520 + CGFloat(step) * 10))
        }
        // The card follows the finger (past the pan's 10-point hysteresis) and the list stays at
        // its top, pinned by its delegate.
        let moved = try #require(card.view.layer.presentation()).frame.minY - top
        #expect(moved > 90 && moved <= 120, "\(moved)")
        #expect(card.listAtTop)
        #expect(stage.presenting.presentedViewController === card)
        // Held still for longer than the pan's velocity window, then released.
        stage.host.advance(by: 0.15)
        stage.host.touchUp()
        stage.host.runUntilIdle()
        // 120 of 422 points, released still: the projection (12.19) is short of half: it springs back.
        #expect(stage.presenting.presentedViewController === card)
        #expect(card.view.frame.minY == top)

        ScenarioGesture.fling(
            from: CGPoint(x: 195, y: 520), to: CGPoint(x: 195, y: 760), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: 900)
        ).perform(on: stage.host)
        stage.host.runUntilIdle()
        #expect(stage.presenting.presentedViewController == nil, "the flick dismissed it")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("the scenario's whole script: scrolled away, back past the top, then dragged off")
    func wholeScript() throws {
        let stage = shownCard()
        let card = stage.card
        var maxOffset: CGFloat = 0
        var cardMovedWhileScrolled = false
        let top = card.view.frame.minY
        // Play the script touch by touch, watching the list and the card between touches.
        let start = stage.host.time
        for step in ScrollListCardStage.gesture.steps {
            let due = start + step.time
            if due > stage.host.time { stage.host.advance(by: due - stage.host.time) }
            ScenarioGesture.apply(step.touch, on: stage.host)
            maxOffset = max(maxOffset, card.list.contentOffset.y)
            if !card.listAtTop, let shown = card.view.layer.presentation(), shown.frame.minY != top {
                cardMovedWhileScrolled = true
            }
        }
        stage.host.runUntilIdle()
        #expect(maxOffset > 400, "the fling carried the list well down: \(maxOffset)")
        #expect(!cardMovedWhileScrolled)
        #expect(stage.presenting.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
