import PresentationKit
import Testing

/// Seed 001 as ported (`Seed001AlertPort.swift`, Swift 5 mode): it compiles with only the
/// mechanical edits, and behaves as the seed's author saw it on iOS.
@MainActor
@Suite("Port · seed 001, alert-like card")
struct Seed001AlertPortTests {
    @Test("the card is the custom presentation: 10 pt from the sides and bottom, 260 tall")
    func cardFrame() throws {
        let stage = PortStage()
        let card = TestViewController()
        stage.root.present(card, animated: true)
        #expect(card.presentationController is XMAlertPresentationController)
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 10, y: 844 - 270, width: 390 - 20, height: 260))
        #expect(card.view.layer.cornerRadius == 10)
        #expect(stage.root.presentedViewController === card)
    }

    @Test("the tap view darkens to 40 % black alongside the transition; a tap on it dismisses")
    func tapDismisses() throws {
        let stage = PortStage()
        let card = TestViewController()
        stage.root.present(card, animated: true)
        stage.host.runUntilIdle()
        let controller = try #require(card.presentationController as? XMAlertPresentationController)
        let tapView = try #require(controller.view)
        let color = try #require(tapView.backgroundColor)
        #expect(abs(color.cgColor.alpha - 0.4) < 1e-9)
        stage.host.tap(at: CGPoint(x: 195, y: 100))
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(tapView.superview == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("both controllers are released after the dismissal (the seed prints their deinit)")
    func released() {
        let stage = PortStage()
        weak var weakCard: TestViewController?
        weak var weakController: UIPresentationController?
        do {
            let card = TestViewController()
            weakCard = card
            stage.root.present(card, animated: true)
            weakController = card.presentationController
            stage.host.runUntilIdle()
            card.dismissAction(card)
        }
        stage.host.runUntilIdle()
        #expect(weakCard == nil)
        #expect(weakController == nil)
    }
}
