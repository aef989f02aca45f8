import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The navigation bar, items and bar button items (Behaviour 16.6–16.8).
@MainActor
@Suite("UINavigationBar")
struct UINavigationBarTests {
    final class Screen: UIViewController {
        var done = 0
        var saved: [UIBarButtonItem] = []
        func finish() { done += 1 }
        func save(_ sender: UIBarButtonItem) { saved.append(sender) }
    }

    private func button(titled title: String, in bar: UINavigationBar) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.titleLabel?.text == title }
    }

    @Test(
        "the bar is 44 pt tall below the top safe-area inset; the content's safe area starts under it (Behaviour 16.20)"
    )
    func barFrame() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.top == 103)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.top == 59)
        navigation.isNavigationBarHidden = false
        #expect(root.view.safeAreaInsets.top == 103)
    }

    @Test("hiding an opaque bar animated moves the content over 0.2 s (Behaviour 16.7, 16.20)")
    func hideAnimated() throws {
        let (host, navigation, root, _) = NavigationFixture.make()
        navigation.navigationBar.isTranslucent = false
        host.runUntilIdle()
        #expect(root.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
        navigation.setNavigationBarHidden(true, animated: true)
        host.advance(by: 0.1)
        let y = try #require(root.view.layer.presentation()).position.y
        #expect(y > 422 && y < 444, "the content moves up while the bar hides")
        host.runUntilIdle()
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.frame.minY == 0)
    }

    @Test("the bar shows the top item's title, or the controller's title when the item has none")
    func titles() {
        let (host, navigation, root, log) = NavigationFixture.make()
        defer { withExtendedLifetime(host) {} }
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.text == "A")
        root.navigationItem.title = "Inbox"
        #expect(bar.titleLabel.text == "Inbox")
        #expect(bar.backButton == nil, "the root has no back button")
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(bar.titleLabel.text == "B")
        #expect(bar.topItem === b.navigationItem && bar.backItem === root.navigationItem)
        #expect(bar.backButton?.titleLabel?.text == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButton?.titleLabel?.text == "Mail")
        b.title = "Message"
        #expect(bar.titleLabel.text == "Message")
        b.navigationItem.hidesBackButton = true
        #expect(bar.backButton == nil)
        let untitled = UIViewController()
        b.navigationItem.hidesBackButton = false
        navigation.pushViewController(untitled, animated: false)
        navigation.viewControllers = [UIViewController(), untitled]
        #expect(bar.backButton?.titleLabel?.text == "Back", "an untitled item below gives \"Back\"")
        let label = UILabel()
        label.frame.size = CGSize(width: 100, height: 20)
        untitled.navigationItem.titleView = label
        #expect(label.superview === bar && bar.titleLabel.superview == nil)
    }

    @Test("tapping the back button pops with the slide")
    func backButtonPops() throws {
        let (host, navigation, root, log) = NavigationFixture.make()
        let b = NavRecordingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        host.runUntilIdle()
        let back = try #require(navigation.navigationBar.backButton)
        #expect(back.titleLabel?.text == "A")
        log.entries.removeAll()
        host.tap(at: NavigationFixture.center(of: back))
        host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(log.entries.contains("B.viewDidDisappear(true)"), "the pop was animated")
        #expect(navigation.navigationBar.titleLabel.text == "A")
    }

    @Test("bar button items run their target-action or primary action when tapped")
    func barButtonActions() throws {
        let host = HeadlessHost()
        let screen = Screen()
        screen.title = "Edit"
        var shared = 0
        let done = UIBarButtonItem(title: "Finish", style: .done, target: screen, action: Screen.finish)
        let save = UIBarButtonItem(title: "Save", style: .plain, target: screen, action: Screen.save)
        let share = UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in shared += 1 })
        let disabled = UIBarButtonItem(title: "Off", style: .plain, target: screen, action: Screen.finish)
        disabled.isEnabled = false
        screen.navigationItem.rightBarButtonItems = [done, save]
        screen.navigationItem.leftBarButtonItems = [share, disabled]
        let navigation = UINavigationController(rootViewController: screen)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let bar = navigation.navigationBar
        for title in ["Finish", "Save", "Share", "Off"] {
            host.tap(at: NavigationFixture.center(of: try #require(button(titled: title, in: bar))))
            host.runUntilIdle()
        }
        #expect(screen.done == 1)
        #expect(screen.saved.count == 1 && screen.saved.first === save)
        #expect(shared == 1)
        // Right items are laid out from the trailing edge, the first outermost.
        let finish = try #require(button(titled: "Finish", in: bar)).frame
        let saveFrame = try #require(button(titled: "Save", in: bar)).frame
        #expect(finish.maxX == 390 - 8 && saveFrame.maxX == finish.minX - 8)
        #expect(try #require(button(titled: "Share", in: bar)).frame.minX == 8)
    }

    @Test("system items are titled and a primary action wins over a target")
    func systemItems() {
        let close = UIBarButtonItem(systemItem: .close)
        #expect(close.title == "Close" && close.style == .plain)
        let done = UIBarButtonItem(systemItem: .done)
        #expect(done.title == "Done" && done.style == .done)
        #expect(UIBarButtonItem(systemItem: .cancel).title == "Cancel")
        var ran: [String] = []
        let screen = Screen()
        let both = UIBarButtonItem(barButtonSystemItem: .save, target: screen, action: Screen.finish)
        both.primaryAction = UIAction { _ in ran.append("primary") }
        both.performTap()
        #expect(ran == ["primary"] && screen.done == 0)
    }

    @Test("a navigation controller presented as a form sheet is dismissed by its top's Done button")
    func formSheetDone() throws {
        final class Editor: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    systemItem: .done,
                    primaryAction: UIAction { [unowned self] _ in self.dismiss(animated: true) })
            }
        }
        let host = HeadlessHost(device: .tablet)
        let presenter = UIViewController()
        host.window.rootViewController = presenter
        host.runUntilIdle()
        let editor = Editor()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .formSheet
        presenter.present(navigation, animated: true)
        host.runUntilIdle()
        #expect(presenter.presentedViewController === navigation)
        #expect(editor.presentingViewController === presenter)
        let done = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(done.titleLabel?.text == "Done")
        let sheet = navigation.view.convert(navigation.view.bounds, to: nil)
        #expect(sheet.width < 834, "shown as a form sheet")
        #expect(navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil).minY == sheet.minY)
        host.tap(at: NavigationFixture.center(of: done))
        host.runUntilIdle()
        #expect(presenter.presentedViewController == nil)
        #expect(navigation.viewIfLoaded?.window == nil)
    }

    @Test("a controller inside a stack presents through navigationController?.present")
    func presentFromStack() {
        let (host, navigation, root, _) = NavigationFixture.make()
        let shown = UIViewController()
        root.navigationController?.present(shown, animated: true)
        host.runUntilIdle()
        #expect(navigation.presentedViewController === shown)
        #expect(root.presentedViewController === shown, "children see their ancestor's presentation")
        root.dismiss(animated: true)
        host.runUntilIdle()
        #expect(navigation.presentedViewController == nil)
    }
}

