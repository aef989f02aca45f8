import Foundation
import PresentationKit

// The manifest's "UITabBarController", "UITabBar" and "UITabBarItem" entries and the
// "UITabBarControllerDelegate" conformer, with UIKit's spelling.

class ConformingTabBarController: UITabBarController {
    override var viewControllers: [UIViewController]? {
        get {
            note("UITabBarController")
            return super.viewControllers
        }
        set { super.viewControllers = newValue }
    }
    override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        note("UITabBarController")
        super.setViewControllers(viewControllers, animated: animated)
    }
    override var selectedViewController: UIViewController? {
        get {
            note("UITabBarController")
            return super.selectedViewController
        }
        set { super.selectedViewController = newValue }
    }
    override var selectedIndex: Int {
        get {
            note("UITabBarController")
            return super.selectedIndex
        }
        set { super.selectedIndex = newValue }
    }
    override var tabBar: UITabBar {
        note("UITabBarController")
        return super.tabBar
    }
    override weak var delegate: UITabBarControllerDelegate? {
        get {
            note("UITabBarController")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
}

class ConformingTabBar: UITabBar {
    override var items: [UITabBarItem]? {
        get {
            note("UITabBar")
            return super.items
        }
        set { super.items = newValue }
    }
    override var selectedItem: UITabBarItem? {
        get {
            note("UITabBar")
            return super.selectedItem
        }
        set { super.selectedItem = newValue }
    }
    override func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        note("UITabBar")
        super.setItems(items, animated: animated)
    }
}

class ConformingTabBarItem: UITabBarItem {
    override init() {
        super.init()
        note("UITabBarItem")
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        note("UITabBarItem")
    }
    override var badgeValue: String? {
        get {
            note("UITabBarItem")
            return super.badgeValue
        }
        set { super.badgeValue = newValue }
    }
}

class ConformingTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    )
        -> Bool
    {
        note("UITabBarControllerDelegate")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        note("UITabBarControllerDelegate")
    }
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        note("UITabBarControllerDelegate")
        return nil
    }
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        note("UITabBarControllerDelegate")
        return nil
    }
}
