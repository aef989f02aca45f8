import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// Bar appearances: what each configuration sets, which appearance a bar shows where, and the
/// switch at the scroll edge (Behaviour 16.24).
@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
    private func shown(_ child: UIViewController, device: HeadlessDevice = .notchedPhone) -> (
        HeadlessHost, UINavigationController
    ) {
        let host = HeadlessHost(device: device)
        let navigation = UINavigationController(rootViewController: child)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    /// The background the bar draws now: (blur, colour, shadow line shown).
    private func drawn(_ background: BarBackgroundView) -> (blur: UIBlurEffect?, color: UIColor?, line: Bool)
    {
        let look = background.drawnLook
        return (look.blur, look.color, look.line)
    }

    @Test("the three configurations set what UIKit documents (Behaviour 16.24)")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil && appearance.backgroundImage == nil)
        #expect(appearance.shadowColor?.cgColor.alpha == 0.3)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        #expect(appearance.shadowColor?.cgColor.alpha == 0.3)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)
    }

    @Test(
        "copy() keeps the class and every setting; init(barAppearance:) carries the background across kinds")
    func copies() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 1)
        let copy = appearance.copy()
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == .systemRed && copy.titlePositionAdjustment.horizontal == 3)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let toolbar = UIToolbarAppearance(barAppearance: appearance)
        #expect(toolbar.backgroundColor == .systemRed && toolbar.shadowColor?.cgColor.alpha == 0.3)
    }

    @Test("a bar keeps a copy: changing the object afterwards changes nothing until it is set again")
    func barKeepsACopy() {
        let (host, navigation) = shown(ScrollListController(contentHeight: 3000))
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        bar.scrollEdgeAppearance = appearance
        #expect(drawn(bar.background).color == .systemRed)
        appearance.backgroundColor = .systemGreen
        #expect(drawn(bar.background).color == .systemRed)
        bar.scrollEdgeAppearance = appearance
        #expect(drawn(bar.background).color == .systemGreen)
    }

    @Test(
        "with no scroll view the bar is at the scroll edge: the standard look with a transparent background")
    func noScrollViewIsAtTheEdge() {
        let (host, navigation) = shown(UIViewController())
        defer { withExtendedLifetime(host) {} }
        let drawnNow = drawn(navigation.navigationBar.background)
        #expect(drawnNow.blur == nil && drawnNow.color == nil && !drawnNow.line)
    }

    @Test(
        "scrolling the content off the top edge shows the standard blur and line; back at the top, transparent"
    )
    func scrollEdgeSwitch() {
        let list = ScrollListController(contentHeight: 3000)
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        let top = -list.scrollView.adjustedContentInset.top
        #expect(list.scrollView.contentOffset.y == top, "resting at the top")
        #expect(drawn(bar.background).blur == nil && !drawn(bar.background).line)
        list.scrollView.contentOffset.y = top + 1
        #expect(drawn(bar.background).blur?.style == .systemChromeMaterial && drawn(bar.background).line)
        list.scrollView.contentOffset.y = top
        #expect(drawn(bar.background).blur == nil)
        // The toolbar watches the bottom edge of the same content.
        navigation.setToolbarHidden(false, animated: false)
        host.runUntilIdle()
        #expect(drawn(navigation.toolbar.background).blur?.style == .systemChromeMaterial)
        list.scrollView.contentOffset.y =
            3000 - list.scrollView.bounds.height + list.scrollView.adjustedContentInset.bottom
        #expect(drawn(navigation.toolbar.background).blur == nil, "the content's bottom reached")
    }

    @Test("the top item's appearances win over the bar's, and compact heights use the compact ones")
    func itemOverridesAndCompactHeight() {
        let list = ScrollListController(contentHeight: 3000)
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        func opaque(_ color: UIColor) -> UINavigationBarAppearance {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = color
            return appearance
        }
        bar.scrollEdgeAppearance = opaque(.systemRed)
        bar.compactScrollEdgeAppearance = opaque(.systemOrange)
        #expect(drawn(bar.background).color == .systemRed)
        list.navigationItem.scrollEdgeAppearance = opaque(.systemBlue)
        #expect(drawn(bar.background).color == .systemBlue, "the item overrides the bar")
        list.navigationItem.scrollEdgeAppearance = nil
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        #expect(drawn(bar.background).color == .systemOrange, "compact height, at the edge")
        bar.compactAppearance = opaque(.systemPurple)
        list.scrollView.contentOffset.y = -list.scrollView.adjustedContentInset.top + 10
        #expect(drawn(bar.background).color == .systemPurple, "compact height, scrolled")
    }

    @Test("a bar no navigation controller manages ignores the scroll-edge appearance")
    func standaloneBar() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = edge
        #expect(drawn(bar.background).blur?.style == .systemChromeMaterial && drawn(bar.background).line)
    }

    @Test("the title takes the appearance's colour, font and position adjustment")
    func titleAttributes() {
        let child = UIViewController()
        child.title = "Inbox"
        let (host, navigation) = shown(child)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        let centred = bar.titleLabel.frame
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [
            .foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20),
        ]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        bar.scrollEdgeAppearance = appearance
        host.runUntilIdle()
        #expect(bar.titleLabel.textColor == .systemRed && bar.titleLabel.font.pointSize == 20)
        #expect(bar.titleLabel.frame == centred.offsetBy(dx: 0, dy: 4))
    }

    @Test("the navigation bar's background reaches under the status bar; the line is one pixel below it")
    func backgroundGeometry() {
        let list = ScrollListController(contentHeight: 3000)
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        list.scrollView.contentOffset.y += 20
        host.runUntilIdle()
        let background = bar.background.convert(bar.background.bounds, to: nil)
        #expect(background == CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
        let line = bar.background.shadowView.convert(bar.background.shadowView.bounds, to: nil)
        #expect(line.minY == 103 && line.width == 393 && abs(line.height - 1.0 / 3) < 1e-9)
    }

    @Test("a tab bar shows its scroll-edge look until the selected list leaves its bottom edge")
    func tabBarEdge() {
        let host = HeadlessHost(device: .notchedPhone)
        let list = ScrollListController(contentHeight: 3000)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list), UIViewController()]
        host.window.rootViewController = tabs
        host.runUntilIdle()
        #expect(
            drawn(tabs.tabBar.background).blur?.style == .systemChromeMaterial,
            "a long list: not at the bottom")
        list.scrollView.contentOffset.y =
            3000 - list.scrollView.bounds.height + list.scrollView.adjustedContentInset.bottom
        #expect(drawn(tabs.tabBar.background).blur == nil && !drawn(tabs.tabBar.background).line)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        #expect(drawn(tabs.tabBar.background).blur == nil, "no scroll view: at the edge")
    }
}
