import PresentationKit
import Testing

/// The Auto Layout port (`AutoLayoutPort.swift`, Swift 5 mode) on a phone with a home indicator
/// (393 × 852, safe area 59 at the top and 34 at the bottom).
@MainActor
@Suite("Port · Auto Layout, a self-sizing card and a banner")
struct AutoLayoutPortTests {
    let host = HeadlessHost(device: .notchedPhone)
    let inbox = InboxViewController()

    init() {
        host.window.rootViewController = inbox
        host.runUntilIdle()
    }

    /// Presents the card and lets the transition finish.
    private func presentCard() throws -> CardViewController {
        inbox.showCard()
        host.runUntilIdle()
        return try #require(inbox.presentedViewController as? CardViewController)
    }

    @Test("the app's + on UILayoutPriority compiles beside the library's type and reaches the label")
    func priorityArithmetic() {
        let card = CardViewController(title: "T", message: "M")
        card.loadViewIfNeeded()
        #expect(
            card.messageLabel.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(751))
        #expect(card.titleLabel.contentHuggingPriority(for: .vertical) == .required)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
    }

    @Test("preferredContentSize is the compressed fitting size: the message on one line, no safe area")
    func preferredContentSize() {
        let card = CardViewController(
            title: "Draft saved",
            message: "Your message was saved to Drafts. You can finish it later from any device.")
        card.loadViewIfNeeded()
        let title = card.titleLabel.intrinsicContentSize
        let message = card.messageLabel.intrinsicContentSize
        let button = card.doneButton.intrinsicContentSize
        // Grabber 8 + 5, gap 16, title, 8, message, 24, button, 16 to the (empty) safe area.
        let height = 8 + 5 + 16 + title.height + 8 + message.height + 24 + button.height + 16
        let width = max(title.width, message.width, button.width) + 40
        #expect(card.preferredContentSize == CGSize(width: width, height: height))
    }

    @Test("the card sits on the bottom edge, as tall as its fitted content plus the home indicator's inset")
    func presentedFrames() throws {
        let card = try presentCard()
        let controller = try #require(card.presentationController as? CardPresentationController)
        // The stack view is 353 wide: the title (26), the message wrapped to two lines (40), the
        // button (34), with 8 and 24 between: 132. Above it 8 + 5 + 16; below it 16 and the 34 of
        // the home indicator: 211.
        #expect(card.messageLabel.frame.height == 40, "two lines at 353 points")
        #expect(card.view.frame == CGRect(x: 0, y: 852 - 211, width: 393, height: 211))
        #expect(card.view.safeAreaInsets.bottom == 34)
        #expect(card.grabber.frame == CGRect(x: 178.5, y: 8, width: 36, height: 5))
        #expect(card.stackView.frame == CGRect(x: 20, y: 29, width: 353, height: 132))
        #expect(card.titleLabel.frame == CGRect(x: 0, y: 0, width: 353, height: 26))
        #expect(card.messageLabel.frame == CGRect(x: 0, y: 34, width: 353, height: 40))
        #expect(card.doneButton.frame == CGRect(x: 0, y: 98, width: 353, height: 34))
        #expect(controller.dimmingView.frame == host.window.bounds)
        #expect(controller.dimmingView.alpha == 1)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("updateViewConstraints runs in the next pass after setNeedsUpdateConstraints; the grabber moves up")
    func updateViewConstraints() throws {
        let card = try presentCard()
        let updates = card.constraintUpdates
        card.isCompact = true
        #expect(card.constraintUpdates == updates, "not at once: at the next pass")
        host.runUntilIdle()
        #expect(card.constraintUpdates == updates + 1)
        #expect(card.grabber.frame.minY == 4)
        // The card's layout runs inside containerViewWillLayoutSubviews (Behaviour 5.3), whose frame
        // fits the content again: 4 points shorter.
        #expect(card.view.frame == CGRect(x: 0, y: 852 - 207, width: 393, height: 207))
        #expect(
            card.stackView.frame.maxY == card.view.bounds.height - 34 - 16, "the 999 bottom still holds")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a longer message re-sizes the presented card with an animation, still on the bottom edge")
    func messageChangeAnimates() throws {
        let card = try presentCard()
        card.setMessage(
            "Your message was saved to Drafts. You can finish it later from any device, "
                + "and it will be sent as soon as you tap Send. Drafts are kept for thirty days.",
            animated: true)
        host.advance(by: 0.15)
        let midway = try #require(card.view.layer.presentation()).frame
        #expect(midway.height > 211, "\(midway)")
        host.runUntilIdle()
        let grown = card.messageLabel.frame.height - 40
        #expect(grown >= 40, "at least two more lines: \(card.messageLabel.frame)")
        #expect(card.view.frame == CGRect(x: 0, y: 852 - 211 - grown, width: 393, height: 211 + grown))
        #expect(midway.height < card.view.frame.height, "between the two sizes")
        #expect(card.stackView.frame.maxY == card.view.bounds.height - 34 - 16)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("Done dismisses the card; the banner's top constraint then animates it into the safe area")
    func bannerSlidesIn() throws {
        let card = try presentCard()
        let button = card.doneButton
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(inbox.presentedViewController == nil)
        #expect(inbox.banner.frame == CGRect(x: 16, y: -60, width: 361, height: 48))

        inbox.showBanner()
        host.advance(by: 0.175)
        let midway = try #require(inbox.banner.layer.presentation()).frame.minY
        #expect(midway > -60 && midway < 67, "\(midway)")
        host.runUntilIdle()
        #expect(inbox.banner.frame == CGRect(x: 16, y: 59 + 8, width: 361, height: 48))
        #expect(inbox.bannerLabel.frame.midY == 24)
        #expect(inbox.bannerLabel.frame.minX == 16)
        // Found by its anchor and changed, as apps do.
        let height = try #require(inbox.bannerHeightConstraint)
        #expect(height.constant == 48)
        #expect(inbox.banner.topAnchor != inbox.banner.bottomAnchor)
        height.constant = 56
        host.runUntilIdle()
        #expect(inbox.banner.frame.height == 56)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