/// The bar and the content area follow a turn of the device (Behaviour 16.6).
@MainActor
@Suite("UINavigationBar on rotation")
struct UINavigationBarRotationTests {
    @Test(
        "turned to landscape, the bar spans the new width at the new top inset, 32 pt tall (Behaviour 16.6)")
    func rotation() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        host.rotate(to: .landscapeRight)
        host.runUntilIdle()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(root.view.safeAreaInsets.top == 32)
    }
}

/// A popover pointing at a bar button item (Behaviour 16.13).
@MainActor
@Suite("Popovers from bar button items")
struct BarButtonPopoverTests {
    @Test("the arrow points at the item's button on the bar, from above it")
    func popoverFromBarButtonItem() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        let share = UIBarButtonItem(title: "Share")
        root.navigationItem.rightBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.barButtonItem = share
        root.present(content, animated: false)
        host.runUntilIdle()
        let button = try #require(
            navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first {
                $0.titleLabel?.text == "Share"
            })
        let buttonFrame = button.convert(button.bounds, to: nil)
        let shown = content.view.convert(content.view.bounds, to: nil)
        #expect(popover.arrowDirection == .up)
        #expect(shown.minY >= buttonFrame.maxY, "below the button")
        #expect(shown.size == CGSize(width: 300, height: 200))
        #expect(
            shown.maxX <= 834 - 10 && shown.maxX >= buttonFrame.midX,
            "as close to the button as the margin allows")
        #expect(!host.diagnostics.contains { $0.message.contains("no sourceView") })
    }
}

/// Large titles (Behaviour 16.16).
@MainActor
@Suite("Large titles")
struct LargeTitleTests {
    @Test("with prefersLargeTitles the bar is 96 pt with a left-aligned 34-pt title; .never items get 44 pt")
    func largeTitles() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        root.title = "Mail"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(abs(root.view.safeAreaInsets.top - (59 + 96)) < 1e-9)
        #expect(bar.largeTitleLabel.text == "Mail" && bar.largeTitleLabel.superview === bar)
        #expect(bar.largeTitleLabel.frame == CGRect(x: 16, y: 44, width: 361, height: 52))
        #expect(bar.largeTitleLabel.font.pointSize == 34 && bar.titleLabel.superview == nil)
        let inherits = UIViewController()
        navigation.pushViewController(inherits, animated: false)
        #expect(bar.frame.height == 96, ".automatic follows the item below")
        let small = UIViewController()
        small.title = "Message"
        small.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(small, animated: false)
        #expect(bar.frame.height == 44)
        #expect(bar.titleLabel.text == "Message" && bar.largeTitleLabel.superview == nil)
        #expect(abs(small.view.safeAreaInsets.top - (59 + 44)) < 1e-9)
        navigation.popToRootViewController(animated: false)
        #expect(bar.frame.height == 96)
        bar.prefersLargeTitles = false
        #expect(bar.frame.height == 44 && abs(root.view.safeAreaInsets.top - 103) < 1e-9)
    }
}
