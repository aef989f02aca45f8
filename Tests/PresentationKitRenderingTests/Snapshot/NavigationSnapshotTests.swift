import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// The navigation bar and the push slide as the renderer draws them (Behaviour 16.4, 16.6).
@MainActor
@Suite("Snapshots of navigation")
struct NavigationSnapshotTests {
    private let barGrey = RGBAPixel(r: 242, g: 242, b: 247, a: 255)
    private let white = RGBAPixel(r: 255, g: 255, b: 255, a: 255)

    private func darkest(in image: RGBAImage, _ rect: CGRect) -> UInt8 {
        var result: UInt8 = 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let pixel = image[x, y]
                result = min(result, pixel.r, pixel.g, pixel.b)
            }
        }
        return result
    }

    private func stage() -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    @Test func theBarDrawsItsTitleAndItemsBelowTheStatusBar() {
        let (host, navigation) = stage()
        let transparent = host.snapshot(scale: 1)
        // No scroll view: the bar is at the scroll edge, drawn transparent (Behaviour 16.24).
        #expect(transparent[2, 30] == white && transparent[2, 61] == white && transparent[2, 103] == white)
        #expect(
            darkest(in: transparent, CGRect(x: 150, y: 62, width: 93, height: 38)) < 100, "the title's text")
        // An opaque appearance at the edge: its colour from the top of the screen to the bar's
        // bottom, then the 30 % black line: one device pixel, a third of a point on this 3× phone,
        // so a third of a pixel in this 1× snapshot over the white content: 255 × (1 − 0.3 / 3) = 229.5.
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .secondarySystemBackground
        navigation.navigationBar.scrollEdgeAppearance = opaque
        let image = host.snapshot(scale: 1)
        #expect(image[2, 2] == barGrey, "the background reaches under the status bar")
        #expect(image[2, 61] == barGrey, "the bar starts at the 59-pt inset")
        #expect(image[2, 102] == barGrey, "and is 44 pt tall")
        #expect(abs(Int(image[2, 103].r) - 229) <= 1 && image[2, 103].r == image[2, 103].b, "the shadow line")
        #expect(image[2, 104] == white, "the content starts below it")
        #expect(darkest(in: image, CGRect(x: 150, y: 62, width: 93, height: 38)) < 100, "the title's text")
        #expect(
            darkest(in: image, CGRect(x: 320, y: 62, width: 70, height: 38)) < 140, "the Done button's text")
        #expect(
            darkest(in: image, CGRect(x: 2, y: 62, width: 100, height: 38)) > 230,
            "no back button on the root")
    }

    @Test func aPushDimsTheCoveredViewAndBringsABackButton() {
        let (host, navigation) = stage()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBlue
        detail.title = "Message"
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.05)
        let midway = host.snapshot(scale: 1)
        let covered = midway[2, 400]
        #expect(covered.r < 255 && covered.r > 200, "the covered view under the dim")
        #expect(midway[392, 400] != white, "the pushed view has come in at the right edge")
        host.runUntilIdle()
        let pushed = host.snapshot(scale: 1)
        #expect(pushed[2, 400].b > pushed[2, 400].r + 100, "the pushed (blue) view fills the content area")
        #expect(
            darkest(in: pushed, CGRect(x: 8, y: 62, width: 50, height: 38)) < 160, "the back button's title")
    }

    @Test func aPushThatHidesTheTabBarSlidesItAwayUnderThePushedView() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        root.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let blue = UITabBarAppearance()
        blue.configureWithOpaqueBackground()
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        tabs.tabBar.scrollEdgeAppearance = blue
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let detail = UIViewController()
        detail.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 0.1)
        let midway = host.snapshot(scale: 1)
        // The slide's progress at 0.1 s, from the layers: the covered view (and the bar with it)
        // is at −393/3 × p, the pushed view at 393 × (1 − p) (Behaviour 16.4).
        let pushedX = try #require(detail.view.layer.presentation()).frame.minX
        let p = 1 - Double(pushedX) / 393
        #expect(p > 0.5 && p < 0.9)
        // Left of the pushed view, in the bar's background over the home indicator: the bar's blue
        // under the slide's dim (alpha 0.1 × p), not the white content (Behaviour 16.25).
        let underDim = midway[40, 840]
        #expect(underDim.r == 0 && underDim.g == 0)
        #expect(abs(Double(underDim.b) - 255 * (1 - 0.1 * p)) <= 1.5, "the bar, dimmed with the covered view")
        // Right of the pushed view's edge: the pushed view covers the bar.
        #expect(midway[Int(pushedX) + 4, 840] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
        host.runUntilIdle()
        let pushed = host.snapshot(scale: 1)
        #expect(pushed[40, 840] == RGBAPixel(r: 255, g: 0, b: 0, a: 255), "the bar is gone")
    }

    @Test func theBarCrossFadesFromItsScrollEdgeAppearanceAsTheContentScrollsUnderIt() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        let scrollView = UIScrollView()
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        root.view = scrollView
        let navigation = UINavigationController(rootViewController: root)
        func opaque(_ color: UIColor) -> UINavigationBarAppearance {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = color
            appearance.shadowColor = .clear
            return appearance
        }
        navigation.navigationBar.scrollEdgeAppearance = opaque(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        navigation.navigationBar.standardAppearance = opaque(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let top = scrollView.adjustedContentInset.top
        #expect(host.snapshot(scale: 1)[2, 80] == RGBAPixel(r: 255, g: 0, b: 0, a: 255), "at the top: red")
        // 10.5 pt past the edge: half way through the 20-pt fade after the half-point tolerance
        // (Behaviour 16.24). The dissolve, by hand over the white content: red at alpha 0.5, then
        // blue at alpha 0.5 over that: r = 255 × 0.5 × 0.5, g = 255 × 0.5 × 0.5,
        // b = 255 × 0.5 + (255 × 0.5) × 0.5.
        scrollView.contentOffset = CGPoint(x: 0, y: -top + 10.5)
        host.advance(by: 1.0 / 60)
        let half = host.snapshot(scale: 1)
        for point in [(2, 80), (200, 30)] {
            let pixel = half[point.0, point.1]
            #expect(abs(Double(pixel.r) - 127.5) <= 1.5, "red at \(point)")
            #expect(abs(Double(pixel.g) - 63.75) <= 1.5, "green at \(point)")
            #expect(abs(Double(pixel.b) - 191.25) <= 1.5, "blue at \(point)")
        }
        scrollView.contentOffset = CGPoint(x: 0, y: -top + 40)
        host.advance(by: 1.0 / 60)
        #expect(
            host.snapshot(scale: 1)[2, 80] == RGBAPixel(r: 0, g: 0, b: 255, a: 255), "past the fade: blue")
    }
}
