import Foundation
import Testing

@testable import PresentationKit

/// `UISplitViewController`: columns side by side in a regular width, one stack in a compact one,
/// and the delegate asked in between (Behaviour 26.1–26.10).
@MainActor
@Suite("UISplitViewController")
struct UISplitViewControllerTests {
    /// A delegate that logs what it is asked and answers as told.
    final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
        var log: [String] = []
        var topColumn: UISplitViewController.Column?
        var expandMode: UISplitViewController.DisplayMode?
        var collapsesItself = false

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            log.append("topColumnForCollapsing(proposed: \(proposedTopColumn))")
            return topColumn ?? proposedTopColumn
        }
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
                .DisplayMode
        ) -> UISplitViewController.DisplayMode {
            log.append("displayModeForExpanding(proposed: \(proposedDisplayMode))")
            return expandMode ?? proposedDisplayMode
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
        {
            log.append("willShow(\(column))")
        }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
        {
            log.append("willHide(\(column))")
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            log.append("didCollapse(isCollapsed: \(svc.isCollapsed))")
        }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            log.append("didExpand(isCollapsed: \(svc.isCollapsed))")
        }
        func splitViewController(
            _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
        ) {
            log.append("willChangeTo(\(displayMode))")
        }
        func primaryViewController(forCollapsing splitViewController: UISplitViewController)
            -> UIViewController?
        {
            log.append("primaryForCollapsing")
            return nil
        }
        func primaryViewController(forExpanding splitViewController: UISplitViewController)
            -> UIViewController?
        {
            log.append("primaryForExpanding")
            return nil
        }
        func splitViewController(
            _ splitViewController: UISplitViewController,
            collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            log.append("collapseSecondary")
            return collapsesItself
        }
        func splitViewController(
            _ splitViewController: UISplitViewController,
            separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            log.append("separateSecondary")
            return nil
        }
    }

    /// A split view controller with a list and a detail (and a middle column with three), as the
    /// window's root on `device`.
    private func stage(
        _ style: UISplitViewController.Style = .doubleColumn, device: HeadlessDevice = .tablet,
        orientation: UIInterfaceOrientation = .landscapeRight, delegate: SplitDelegate? = nil
    ) -> (
        HeadlessHost, UISplitViewController, list: UIViewController, middle: UIViewController,
        detail: UIViewController
    ) {
        let host = HeadlessHost(device: device, orientation: orientation)
        let split = UISplitViewController(style: style)
        split.delegate = delegate
        let list = UIViewController()
        let middle = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        if style == .tripleColumn { split.setViewController(middle, for: .supplementary) }
        split.setViewController(detail, for: .secondary)
        host.window.rootViewController = split
        host.runUntilIdle()
        return (host, split, list, middle, detail)
    }

    private func frameInSplit(_ controller: UIViewController, _ split: UISplitViewController) -> CGRect? {
        guard let navigation = controller.navigationController,
            navigation.viewIfLoaded?.superview === split.view
        else { return nil }
        return navigation.view.frame
    }

    @Test(
        "each column's controller stands in a navigation controller of its own; children know the split (Behaviour 26.1, 26.7)"
    )
    func columnsAreWrapped() throws {
        let (host, split, list, _, detail) = stage()
        let primary = try #require(list.navigationController)
        let secondary = try #require(detail.navigationController)
        #expect(primary !== secondary)
        #expect(primary.viewControllers == [list])
        #expect(split.viewControllers == [primary, secondary])
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(list.splitViewController === split)
        #expect(primary.splitViewController === split)
        #expect(split.splitViewController == nil)
        #expect(UIViewController().splitViewController == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a tablet in landscape tiles the primary column, 320 pt wide, beside the secondary one (Behaviour 26.2, 26.3)"
    )
    func landscapeTabletFrames() throws {
        let (host, split, list, _, detail) = stage()
        #expect(host.window.bounds.size == CGSize(width: 1194, height: 834))
        #expect(!split.isCollapsed)
        #expect(split.splitBehavior == .tile)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(frameInSplit(list, split) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(frameInSplit(detail, split) == CGRect(x: 320, y: 0, width: 1194 - 320, height: 834))
        // The primary column is compact in width; the secondary keeps the regular width (Behaviour 26.8).
        #expect(list.traitCollection.horizontalSizeClass == .compact)
        #expect(detail.traitCollection.horizontalSizeClass == .regular)
    }

    @Test(
        "three columns on a landscape tablet: primary, supplementary and secondary side by side (Behaviour 26.2)"
    )
    func tripleColumnFrames() {
        let (_, split, list, middle, detail) = stage(.tripleColumn)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(frameInSplit(list, split) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(frameInSplit(middle, split) == CGRect(x: 320, y: 0, width: 320, height: 834))
        #expect(frameInSplit(detail, split) == CGRect(x: 640, y: 0, width: 1194 - 640, height: 834))
        #expect(middle.traitCollection.horizontalSizeClass == .compact)
        #expect(split.supplementaryColumnWidth == 320)
    }

    @Test(
        "widths: a fraction stops at the 320-pt automatic maximum, points win, bounds apply, the trailing edge mirrors (Behaviour 26.2)"
    )
    func widths() {
        let (host, split, list, _, detail) = stage()
        split.preferredPrimaryColumnWidthFraction = 0.5
        host.runUntilIdle()
        #expect(split.primaryColumnWidth == 320)
        split.maximumPrimaryColumnWidth = 700
        host.runUntilIdle()
        #expect(split.primaryColumnWidth == 597)
        split.preferredPrimaryColumnWidth = 400
        host.runUntilIdle()
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        host.runUntilIdle()
        #expect(split.primaryColumnWidth == 450)
        #expect(frameInSplit(detail, split) == CGRect(x: 450, y: 0, width: 1194 - 450, height: 834))
        split.primaryEdge = .trailing
        host.runUntilIdle()
        #expect(frameInSplit(list, split) == CGRect(x: 1194 - 450, y: 0, width: 450, height: 834))
        #expect(frameInSplit(detail, split) == CGRect(x: 0, y: 0, width: 1194 - 450, height: 834))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a portrait tablet overlays: the secondary column alone; show and hide move the primary over it (Behaviour 26.3, 26.6)"
    )
    func portraitTabletShowHide() {
        let delegate = SplitDelegate()
        let (host, split, list, _, detail) = stage(orientation: .portrait, delegate: delegate)
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .secondaryOnly)
        #expect(frameInSplit(list, split) == nil)
        #expect(frameInSplit(detail, split) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        split.show(.primary)
        host.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(frameInSplit(list, split) == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(frameInSplit(detail, split) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        // Over the secondary column: later in the split's subviews.
        let subviews = split.view.subviews
        #expect(
            subviews.firstIndex { $0 === list.navigationController?.view }! > subviews.firstIndex {
                $0 === detail.navigationController?.view
            }!)
        split.hide(.primary)
        host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frameInSplit(list, split) == nil)
        // Shown and hidden in code: the delegate hears the mode change, not willShow/willHide.
        #expect(delegate.log == ["willChangeTo(oneOverSecondary)", "willChangeTo(secondaryOnly)"])
    }

    @Test(
        "turning a tablet re-picks the automatic mode: the delegate hears the change and the column that hides (Behaviour 26.3)"
    )
    func tabletRotationHidesPrimary() {
        let delegate = SplitDelegate()
        let (host, split, list, _, _) = stage(delegate: delegate)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(frameInSplit(list, split) == nil)
        #expect(!split.isCollapsed)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(frameInSplit(list, split) == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(
            delegate.log == [
                "willChangeTo(secondaryOnly)", "willHide(primary)", "willChangeTo(oneBesideSecondary)",
                "willShow(primary)",
            ])
    }

    @Test(
        "a large phone turned to portrait collapses to one stack, and expands back in landscape (Behaviour 26.4)"
    )
    func largePhoneRotation() throws {
        let delegate = SplitDelegate()
        let (host, split, list, _, detail) = stage(device: .largePhone, delegate: delegate)
        #expect(host.window.bounds.size == CGSize(width: 932, height: 430))
        #expect(!split.isCollapsed)
        #expect(frameInSplit(list, split) == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(frameInSplit(detail, split) == CGRect(x: 320, y: 0, width: 612, height: 430))
        let primary = try #require(list.navigationController)
        let secondary = try #require(detail.navigationController)

        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(
            delegate.log == ["topColumnForCollapsing(proposed: secondary)", "didCollapse(isCollapsed: true)"])
        #expect(primary.viewControllers == [list, detail])
        #expect(secondary.viewControllers.isEmpty)
        #expect(primary.view.superview === split.view)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(secondary.viewIfLoaded?.superview == nil)
        #expect(detail.view.window != nil)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.traitCollection.horizontalSizeClass == .compact)
        // On top of the one stack, the detail is shown; the list under it is not.
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState == .disappeared)

        delegate.log.removeAll()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(
            delegate.log == [
                "displayModeForExpanding(proposed: oneBesideSecondary)", "didExpand(isCollapsed: false)",
            ])
        #expect(primary.viewControllers == [list])
        #expect(secondary.viewControllers == [detail])
        #expect(frameInSplit(detail, split) == CGRect(x: 320, y: 0, width: 612, height: 430))
        #expect(detail.traitCollection.horizontalSizeClass == .regular)
        #expect(detail.appearanceState == .appeared)
        #expect(list.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a turn that collapses while the primary column pushes waits for the push, then collapses (Behaviour 26.11)",
        arguments: [false, true])
    func collapseDuringPush(expandAfter: Bool) throws {
        let (host, split, list, _, detail) = stage(device: .largePhone)
        let primary = try #require(list.navigationController)
        let pushed = UIViewController()
        primary.pushViewController(pushed, animated: true)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers == [list, pushed, detail])
        #expect(detail.view.window != nil)
        #expect(detail.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        guard expandAfter else { return }
        // Expanding while the one stack pops waits for the pop the same way.
        primary.popViewController(animated: true)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(primary.viewControllers == [list, pushed])
        #expect(detail.navigationController?.viewControllers == [detail])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "collapsing while a full-screen presentation covers the split view controller ends the disappearance of every column it moves (Behaviour 26.4)"
    )
    func collapseUnderCoveringPresentation() throws {
        let (host, split, list, middle, detail) = stage(.tripleColumn, device: .largePhone)
        #expect(!split.isCollapsed)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        split.present(cover, animated: true)
        host.advance(by: 0.1)
        #expect(middle.appearanceState == .disappearing)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(list.navigationController?.viewControllers == [list, middle, detail])
        for controller in [list, middle, detail] {
            #expect(controller.appearanceState == .disappeared)
            #expect(controller.viewIfLoaded?.window == nil)
        }
        cover.dismiss(animated: false)
        host.runUntilIdle()
        #expect(detail.appearanceState == .appeared)
        #expect(middle.appearanceState == .disappeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a column hidden by a display mode change laid out while a presentation covers the split view controller ends its disappearance (Behaviour 26.3)"
    )
    func columnHiddenWhileCovered() throws {
        let (host, split, list, middle, detail) = stage(.tripleColumn)
        #expect(list.view.window != nil && list.appearanceState == .appeared)
        split.preferredDisplayMode = .oneOverSecondary
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        split.present(cover, animated: false)
        host.runUntilIdle()
        for controller in [list, list.navigationController, middle, detail] {
            #expect(controller?.appearanceState == .disappeared)
            #expect(controller?.viewIfLoaded?.window == nil)
        }
        cover.dismiss(animated: false)
        host.runUntilIdle()
        #expect(list.appearanceState == .disappeared && list.viewIfLoaded?.window == nil)
        #expect(middle.appearanceState == .appeared && detail.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a push that settles while a cancelled dismissal has the split view controller out of the window: it expands when it appears again (Behaviour 26.4, 26.11)"
    )
    func expandsOnReappearing() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.resize(to: CGSize(width: 375, height: 1194), duration: 0)
        host.runUntilIdle()
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.modalPresentationStyle = .formSheet
        root.present(split, animated: false)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        let delegate = CustomTransitionDelegate(
            dismissAnimator: SlideAnimator(presenting: false, ending: .cancel))
        let top = UIViewController()
        top.modalPresentationStyle = .custom
        top.transitioningDelegate = delegate
        split.present(top, animated: false)
        host.runUntilIdle()
        let primary = try #require(list.navigationController)
        let pushed = UIViewController()
        primary.pushViewController(pushed, animated: true)
        // Regular again: expanding waits for the push (26.11).
        host.resize(to: CGSize(width: 834, height: 1194), duration: 0)
        #expect(split.isCollapsed)
        // The split view controller, between the presenter and the top, leaves the window at once;
        // the top's dismissal is cancelled and it comes back.
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(split.view.window === host.window)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        #expect(!split.isCollapsed)
        // What was pushed on the one stack goes to the secondary column with the detail.
        #expect(primary.viewControllers == [list])
        #expect(detail.navigationController?.viewControllers == [detail, pushed])
        #expect(pushed.view.window === host.window)
    }

    @Test(
        "collapsed, popped below the primary's own controllers and a column shown again: expanding gives that column its controller back (Behaviour 26.4, 26.6)"
    )
    func expandAfterPopBelowOwn() throws {
        let (host, split, list, middle, detail) = stage(.tripleColumn, device: .largePhone)
        let primary = try #require(list.navigationController)
        let ownPush = UIViewController()
        primary.pushViewController(ownPush, animated: false)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers == [list, ownPush, middle, detail])
        primary.popToRootViewController(animated: true)
        host.runUntilIdle()
        split.show(.supplementary)
        host.runUntilIdle()
        #expect(primary.viewControllers == [list, middle])
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(primary.viewControllers == [list])
        #expect(middle.navigationController?.viewControllers == [middle])
        #expect(middle.view.window === host.window)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a detail shown while the secondary column pushes replaces the column's stack once the push ends (Behaviour 26.11)"
    )
    func showDetailDuringPush() throws {
        let (host, split, list, _, detail) = stage()
        let secondary = try #require(detail.navigationController)
        secondary.pushViewController(UIViewController(), animated: true)
        let next = UIViewController()
        list.showDetailViewController(next, sender: nil)
        #expect(split.viewController(for: .secondary) === next)
        host.runUntilIdle()
        #expect(secondary.viewControllers == [next])
        #expect(next.view.window != nil)
        #expect(next.appearanceState == .appeared)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "what is popped off the collapsed stack is released, and a secondary column left empty gets its own controller back on expanding (Behaviour 26.4)"
    )
    func poppedWhileCollapsedIsReleased() throws {
        let (host, split, list, _, detail) = stage(device: .largePhone)
        let primary = try #require(list.navigationController)
        let secondary = try #require(detail.navigationController)
        weak var released: UIViewController?
        do {
            let pushed = UIViewController()
            released = pushed
            secondary.pushViewController(pushed, animated: false)
            host.rotate(to: .portrait)
            host.runUntilIdle()
            #expect(split.isCollapsed)
            #expect(primary.viewControllers == [list, detail, pushed])
        }
        primary.popToViewController(list, animated: true)
        host.runUntilIdle()
        #expect(primary.viewControllers == [list])
        #expect(released == nil)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(!split.isCollapsed)
        #expect(secondary.viewControllers == [detail])
        #expect(detail.view.window != nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "collapsed with the primary on top, a detail shown is pushed, and goes to the secondary column on expanding (Behaviour 26.4, 26.7)"
    )
    func collapsedShowDetail() throws {
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        let (host, split, list, _, detail) = stage(
            device: .largePhone, orientation: .portrait, delegate: delegate)
        // Installed in a compact width, it collapses at once.
        #expect(split.isCollapsed)
        let primary = try #require(list.navigationController)
        let secondary = try #require(detail.navigationController)
        #expect(primary.viewControllers == [list])
        let chosen = UIViewController()
        list.showDetailViewController(chosen, sender: nil)
        host.runUntilIdle()
        #expect(primary.viewControllers == [list, chosen])
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(primary.viewControllers == [list])
        #expect(secondary.viewControllers == [chosen])
        #expect(frameInSplit(chosen, split) == CGRect(x: 320, y: 0, width: 612, height: 430))
    }

    @Test(
        "expanded, showDetailViewController replaces the secondary column's controller; show pushes in the column (Behaviour 26.7)"
    )
    func expandedShowDetail() throws {
        let (host, split, list, _, detail) = stage()
        let secondary = try #require(detail.navigationController)
        let next = UIViewController()
        list.showDetailViewController(next, sender: nil)
        host.runUntilIdle()
        #expect(split.viewController(for: .secondary) === next)
        #expect(next.navigationController === secondary)
        #expect(frameInSplit(next, split) == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(detail.parent == nil)
        let pushed = UIViewController()
        list.show(pushed, sender: nil)
        host.runUntilIdle()
        #expect(list.navigationController?.viewControllers == [list, pushed])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("a compact column stands alone while collapsed (Behaviour 26.4)")
    func compactColumn() throws {
        let (host, split, list, _, _) = stage(device: .tabletSplitPane, orientation: .landscapeRight)
        #expect(split.isCollapsed)
        let compact = UIViewController()
        split.setViewController(compact, for: .compact)
        host.runUntilIdle()
        let wrapper = try #require(compact.navigationController)
        #expect(wrapper.view.superview === split.view)
        #expect(wrapper.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(list.navigationController?.viewIfLoaded?.superview == nil)
    }

    @Test(
        "classic: the secondary is pushed on the primary navigation controller collapsed and separated back, the delegate asked in UIKit's order (Behaviour 26.5)"
    )
    func classicCollapse() throws {
        let delegate = SplitDelegate()
        let host = HeadlessHost(device: .largePhone, orientation: .landscapeRight)
        let split = UISplitViewController()
        split.delegate = delegate
        let list = UIViewController()
        let master = UINavigationController(rootViewController: list)
        let detail = UIViewController()
        split.viewControllers = [master, detail]
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(split.style == .unspecified)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 612, height: 430))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(
            delegate.log == ["primaryForCollapsing", "collapseSecondary", "didCollapse(isCollapsed: true)"])
        #expect(split.viewControllers == [master])
        #expect(master.viewControllers == [list, detail])
        delegate.log.removeAll()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(
            delegate.log == ["primaryForExpanding", "separateSecondary", "didExpand(isCollapsed: false)"])
        #expect(split.viewControllers == [master, detail])
        #expect(master.viewControllers == [list])
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 612, height: 430))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "classic: a delegate that collapses the secondary itself keeps the primary stack as it is (Behaviour 26.5)"
    )
    func classicDelegateCollapses() {
        let delegate = SplitDelegate()
        delegate.collapsesItself = true
        let host = HeadlessHost(device: .largePhone, orientation: .portrait)
        let split = UISplitViewController()
        split.delegate = delegate
        let list = UIViewController()
        let master = UINavigationController(rootViewController: list)
        split.viewControllers = [master, UIViewController()]
        host.window.rootViewController = split
        host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(master.viewControllers == [list])
        #expect(split.viewControllers == [master])
    }

    @Test("bad input is reported and leaves the columns as they were (Behaviour 26.9)")
    func badInput() throws {
        let (host, split, list, _, detail) = stage()
        let stray = UIViewController()
        split.setViewController(stray, for: .supplementary)
        split.show(.supplementary)
        split.setViewController(list, for: .secondary)
        split.viewControllers = [stray]
        split.preferredPrimaryColumnWidthFraction = 2
        split.setViewController(split, for: .primary)
        host.runUntilIdle()
        let reports = host.diagnostics.filter { $0.kind == .splitViewMisuse }
        #expect(reports.count == 6, "\(reports.map(\.message))")
        #expect(reports.first?.message.contains(".supplementary") == true)
        #expect(stray.parent == nil)
        #expect(split.viewController(for: .primary) === list)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.primaryColumnWidth == 320)
        #expect(frameInSplit(detail, split) == CGRect(x: 320, y: 0, width: 874, height: 834))

        let classic = UISplitViewController()
        host.window.rootViewController = classic
        classic.setViewController(stray, for: .primary)
        classic.show(.primary)
        classic.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
        #expect(host.diagnostics.filter { $0.kind == .splitViewMisuse }.count == 9)
        #expect(classic.viewControllers.isEmpty)
        #expect(classic.viewController(for: .primary) == nil)
    }
}
