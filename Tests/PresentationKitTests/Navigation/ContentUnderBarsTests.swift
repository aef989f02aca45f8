import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Content under the bars: where a child's view goes and how the bars inset its safe area
/// (Behaviour 16.20–16.22).
@MainActor
@Suite("Content under the bars")
struct ContentUnderBarsTests {
    /// A controller whose root view is a scroll view with content shorter than its bounds.
    final class ScrollingController: UIViewController {
        let scrollView = UIScrollView()
        var safeAreaChanges = 0

        override func loadView() {
            scrollView.contentSize = CGSize(width: 100, height: 100)
            view = scrollView
        }

        override func viewSafeAreaInsetsDidChange() {
            safeAreaChanges += 1
        }
    }

    /// A notched phone (59-pt top and 34-pt bottom insets in portrait) showing `child` in a
    /// navigation controller.
    private func shown(_ child: UIViewController, device: HeadlessDevice = .notchedPhone) -> (
        HeadlessHost, UINavigationController
    ) {
        let host = HeadlessHost(device: device)
        let navigation = UINavigationController(rootViewController: child)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    private func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test(
        "under a translucent bar the child fills the view and its safe area starts at the bar's bottom (Behaviour 16.20)"
    )
    func translucentBar() throws {
        let child = UIViewController()
        let (host, navigation) = shown(child)
        defer { withExtendedLifetime(host) {} }
        #expect(navigation.navigationBar.isTranslucent)
        #expect(child.edgesForExtendedLayout == .all && !child.extendedLayoutIncludesOpaqueBars)
        #expect(frameInWindow(child.view) == navigation.view.bounds)
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(abs(barBottom - (59 + 44)) < 1e-9, "the status bar's 59 pt plus the 44-pt bar")
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(
            child.view.safeAreaLayoutGuide.layoutFrame
                == CGRect(x: 0, y: 103, width: 393, height: 852 - 103 - 34))
        #expect(
            navigation.view.safeAreaInsets.top == 59,
            "the bar insets its children, not the navigation controller")
    }

    @Test("turned to landscape, the bar is 32 pt and the safe area follows it (Behaviour 16.6, 16.20)")
    func landscape() {
        let child = UIViewController()
        let (host, navigation) = shown(child)
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(child.view.safeAreaInsets.top == 103)
    }

    @Test("an opaque bar keeps the child below it, with no second inset (Behaviour 16.20)")
    func opaqueBar() {
        let child = UIViewController()
        let (host, navigation) = shown(child)
        navigation.navigationBar.isTranslucent = false
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        child.extendedLayoutIncludesOpaqueBars = true
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(child.view.safeAreaInsets.top == 103, "extended under the opaque bar, inset by it")
    }

