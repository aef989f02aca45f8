import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The cross-fade between a bar's scroll-edge and standard appearances (Behaviour 16.24): it follows
/// the content point for point over the 20 points past the edge (after half a point of
/// tolerance), the scroll-edge background dissolving out under the standard one.
@MainActor
@Suite("Bars cross-fading at the scroll edge")
struct BarScrollEdgeFadeTests {
    /// The fraction of the way to the standard appearance with the content `distance` points
    /// past the edge, computed here from the rule: (distance − 0.5) / 20, clamped to 0…1.
    private func expectedFraction(_ distance: Double) -> Double {
        min(max((distance - 0.5) / 20, 0), 1)
    }

    /// The scroll-edge background drawn just below `background` while the fade runs, if shown.
    private func edgeLayer(below background: BarBackgroundView) -> BarBackgroundView? {
        guard let siblings = background.superview?.subviews,
            let index = siblings.firstIndex(where: { $0 === background }), index > 0,
            let below = siblings[index - 1] as? BarBackgroundView, !below.isHidden
        else { return nil }
        return below
    }

    /// Scrolls so the content's end lies `distance` points below the bottom inset.
    private func scrollEnd(of scrollView: UIScrollView, below distance: Double) {
        let end =
            scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height
        scrollView.contentOffset = CGPoint(x: 0, y: end - distance)
    }

    @Test("a tab bar fades to its standard background as the content's end scrolls below the inset")
    func tabBar() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let list = ScrollListController(contentHeight: 2000)
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let scrollView = list.scrollView
        let background = tabs.tabBar.background
        func scroll(toDistance distance: Double) { scrollEnd(of: scrollView, below: distance) }
        #expect(background.drawnLook.blur != nil && background.alpha == 1, "far from the end: standard")
        #expect(edgeLayer(below: background) == nil)
        for distance in [20.0, 15.5, 10.5, 3, 0.75] {
            scroll(toDistance: distance)
            let fraction = expectedFraction(distance)
            #expect(
                abs(Double(background.alpha) - fraction) < 1e-6, "the standard background at \(distance) pt")
            #expect(background.drawnLook.blur != nil, "the standard look on top")
            let edge = try #require(edgeLayer(below: background), "the scroll-edge background under it")
            #expect(abs(Double(edge.alpha) - (1 - fraction)) < 1e-6, "alpha is stored as a Float")
            #expect(edge.drawnLook.blur == nil && !edge.drawnLook.line, "made transparent (no blur, no line)")
            #expect(edge.frame == background.frame)
        }
        scroll(toDistance: 0.5)
        #expect(
            background.drawnLook.blur == nil && background.alpha == 1, "at the edge: the scroll-edge look")
        #expect(edgeLayer(below: background) == nil)
        scroll(toDistance: 30)
        #expect(background.drawnLook.blur != nil && background.alpha == 1)
        #expect(edgeLayer(below: background) == nil)
    }

    @Test("a navigation bar fades as the content scrolls up past its top; a bar of one's own does not")
    func navigationBar() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let list = ScrollListController(contentHeight: 2000)
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let scrollView = list.scrollView
        let top = scrollView.adjustedContentInset.top
        #expect(top == 103)
        let background = navigation.navigationBar.background
        #expect(background.drawnLook.blur == nil, "at the top: the scroll-edge look")
        scrollView.contentOffset = CGPoint(x: 0, y: -top + 5.5)
        #expect(abs(Double(background.alpha) - 0.25) < 1e-9)
        let edge = try #require(edgeLayer(below: background))
        #expect(abs(Double(edge.alpha) - 0.75) < 1e-9)
        #expect(edge.frame.minY == -59, "under the status bar too")
        scrollView.contentOffset = CGPoint(x: 0, y: -top)
        #expect(background.alpha == 1 && edgeLayer(below: background) == nil)
        // A bar of one's own ignores the scroll edge: nothing fades.
        let own = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        own.scrollEdgeDistance = 8
        #expect(own.background.alpha == 1)
    }

    @Test("a navigation controller's toolbar fades as the content's end scrolls below it")
    func toolbar() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let list = ScrollListController(contentHeight: 2000)
        list.toolbarItems = [UIBarButtonItem(title: "Edit")]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let scrollView = list.scrollView
        let background = navigation.toolbar.background
        func scroll(toDistance distance: Double) { scrollEnd(of: scrollView, below: distance) }
        #expect(background.drawnLook.blur != nil && background.alpha == 1, "far from the end: standard")
        for distance in [18.0, 7.5, 1] {
            scroll(toDistance: distance)
            let fraction = expectedFraction(distance)
            #expect(
                abs(Double(background.alpha) - fraction) < 1e-6, "the standard background at \(distance) pt")
            let edge = try #require(edgeLayer(below: background), "the scroll-edge background under it")
            #expect(abs(Double(edge.alpha) - (1 - fraction)) < 1e-6)
            #expect(edge.drawnLook.blur == nil, "the scroll-edge look is transparent")
        }
        scroll(toDistance: 0)
        #expect(background.drawnLook.blur == nil && background.alpha == 1, "at the end: the scroll-edge look")
        #expect(edgeLayer(below: background) == nil)
    }
}
