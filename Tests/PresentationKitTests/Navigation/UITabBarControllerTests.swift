import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// `UITabBarController` and `UITabBar` (Behaviour 16.14).
@MainActor
@Suite("UITabBarController")
struct UITabBarControllerTests {
    final class TabDelegate: NSObject, UITabBarControllerDelegate {
        let log: NavigationLog
        var allows = true
        var animator: (any UIViewControllerAnimatedTransitioning)?
        init(log: NavigationLog) { self.log = log }
        private func name(_ controller: UIViewController) -> String {
            (controller as? NavRecordingController)?.name ?? "\(type(of: controller))"
        }
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        )
            -> Bool
        {
            log.entries.append("delegate.shouldSelect(\(name(viewController)))")
            return allows
        }
        func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            log.entries.append("delegate.didSelect(\(name(viewController)))")
        }
        func tabBarController(
            _ tabBarController: UITabBarController,
            animationControllerForTransitionFrom fromVC: UIViewController,
            to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }

    /// A fade of the incoming view over 0.2 s.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
            -> TimeInterval
        { 0.2 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.viewController(forKey: .to),
                let view = transitionContext.view(forKey: .to)
            else { return }
            view.frame = transitionContext.finalFrame(for: to)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
            UIView.animate(
                withDuration: 0.2, animations: { view.alpha = 1 },
                completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    private func stage(device: HeadlessDevice? = nil) -> (
        HeadlessHost, UITabBarController, NavRecordingController, NavRecordingController, NavigationLog,
        TabDelegate
    ) {
        let host = device.map { HeadlessHost(device: $0) } ?? HeadlessHost()
        let log = NavigationLog()
        let a = NavRecordingController("A", log: log)
        let b = NavRecordingController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = TabDelegate(log: log)
        tabs.delegate = delegate
        host.window.rootViewController = tabs
        host.runUntilIdle()
        log.entries.removeAll()
        return (host, tabs, a, b, log, delegate)
    }

    private func tapTab(_ index: Int, of tabs: UITabBarController, in host: HeadlessHost) {
        host.tap(at: NavigationFixture.center(of: tabs.tabBar.buttons[index]))
        host.runUntilIdle()
    }

    @Test("the tabs are children; only the selected one's view is shown, under the tab bar")
    func containment() {
        let (host, tabs, a, b, _, delegate) = stage(device: .notchedPhone)
        defer { withExtendedLifetime(host) {} }
        #expect(tabs.children == [a, b] && a.parent === tabs && b.parent === tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.view.isDescendant(of: tabs.view) && b.viewIfLoaded == nil)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 49 - 34, width: 393, height: 83))
        #expect(a.view.convert(a.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(a.view.safeAreaInsets.bottom == 83, "under the translucent tab bar (Behaviour 16.21)")
        #expect(tabs.tabBar.buttons.map { $0.titleLabel?.text } == ["A", "B"])
        #expect(tabs.tabBar.buttons[0].frame == CGRect(x: 0, y: 0, width: 196.5, height: 49))
        #expect(tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.tabBarController === tabs)
        withExtendedLifetime(delegate) {}
    }

    @Test("tapping a tab: shouldSelect, the appearance callbacks of both, didSelect")
    func tapOrder() {
        let (host, tabs, a, b, log, delegate) = stage()
        tapTab(1, of: tabs, in: host)
        #expect(
            log.entries == [
                "delegate.shouldSelect(B)", "B.viewDidLoad", "A.viewWillDisappear(false)",
                "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "delegate.didSelect(B)",
            ])
        #expect(tabs.selectedViewController === b && tabs.selectedIndex == 1)
        #expect(a.viewIfLoaded?.superview == nil && b.view.isDescendant(of: tabs.view))
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
        log.entries.removeAll()
        delegate.allows = false
        tapTab(0, of: tabs, in: host)
        #expect(log.entries == ["delegate.shouldSelect(A)"], "a refused tap changes nothing")
        #expect(tabs.selectedViewController === b)
    }

    @Test("selecting in code sends the appearance callbacks but does not ask or tell the delegate")
    func programmaticSelection() {
        let (host, tabs, _, b, log, delegate) = stage()
        tabs.selectedIndex = 1
        #expect(
            log.entries == [
                "B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                "A.viewDidDisappear(false)",
                "B.viewDidAppear(false)",
            ])
        tabs.selectedIndex = 7
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedViewController === b)
        #expect(host.diagnostics.filter { $0.kind == .navigationMisuse }.count == 2)
        withExtendedLifetime(delegate) {}
    }

    @Test("a delegate animator runs the change of tab on a transition context")
    func animatedChange() {
        let (host, tabs, _, b, log, delegate) = stage()
        delegate.animator = Fade()
        tabs.selectedIndex = 1
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        host.advance(by: 0.1)
        let alpha = b.view.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0 && alpha < 1)
        host.runUntilIdle()
        #expect(
            log.entries == [
                "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                "A.viewDidDisappear(true)",
                "B.viewDidAppear(true)",
            ])
    }

    @Test(
        "tabs holding navigation controllers: tabBarController on pushed controllers; re-tapping pops to root"
    )
    func navigationInTabs() {
        let host = HeadlessHost()
        let log = NavigationLog()
        let root = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let detail = NavRecordingController("B", log: log)
        navigation.pushViewController(detail, animated: false)
        #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
        #expect(tabs.tabBar.buttons[1].titleLabel?.text == "Search")
        #expect(navigation.view.convert(navigation.view.bounds, to: nil).height == 844, "under the tab bar")
        #expect(detail.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        tapTab(0, of: tabs, in: host)
        #expect(
            navigation.viewControllers == [root], "re-tapping the selected navigation tab pops to its root")
    }

    @Test("a tab item's title follows its controller's title until it has its own; badges show")
    func itemTitles() {
        let (_, tabs, a, _, _, delegate) = stage()
        a.title = "Inbox"
        #expect(tabs.tabBar.buttons[0].titleLabel?.text == "Inbox")
        a.tabBarItem.title = "Mail"
        #expect(tabs.tabBar.buttons[0].titleLabel?.text == "Mail")
        a.tabBarItem.badgeValue = "3"
        let badge = tabs.tabBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" }
        #expect(badge?.backgroundColor == .systemRed)
        withExtendedLifetime(delegate) {}
    }
}

