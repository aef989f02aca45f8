import Foundation
import Testing

@testable import PresentationKit

/// The navigation controller's toolbar, `showDetailViewController`, custom bar classes (Behaviour 16.18)
/// and popovers from a `sourceItem` (Behaviour 16.19).
@MainActor
@Suite("Toolbar, detail, source items")
struct ToolbarAndSourceItemTests {
    private func titles(_ toolbar: UIToolbar) -> [String] {
        toolbar.subviews.compactMap { ($0 as? UIButton)?.titleLabel?.text }
    }

    @Test("16.18: on a phone in landscape the toolbar is 32 pt above the inset, as the navigation bar")
    func toolbarInCompactHeight() {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Edit")]
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        navigation.setToolbarHidden(false, animated: false)
        host.rotate(to: .landscapeLeft)
        host.runUntilIdle()
        let inset = navigation.view.safeAreaInsets.bottom
        #expect(inset == 21, "the landscape home indicator")
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32 + 21))
        #expect(navigation.navigationBar.frame.height == 32)
        host.rotate(to: .portrait)
        host.runUntilIdle()
        #expect(
            abs(navigation.toolbar.frame.height - (49 + 34)) < 1e-9,
            "upright again: 49 pt above the 34-pt inset")
    }

    @Test(
        "16.18: the toolbar is hidden at first; shown, it is 49 pt above the home indicator with the top's items"
    )
    func toolbarOnNotchedPhone() throws {
        let host = HeadlessHost(device: .notchedPhone)
        let root = UIViewController()
        var tapped = 0
        root.toolbarItems = [
            UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped += 1 }),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(systemItem: .trash),
        ]
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))

        navigation.setToolbarHidden(false, animated: false)
        let toolbar = try #require(navigation.toolbar)
        #expect(!toolbar.isHidden)
        #expect(
            toolbar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 83), "49 pt + the 34-pt inset"
        )
        #expect(
            root.view.convert(root.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 852),
            "under the translucent toolbar (Behaviour 16.21)")
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(titles(toolbar) == ["Edit", "Delete"])
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        let edit = try #require(buttons.first)
        let trash = try #require(buttons.last)
        #expect(edit.frame.minX == 8 && edit.frame.height == 49)
        #expect(
            abs(trash.frame.maxX - (393 - 8)) < 1e-9,
            "the flexible space pushes the last item to the trailing edge")
        let editCentre = edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: nil)
        host.tap(at: editCentre)
        host.runUntilIdle()
        #expect(tapped == 1)

        // A pushed controller's items replace them; setToolbarItems on the top updates them.
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(titles(toolbar) == [])
        pushed.setToolbarItems([UIBarButtonItem(title: "Reply")], animated: true)
        #expect(titles(toolbar) == ["Reply"])
        root.toolbarItems = [UIBarButtonItem(title: "Hidden")]
        #expect(titles(toolbar) == ["Reply"], "only the top controller's items show")
        navigation.popViewController(animated: false)
        #expect(titles(toolbar) == ["Hidden"])

        navigation.isToolbarHidden = true
        #expect(toolbar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 34)
    }

    @Test("16.18: with no bottom inset the toolbar is 44 pt; hiding it animated takes 0.2 s")
    func toolbarWithoutInset() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        host.window.rootViewController = navigation
        host.runUntilIdle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(root.view.frame.height == 844 && root.view.safeAreaInsets.bottom == 44)
        let start = host.time
        navigation.setToolbarHidden(true, animated: true)
        host.runUntilIdle()
        #expect(abs(host.time - start - 0.2) < 1e-9)
        #expect(navigation.toolbar.isHidden && root.view.safeAreaInsets.bottom == 0)
    }

    @Test("16.18: showDetailViewController presents modally, animated, outside a split view")
    func showDetail() throws {
        let (host, navigation, root, _) = NavigationFixture.make()
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        host.runUntilIdle()
        #expect(navigation.presentedViewController === detail)
        #expect(navigation.viewControllers == [root])
    }

    @Test("16.18: init(navigationBarClass:toolbarClass:) makes an empty stack; a custom class is reported")
    func customBarClasses() throws {
        final class FancyBar: UINavigationBar {}
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: UIToolbar.self)
        #expect(plain.viewControllers.isEmpty)
        let host = HeadlessHost()
        let fancy = UINavigationController(navigationBarClass: FancyBar.self, toolbarClass: nil)
        let root = UIViewController()
        fancy.viewControllers = [root]
        host.window.rootViewController = fancy
        host.runUntilIdle()
        #expect(fancy.topViewController === root && root.view.window != nil)
        #expect(fancy.navigationBar.frame.height == 44)
    }

    @Test("16.19: a popover's sourceItem: a bar button item or a view; sourceView wins; frame(in:)")
    func sourceItems() throws {
        let host = HeadlessHost(device: .tablet)
        let root = UIViewController()
        let share = UIBarButtonItem(title: "Share")
        root.navigationItem.rightBarButtonItem = share
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let button = try #require(share.shownView)
        let buttonFrame = button.convert(button.bounds, to: nil)
        #expect(share.frame(in: navigation.view) == button.convert(button.bounds, to: navigation.view))
        #expect(UIBarButtonItem(title: "Unshown").frame(in: navigation.view) == nil)

        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceItem = share
        root.present(content, animated: false)
        host.runUntilIdle()
        #expect(popover.arrowDirection == .up)
        #expect(content.view.convert(content.view.bounds, to: nil).minY >= buttonFrame.maxY)
        #expect(!host.diagnostics.contains { $0.message.contains("no sourceView") })
        content.dismiss(animated: false)
        host.runUntilIdle()

        // A view as the source item: the arrow points at its bounds.
        let marker = UIView(frame: CGRect(x: 300, y: 600, width: 40, height: 40))
        root.view.addSubview(marker)
        let second = UIViewController()
        second.preferredContentSize = CGSize(width: 200, height: 150)
        second.modalPresentationStyle = .popover
        let secondPopover = try #require(second.popoverPresentationController)
        secondPopover.sourceItem = marker
        root.present(second, animated: false)
        host.runUntilIdle()
        let markerFrame = marker.convert(marker.bounds, to: nil)
        let shown = second.view.convert(second.view.bounds, to: nil)
        #expect(
            shown.maxY <= markerFrame.minY || shown.minY >= markerFrame.maxY, "beside the marker, not over it"
        )
        #expect(abs(shown.midX - markerFrame.midX) < 1e-6, "centred on it")
        #expect(marker.frame(in: root.view) == marker.frame)
    }
}
