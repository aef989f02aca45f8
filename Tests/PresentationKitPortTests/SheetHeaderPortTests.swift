import Foundation
import PresentationKit
import Testing

/// The ported sheet header, presented as a page sheet in a navigation controller: symbol sizes,
/// text styles, the padded badge, the configured button and the bar item with an image lay out as
/// on iOS, and the close button and the gear item act (Behaviour 16.26, 28.1–28.6).
@MainActor
@Suite("Port: a sheet header with symbols, text styles and a configured button")
struct SheetHeaderPortTests {
    @Test("the header lays out and acts as written for iOS (Behaviour 28.5, 28.6)")
    func header() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let header = SheetHeaderViewController()
        let navigation = UINavigationController(rootViewController: header)
        root.present(navigation, animated: true)
        host.runUntilIdle()
        #expect(root.presentedViewController === navigation)

        // The symbol at 25.5 pt is 30 × 30; the title in the headline style.
        #expect(header.closeButton.bounds.size == CGSize(width: 30, height: 30))
        #expect(header.titleLabel.font.pointSize == 17 && header.titleLabel.font.weight == .semibold)
        // The badge: its text's size plus 16 × 4 of padding.
        let text = UILabel()
        text.font = header.badge.font
        text.text = "NEW"
        #expect(
            header.badge.bounds.size
                == CGSize(
                    width: text.intrinsicContentSize.width + 16, height: text.intrinsicContentSize.height + 4)
        )
        // The continue button: full width less the margins, large insets (14 above and below).
        #expect(header.continueButton.bounds.width == navigation.view.bounds.width - 32)
        #expect(abs(header.continueButton.bounds.height - (14 + 20 + 14)) < 1e-6)
        // The title shrinks to fit beside the close button.
        #expect(header.titleLabel.bounds.maxX <= header.closeButton.frame.minX - 8 + 1e-6)
        // The gear item's button shows the symbol, sized to it.
        let gear = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentImage != nil })
        #expect(gear.bounds.width == 20)
        host.tap(at: gear.convert(CGPoint(x: 10, y: gear.bounds.midY), to: nil))
        #expect(header.settingsOpened == 1)

        host.tap(at: header.closeButton.convert(CGPoint(x: 15, y: 15), to: nil))
        host.runUntilIdle()
        #expect(header.closed == 1 && root.presentedViewController == nil)
    }
}
