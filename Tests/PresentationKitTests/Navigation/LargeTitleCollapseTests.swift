import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Large titles collapsing as the content scrolls (Behaviour 16.16, 16.23).
@MainActor
@Suite("Large titles collapsing")
struct LargeTitleCollapseTests {
    /// A notched phone (59-pt top inset) showing `list` in a navigation controller with large titles.
    private func shown(_ list: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .notchedPhone)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("at rest the bar is 96 pt and the list starts below it; scrolling up collapses it point for point")
    func collapseFollowsScrolling() {
        let list = ScrollListController()
        list.title = "Mail"
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        let scroll = list.scrollView
        // Expanded: 59 + 96 = 155 pt of bar over the list, which rests at its top below it.
        #expect(close(bar.frame.maxY, 155) && close(bar.frame.height, 96))
        #expect(close(list.view.safeAreaInsets.top, 155))
        #expect(close(scroll.adjustedContentInset.top, 155) && close(scroll.contentOffset.y, -155))
        #expect(bar.largeTitleLabel.superview === bar)
        for up in [10.0, 20, 35, 51] {
            scroll.contentOffset = CGPoint(x: 0, y: -155 + up)
            host.runUntilIdle()
            #expect(close(bar.frame.height, 96 - up), "scrolled up \(up): the bar lost as much")
            #expect(close(list.view.safeAreaInsets.top, 155 - up), "the safe area follows the bar")
            #expect(close(scroll.adjustedContentInset.top, 155 - up))
            #expect(close(scroll.contentOffset.y, -155 + up), "the content stays where the finger left it")
        }
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        host.runUntilIdle()
        #expect(close(bar.frame.height, 44), "fully collapsed: a standard bar")
        #expect(close(list.view.safeAreaInsets.top, 103))
        #expect(bar.largeTitleLabel.superview == nil && bar.titleLabel.superview === bar)
        #expect(bar.titleLabel.text == "Mail", "the small title takes the large one's place")
        scroll.contentOffset = CGPoint(x: 0, y: -130)
        host.runUntilIdle()
        #expect(
            close(bar.frame.height, 44 + 27),
            "coming back past the top expands it again: 155 − 130 = 25 collapsed")
        scroll.contentOffset = CGPoint(x: 0, y: -155)
        host.runUntilIdle()
        #expect(close(bar.frame.height, 96) && bar.largeTitleLabel.superview === bar)
    }

    @Test("each item keeps its collapse: a pushed item starts expanded, the popped-to one as it was left")
    func collapsePerItem() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        let bar = navigation.navigationBar
        list.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        host.runUntilIdle()
        #expect(close(bar.frame.height, 44))
        let next = ScrollListController()
        next.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(next, animated: false)
        host.runUntilIdle()
        #expect(close(bar.frame.height, 96))
        #expect(close(next.scrollView.contentOffset.y, -155))
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(close(bar.frame.height, 44), "the list is still scrolled: its title stays collapsed")
        #expect(close(list.view.safeAreaInsets.top, 103))
    }

    @Test("a drag up the list collapses the title as the finger moves (Behaviour 16.23)")
    func dragCollapses() {
        let list = ScrollListController()
        let (host, navigation) = shown(list)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 570), duration: 0.3)
        host.runUntilIdle()
        let moved = list.scrollView.contentOffset.y + 155
        #expect(moved > 30, "the drag (and the glide after it) moved the content \(moved) pt")
        let collapsed = min(moved, 52)
        #expect(close(navigation.navigationBar.frame.height, 96 - collapsed))
        #expect(close(list.view.safeAreaInsets.top, 155 - collapsed))
    }
}