/// `hidesBottomBarWhenPushed` (Behaviour 16.25).
@MainActor
@Suite("Tab bar hidden by pushed controllers")
struct HidesBottomBarWhenPushedTests {
    @Test(
        "a pushed controller that asks hides the tab bar until the stack no longer holds one that asks (Behaviour 16.25)"
    )
    func hidesUntilPopped() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9, "the home indicator and the tab bar")
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(detail.view.safeAreaInsets.bottom == 34, "gone from the safe area as the push begins")
        host.runUntilIdle()
        #expect(navigation.view.frame.height == 852, "the navigation controller takes the whole height")
        #expect(detail.view.safeAreaInsets.bottom == 34, "the home indicator only")
        // A further push of a controller that does not ask keeps the bar hidden.
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "detail, which asks, is still on the stack")
        navigation.popViewController(animated: true)
        #expect(root.view.safeAreaInsets.bottom == 34, "back in the safe area only once the pop has settled")
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9)
    }

    @Test(
        "a stack changed before the views load: the pop that takes the asking controller off shows the tab bar again (Behaviour 16.25)",
        arguments: [false, true])
    func changedBeforeLoading(animated: Bool) throws {
        let host = HeadlessHost(device: .notchedPhone)
        let presenter = UIViewController()
        host.window.rootViewController = presenter
        host.runUntilIdle()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(tabs.tabBar.isHidden, "detail, which asks, is on the stack")
        navigation.popToRootViewController(animated: animated)
        #expect(!tabs.isViewLoaded)
        #expect(!tabs.tabBar.isHidden, "no controller on the stack asks any more")
        presenter.present(tabs, animated: true)
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 49)) < 1e-9, "the home indicator and the tab bar")
    }

    @Test(
        "a tab selected before the view loads applies the rule to its stack: a tab without an asking controller shows the bar (Behaviour 16.25)"
    )
    func selectedBeforeLoading() {
        let host = HeadlessHost(device: .notchedPhone)
        let presenter = UIViewController()
        host.window.rootViewController = presenter
        host.runUntilIdle()
        let first = UINavigationController(rootViewController: UIViewController())
        let second = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        first.pushViewController(detail, animated: true)
        #expect(tabs.tabBar.isHidden, "detail asks, on the selected stack")
        tabs.selectedIndex = 1
        #expect(!tabs.isViewLoaded)
        #expect(!tabs.tabBar.isHidden, "no controller on the second tab's stack asks")
        presenter.present(tabs, animated: true)
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        tabs.selectedIndex = 0
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "back on the first tab, detail still asks")
    }

    @Test("switching tabs applies the rule to the selected tab's stack; a bar the app hid stays hidden")
    func perTab() {
        let host = HeadlessHost(device: .notchedPhone)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        navigation.pushViewController(detail, animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden, "the second tab has no stack that hides it")
        tabs.tabBar.isHidden = true
        tabs.selectedIndex = 0
        host.runUntilIdle()
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "the app hid it: the rule does not show it")
    }
}
