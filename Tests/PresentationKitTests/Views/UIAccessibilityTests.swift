import Foundation
import Testing

@testable import PresentationKit

@MainActor
@Suite("Accessibility properties and notifications")
struct UIAccessibilityTests {
    @Test("labels and controls are elements by default, plain views are not; every property is stored")
    func properties() {
        #expect(!UIView().isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        #expect(UIButton(type: .system).isAccessibilityElement)
        let card = UIView()
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.accessibilityHint = "Swipe down to close"
        card.accessibilityTraits = [.button, .header]
        card.accessibilityViewIsModal = true
        card.accessibilityIdentifier = "card"
        #expect(card.isAccessibilityElement)
        #expect(card.accessibilityLabel == "Card")
        #expect(card.accessibilityHint == "Swipe down to close")
        #expect(card.accessibilityTraits.contains(.header))
        #expect(card.accessibilityViewIsModal)
        #expect(card.accessibilityIdentifier == "card")
        let controller = UIViewController()
        controller.accessibilityLabel = "Settings"
        #expect(controller.accessibilityLabel == "Settings")
    }

    @Test("posted notifications are recorded on the host with their argument")
    func posts() {
        let host = HeadlessHost()
        let view = UIView()
        UIAccessibility.post(notification: .screenChanged, argument: view)
        UIAccessibility.post(notification: .announcement, argument: "Card closed")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(
            host.events.map(\.detail) == [
                "screenChanged UIView", "announcement \"Card closed\"", "layoutChanged",
            ])
        #expect(host.events.allSatisfy { $0.kind == .accessibility })
    }
}
