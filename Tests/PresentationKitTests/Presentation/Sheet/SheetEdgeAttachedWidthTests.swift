import Foundation
import Testing

@testable import PresentationKit

/// The width of a sheet attached to the bottom edge in compact height (Behaviour 14.19, 14.20): the
/// safe area's width by default, the presented controller's preferred width with
/// `widthFollowsPreferredContentSizeWhenEdgeAttached`; in compact width and regular height (a phone
/// upright) the sheet is as wide as the container either way.
///
/// The notched phone in landscape is 852 × 393 with insets 59 at each side and 21 below: its safe
/// area is 852 − 2 × 59 = 734 wide, from x = 59.
@MainActor
@Suite("UISheetPresentationController: edge-attached width")
struct SheetEdgeAttachedWidthTests {
    private func stage(preferredWidth: CGFloat, follows: Bool) throws -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .landscapeRight)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: preferredWidth, height: 0)
        let sheet = try #require(content.sheetPresentationController)
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = follows
        root.present(content, animated: true)
        host.runUntilIdle()
        return (host, content)
    }

    @Test("14.20: by default an edge-attached sheet is the safe area's width, centred in it")
    func safeAreaWidth() throws {
        // A preferred width is ignored unless the sheet follows it.
        let (host, content) = try stage(preferredWidth: 400, follows: false)
        // Top: 8 below the (zero) top inset (14.28); full height down to the bottom edge.
        #expect(content.view.frame == CGRect(x: 59, y: 8, width: 734, height: 385))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.20: following the preferred width, the sheet is that wide, centred in the safe area")
    func preferredWidth() throws {
        let (host, content) = try stage(preferredWidth: 400, follows: true)
        // Centred in the safe area: 59 + (734 − 400) / 2 = 226.
        #expect(content.view.frame == CGRect(x: 226, y: 8, width: 400, height: 385))
        // A new preferred width lays the sheet out again.
        content.preferredContentSize = CGSize(width: 500, height: 0)
        host.runUntilIdle()
        #expect(content.view.frame == CGRect(x: 176, y: 8, width: 500, height: 385))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("14.20: a preferred width wider than the container is capped at the container's width")
    func preferredWidthCapped() throws {
        let (_, content) = try stage(preferredWidth: 2000, follows: true)
        #expect(content.view.frame == CGRect(x: 0, y: 8, width: 852, height: 385))
    }

    @Test(
        "14.20: turned upright (compact width, regular height) the sheet is full width either way, and back",
        arguments: [false, true])
    func rotation(follows: Bool) throws {
        let (host, content) = try stage(preferredWidth: 400, follows: follows)
        let landscape = content.view.frame
        host.rotate(to: .portrait)
        host.runUntilIdle()
        // Upright: a bottom sheet at .large, from the safe top + 10 = 69 to the bottom, 393 wide.
        #expect(content.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(content.view.frame == landscape)
        #expect(landscape.width == (follows ? 400 : 734))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
