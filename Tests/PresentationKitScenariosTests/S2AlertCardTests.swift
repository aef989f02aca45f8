import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// S2 · alert-like card at the bottom (seed 001).
@MainActor
@Suite("S2 · alert-like card at the bottom")
struct S2AlertCardTests {
    private func backgroundAlpha(_ view: UIView?) -> Double {
        guard let color = view?.layer.presentation()?.backgroundColor else { return -1 }
        return Double(color.alpha)
    }

    @Test("the card sits 10 pt from the sides and the bottom, 260 tall, after the default transition")
    func cardFrame() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0)
        // No animator: the default cover-vertical transition starts the card below the screen.
        #expect(try #require(card.view.layer.presentation()).frame.minY >= 844)
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 10, y: 574, width: 370, height: 260))
        #expect(card.view.layer.cornerRadius == 10)
    }

    @Test("the tap view darkens to 40 % black alongside, and fades back to clear on dismissal")
    func dimAlongside() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0)
        let controller = try #require(card.presentationController as? S2AlertPresentationController)
        stage.host.advance(by: 0.1)
        let midway = backgroundAlpha(controller.view)
        #expect(midway > 0 && midway < 0.4)
        stage.host.runUntilIdle()
        #expect(abs(backgroundAlpha(controller.view) - 0.4) < 1e-6)
        card.dismiss(animated: true)
        stage.host.advance(by: 0.1)
        let fading = backgroundAlpha(controller.view)
        #expect(fading > 0 && fading < 0.4)
    }

    @Test("a tap on the dim passes through the non-interactive view and dismisses")
    func tapThroughDismisses() throws {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        stage.root.present(card, animated: true)
        stage.host.runUntilIdle()
        let controller = try #require(card.presentationController as? S2AlertPresentationController)
        let hit = stage.host.window.hitTest(CGPoint(x: 100, y: 100), with: nil)
        #expect(hit === controller.view, "the bgView above it is skipped")
        stage.host.tap(at: CGPoint(x: 195, y: 700))  // on the card: stays
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController === card)
        stage.host.tap(at: CGPoint(x: 100, y: 100))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(controller.view?.superview == nil && controller.bgView?.superview == nil)
    }

    @Test("after a resize to 844 × 390 the card keeps its margins in the new size")
    func resizeKeepsMargins() {
        let stage = ScenarioStage()
        let card = S2AlertViewController()
        stage.root.present(card, animated: true)
        stage.host.runUntilIdle()
        stage.host.resize(to: CGSize(width: 844, height: 390))
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 10, y: 120, width: 824, height: 260))
        let overlay = (card.presentationController as? S2AlertPresentationController)?.view
        #expect(overlay?.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("a landscape-preferring card is centred, as wide as the screen height minus 20")
    func landscapeCard() {
        let stage = ScenarioStage(size: CGSize(width: 844, height: 390))
        let card = S2AlertViewController()
        card.prefersLandscape = true
        stage.root.present(card, animated: true)
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 237, y: 120, width: 370, height: 260))
    }

    @Test("both the card and its presentation controller are deallocated after dismissal")
    func deallocated() {
        let stage = ScenarioStage()
        let log = DeinitLog()
        do {
            let card = S2AlertViewController(deinitLog: log)
            stage.root.present(card, animated: true)
            stage.host.runUntilIdle()
        }
        stage.host.tap(at: CGPoint(x: 100, y: 100))
        stage.host.runUntilIdle()
        #expect(Set(log.entries) == ["S2AlertViewController", "S2AlertPresentationController"])
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
