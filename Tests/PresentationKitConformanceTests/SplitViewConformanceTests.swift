import Foundation
import PresentationKit
import Testing

/// The split view controller and its delegate, driven as UIKit drives them (Behaviour 26.3–26.7).
@MainActor
@Suite("Conformance · split views")
struct SplitViewConformanceTests {
    @Test("UISplitViewController and its delegate: columns, turns of a tablet, collapsing and expanding")
    func columnStyle() throws {
        let log = CallLog.start()
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeRight)
        let split = ConformingSplitViewController(style: .doubleColumn)
        let delegate = ConformingSplitViewControllerDelegate()
        split.delegate = delegate
        let list = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        host.window.rootViewController = split
        host.runUntilIdle()
        list.show(UIViewController(), sender: nil)
        list.showDetailViewController(UIViewController(), sender: nil)
        split.show(UIViewController(), sender: nil)
        host.runUntilIdle()
        let owner = "UISplitViewControllerDelegate"
        host.rotate(to: .portrait)
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(
            inOrder(
                log.take().filter { $0.hasPrefix(owner) },
                [
                    "\(owner).splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
                    "\(owner).splitViewControllerDidCollapse(_:)",
                    "\(owner).splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
                    "\(owner).splitViewControllerDidExpand(_:)",
                ]))
        // A tablet turned: the system hides and shows the primary column.
        let tabletHost = HeadlessHost(device: .tablet, orientation: .landscapeRight)
        let tabletSplit = UISplitViewController(style: .doubleColumn)
        tabletSplit.delegate = delegate
        tabletSplit.setViewController(UIViewController(), for: .primary)
        tabletSplit.setViewController(UIViewController(), for: .secondary)
        tabletHost.window.rootViewController = tabletSplit
        tabletHost.runUntilIdle()
        tabletHost.rotate(to: .portrait)
        tabletHost.runUntilIdle()
        tabletHost.rotate(to: .landscapeRight)
        tabletHost.runUntilIdle()

        // What app code calls, through the base class.
        let base: UISplitViewController = split
        _ = (base.style, base.delegate, base.viewController(for: .primary), base.viewControllers)
        _ = (base.displayMode, base.splitBehavior, base.isCollapsed, base.primaryColumnWidth)
        base.preferredDisplayMode = .oneOverSecondary
        base.preferredSplitBehavior = .overlay
        base.preferredPrimaryColumnWidthFraction = 0.3
        base.primaryEdge = .leading
        base.hide(.primary)
        base.show(.primary)
        _ = base.displayModeButtonItem
        #expect(log.missing("UISplitViewController") == [])
        // A classic split view controller asks the rest (its order: the next test).
        let classic = UISplitViewController()
        classic.delegate = delegate
        classic.viewControllers = [
            UINavigationController(rootViewController: UIViewController()), UIViewController(),
        ]
        tabletHost.window.rootViewController = classic
        tabletHost.resize(to: CGSize(width: 320, height: 834))
        tabletHost.runUntilIdle()
        tabletHost.resize(to: CGSize(width: 1194, height: 834))
        tabletHost.runUntilIdle()
        #expect(log.missing(owner) == [])
    }

    @Test("UISplitViewControllerDelegate, classic: collapse the secondary onto the primary and separate it")
    func classic() {
        let log = CallLog.start()
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeRight)
        let split = UISplitViewController()
        let delegate = ConformingSplitViewControllerDelegate()
        split.delegate = delegate
        split.viewControllers = [
            UINavigationController(rootViewController: UIViewController()), UIViewController(),
        ]
        host.window.rootViewController = split
        host.runUntilIdle()
        host.rotate(to: .portrait)
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        let owner = "UISplitViewControllerDelegate"
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).primaryViewController(forCollapsing:)",
                "\(owner).splitViewController(_:collapseSecondary:onto:)",
                "\(owner).splitViewControllerDidCollapse(_:)",
                "\(owner).primaryViewController(forExpanding:)",
                "\(owner).splitViewController(_:separateSecondaryFrom:)",
                "\(owner).splitViewControllerDidExpand(_:)",
            ])
    }
}
