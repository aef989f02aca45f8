import Foundation
import Testing

@testable import PresentationKit

/// A page or form sheet shown while the traits change moves between its forms (Behaviour 13.8): a card
/// in regular width and height, a bottom sheet over the card stack in compact width, the whole
/// container in compact height.
@MainActor
@Suite("Sheets adapting while shown")
struct SheetAdaptationTests {
    private func layout(_ style: UIModalPresentationStyle, _ presented: UIViewController) -> SheetLayout {
        let container = presented.presentationController!.containerView!
        return SheetLayout(
            style: style, container: container.bounds, traits: container.traitCollection,
            preferredContentSize: presented.preferredContentSize, safeAreaTop: container.safeAreaInsets.top)
    }

    @Test(
        "card → bottom sheet over the card stack → card, on a tablet going to a compact pane and back",
        arguments: [UIModalPresentationStyle.pageSheet, .formSheet])
    func tabletPaneAndBack(style: UIModalPresentationStyle) {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(layout(style, sheet).mode == .card)
        #expect(sheet.view.frame == layout(style, sheet).frame)
        #expect(root.view.transform == .identity)

        host.resize(to: CGSize(width: 320, height: 1194))
        host.runUntilIdle()
        let bottom = layout(style, sheet)
        #expect(bottom.mode == .bottomSheet)
        #expect(sheet.view.frame == bottom.frame)
        #expect(root.view.transform == bottom.presentingTransform(for: root.view.untransformedFrame))
        #expect(root.view.transform != .identity, "the card stack scales the presenter back")

        host.resize(to: CGSize(width: 834, height: 1194))
        host.runUntilIdle()
        #expect(layout(style, sheet).mode == .card)
        #expect(sheet.view.frame == layout(style, sheet).frame)
        #expect(root.view.transform == .identity, "the presenter is itself again")
        #expect(root.view.layer.cornerRadius == 0)
        #expect(!root.view.clipsToBounds)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a phone's bottom sheet fills the container in landscape and comes back in portrait")
    func phoneTurns() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        let portrait = sheet.view.frame
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(layout(.pageSheet, sheet).mode == .fullScreen)
        #expect(sheet.view.frame == host.window.bounds)
        #expect(root.view.transform == .identity)
        #expect(root.view.layer.cornerRadius == 0, "the presenter is itself again")
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(sheet.view.frame == portrait)
        #expect(root.view.transform != .identity)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// The sheets keep clear of the device's real status bar.
@MainActor
@Suite("Sheets under the real status bar")
struct SheetSafeAreaTests {
    @Test(
        "a bottom sheet starts 10 points below the top safe-area inset of the device",
        arguments: [
            (HeadlessDevice.notchedPhone, CGFloat(59)), (.smallPhone, 20), (.largePhone, 59),
        ])
    func belowTheStatusBar(_ case: (HeadlessDevice, CGFloat)) {
        let (device, top) = `case`
        let host = HeadlessHost(device: device)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(
            sheet.view.frame
                == CGRect(
                    x: 0, y: top + 10, width: device.portraitSize.width,
                    height: device.portraitSize.height - top - 10))
        // The card stack's scaled-back presenter tucks its top under the status bar.
        #expect(abs(root.view.frame.minY - top) < 1e-9)
    }

    @Test("a host without a device profile keeps the assumed 44-point status bar")
    func assumedWithoutProfile() {
        let (host, root) = makeStage()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(sheet.view.frame.minY == 54)
    }
}
