import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

/// The self-sizing card (Behaviour 17.9, 17.10): its height is its column's (title,
/// wrapped message, 50-point button; spacing 12 and 20; insets 24 above, 16 below) plus the
/// container's bottom safe-area inset, at the container's width capped at 540.
@MainActor
@Suite("Self-sizing card · measured by its constraints")
struct SelfSizingCardTests {
    /// The card's frame worked out from the figures above, with the labels' own text measures at
    /// the column's width (the card's width less 2 × 20).
    func expectedFrame(_ card: SelfSizingCardViewController, in window: CGRect, bottomInset: CGFloat)
        -> CGRect
    {
        let width = min(window.width, 540)
        let column = width - 40
        let unbounded = CGFloat.greatestFiniteMagnitude
        let title = card.titleLabel.sizeThatFits(CGSize(width: column, height: unbounded)).height
        let message = card.messageLabel.sizeThatFits(CGSize(width: column, height: unbounded)).height
        let height = 24 + title + 12 + message + 20 + 50 + 16 + bottomInset
        return CGRect(x: (window.width - width) / 2, y: window.height - height, width: width, height: height)
    }

    @Test(
        "on a small phone, a notched phone and a tablet the card is as tall as its content",
        arguments: [HeadlessDevice.smallPhone, .notchedPhone, .tablet])
    func perDevice(_ device: HeadlessDevice) {
        let stage = SelfSizingCardStage(device: device)
        stage.presenting.present(stage.card, animated: true)
        stage.host.runUntilIdle()
        let window = stage.host.window.bounds
        let inset = stage.host.window.safeAreaInsets.bottom
        let card = stage.card
        #expect(card.view.frame == expectedFrame(card, in: window, bottomInset: inset), "\(device.name)")
        // The column fills the card less its insets; the button is its last 50 points.
        #expect(card.stack.frame.width == card.view.frame.width - 40)
        #expect(card.button.frame.height == 50)
        #expect(card.contentView.frame.height == card.view.frame.height - inset)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("new text grows the shown card to its new height with an animation")
    func newTextAnimates() {
        let stage = SelfSizingCardStage()
        stage.presenting.present(stage.card, animated: true)
        stage.host.runUntilIdle()
        let card = stage.card
        let before = card.view.frame
        card.setMessage(SelfSizingCardStage.longMessage)
        let window = stage.host.window.bounds
        let after = expectedFrame(card, in: window, bottomInset: stage.host.window.safeAreaInsets.bottom)
        // The model takes the new frame at once; what is shown moves there over 0.35 s.
        #expect(card.view.frame == after)
        #expect(after.height > before.height)
        stage.host.advance(by: 0.1)
        let shown = card.view.layer.presentation()?.frame ?? .null
        #expect(shown.minY < before.minY && shown.minY > after.minY)
        stage.host.runUntilIdle()
        #expect(card.view.layer.presentation()?.frame == after)
        // The message label moved with its column, laid out at its new height.
        let column = after.width - 40
        let message = card.messageLabel.sizeThatFits(CGSize(width: column, height: .greatestFiniteMagnitude))
        #expect(card.messageLabel.frame.height == message.height)
    }
}
