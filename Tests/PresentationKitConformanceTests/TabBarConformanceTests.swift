import Foundation
import PresentationKit
import Testing

/// The tab bar classes and the delegate, driven as UIKit drives them (Behaviour 16.14).
@MainActor
@Suite("Conformance · tab bars")
struct TabBarConformanceTests {
    @Test("UITabBarController and its delegate: a tap asks, switches and tells; items show badges")
    func tabBarController() throws {
        let log = CallLog.start()
        let tabs = ConformingTabBarController()
        let first = UIViewController()
        let second = UIViewController()
        let item = ConformingTabBarItem()
        item.title = "Second"
        second.tabBarItem = item
        tabs.setViewControllers([first, second], animated: false)
        let delegate = ConformingTabBarControllerDelegate()
        tabs.delegate = delegate
        let stage = Stage(root: tabs)
        let button = try #require(
            tabs.tabBar.subviews.compactMap { $0 as? UIButton }.first { $0.titleLabel?.text == "Second" })
        let frame = button.convert(button.bounds, to: nil)
        stage.host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        stage.host.runUntilIdle()
        let owner = "UITabBarControllerDelegate"
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).tabBarController(_:shouldSelect:)",
                "\(owner).tabBarController(_:animationControllerForTransitionFrom:to:)",
                "\(owner).tabBarController(_:didSelect:)",
            ])
        #expect(tabs.selectedViewController === second)
        item.badgeValue = "1"

        // What app code calls, through the base classes.
        let base: UITabBarController = tabs
        base.viewControllers = base.viewControllers
        base.selectedIndex = 0
        base.selectedViewController = second
        _ = (base.delegate, base.tabBar, base.selectedIndex)
        let tabItem: UITabBarItem = item
        _ = tabItem.badgeValue
        _ = ConformingTabBarItem(coder: NSCoder())
        let animator = ConformingPushAnimator()
        _ = (delegate as UITabBarControllerDelegate).tabBarController(
            tabs, interactionControllerFor: animator)
        #expect(log.missing("UITabBarController") == [])
        #expect(log.missing("UITabBarItem") == [])
        #expect(log.missing(owner) == [])
    }

    @Test("UITabBar: its items and selected item")
    func tabBar() {
        let log = CallLog.start()
        let bar = ConformingTabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let items = [UITabBarItem(title: "One", tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)]
        bar.setItems(items, animated: false)
        bar.selectedItem = items[1]
        #expect(bar.items?.count == 2 && bar.selectedItem === items[1])
        bar.items = nil
        #expect(log.missing("UITabBar") == [])
    }
}
