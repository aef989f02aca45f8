import Foundation
import PresentationKit
import Testing

/// Held-out tests of issue 34, "content under the bars": what a UIKit app observes on a notched
/// phone (393 × 852, safe area 59 top / 34 bottom) when its controller sits in a navigation or tab
/// bar controller (Behaviour 16.20–16.24; UIKit's `edgesForExtendedLayout`,
/// `extendedLayoutIncludesOpaqueBars`, `isTranslucent` and `contentInsetAdjustmentBehavior` pages).
@MainActor
@Suite("Held out: navigation content under the bars")
struct NavigationUnderBarsHeldOutTests {
    /// A controller whose root view is a scroll view with tall content.
    final class ScrollingController: UIViewController {
        var contentHeight: CGFloat = 3000
        var behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
        var scrollView: UIScrollView { view as! UIScrollView }

        override func loadView() {
            let scrollView = UIScrollView(frame: .zero)
            scrollView.backgroundColor = .white
            scrollView.contentInsetAdjustmentBehavior = behavior
            scrollView.contentSize = CGSize(width: 393, height: contentHeight)
            view = scrollView
        }
    }

    private func host(
        _ root: UIViewController, device: HeadlessDevice = .notchedPhone,
        orientation: UIInterfaceOrientation = .portrait
    ) -> HeadlessHost {
        let host = HeadlessHost(device: device, orientation: orientation)
        host.window.rootViewController = root
        host.runUntilIdle()
        return host
    }

