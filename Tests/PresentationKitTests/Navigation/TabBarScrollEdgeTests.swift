import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// A tab bar's scroll-edge appearance: it follows the selected content's scroll view to its
/// bottom edge, through pushes, content that grows and the scroll view the app names
/// (Behaviour 16.24, 16.28).
@MainActor
@Suite("The tab bar's scroll edge")
struct TabBarScrollEdgeTests {
    /// A controller whose list sits inside a container view, where the automatic choice (the root
    /// view or its first subview) does not find it.
    final class NestedListController: UIViewController {
        let scrollView = UIScrollView()

        override func loadView() {
            let root = UIView()
            let header = UIView()
            let container = UIView()
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 100, height: 3000)
            root.addSubview(header)
            root.addSubview(container)
            container.addSubview(scrollView)
            view = root
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            scrollView.superview?.frame = view.bounds
        }
    }

    /// A controller that turns the edge behaviour off at the bottom by answering nil.
    final class NoBottomEdgeController: ScrollListController {
        override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
            edge == .bottom ? nil : super.contentScrollView(for: edge)
        }
    }

    /// A tab bar controller on a notched phone with `tabs`, the first selected.
    private func shown(_ tabs: [UIViewController]) -> (HeadlessHost, UITabBarController) {
        let host = HeadlessHost(device: .notchedPhone)
        let controller = UITabBarController()
        controller.viewControllers = tabs
        host.window.rootViewController = controller
        host.runUntilIdle()
        return (host, controller)
    }

    /// Whether the tab bar shows its scroll-edge look: the standard appearance made transparent
    /// (no blur, no line) where no `scrollEdgeAppearance` is set.
    private func atEdge(_ tabs: UITabBarController) -> Bool {
        let look = tabs.tabBar.background.drawnLook
        return look.blur == nil && !look.line
    }

    /// Scrolls `scrollView` so its content's bottom meets the bottom inset.
    private func scrollToBottom(_ scrollView: UIScrollView) {
        scrollView.contentOffset.y =
            scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom
    }

    @Test(
        "a rotation that takes the list's end out of view brings the standard look back; the look follows the content through the next one (Behaviour 16.24)"
    )
    func rotationMovesTheEnd() throws {
        let list = ScrollListController(contentHeight: 1200)
        let (host, tabs) = shown([list, UIViewController()])
        let scrollView = try #require(list.contentScrollView(for: .bottom))
        scrollToBottom(scrollView)
        host.runUntilIdle()
        #expect(atEdge(tabs), "the content's end is at the tab bar")
        let offset = scrollView.contentOffset.y
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(scrollView.contentOffset.y == offset, "the offset stays; the shorter view hides the end")
        #expect(!atEdge(tabs), "the content runs on under the tab bar")
        scrollToBottom(scrollView)
        host.runUntilIdle()
        #expect(atEdge(tabs))
        host.rotate(to: .portrait)
        host.runUntilIdle()
        let endInView =
            scrollView.contentSize.height - scrollView.contentOffset.y - scrollView.bounds.height
            + scrollView.adjustedContentInset.bottom <= 0.5
        #expect(atEdge(tabs) == endInView, "the look follows wherever the rotation left the content")
    }

    @Test("a drag to the end of the list brings the scroll-edge look, a drag back the standard one")
    func dragToTheEnd() {
        let list = ScrollListController(contentHeight: 1200)
        let (host, tabs) = shown([list, UIViewController()])
        #expect(!atEdge(tabs), "the list runs on under the tab bar")
        host.fling(
            from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.2,
            releaseVelocity: CGPoint(x: 0, y: -3000))
        host.runUntilIdle()
        #expect(atEdge(tabs), "the content's end reached the tab bar")
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        host.runUntilIdle()
        #expect(!atEdge(tabs), "scrolled back up: content under the bar again")
    }

    @Test(
        "after a push in the selected tab, the tab bar follows the new top's list, and the old one after the pop"
    )
    func followsTheStack() {
        let short = ScrollListController(contentHeight: 100)
        let navigation = UINavigationController(rootViewController: short)
        let (host, tabs) = shown([navigation, UIViewController()])
        #expect(atEdge(tabs), "a short list ends above the bar")
        let long = ScrollListController(contentHeight: 3000)
        navigation.pushViewController(long, animated: true)
        host.runUntilIdle()
        #expect(!atEdge(tabs), "the pushed list runs on under the bar")
        scrollToBottom(long.scrollView)
        host.runUntilIdle()
        #expect(atEdge(tabs))
        long.scrollView.contentOffset.y = 0
        host.runUntilIdle()
        #expect(!atEdge(tabs))
        navigation.popViewController(animated: true)
        host.runUntilIdle()
        #expect(atEdge(tabs), "back to the short list")
        long.scrollView.contentOffset.y = 500
        host.runUntilIdle()
        #expect(atEdge(tabs), "the popped list no longer counts")
    }

    @Test("content that grows under the bar leaves the edge without scrolling")
    func contentGrows() {
        let list = ScrollListController(contentHeight: 100)
        let (host, tabs) = shown([list, UIViewController()])
        #expect(atEdge(tabs))
        list.scrollView.contentSize.height = 3000
        host.runUntilIdle()
        #expect(!atEdge(tabs), "more rows loaded: the content now runs under the bar")
        list.scrollView.contentSize.height = 200
        host.runUntilIdle()
        #expect(atEdge(tabs))
    }

    @Test("setContentScrollView(_:for:) names the list the bars follow; contentScrollView(for:) answers it")
    func namedScrollView() {
        let nested = NestedListController()
        let (host, tabs) = shown([nested, UIViewController()])
        #expect(nested.contentScrollView(for: .bottom) == nil, "not found automatically")
        #expect(atEdge(tabs), "so the tab bar sees no scroll view")
        nested.setContentScrollView(nested.scrollView, for: .bottom)
        host.runUntilIdle()
        #expect(nested.contentScrollView(for: .bottom) === nested.scrollView)
        #expect(nested.contentScrollView(for: .top) == nil, "only the bottom edge was named")
        #expect(!atEdge(tabs), "the named list runs on under the bar")
        scrollToBottom(nested.scrollView)
        host.runUntilIdle()
        #expect(atEdge(tabs))
        nested.setContentScrollView(nil, for: .bottom)
        nested.scrollView.contentOffset.y = 0
        host.runUntilIdle()
        #expect(atEdge(tabs), "nil goes back to the automatic choice, which finds none")

        let automatic = ScrollListController(contentHeight: 3000)
        automatic.loadViewIfNeeded()
        #expect(automatic.contentScrollView(for: .top) === automatic.scrollView, "the root view")
        automatic.setContentScrollView(nil)
        #expect(automatic.contentScrollView(for: .bottom) === automatic.scrollView)
    }

    @Test("contentScrollView(for:) answering nil turns the edge off: the tab bar shows its scroll-edge look")
    func edgeTurnedOff() {
        let list = NoBottomEdgeController(contentHeight: 3000)
        let (host, tabs) = shown([list, UIViewController()])
        #expect(atEdge(tabs), "no scroll view observed at the bottom")
        list.scrollView.contentOffset.y = 400
        host.runUntilIdle()
        #expect(atEdge(tabs))
    }

    @Test("the selected item's scroll-edge appearance overrides the tab bar's at the edge only")
    func itemOverride() {
        let list = ScrollListController(contentHeight: 3000)
        let red = UITabBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        let blue = UITabBarAppearance()
        blue.configureWithOpaqueBackground()
        blue.backgroundColor = .systemBlue
        list.tabBarItem.scrollEdgeAppearance = blue
        let (host, tabs) = shown([list, UIViewController()])
        tabs.tabBar.scrollEdgeAppearance = red
        host.runUntilIdle()
        #expect(
            tabs.tabBar.background.drawnLook.blur?.style == .systemChromeMaterial, "standard: not at the edge"
        )
        scrollToBottom(list.scrollView)
        host.runUntilIdle()
        #expect(tabs.tabBar.background.drawnLook.color == .systemBlue, "the item's, over the bar's")
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(tabs.tabBar.background.drawnLook.color == .systemRed, "another item: the bar's own")
    }

    @Test("a contentScrollView(for:) with an edge that is not top or bottom is reported")
    func misuse() {
        let host = HeadlessHost(device: .notchedPhone)
        let list = ScrollListController(contentHeight: 3000)
        host.window.rootViewController = list
        host.runUntilIdle()
        #expect(list.contentScrollView(for: .all) == nil)
        #expect(list.contentScrollView(for: .leading) == nil)
        #expect(host.diagnostics.count == 2, "\(host.diagnostics)")
    }

    @Test("a navigation controller's bar and toolbar follow the list named for their edges")
    func navigationBars() {
        let host = HeadlessHost(device: .notchedPhone)
        let nested = NestedListController()
        let navigation = UINavigationController(rootViewController: nested)
        navigation.setToolbarHidden(false, animated: false)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let bar = navigation.navigationBar.background
        let toolbar = navigation.toolbar.background
        #expect(
            bar.drawnLook.blur == nil && toolbar.drawnLook.blur == nil, "no list found: both at their edges")
        nested.setContentScrollView(nested.scrollView)
        nested.scrollView.contentOffset.y = -nested.scrollView.adjustedContentInset.top
        host.runUntilIdle()
        #expect(bar.drawnLook.blur == nil, "the named list at its top")
        #expect(toolbar.drawnLook.blur?.style == .systemChromeMaterial, "and runs on under the toolbar")
        nested.scrollView.contentOffset.y = 500
        host.runUntilIdle()
        #expect(bar.drawnLook.blur?.style == .systemChromeMaterial, "scrolled under the bar")
        scrollToBottom(nested.scrollView)
        host.runUntilIdle()
        #expect(toolbar.drawnLook.blur == nil, "its end reached the toolbar")
    }
}
