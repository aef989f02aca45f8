import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The bars' properties from before appearances (`barStyle`, `barTintColor`, `isTranslucent`,
/// background and shadow images, title attributes), bar button items with images and title
/// attributes, and tab bar items with images and colours (Behaviour 16.26).
@MainActor
@Suite("Bar customization before appearances, and bar items with images")
struct BarLegacyCustomizationTests {
    private func shown(_ child: UIViewController) -> (HeadlessHost, UINavigationController) {
        let host = HeadlessHost(device: .notchedPhone)
        let navigation = UINavigationController(rootViewController: child)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation)
    }

    /// A 4 × 2 opaque bitmap image.
    private func bitmap() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
    }

    @Test(
        "barTintColor colours the scrolled bar; at the scroll edge it is transparent, as on iOS 15 (Behaviour 16.26)"
    )
    func barTintColorAndScrollEdge() {
        let list = ScrollListController(contentHeight: 3000)
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        bar.barTintColor = .systemPurple
        #expect(bar.background.drawnLook.color == nil, "at the top edge: the transparent standard look")
        list.scrollView.contentOffset.y += 40
        #expect(bar.background.drawnLook.color == .systemPurple)
        #expect(bar.background.drawnLook.blur?.style == .systemChromeMaterial, "still translucent")
        bar.isTranslucent = false
        #expect(bar.background.drawnLook.blur == nil && bar.background.drawnLook.color == .systemPurple)
        bar.barTintColor = nil
        #expect(bar.background.drawnLook.color == .systemBackground, "an opaque bar is solid")
        // An appearance the app sets wins over the older properties.
        bar.barTintColor = .systemPurple
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemGreen
        bar.standardAppearance = appearance
        #expect(bar.background.drawnLook.color == .systemGreen)
    }

    @Test(
        "barStyle .black gives the dark blur and white titles; titleTextAttributes style the title (Behaviour 16.26)"
    )
    func barStyleAndTitleAttributes() {
        let list = ScrollListController(contentHeight: 3000)
        list.title = "Inbox"
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        list.scrollView.contentOffset.y += 40
        bar.barStyle = .black
        #expect(bar.background.drawnLook.blur?.style == .systemChromeMaterialDark)
        #expect(bar.titleLabel.textColor == .white)
        bar.titleTextAttributes = [
            .foregroundColor: UIColor.systemYellow, .font: UIFont.systemFont(ofSize: 20),
        ]
        #expect(bar.titleLabel.textColor == .systemYellow && bar.titleLabel.font.pointSize == 20)
        bar.barStyle = .default
        bar.titleTextAttributes = nil
        #expect(bar.titleLabel.textColor == .label && bar.titleLabel.font.pointSize == 17)
        #expect(bar.background.drawnLook.blur?.style == .systemChromeMaterial)
    }

    @Test(
        "a background image replaces the blur; the shadow image shows only with one, as UIKit documents (Behaviour 16.26)"
    )
    func backgroundAndShadowImages() {
        let list = ScrollListController(contentHeight: 3000)
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        list.scrollView.contentOffset.y += 40
        let line = bitmap()
        bar.shadowImage = line
        #expect(bar.background.drawnLook.lineImage == nil, "no background image: the system line")
        let image = bitmap()
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.background.drawnLook.image === image && bar.background.drawnLook.blur == nil)
        #expect(bar.background.drawnLook.lineImage === line)
        bar.setBackgroundImage(nil, for: .top, barMetrics: .default)
        #expect(bar.background.drawnLook.image == nil && bar.background.drawnLook.lineImage == nil)
    }

    @Test("the toolbar and the tab bar take barTintColor and barStyle (Behaviour 16.26)")
    func toolbarAndTabBar() {
        let toolbar = UIToolbar()
        toolbar.barTintColor = .systemOrange
        #expect(toolbar.background.drawnLook.color == .systemOrange)
        toolbar.setBackgroundImage(bitmap(), forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.background.drawnLook.image != nil && toolbar.background.drawnLook.blur == nil)
        let tabBar = UITabBar()
        tabBar.barStyle = .black
        #expect(tabBar.background.drawnLook.blur?.style == .systemChromeMaterialDark)
        tabBar.isTranslucent = false
        #expect(tabBar.background.drawnLook.color == .black && tabBar.background.drawnLook.blur == nil)
    }

    @Test(
        "a bar button item with an image shows it as a template, sized to it; title attributes colour a titled one (Behaviour 16.26)"
    )
    func barButtonItemImages() throws {
        final class Screen: UIViewController {
            var closes = 0
            func close() { closes += 1 }
        }
        let screen = Screen()
        let symbol = try #require(UIImage(systemName: "xmark"))
        let close = UIBarButtonItem(image: symbol, style: .plain, target: screen, action: Screen.close)
        let original = UIBarButtonItem(title: nil, image: bitmap().withRenderingMode(.alwaysOriginal))
        screen.navigationItem.rightBarButtonItems = [close, original]
        let done = UIBarButtonItem(title: "Done", style: .done, target: screen, action: Screen.close)
        done.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
        screen.navigationItem.leftBarButtonItem = done
        let (host, navigation) = shown(screen)
        let bar = navigation.navigationBar
        let closeButton = bar.rightButtons[0]
        #expect(closeButton.currentTitle == nil)
        #expect(closeButton.currentImage?.renderingMode == .alwaysTemplate)
        #expect(closeButton.frame.size == CGSize(width: 20, height: 44), "a 20-pt symbol, the bar's height")
        #expect(closeButton.frame.maxX == bar.bounds.width - 8)
        #expect(bar.rightButtons[1].currentImage?.renderingMode == .alwaysOriginal)
        #expect(bar.rightButtons[1].frame.width == 4)
        #expect(bar.leftButtons[0].currentTitleColor == .systemPink)
        host.tap(at: closeButton.convert(CGPoint(x: 10, y: 22), to: nil))
        #expect(screen.closes == 1)
    }

    @Test(
        "tab items show their images stacked over the titles, in the tint when selected and the unselected colour otherwise (Behaviour 16.26)"
    )
    func tabBarItemImages() throws {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(
            title: "Inbox", image: UIImage(systemName: "tray"),
            selectedImage: UIImage(systemName: "tray.fill"))
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(
            title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 2)
        second.tabBarItem.badgeValue = "3"
        second.tabBarItem.badgeColor = .systemTeal
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.tabBar.tintColor = .systemIndigo
        tabs.tabBar.unselectedItemTintColor = .systemBrown
        let host = HeadlessHost(device: .notchedPhone)
        host.window.rootViewController = tabs
        host.runUntilIdle()
        let buttons = tabs.tabBar.buttons
        #expect(buttons[0].currentImage?.isSymbolImage == true)
        #expect(buttons[0].tintColor == .systemIndigo && buttons[0].currentTitleColor == .systemIndigo)
        #expect(buttons[1].tintColor == .systemBrown && buttons[1].currentTitleColor == .systemBrown)
        // Stacked: the 20-pt image centred 16 pt below the top, the title from 30 pt.
        let image = try #require(buttons[0].imageView)
        let middle = buttons[0].bounds.midX
        #expect(buttons[0].bounds.width == tabs.tabBar.bounds.width / 2)
        #expect(image.frame == CGRect(x: middle - 10, y: 6, width: 20, height: 20))
        #expect(buttons[0].titleLabel?.frame.minY == 30)
        #expect(abs((buttons[0].titleLabel?.frame.midX ?? 0) - middle) < 0.001)
        let badge = try #require(tabs.tabBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" })
        #expect(badge.backgroundColor == .systemTeal)
        // An appearance's selected colour takes the tint's place.
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
            .foregroundColor: UIColor.systemMint
        ]
        tabs.tabBar.standardAppearance = appearance
        #expect(tabs.tabBar.buttons[0].currentTitleColor == .systemMint)
        #expect(tabs.tabBar.buttons[1].currentTitleColor == .systemBrown)
        // Landscape: inline, the image before the title on one row.
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let inline = tabs.tabBar.buttons[0]
        let inlineImage = try #require(inline.imageView?.frame)
        let title = try #require(inline.titleLabel?.frame)
        #expect(abs(inlineImage.midY - title.midY) < 0.001 && title.minX >= inlineImage.maxX)
    }
}
