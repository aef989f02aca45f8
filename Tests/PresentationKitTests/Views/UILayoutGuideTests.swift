import Foundation
import Testing

@testable import PresentationKit

/// Safe areas per device and orientation, and the layout guides that follow them (
/// Behaviour 15.30).
@MainActor
@Suite("Safe areas per device, and layout guides")
struct UILayoutGuideTests {
    /// The window's insets each device profile gives, by hand from the devices' published figures.
    nonisolated static let table: [(HeadlessDevice, UIInterfaceOrientation, UIEdgeInsets)] = [
        (.smallPhone, .portrait, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (.smallPhone, .landscapeRight, .zero),
        (.notchedPhone, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (.notchedPhone, .landscapeRight, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        (.notchedPhone, .landscapeLeft, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        (.largePhone, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        (.largePhone, .landscapeRight, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        (.tablet, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        (.tablet, .landscapeRight, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        (.tabletSplitPane, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]

    @Test("each device's window insets, and the root view's safe-area guide", arguments: table.indices)
    func perDevice(_ index: Int) {
        let (device, orientation, insets) = Self.table[index]
        let host = HeadlessHost(device: device, orientation: orientation)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        #expect(host.window.safeAreaInsets == insets, "\(device.name) \(orientation)")
        #expect(root.view.safeAreaInsets == insets)
        #expect(root.view.safeAreaLayoutGuide.layoutFrame == host.window.bounds.inset(by: insets))
        #expect(root.view.safeAreaLayoutGuide.owningView === root.view)
    }

    @Test(
        "a root view keeps the system's minimum side margins; the margins guide is inset from the safe area")
    func rootViewMargins() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        // Compact width: 16 at the sides (8 above and below, the default the minimum leaves alone).
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        // 393 × 852 less the safe area (59 above, 34 below), less the margins.
        #expect(root.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 67, width: 361, height: 743))
        root.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.view.insetsLayoutMarginsFromSafeArea = false
        #expect(root.view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 377, height: 836))
    }

    @Test("in landscape on a tablet-width window the minimum is 20; a readable guide is at most 672 wide")
    func regularWidthMargins() {
        let host = HeadlessHost(device: .tablet, orientation: .landscapeRight)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        #expect(root.view.layoutMargins.left == 20 && root.view.layoutMargins.right == 20)
        let readable = root.view.readableContentGuide.layoutFrame
        #expect(readable.width == 672)
        #expect(readable.midX == host.window.bounds.midX)
        #expect(abs(readable.minY - 32) < 1e-9, "24 + 8: \(Double(readable.minY))")
    }

    @Test("a view's guides follow its share of the safe area; app guides belong to one view at a time")
    func subviewGuides() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let card = UIView(frame: CGRect(x: 10, y: 600, width: 373, height: 252))
        root.view.addSubview(card)
        host.runUntilIdle()
        // The card overlaps the bottom 34-point inset by its whole bottom 34 points.
        #expect(card.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 373, height: 218))
        // A subview's margins stay as set (no minimum); measured from the safe area's edges.
        #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 357, height: 202))

        let guide = UILayoutGuide()
        #expect(guide.owningView == nil && guide.layoutFrame == .zero)
        card.addLayoutGuide(guide)
        #expect(guide.owningView === card && card.layoutGuides.count == 1)
        root.view.addLayoutGuide(guide)
        #expect(guide.owningView === root.view && card.layoutGuides.isEmpty)
        root.view.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && root.view.layoutGuides.isEmpty)
    }

    @Test("insets larger than the view leave an empty guide, never a negative one")
    func emptyGuide() {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        host.window.rootViewController = root
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 30))
        root.view.addSubview(strip)
        host.runUntilIdle()
        let frame = strip.safeAreaLayoutGuide.layoutFrame
        #expect(frame.width >= 0 && frame.height >= 0)
        #expect(frame.height == 0, "the strip lies wholly under the status bar: \(frame)")
    }
}
