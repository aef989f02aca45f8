import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The adaptive popover ("Beyond the seeds"): a tablet popover whose app moves into a
/// one-third split-view pane (320 wide, compact) and back to full width (834).
@MainActor
@Suite("Adaptive popover · a compact split pane and back")
struct AdaptivePopoverTests {
    private func shownPopover() throws -> (AdaptivePopoverStage, UIPopoverPresentationController) {
        let stage = AdaptivePopoverStage()
        stage.host.tap(at: stage.buttonCentre)
        stage.host.runUntilIdle()
        #expect(stage.screen.presentedViewController === stage.screen.details, "the button presents")
        // Presented as a bubble: the delegate hears that no adaptation applies (Behaviour 13.10).
        #expect(stage.screen.log.entries == ["willPresentWithAdaptiveStyle(.none)"])
        stage.screen.log.clear()
        let popover = try #require(stage.screen.details.popoverPresentationController)
        return (stage, popover)
    }

    @Test(
        "13.6, 13.8, 13.10: in the compact pane the bubble becomes a bottom sheet, the delegate told in order"
    )
    func becomesBottomSheet() throws {
        let (stage, popover) = try shownPopover()
        let details = stage.screen.details
        // In regular width the bubble hangs below the button.
        #expect(popover.arrowDirection == .up)
        #expect(details.view.frame.size == CGSize(width: 320, height: 240))
        #expect(details.view.frame.minY > 104, "below the button's bottom edge (60 + 44)")

        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        #expect(
            stage.screen.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)",
                "viewControllerForAdaptivePresentationStyle(.pageSheet)",
                "presentationController(_:prepare:)",
                "willPresentWithAdaptiveStyle(.pageSheet)",
            ])
        // The delegate's replacement shows in the details' place, holding them below its Done bar.
        let bar = try #require(details.parent as? DoneBarViewController)
        #expect(bar.view.superview === popover.containerView)
        // A bottom sheet across the pane: the full 320 width, from below the tablet's status bar (its
        // top safe-area inset, 24) and the sheet gap (10) down to the bottom edge: 1194 − 34 = 1160
        // tall; the details below the 56-point bar.
        #expect(bar.view.frame == CGRect(x: 0, y: 34, width: 320, height: 1160))
        #expect(details.view.frame == CGRect(x: 0, y: 56, width: 320, height: 1104))
        #expect(
            stage.screen.presentedViewController === details,
            "the details are still the presented controller; the bar only shows them")
        #expect(bar.presentingViewController === stage.screen)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("9.2, 13.10: the replacement appears with the adaptation, and its Done button dismisses")
    func replacementDismisses() throws {
        let (stage, _) = try shownPopover()
        stage.host.recordsCallbacks = true
        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        let bar = try #require(stage.screen.details.parent as? DoneBarViewController)
        let barCalls = stage.host.callbackRecords.filter { $0.receiver == "DoneBarViewController" }.map(
            \.callback)
        // It joins before the trait and size transitions are announced, so it hears them, inside
        // its appearance, which ends with the size transition (Behaviour 13.3, 13.5).
        #expect(
            barCalls == [
                "viewWillAppear(true)", "willTransition(to:with:)", "viewWillTransition(to:with:)",
                "traitCollectionDidChange(_:)", "viewSafeAreaInsetsDidChange()", "viewDidAppear(true)",
            ])
        let done = bar.doneButton.convert(bar.doneButton.bounds, to: nil)
        stage.host.tap(at: CGPoint(x: done.midX, y: done.midY))
        stage.host.runUntilIdle()
        #expect(stage.screen.presentedViewController == nil)
        #expect(bar.view.window == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "13.11, 13.14: back at full width the bubble returns at its button, with willPresentWithAdaptiveStyle(.none)"
    )
    func returnsAtSource() throws {
        let (stage, popover) = try shownPopover()
        let details = stage.screen.details
        let bubble = details.view.frame
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
        #expect(details.view.frame == bubble, "at its source again")
        #expect(details.parent == nil, "out of the replacement, shown by the popover itself")
        #expect(details.view.superview === popover.containerView)
        #expect(popover.arrowDirection == .up)
        // A tap outside the bubble dismisses it, as before the split.
        stage.host.tap(at: CGPoint(x: 600, y: 1000))
        stage.host.runUntilIdle()
        #expect(stage.screen.presentedViewController == nil)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test(
        "13.17: mid-resize the sheet grows out of the transition; at the end no bubble chrome is left in the pane"
    )
    func chromeGoes() throws {
        let (stage, popover) = try shownPopover()
        let container = try #require(popover.containerView)
        let withBubble = container.subviews.count
        stage.host.resize(to: AdaptivePopoverStage.splitPane, duration: 0.3)
        stage.host.advance(by: 0.15)
        let frame = try #require(stage.screen.details.view.layer.presentation()).frame
        // The bubble's content (240 tall) grows towards the sheet (1160 tall) inside the transition.
        #expect(frame.height > 240 && frame.height < 1160, "between the bubble and the sheet: \(frame)")
        stage.host.runUntilIdle()
        #expect(container.subviews.count < withBubble, "the bubble and its tap catcher are gone")
        #expect(container.subviews.last === stage.screen.details.parent?.view, "the replacement on top")
    }
}