    @Test(
        "Behaviour 16.20: under the default translucent bar the child fills the navigation view, inset by the bar"
    )
    func translucentBarChildFillsView() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        #expect(nav.navigationBar.isTranslucent)
        #expect(child.edgesForExtendedLayout == .all)
        #expect(!child.extendedLayoutIncludesOpaqueBars)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(child.view.frame == nav.view.bounds)
        let barBottom = nav.navigationBar.convert(nav.navigationBar.bounds, to: child.view).maxY
        #expect(barBottom == 103)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        // The navigation controller's own view keeps the window's safe area.
        #expect(nav.view.safeAreaInsets.top == 59)
        _ = host
    }

    @Test("Behaviour 16.20: the safe-area layout guide and Auto Layout follow the bar's bottom edge")
    func safeAreaGuideStartsBelowBar() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        child.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: child.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        let host = host(nav)
        #expect(child.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(label.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
        // A subview inherits the coverage through the safe area's usual propagation.
        #expect(label.safeAreaInsets == .zero)
        _ = host
    }

    @Test("Behaviour 16.22: a root scroll view (.automatic) is inset by the bar and rests at its top")
    func automaticScrollViewUnderBar() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        #expect(child.scrollView.frame == nav.view.bounds)
        #expect(
            child.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(child.scrollView.contentOffset.y == -103, "content starts below the bar")
        _ = host
    }

    @Test("Behaviour 16.22: .automatic adjusts a navigation child's content vertically even when it is short")
    func automaticAdjustsShortContent() {
        let child = ScrollingController()
        child.contentHeight = 100
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        #expect(child.scrollView.adjustedContentInset.top == 103)
        #expect(child.scrollView.adjustedContentInset.bottom == 34)
        _ = host
    }

    @Test("Behaviour 16.22: .never leaves the adjusted inset equal to contentInset")
    func neverAdjusts() {
        let child = ScrollingController()
        child.behavior = .never
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        child.scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        host.runUntilIdle()
        #expect(child.scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    }

    @Test(
        "Behaviour 16.22: .always, .scrollableAxes and .automatic on a scroll view that is not the content view"
    )
    func behavioursOnSecondaryScrollView() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        _ = child.view
        // The first subview is a plain view, so the scroll view below is not the content view.
        child.view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        scrollView.contentSize = CGSize(width: 393, height: 100)
        child.view.addSubview(scrollView)
        let host = host(nav)
        #expect(scrollView.safeAreaInsets.top == 103)

        scrollView.contentInsetAdjustmentBehavior = .always
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 103, ".always includes the safe area")

        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 0, "short content does not scroll vertically")
        scrollView.alwaysBounceVertical = true
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 103, "alwaysBounceVertical makes the axis scrollable")
        scrollView.alwaysBounceVertical = false
        scrollView.contentSize = CGSize(width: 393, height: 1000)
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 103, "taller content scrolls vertically")

        scrollView.contentSize = CGSize(width: 393, height: 100)
        scrollView.contentInsetAdjustmentBehavior = .automatic
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset.top == 0, ".automatic acts as .scrollableAxes here")

        scrollView.contentInsetAdjustmentBehavior = .never
        host.runUntilIdle()
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test("Behaviour 16.20: an opaque bar keeps the child below it, with no top inset from the bar")
    func opaqueBarKeepsChildBelow() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        nav.navigationBar.isTranslucent = false
        let host = host(nav)
        #expect(child.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(child.view.safeAreaInsets.top == 0)
        #expect(child.view.safeAreaInsets.bottom == 34)
        #expect(child.scrollView.adjustedContentInset.top == 0)
        _ = host
    }

    @Test("Behaviour 16.20: extendedLayoutIncludesOpaqueBars extends the child under an opaque bar")
    func extendedLayoutIncludesOpaqueBars() {
        let child = UIViewController()
        child.extendedLayoutIncludesOpaqueBars = true
        let nav = UINavigationController(rootViewController: child)
        nav.navigationBar.isTranslucent = false
        let host = host(nav)
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.top == 103)
        _ = host
    }

    @Test("Behaviour 16.20: edgesForExtendedLayout = [] keeps the child below a translucent bar")
    func noExtendedEdges() {
        let child = ScrollingController()
        child.edgesForExtendedLayout = []
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        #expect(child.view.frame.minY == 103)
        #expect(child.view.frame.maxY == 852)
        #expect(child.view.safeAreaInsets.top == 0)
        #expect(child.scrollView.adjustedContentInset.top == 0)
        _ = host
    }

    @Test("Behaviour 16.7, 16.20: a hidden bar covers nothing")
    func hiddenBarCoversNothing() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        nav.setNavigationBarHidden(true, animated: false)
        host.runUntilIdle()
        #expect(child.view.safeAreaInsets.top == 59)
    }

    @Test("Behaviour 16.6, 16.20: rotating to landscape the inset follows the 32-pt bar")
    func landscapeBar() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 32)
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)
        #expect(child.view.safeAreaInsets.top == 32)
        #expect(child.view.safeAreaInsets.left == 59)
    }

    @Test("Behaviour 16.18, 16.21: a shown translucent toolbar covers the bottom of the child")
    func toolbarAtTheBottom() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        nav.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(nav.toolbar.frame.minY == 769)
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.bottom == 83)
        #expect(child.scrollView.adjustedContentInset.bottom == 83)
    }

    @Test("Behaviour 16.21: an opaque toolbar keeps the child above it")
    func opaqueToolbar() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        nav.toolbar.isTranslucent = false
        let host = host(nav)
        nav.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(child.view.frame.maxY == 769)
        #expect(child.view.safeAreaInsets.bottom == 0)
    }

    @Test("Behaviour 16.14, 16.21: a tab bar's child extends under it and is inset by it")
    func tabBarAtTheBottom() {
        let child = ScrollingController()
        let tabs = UITabBarController()
        tabs.viewControllers = [child]
        let host = host(tabs)
        #expect(tabs.tabBar.isTranslucent)
        #expect(tabs.tabBar.frame.minY == 769)
        #expect(child.view.frame == tabs.view.bounds)
        #expect(child.view.safeAreaInsets.bottom == 83)
        #expect(child.scrollView.adjustedContentInset.bottom == 83)
        _ = host
    }

    @Test("Behaviour 16.21: a navigation controller in a tab passes both bars' coverage on")
    func navigationInTab() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let host = host(tabs)
        #expect(child.view.frame == tabs.view.bounds)
        #expect(child.view.safeAreaInsets.top == 103)
        #expect(child.view.safeAreaInsets.bottom == 83)
        #expect(
            child.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(child.scrollView.contentOffset.y == -103)
        _ = host
    }

    @Test("Behaviour 16.16, 16.23: a large title makes the bar 96 pt and collapses as the content scrolls")
    func largeTitleCollapses() {
        let child = ScrollingController()
        child.title = "Inbox"
        let nav = UINavigationController(rootViewController: child)
        nav.navigationBar.prefersLargeTitles = true
        let host = host(nav)
        #expect(nav.navigationBar.frame.height == 96)
        #expect(child.view.safeAreaInsets.top == 155)
        #expect(child.scrollView.contentOffset.y == -155)

        // A finger scrolls the content well up: the title collapses into the 44-pt bar.
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.6)
        host.runUntilIdle()
        #expect(child.scrollView.contentOffset.y > 0)
        #expect(nav.navigationBar.frame.height == 44)
        #expect(child.view.safeAreaInsets.top == 103)

        // Back to the top: the large title expands again.
        for _ in 0..<4 {
            host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 0.3)
            host.runUntilIdle()
        }
        #expect(nav.navigationBar.frame.height == 96)
        #expect(child.scrollView.contentOffset.y == -155)
    }

    @Test("Behaviour 16.23: a scroll made in code collapses the large title too")
    func largeTitleCollapsesForProgrammaticScroll() {
        let child = ScrollingController()
        child.title = "Inbox"
        let nav = UINavigationController(rootViewController: child)
        nav.navigationBar.prefersLargeTitles = true
        let host = host(nav)
        child.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(child.view.safeAreaInsets.top == 103)
    }

    @Test("Behaviour 16.16: largeTitleDisplayMode .never and .always on pushed items")
    func largeTitleDisplayModes() {
        let root = UIViewController()
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let host = host(nav)
        #expect(nav.navigationBar.frame.height == 96)

        let never = UIViewController()
        never.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(never, animated: false)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(never.view.safeAreaInsets.top == 103)

        let always = UIViewController()
        always.navigationItem.largeTitleDisplayMode = .always
        nav.pushViewController(always, animated: false)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96)
        #expect(always.view.safeAreaInsets.top == 155)

        // .automatic follows the item below it (.always here).
        let automatic = UIViewController()
        nav.pushViewController(automatic, animated: false)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96)
    }

    @Test(
        "Behaviour 16.24: the bar shows scrollEdgeAppearance at the top and standardAppearance once scrolled")
    func scrollEdgeAppearanceSwitches() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        nav.navigationBar.standardAppearance = standard
        nav.navigationBar.scrollEdgeAppearance = edge
        let host = host(nav)
        // Left of the centred title, inside the bar (59…103), and under the status bar.
        #expect(HeldOutPixels(host.window).rgb(8, 80) == [0, 0, 255])
        #expect(HeldOutPixels(host.window).rgb(8, 30) == [0, 0, 255])

        child.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.runUntilIdle()
        #expect(HeldOutPixels(host.window).rgb(8, 80) == [255, 0, 0])

        child.scrollView.contentOffset = CGPoint(x: 0, y: -103)
        host.runUntilIdle()
        #expect(HeldOutPixels(host.window).rgb(8, 80) == [0, 0, 255])
    }

    @Test("Behaviour 16.24: without a scrollEdgeAppearance the bar is transparent at the edge")
    func transparentAtEdgeByDefault() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        nav.navigationBar.standardAppearance = standard
        let host = host(nav)
        // The content (white) shows through the bar at the edge.
        #expect(HeldOutPixels(host.window).rgb(8, 80) == [255, 255, 255])
        child.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        host.runUntilIdle()
        #expect(HeldOutPixels(host.window).rgb(8, 80) == [255, 0, 0])
    }
    // MARK: - Further probes

    @Test(
        "Behaviour 16.22: a table view controller in a navigation controller starts at its first row, below the bar"
    )
    func tableViewControllerUnderBar() {
        let table = UITableViewController(style: .plain)
        let nav = UINavigationController(rootViewController: table)
        let host = host(nav)
        #expect(table.tableView.frame == nav.view.bounds)
        #expect(table.tableView.adjustedContentInset.top == 103)
        #expect(table.tableView.contentOffset.y == -103)
        _ = host
    }

    @Test(
        "Behaviour 16.6, 16.20: on a tablet the 50-pt bar below the 24-pt status bar insets the child by 74")
    func tabletBar() {
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav, device: .tablet)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 24, width: 834, height: 50))
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.top == 74)
        _ = host
    }

    @Test("Behaviour 16.20: additionalSafeAreaInsets add to the bar's coverage")
    func additionalSafeAreaInsetsAddToBar() {
        let child = UIViewController()
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        #expect(child.view.safeAreaInsets.top == 113)
        #expect(child.view.safeAreaInsets.bottom == 40)
        _ = host
    }

    @Test("Behaviour 16.20: during an animated push the incoming view already has its resting size and inset")
    func pushedViewDuringPush() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let host = host(nav)
        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: true)
        host.advance(by: 0.1)
        #expect(pushed.view.frame.size == nav.view.bounds.size)
        #expect(pushed.view.frame.minY == 0)
        #expect(pushed.view.safeAreaInsets.top == 103)
        host.runUntilIdle()
        #expect(pushed.view.frame == nav.view.bounds)
        #expect(pushed.view.safeAreaInsets.top == 103)
    }

    @Test(
        "Behaviour 16.7, 16.22: hiding the bar (animated) moves a resting scroll view's content up with the inset"
    )
    func hidingBarMovesRestingContent() {
        let child = ScrollingController()
        let nav = UINavigationController(rootViewController: child)
        let host = host(nav)
        nav.setNavigationBarHidden(true, animated: true)
        host.runUntilIdle()
        #expect(child.view.safeAreaInsets.top == 59)
        #expect(child.scrollView.adjustedContentInset.top == 59)
        #expect(child.scrollView.contentOffset.y == -59)
        nav.setNavigationBarHidden(false, animated: true)
        host.runUntilIdle()
        #expect(child.scrollView.adjustedContentInset.top == 103)
        #expect(child.scrollView.contentOffset.y == -103)
    }

    @Test(
        "Behaviour 16.25: hidesBottomBarWhenPushed gives the pushed child the whole height, inset by the home indicator only"
    )
    func hidesBottomBarWhenPushed() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let host = host(tabs)
        #expect(root.view.safeAreaInsets.bottom == 83)
        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        nav.pushViewController(pushed, animated: true)
        host.runUntilIdle()
        #expect(pushed.view.safeAreaInsets.bottom == 34)
        #expect(pushed.view.frame.maxY == 852)
        nav.popViewController(animated: true)
        host.runUntilIdle()
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    @Test("Behaviour 16.14, 16.21: a tab bar in landscape is 32 pt above the 21-pt home indicator inset")
    func tabBarLandscape() {
        let child = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [child]
        let host = host(tabs, orientation: .landscapeRight)
        #expect(child.view.safeAreaInsets.bottom == 53)
        #expect(tabs.tabBar.frame.minY == 340, "393 − 53")
        _ = host
    }

    /// A finger scrolls the content up by `points` (one point a frame), rests, and lifts; returns
    /// how far the content had scrolled from the top just before the lift.
    private func slowScroll(_ host: HeadlessHost, _ scrollView: UIScrollView, points: Int) -> CGFloat {
        host.touchDown(at: CGPoint(x: 200, y: 500))
        for step in 1...points {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 200, y: 500 - CGFloat(step)))
        }
        host.advance(by: 0.3)
        let scrolled = scrollView.contentOffset.y + 155
        host.touchUp()
        host.runUntilIdle()
        return scrolled
    }

    @Test(
        "Behaviour 16.27: a large title let go a little collapsed expands again; let go past half way it collapses"
    )
    func largeTitleSettles() throws {
        let child = ScrollingController()
        child.title = "Inbox"
        let nav = UINavigationController(rootViewController: child)
        nav.navigationBar.prefersLargeTitles = true
        let host = host(nav)
        let little = slowScroll(host, child.scrollView, points: 20)
        try #require(little > 0 && little < 26, "scrolled \(little)")
        #expect(nav.navigationBar.frame.height == 96)
        #expect(child.scrollView.contentOffset.y == -155)

        let more = slowScroll(host, child.scrollView, points: 50)
        try #require(more > 26 && more < 52, "scrolled \(more)")
        #expect(nav.navigationBar.frame.height == 44)
        #expect(child.scrollView.contentOffset.y == -103)
    }

    @Test("Behaviour 16.6, 16.20: a navigation controller in a phone page sheet insets its child by its bar")
    func navInPageSheet() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        root.present(nav, animated: true)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.minY == 0)
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)
        #expect(child.view.safeAreaInsets.bottom == 34)
    }

    @Test("Behaviour 16.6, 16.20: a navigation controller in an iPad popover insets its child by its bar")
    func navInPopover() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runUntilIdle()
        let child = UIViewController()
        let nav = UINavigationController(rootViewController: child)
        nav.modalPresentationStyle = .popover
        nav.preferredContentSize = CGSize(width: 320, height: 400)
        let popover = try #require(nav.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 400, y: 300, width: 10, height: 10)
        root.present(nav, animated: true)
        host.runUntilIdle()
        #expect(child.view.frame == nav.view.bounds)
        #expect(child.view.safeAreaInsets.top == nav.navigationBar.frame.maxY)
        #expect(nav.navigationBar.frame.minY == 0)
    }

    @Test("Behaviour 16.23: a pushed item starts expanded; popping back finds the root as it was left")
    func largeTitlePerItem() {
        final class Scrolling: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView()
                scrollView.contentSize = CGSize(width: 393, height: 3000)
                view = scrollView
            }
        }
        let host = HeadlessHost(device: .notchedPhone)
        let root = Scrolling()
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = nav
        host.runUntilIdle()
        (root.view as! UIScrollView).contentOffset = CGPoint(x: 0, y: 500)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        let pushed = Scrolling()
        pushed.title = "Pushed"
        nav.pushViewController(pushed, animated: true)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 96)
        #expect((pushed.view as! UIScrollView).contentOffset.y == -155)
        nav.popViewController(animated: true)
        host.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect((root.view as! UIScrollView).contentOffset.y == 500)
    }

    @Test("Behaviour 16.24, 16.28: a toolbar shows its scrollEdgeAppearance when the content ends above it")
    func toolbarScrollEdge() {
        final class Scrolling: UIViewController {
            override func loadView() {
                let scrollView = UIScrollView()
                scrollView.backgroundColor = .white
                scrollView.contentSize = CGSize(width: 393, height: 3000)
                view = scrollView
            }
        }
        let host = HeadlessHost(device: .notchedPhone)
        let child = Scrolling()
        let nav = UINavigationController(rootViewController: child)
        let standard = UIToolbarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let edge = UIToolbarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        nav.toolbar.standardAppearance = standard
        nav.toolbar.scrollEdgeAppearance = edge
        nav.setToolbarHidden(false, animated: false)
        host.window.rootViewController = nav
        host.runUntilIdle()
        // Content runs on under the toolbar: the standard look.
        #expect(HeldOutPixels(host.window).rgb(4, 840) == [255, 0, 0])
        let scrollView = child.view as! UIScrollView
        scrollView.contentOffset = CGPoint(
            x: 0, y: 3000 - scrollView.bounds.height + scrollView.adjustedContentInset.bottom)
        host.runUntilIdle()
        #expect(HeldOutPixels(host.window).rgb(4, 840) == [0, 0, 255])
    }
}