    @Test("with no edges for extended layout the child stays between the bars (Behaviour 16.20, 16.21)")
    func noExtendedEdges() {
        let child = UIViewController()
        child.edgesForExtendedLayout = []
        let (host, navigation) = shown(child)
        navigation.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        let toolbarTop = 852 - 34 - 49.0
        #expect(abs(navigation.toolbar.frame.minY - toolbarTop) < 1e-9)
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 103, width: 393, height: toolbarTop - 103))
        #expect(child.view.safeAreaInsets == .zero)
        child.edgesForExtendedLayout = .bottom
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34 + 49, right: 0))
    }

    @Test("a shown toolbar insets the bottom by its height and the home indicator's (Behaviour 16.21)")
    func toolbar() {
        let child = UIViewController()
        let (host, navigation) = shown(child)
        navigation.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        navigation.toolbar.isTranslucent = false
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
    }

    @Test("a hidden bar adds nothing, and the child hears its safe area change (Behaviour 16.20)")
    func hiddenBar() {
        let child = ScrollingController()
        let (host, navigation) = shown(child)
        let heard = child.safeAreaChanges
        navigation.setNavigationBarHidden(true, animated: false)
        host.runUntilIdle()
        #expect(child.view.safeAreaInsets.top == 59)
        #expect(child.safeAreaChanges == heard + 1)
        #expect(child.scrollView.adjustedContentInset.top == 59)
        navigation.setNavigationBarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(child.view.safeAreaInsets.top == 103)
        #expect(child.scrollView.adjustedContentInset.top == 103)
    }

    @Test(
        "a scroll view's adjusted inset under the bar, for each adjustment behaviour (Behaviour 16.22)",
        arguments: [
            (
                UIScrollView.ContentInsetAdjustmentBehavior.automatic,
                UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
            ),
            (.scrollableAxes, .zero),
            (.always, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)),
            (.never, .zero),
        ])
    func adjustedContentInset(behavior: UIScrollView.ContentInsetAdjustmentBehavior, expected: UIEdgeInsets) {
        let child = ScrollingController()
        child.scrollView.contentInsetAdjustmentBehavior = behavior
        let (host, _) = shown(child)
        defer { withExtendedLifetime(host) {} }
        #expect(child.scrollView.adjustedContentInset == expected)
        #expect(
            child.scrollView.contentOffset.y == -expected.top, "the content rests at its top, below the bar")
    }

    @Test(
        "a scroll view whose content scrolls gets the bar's inset with .scrollableAxes too (Behaviour 16.22)")
    func scrollableAxes() {
        let child = ScrollingController()
        child.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        child.loadViewIfNeeded()
        child.scrollView.contentSize = CGSize(width: 100, height: 2000)
        let (host, _) = shown(child)
        defer { withExtendedLifetime(host) {} }
        #expect(
            child.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(child.scrollView.contentOffset.y == -103)
    }

    @Test(
        "a scroll view that is not the controller's content view is adjusted only where it scrolls (Behaviour 16.22)"
    )
    func nestedScrollView() {
        let child = UIViewController()
        let (host, _) = shown(child)
        let other = UIView(frame: child.view.bounds)
        let scroll = UIScrollView(frame: child.view.bounds)
        scroll.contentSize = CGSize(width: 10, height: 10)
        child.view.addSubview(other)
        child.view.addSubview(scroll)
        host.runUntilIdle()
        #expect(scroll.safeAreaInsets.top == 103)
        #expect(scroll.adjustedContentInset == .zero, "the second subview is not the content view")
    }

    @Test("under a translucent tab bar the child fills the view, inset by the bar (Behaviour 16.21)")
    func tabBar() {
        let host = HeadlessHost(device: .notchedPhone)
        let first = ScrollingController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(frameInWindow(first.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(first.scrollView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        tabs.tabBar.isTranslucent = false
        host.runUntilIdle()
        #expect(frameInWindow(first.view) == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    @Test("a navigation controller in a tab: the child is inset by both bars (Behaviour 16.20, 16.21)")
    func navigationInTab() {
        let host = HeadlessHost(device: .notchedPhone)
        let child = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: child)]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(frameInWindow(child.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    }

    @Test(
        "a pushed controller that stays below an opaque bar slides at its own frame (Behaviour 16.4, 16.20)")
    func pushBetweenLayouts() {
        let root = UIViewController()
        let (host, navigation) = shown(root)
        let pushed = UIViewController()
        pushed.edgesForExtendedLayout = []
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.1)
        #expect(root.view.frame.height == 852, "the outgoing view keeps its full height")
        #expect(pushed.view.frame.minY == 103 && pushed.view.frame.height == 852 - 103)
        host.runUntilIdle()
        #expect(frameInWindow(pushed.view) == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(pushed.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(frameInWindow(root.view) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.top == 103)
    }

    @Test(
        "a scroll view at its top whose bar hid while it was out of the window is at its new top when it comes back (Behaviour 16.22)"
    )
    func insetChangedOutOfWindow() throws {
        let child = ScrollingController()
        child.scrollView.contentInsetAdjustmentBehavior = .always
        let (host, navigation) = shown(child)
        #expect(child.scrollView.contentOffset.y == -103, "at its top under the bar")
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        navigation.present(cover, animated: false)
        host.runUntilIdle()
        #expect(child.scrollView.window == nil)
        navigation.setNavigationBarHidden(true, animated: false)
        host.runUntilIdle()
        cover.dismiss(animated: false)
        host.runUntilIdle()
        #expect(child.scrollView.window === host.window)
        #expect(child.scrollView.adjustedContentInset.top == 59)
        #expect(child.scrollView.contentOffset.y == -59, "at its new top")
    }
}
