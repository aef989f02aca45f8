import Foundation
import PresentationKit
import Testing

/// The navigation classes and the delegate, driven as UIKit drives them (Behaviour 16).
@MainActor
@Suite("Conformance · navigation")
struct NavigationConformanceTests {
    private func buttons(in bar: UINavigationBar) -> [UIButton] {
        bar.subviews.compactMap { $0 as? UIButton }
    }

    private func tap(_ view: UIView, in host: HeadlessHost) {
        let frame = view.convert(view.bounds, to: nil)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.runUntilIdle()
    }

    @Test("UINavigationController: the stack through its overridable members; the delegate's animator runs")
    func navigationController() throws {
        let log = CallLog.start()
        let root = UIViewController()
        root.title = "Root"
        let navigation = ConformingNavigationController(rootViewController: root)
        let delegate = ConformingNavigationDelegate()
        navigation.delegate = delegate
        let stage = Stage(root: navigation)
        let second = ConformingItemController()
        navigation.pushViewController(second, animated: true)
        let owner = "UINavigationControllerDelegate"
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).navigationController(_:animationControllerFor:from:to:)",
                "\(owner).navigationController(_:interactionControllerFor:)",
                "\(owner).navigationController(_:willShow:animated:)",
            ], "the animator is asked before willShow")
        #expect(delegate.animator.animated == ["animateTransition"])
        #expect(second.transitionCoordinator?.transitionDuration == 0.25, "the delegate animator's duration")
        stage.host.runUntilIdle()
        #expect(
            log.take().filter { $0.hasPrefix(owner) } == [
                "\(owner).navigationController(_:didShow:animated:)"
            ])
        #expect(delegate.animator.animated == ["animateTransition", "animationEnded(true)"])
        #expect(second.view.alpha == 1 && second.view.superview != nil)

        // show(_:sender:) from inside the stack reaches the navigation controller's override, which pushes.
        let shown = UIViewController()
        second.show(shown, sender: nil)
        #expect(log.take().contains("UINavigationController.show(_:sender:)"))
        stage.host.runUntilIdle()
        #expect(navigation.topViewController === shown)
        _ = navigation.popViewController(animated: false)

        // The back button pops through the overridable popViewController(animated:).
        let back = try #require(buttons(in: navigation.navigationBar).first { $0.titleLabel?.text == "Root" })
        tap(back, in: stage.host)
        #expect(log.take().contains("UINavigationController.popViewController(animated:)"))
        #expect(navigation.viewControllers == [root])

        // What app code calls, through the base class.
        let base: UINavigationController = navigation
        base.viewControllers = [root, UIViewController(), UIViewController()]
        _ = base.popToViewController(base.viewControllers[1], animated: false)
        _ = base.popToRootViewController(animated: false)
        _ = (base.topViewController, base.visibleViewController, base.navigationBar, base.delegate)
        #expect(base.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        base.isNavigationBarHidden = true
        _ = base.isNavigationBarHidden
        base.isToolbarHidden = false
        _ = (base.isToolbarHidden, base.toolbar)
        _ = ConformingNavigationController(navigationBarClass: nil, toolbarClass: nil)
        stage.host.runUntilIdle()
        #expect(log.missing("UINavigationController") == [])
        #expect(log.missing(owner) == [])
    }

    @Test("UINavigationItem and UIBarButtonItem: read by the bar when shown; a tap runs the action")
    func itemsAndBarButtons() throws {
        let log = CallLog.start()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        let stage = Stage(root: navigation)
        let second = ConformingItemController()
        second.item.largeTitleDisplayMode = .never
        var tapped = 0
        let done = ConformingBarButtonItem()
        done.title = "Done"
        done.style = .done
        done.primaryAction = UIAction { _ in tapped += 1 }
        second.item.rightBarButtonItems = [done]
        second.item.leftItemsSupplementBackButton = true
        second.item.leftBarButtonItems = [ConformingBarButtonItem()]
        navigation.pushViewController(second, animated: false)
        let bar = navigation.navigationBar
        #expect(bar.topItem === second.item)
        let doneButton = try #require(buttons(in: bar).first { $0.titleLabel?.text == "Done" })
        tap(doneButton, in: stage.host)
        #expect(tapped == 1)
        // Shown under another item, the item's back title is read.
        second.item.backButtonTitle = "Item"
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(buttons(in: bar).first?.titleLabel?.text == "Item")
        second.item.backBarButtonItem = ConformingBarButtonItem()
        _ = navigation.popViewController(animated: false)

        // What app code calls, through the base classes.
        let item: UINavigationItem = second.item
        item.leftBarButtonItem = item.rightBarButtonItem
        item.rightBarButtonItem = item.leftBarButtonItem
        item.titleView = UILabel()
        _ = (item.title, item.titleView)
        let barItem: UIBarButtonItem = done
        barItem.customView = nil
        barItem.width = 40
        barItem.isEnabled = true
        barItem.tag = 3
        _ = (barItem.customView, barItem.width, barItem.target, barItem.tag)
        barItem.target = nil
        _ = ConformingNavigationItem(coder: NSCoder())
        _ = ConformingBarButtonItem(coder: NSCoder())
        _ = ConformingBarItem()
        _ = ConformingBarItem(coder: NSCoder())
        #expect(log.missing("UINavigationItem") == [])
        #expect(log.missing("UIBarButtonItem") == [])
        #expect(log.missing("UIBarItem") == [])
    }

    @Test("UINavigationBar: its items, top and back items, push and pop")
    func navigationBar() {
        let log = CallLog.start()
        let bar = ConformingNavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.setItems([UINavigationItem(title: "One")], animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.topItem?.title == "Two" && bar.backItem?.title == "One")
        #expect(bar.popItem(animated: false)?.title == "Two")
        bar.items = []
        #expect(bar.items?.isEmpty == true)
        #expect(log.missing("UINavigationBar") == [])
    }

    @Test("UIToolbar: its items, set through the property or setItems(_:animated:)")
    func toolbar() {
        let log = CallLog.start()
        let toolbar: UIToolbar = ConformingToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.items = [UIBarButtonItem(title: "One")]
        toolbar.setItems([UIBarButtonItem(title: "Two")], animated: true)
        #expect(toolbar.items?.first?.title == "Two")
        #expect(log.missing("UIToolbar") == [])
    }
}
