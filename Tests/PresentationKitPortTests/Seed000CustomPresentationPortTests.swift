import PresentationKit
import Testing

/// Seed 000 as ported (`Seed000CustomPresentationPort.swift`, Swift 5 mode).
@MainActor
@Suite("Port · seed 000, dimming button and a card from the top")
struct Seed000CustomPresentationPortTests {
    @Test("PresentedViewController() runs the overridden init(nibName:bundle:), once")
    func convenienceInitRunsOverride() {
        let controller = PresentedViewController()
        #expect(controller.commonInitCount == 1)
        #expect(controller.modalPresentationStyle == .custom)
        #expect(controller.transitioningDelegate === controller)
    }

    @Test("the card springs down from above into the container inset by 50 × 200; the dim reaches 0.5")
    func presents() throws {
        let stage = PortStage()
        let presenter = ViewController()
        stage.embed(presenter)
        presenter.buttomClick(sender: UIButton())
        stage.host.advance(by: 0)
        let card = try #require(stage.root.presentedViewController as? PresentedViewController)
        let start = try #require(card.view.layer.presentation()).frame
        #expect(start.maxY <= 0)
        stage.host.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 50, y: 200, width: 290, height: 444))
        let controller = try #require(card.presentationController as? CustomPresentationController)
        #expect(controller.dimmingView.alpha == 0.5)
    }

    @Test("a tap on the dimming button dismisses through the animator; everything is released")
    func tapDismisses() {
        let stage = PortStage()
        weak var weakCard: PresentedViewController?
        do {
            let card = PresentedViewController()
            weakCard = card
            stage.root.present(card, animated: true)
            stage.host.runUntilIdle()
        }
        stage.host.tap(at: CGPoint(x: 20, y: 20))
        stage.host.advance(by: 0.25)
        #expect(stage.root.presentedViewController != nil, "the dismissal animates for 0.5 s")
        stage.host.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(weakCard == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
