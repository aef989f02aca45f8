import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The popover from a bar button: a tablet in portrait (834 × 1194), a one-third
/// split pane (320 wide) and back.
@MainActor
@Suite("Bar-button popover · a navigation controller in the compact pane")
struct BarButtonPopoverTests {
    @Test("16.13, 13.10, 13.21: points at its bar button; compact, it shows in a navigation controller; back")
    func throughTheSplit() throws {
        let stage = BarButtonPopoverStage()
        let filter = stage.list.filter
        let button = stage.filterButtonCentre
        #expect(button.y > 24 && button.y < 24 + 44, "in the bar below the status bar")
        stage.host.tap(at: button)
        stage.host.runUntilIdle()
        let popover = try #require(filter.popoverPresentationController)
        #expect(stage.list.presentedViewController === filter)
        #expect(popover.arrowDirection == .up)
        #expect(filter.view.frame.size == CGSize(width: 320, height: 260))
        #expect(filter.view.frame.minY > 24 + 44, "below the bar button")
        stage.list.log.clear()

        stage.host.resize(to: AdaptivePopoverStage.splitPane)
        stage.host.runUntilIdle()
        #expect(
            stage.list.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: compact)",
                "viewControllerForAdaptivePresentationStyle(.pageSheet)",
                "willPresentWithAdaptiveStyle(.pageSheet)",
            ])
        let wrapper = try #require(filter.navigationController)
        #expect(wrapper !== stage.navigation)
        #expect(wrapper.view.superview === popover.containerView)
        #expect(wrapper.topViewController === filter)
        stage.list.log.clear()

        stage.host.resize(to: AdaptivePopoverStage.fullWidth)
        stage.host.runUntilIdle()
        #expect(
            stage.list.log.entries == [
                "adaptivePresentationStyle(for:traitCollection: regular)",
                "willPresentWithAdaptiveStyle(.none)",
            ])
        #expect(filter.parent == nil, "out of the wrapper, in the bubble again")
        #expect(filter.view.frame.size == CGSize(width: 320, height: 260))
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }
}
