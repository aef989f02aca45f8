import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The custom card that adapts: a `.custom` card on a tablet (834 × 1194 in portrait)
/// whose delegate asks for `.overFullScreen` in compact width; the app moves into a one-third split
/// pane (320 wide) and back.
@MainActor
@Suite("Adaptive custom card · a compact split pane and back")
struct AdaptiveCustomCardTests {
    private func shownCard() throws -> (AdaptiveCardStage, AdaptiveCardPresentationController) {
        let stage = AdaptiveCardStage()
        stage.screen.showCard()
        stage.host.runUntilIdle()
        let controller = try #require(
            stage.screen.card.presentationController as? AdaptiveCardPresentationController)
        // Regular width: the delegate is not asked at the start (Behaviour 13.6), only told there is no
        // adaptation.
        #expect(stage.screen.log.entries == ["willPresentWithAdaptiveStyle(.none)"])
        stage.screen.log.clear()
        return (stage, controller)
    }

    @Test("13.6, 13.10, 13.12: in the compact pane a stand-in shows the card over the full pane")
    func adaptsToOverFullScreen() throws {
        let (stage, custom) = try shownCard()
        let card = stage.screen.card
        // Centred: (834 − 540) / 2 = 147, (1194 − 620) / 2 = 287.
        #expect(card.view.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
        #expect(abs(custom.dimmingView.alpha - 0.4) < 1e-6)

        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        #expect(
            stage.screen.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)",
                "presentationController(_:prepare:)",
                "willPresentWithAdaptiveStyle(.overFullScreen)",
            ])
        // Another presentation controller is in charge now (Behaviour 13.12): UIKit's over-full-screen one.
        let standIn = try #require(card.presentationController)
        #expect(standIn !== custom)
        #expect(standIn.presentationStyle == .overFullScreen)
        #expect(standIn.containerView === custom.containerView, "the same container")
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(custom.dimmingView.alpha == 0, "the custom dim faded out")
        #expect(stage.screen.view.window != nil, "the presenting view stays (over full screen)")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("13.11: back at full width the custom controller takes the card back, centred over its dim")
    func returnsToCard() throws {
        let (stage, custom) = try shownCard()
        let card = stage.screen.card
        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        stage.screen.log.clear()

        stage.host.resize(to: AdaptivePopoverStage.fullWidth)
        stage.host.runUntilIdle()
        #expect(
            stage.screen.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: regular)",
                "willPresentWithAdaptiveStyle(.none)",
            ])
        #expect(card.presentationController === custom)
        #expect(card.view.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
        #expect(abs(custom.dimmingView.alpha - 0.4) < 1e-6, "the dim is back")
        // The custom controller is in charge again: a tap on its dim dismisses.
        stage.host.tap(at: CGPoint(x: 60, y: 1150))
        stage.host.runUntilIdle()
        #expect(stage.screen.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("13.10: mid-resize the card grows towards the pane inside the size transition")
    func changeAnimates() throws {
        let (stage, _) = try shownCard()
        stage.host.resize(to: AdaptivePopoverStage.splitPane, duration: 0.3)
        stage.host.advance(by: 0.15)
        let frame = try #require(stage.screen.card.view.layer.presentation()).frame
        #expect(frame.height > 620 && frame.height < 1194, "between the card and the pane: \(frame)")
        stage.host.runUntilIdle()
    }

    @Test("13.12: dismissed while adapted, the stand-in runs the dismissal and nothing is left")
    func dismissWhileAdapted() throws {
        let (stage, custom) = try shownCard()
        let container = try #require(custom.containerView)
        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        stage.host.tap(at: CGPoint(x: 70, y: 92))  // the card's Close button
        stage.host.runUntilIdle()
        #expect(stage.screen.presentedViewController == nil)
        #expect(stage.screen.card.presentationController !== custom)
        #expect(container.window == nil, "the container left the window")
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("13.6, 13.12: presented in the compact pane, the card is adapted from the start")
    func presentedCompact() throws {
        let stage = AdaptiveCardStage()
        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        stage.screen.showCard()
        stage.host.runUntilIdle()
        #expect(
            stage.screen.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)",
                "presentationController(_:prepare:)",
                "willPresentWithAdaptiveStyle(.overFullScreen)",
            ])
        let card = stage.screen.card
        #expect(card.presentationController?.presentationStyle == .overFullScreen)
        #expect(card.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        // Back at full width the custom controller, which never began, is in charge: the card is
        // centred (its dim was never added).
        stage.host.resize(to: AdaptivePopoverStage.fullWidth)
        stage.host.runUntilIdle()
        #expect(card.presentationController is AdaptiveCardPresentationController)
        #expect(card.view.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
