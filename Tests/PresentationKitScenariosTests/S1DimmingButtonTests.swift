import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S1 · dimming button and a card springing down from the top (seed 000).
@MainActor
@Suite("S1 · dimming button and a slide from the top")
struct S1DimmingButtonTests {
    /// Presents the S1 card from a phone-sized stage and runs the presentation's first turn.
    private func presentCard() -> (ScenarioStage, S1PresentedViewController) {
        let stage = ScenarioStage()
        let card = S1PresentedViewController()
        stage.root.present(card, animated: true)
        return (stage, card)
    }

    private func dimmingView(_ card: S1PresentedViewController) -> UIButton? {
        (card.presentationController as? S1PresentationController)?.dimmingView
    }

    @Test(
        "present consults the delegate at once but starts the transition on the next turn (Behaviour 1.1, 1.2)"
    )
    func startsNextTurn() {
        let (stage, card) = presentCard()
        // The delegate was asked inside present: the custom presentation controller is known...
        #expect(card.presentationController is S1PresentationController)
        // ...but nothing is presented and no container exists until the next turn.
        #expect(card.presentationController?.containerView == nil)
        #expect(stage.root.presentedViewController == nil)
        #expect(card.viewIfLoaded == nil)
        stage.host.advance(by: 0)
        #expect(card.presentationController is S1PresentationController)
        #expect(stage.root.presentedViewController === card)
        #expect(card.presentingViewController === stage.root)
    }

    @Test("the card starts wholly above the screen and ends at (50, 200, 290, 444)")
    func cardFrames() throws {
        let (stage, card) = presentCard()
        stage.host.advance(by: 0)
        let start = try #require(card.view.layer.presentation()).frame
        #expect(start.maxY <= 0, "wholly above the screen: \(start)")
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 50, y: 200, width: 290, height: 444))
        #expect(try #require(card.view.layer.presentation()).frame == card.view.frame)
    }

    @Test("the dim rises monotonically inside (0, 0.5) mid-way and ends at 0.5")
    func dimRises() throws {
        let (stage, card) = presentCard()
        stage.host.advance(by: 0)
        let dim = try #require(dimmingView(card))
        var previous = -1.0
        for _ in 0..<29 {
            stage.host.advance(by: 1.0 / 60)
            let alpha = Double(try #require(dim.layer.presentation()).opacity)
            #expect(alpha > 0 && alpha < 0.5)
            #expect(alpha > previous)
            previous = alpha
        }
        stage.host.runUntilIdle()
        #expect(dim.alpha == 0.5)
        #expect(try #require(dim.layer.presentation()).opacity == 0.5)
    }

    @Test("the alongside dim follows the animator's spring exactly (Behaviour 7.2)")
    func alongsideUsesAnimatorCurve() throws {
        let (stage, card) = presentCard()
        stage.host.advance(by: 0)
        let dim = try #require(dimmingView(card))
        stage.host.advance(by: 0.1)
        let cardY = Double(try #require(card.view.layer.presentation()).position.y)
        let alpha = Double(try #require(dim.layer.presentation()).opacity)
        // Both animations share one spring: the card's progress equals the dim's progress.
        let finalY = Double(card.view.center.y)
        let startY = finalY - 844
        let progress = (cardY - startY) / (finalY - startY)
        #expect(abs(alpha / 0.5 - progress) < 1e-6)
    }

    @Test("a tap outside the card dismisses; a tap inside does not")
    func tapOutsideDismisses() {
        let (stage, card) = presentCard()
        stage.host.runUntilIdle()
        stage.host.tap(at: CGPoint(x: 195, y: 400))  // inside the card
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === card)
        stage.host.tap(at: CGPoint(x: 20, y: 100))  // on the dimming button
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("after dismissal nothing remains in the window and the controllers are deallocated")
    func nothingRemains() {
        let stage = ScenarioStage()
        weak var weakCard: S1PresentedViewController?
        weak var weakController: UIPresentationController?
        do {
            let card = S1PresentedViewController()
            weakCard = card
            stage.root.present(card, animated: true)
            stage.host.runUntilIdle()
            weakController = card.presentationController
            #expect(weakController != nil)
        }
        stage.host.tap(at: CGPoint(x: 20, y: 100))
        stage.host.runUntilIdle()
        #expect(stage.host.window.subviews.count == 1, "only the root view is left")
        #expect(stage.host.window.subviews.first === stage.root.view)
        #expect(weakCard == nil)
        #expect(weakController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("the presenting view stays in the window under the card (Behaviour 2.2, 4.4)")
    func presentingViewStays() {
        let (stage, _) = presentCard()
        stage.host.runUntilIdle()
        #expect(stage.root.view.window === stage.host.window)
    }
}
