import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The bars' heights on a tablet (50 pt since iOS 12) and on a phone (32 pt in landscape), and the
/// safe areas and frames that follow them (Behaviour 16.6, 16.14, 16.16, 16.18).
@MainActor
@Suite("Bar heights on a tablet")
struct TabletBarHeightTests {
    private func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    // The tablet's insets (iPad Pro 11-inch): 24 pt at the top, 20 at the bottom.
    private let top: CGFloat = 24
    private let bottom: CGFloat = 20
    // UIKit's bars on iPad since iOS 12 (public measurements): 50 pt; a large title adds 52.
    private let tabletBar: CGFloat = 50
    private let largeTitleArea: CGFloat = 52

    @Test("a tablet's navigation bar and toolbar are 50 pt, and the child's safe area ends at them")
    func navigationBarAndToolbar() {
        let host = HeadlessHost(device: .tablet)
        let list = ScrollListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.setToolbarHidden(false, animated: false)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let width = host.window.bounds.width
        let height = host.window.bounds.height
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: top, width: width, height: tabletBar))
        #expect(
            frameInWindow(navigation.toolbar)
                == CGRect(x: 0, y: height - bottom - tabletBar, width: width, height: tabletBar + bottom),
            "50 pt of items over the 20-pt home indicator")
        #expect(frameInWindow(list.view) == host.window.bounds, "the child fills the view under both bars")
        #expect(
            list.view.safeAreaInsets
                == UIEdgeInsets(top: top + tabletBar, left: 0, bottom: bottom + tabletBar, right: 0))
        #expect(list.scrollView.adjustedContentInset.top == top + tabletBar)
        #expect(list.scrollView.contentOffset.y == -(top + tabletBar), "the list rests below the bar")
        let button = UIBarButtonItem(title: "Edit")
        list.navigationItem.rightBarButtonItem = button
        host.runUntilIdle()
        #expect(button.shownView?.frame.height == tabletBar, "the bar's buttons fill its 50-pt row")
    }

    @Test("a tablet's large title adds 52 pt to the 50-pt bar (Behaviour 16.16)")
    func largeTitle() {
        let host = HeadlessHost(device: .tablet)
        let list = ScrollListController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == tabletBar + largeTitleArea)
        #expect(list.view.safeAreaInsets.top == top + tabletBar + largeTitleArea)
        #expect(bar.largeTitleLabel.frame.minY == tabletBar, "the large title sits below the 50-pt row")
        list.scrollView.contentOffset.y = 500
        host.runUntilIdle()
        #expect(bar.frame.height == tabletBar, "collapsed to the tablet's standard bar")
        #expect(list.view.safeAreaInsets.top == top + tabletBar)
    }

    @Test("a compact-width tablet pane and a form sheet keep the 50-pt bar")
    func compactWidthAndSheet() {
        let pane = HeadlessHost(device: .tabletSplitPane)
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        pane.window.rootViewController = navigation
        pane.runUntilIdle()
        #expect(navigation.traitCollection.horizontalSizeClass == .compact)
        #expect(navigation.navigationBar.frame.height == tabletBar)
        #expect(child.view.safeAreaInsets.top == top + tabletBar)

        let host = HeadlessHost(device: .tablet)
        let presenter = UIViewController()
        host.window.rootViewController = presenter
        host.runUntilIdle()
        let form = UIViewController()
        let sheet = UINavigationController(rootViewController: form)
        sheet.modalPresentationStyle = .formSheet
        presenter.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(frameInWindow(sheet.view).width < host.window.bounds.width, "shown as a form sheet")
        #expect(
            sheet.navigationBar.frame == CGRect(x: 0, y: 0, width: sheet.view.bounds.width, height: tabletBar)
        )
        #expect(form.view.safeAreaInsets.top == tabletBar)
    }

    @Test("a tablet's tab bar is 50 pt over the home indicator; a phone's stays 49 (Behaviour 16.14, 16.21)")
    func tabBar() {
        for (device, items) in [(HeadlessDevice.tablet, tabletBar), (.notchedPhone, 49)] {
            let host = HeadlessHost(device: device)
            let content = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [content, UIViewController()]
            host.window.rootViewController = tabs
            host.runUntilIdle()
            let inset = host.window.safeAreaInsets.bottom
            let height = host.window.bounds.height
            #expect(
                frameInWindow(tabs.tabBar)
                    == CGRect(
                        x: 0, y: height - inset - items, width: host.window.bounds.width,
                        height: items + inset),
                "\(device.name)")
            #expect(content.view.safeAreaInsets.bottom == items + inset, "\(device.name)")
            #expect(
                tabs.tabBar.buttons.allSatisfy { $0.frame.height == items },
                "\(device.name): items above the inset")
        }
    }

    @Test("a phone keeps its 44-pt navigation bar and 49-pt toolbar over the home indicator")
    func phone() {
        let host = HeadlessHost(device: .notchedPhone)
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        navigation.setToolbarHidden(false, animated: false)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(abs(navigation.toolbar.frame.height - (49 + 34)) < 1e-9)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34 + 49, right: 0))
    }

    @Test(
        "a phone's tab bar is 32 pt over the inset in landscape, its items beside their titles, and 49 pt again in portrait"
    )
    func phoneTabBarInLandscape() {
        let host = HeadlessHost(device: .notchedPhone)
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        // The notched phone in landscape: 852 × 393, 21 pt at the bottom.
        #expect(frameInWindow(tabs.tabBar) == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32 + 21))
        #expect(abs(content.view.safeAreaInsets.bottom - (32 + 21)) < 1e-9)
        #expect(tabs.tabBar.buttons.allSatisfy { $0.frame.height == 32 })
        #expect(tabs.tabBar.buttons.allSatisfy { !($0 as? TabBarItemButton)!.isStacked }, "inline items")
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(abs(frameInWindow(tabs.tabBar).height - (49 + 34)) < 1e-9)
        #expect(abs(content.view.safeAreaInsets.bottom - (49 + 34)) < 1e-9)
    }
}
