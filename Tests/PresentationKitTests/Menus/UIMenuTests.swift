import Foundation
import Testing

@testable import PresentationKit

/// Menus opened from buttons and bar button items (Behaviour 27.1–27.7), on a notched phone
/// (393 × 852, safe area 59 at the top and 34 at the bottom).
@MainActor
@Suite("UIMenu: a button's menu opens, lists, chooses and closes")
struct UIMenuTests {
    /// A root controller with a menu button at (20, 100, 120 × 44) and a plain button under where
    /// the panel opens, counting its taps.
    @MainActor
    final class Stage {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let root = UIViewController()
        let button = UIButton(type: .system)
        let under = UIButton(type: .system)
        var chosen: [String] = []
        var senders: [AnyObject?] = []
        var underTaps = 0
        var menuEvents = 0
        var tapEvents = 0
        lazy var sortByName = action("Sort by Name", state: .on)
        lazy var sortByDate = action("Sort by Date")
        lazy var menu = UIMenu(
            title: "",
            children: [
                action("Copy", image: UIImage(systemName: "plus")),
                action("Rename", subtitle: "Give it a new name"),
                UIMenu(
                    title: "Sort", options: [.displayInline, .singleSelection],
                    children: [sortByName, sortByDate]),
                UIMenu(title: "More", children: [action("Archive")]),
                action("Delete", attributes: .destructive),
                action("Secret", attributes: .hidden),
                action("Disabled", attributes: .disabled),
            ])

        init() {
            host.window.rootViewController = root
            button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            button.setTitle("Actions", for: .normal)
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            button.addAction(UIAction { [unowned self] _ in self.menuEvents += 1 }, for: .menuActionTriggered)
            button.addAction(
                UIAction { [unowned self] _ in self.tapEvents += 1 }, for: .primaryActionTriggered)
            under.frame = CGRect(x: 20, y: 600, width: 300, height: 100)
            under.addAction(UIAction { [unowned self] _ in self.underTaps += 1 }, for: .touchUpInside)
            root.view.addSubview(button)
            root.view.addSubview(under)
            host.runUntilIdle()
        }

        func action(
            _ title: String, subtitle: String? = nil, image: UIImage? = nil,
            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
        ) -> UIAction {
            UIAction(title: title, subtitle: subtitle, image: image, attributes: attributes, state: state) {
                [unowned self] action in
                self.chosen.append(action.title)
                self.senders.append(action.sender)
            }
        }

        var shown: MenuContainerView? { MenuContainerView.shown(in: host.window) }
        var panelFrame: CGRect? {
            shown?.subviews.first.map { $0.convert($0.bounds, to: host.window) }
        }
        /// The rows' titles, a gap as "—".
        var rowTitles: [String] {
            shown?.rows.map { $0.isGap ? "—" : ($0.titleLabel.text ?? "") } ?? []
        }

        func rowCentre(_ title: String) throws -> CGPoint {
            let row = try #require(shown?.rows.first { $0.titleLabel.text == title })
            return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: host.window)
        }

        func openMenu() {
            host.tap(at: CGPoint(x: 80, y: 122))
            host.advance(by: 0.3)
        }
    }

    @Test("27.2, 27.3: touch-down opens the menu under the button; no tap actions; rows as listed")
    func opensOnTouchDown() throws {
        let stage = Stage()
        stage.host.touchDown(at: CGPoint(x: 80, y: 122))
        #expect(stage.shown != nil, "open as the finger goes down")
        #expect(stage.menuEvents == 1)
        stage.host.touchUp()
        stage.host.advance(by: 0.3)
        #expect(stage.tapEvents == 0, "the touch that opened the menu is no tap")
        #expect(stage.shown != nil, "lifting on the button leaves it open")
        // 250 wide, its leading edge at the button's, 8 points under it.
        #expect(stage.panelFrame == CGRect(x: 20, y: 152, width: 250, height: stage.panelFrame?.height ?? 0))
        #expect(
            stage.rowTitles == [
                "Copy", "Rename", "—", "Sort by Name", "Sort by Date", "—", "More", "Delete", "Disabled",
            ])
        // 44-pt rows, 60 with a subtitle ("Rename"), two 8-pt gaps.
        #expect(abs((stage.panelFrame?.height ?? 0) - (6 * 44 + 60 + 2 * 8)) < 1e-9)
        #expect(stage.host.diagnostics.isEmpty, "\(stage.host.diagnostics)")
    }

    @Test("27.5: a row's tap runs its action with the button as sender; the menu fades and leaves")
    func choosingRunsTheAction() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("Rename"))
        #expect(stage.chosen == ["Rename"])
        #expect(stage.senders.first.flatMap { $0 } === stage.button)
        #expect(stage.shown == nil, "closing at once: no longer the shown menu")
        #expect(stage.host.window.subviews.contains { $0 is MenuContainerView }, "still fading out")
        stage.host.advance(by: 0.2)
        #expect(!stage.host.window.subviews.contains { $0 is MenuContainerView })
    }

    @Test("27.2: a touch outside the panel closes the menu and reaches nothing under it")
    func touchOutsideCloses() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.tap(at: CGPoint(x: 170, y: 650))
        #expect(stage.underTaps == 0)
        stage.host.advance(by: 0.2)
        #expect(stage.shown == nil)
        stage.host.tap(at: CGPoint(x: 170, y: 650))
        #expect(stage.underTaps == 1, "once closed, taps reach the window again")
    }

    @Test("27.4: a disabled row does nothing and the menu stays; a destructive one is red")
    func disabledAndDestructive() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("Disabled"))
        #expect(stage.chosen.isEmpty)
        #expect(stage.shown != nil)
        let delete = try #require(stage.shown?.rows.first { $0.titleLabel.text == "Delete" })
        #expect(delete.titleLabel.textColor == .systemRed)
    }

    @Test("27.5: in a single-selection group the chosen action turns on and its sibling off")
    func singleSelection() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("Sort by Date"))
        #expect(stage.sortByDate.state == .on)
        #expect(stage.sortByName.state == .off)
        #expect(stage.menu.selectedElements.map(\.title) == ["Sort by Date"])
    }

    @Test("27.1: a submenu opens in place under a header that leads back")
    func submenuInPlace() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("More"))
        #expect(stage.rowTitles == ["More", "Archive"])
        stage.host.tap(at: try stage.rowCentre("More"))
        #expect(stage.rowTitles.first == "Copy")
        stage.host.tap(at: try stage.rowCentre("More"))
        stage.host.tap(at: try stage.rowCentre("Archive"))
        #expect(stage.chosen == ["Archive"])
    }

    @Test("27.2: pressing the button, sliding onto a row and lifting there chooses it")
    func pressSlideRelease() throws {
        let stage = Stage()
        stage.host.touchDown(at: CGPoint(x: 80, y: 122))
        stage.host.advance(by: 0.3)
        let copy = try stage.rowCentre("Copy")
        stage.host.touchMove(to: CGPoint(x: 80, y: 150))
        stage.host.touchMove(to: copy)
        stage.host.touchUp()
        #expect(stage.chosen == ["Copy"])
        #expect(stage.tapEvents == 0)
    }

    @Test("27.3: a button near the bottom opens its menu above it")
    func opensAbove() throws {
        let stage = Stage()
        stage.button.frame = CGRect(x: 300, y: 700, width: 80, height: 44)
        stage.host.tap(at: CGPoint(x: 340, y: 722))
        stage.host.advance(by: 0.3)
        let frame = try #require(stage.panelFrame)
        #expect(abs(frame.maxY - (700 - 8)) < 1e-9)
        #expect(abs(frame.maxX - (393 - 8)) < 1e-9, "kept 8 points inside the window")
    }

    @Test("27.7: turning the device closes the menu at once")
    func rotationCloses() throws {
        let stage = Stage()
        stage.openMenu()
        stage.host.rotate(to: .landscapeLeft)
        stage.host.runUntilIdle()
        #expect(!stage.host.window.subviews.contains { $0 is MenuContainerView })
    }

    @Test("27.5: keepsMenuPresented runs the action and leaves the menu open")
    func keepsMenuPresented() throws {
        let stage = Stage()
        let stay = stage.action("Again", attributes: .keepsMenuPresented)
        stage.button.menu = UIMenu(children: [stay])
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("Again"))
        stage.host.tap(at: try stage.rowCentre("Again"))
        #expect(stage.chosen == ["Again", "Again"])
        #expect(stage.shown != nil)
    }

    @Test("27.5: a pop-up button keeps one action on and shows its title")
    func popUpButton() throws {
        let stage = Stage()
        let small = stage.action("Small")
        let large = stage.action("Large")
        stage.button.menu = UIMenu(children: [small, large])
        stage.button.changesSelectionAsPrimaryAction = true
        #expect(small.state == .on, "the first is chosen when none is")
        #expect(stage.button.title(for: .normal) == "Small")
        stage.openMenu()
        stage.host.tap(at: try stage.rowCentre("Large"))
        #expect(large.state == .on && small.state == .off)
        #expect(stage.button.title(for: .normal) == "Large")
        #expect(stage.button.isSelected == false, "a pop-up button does not toggle its selection")
    }

    @Test(
        "27.6: a deferred element shows loading until its provider answers; cached once, uncached each time")
    func deferredElements() throws {
        let stage = Stage()
        var cachedCalls = 0
        var uncachedCalls = 0
        var pending: (([UIMenuElement]) -> Void)?
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            pending = completion
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([stage.action("Fresh")])
        }
        stage.button.menu = UIMenu(children: [cached, uncached])
        stage.openMenu()
        #expect(stage.rowTitles == ["Loading…", "Fresh"])
        pending?([stage.action("Later")])
        #expect(stage.rowTitles == ["Later", "Fresh"])
        stage.host.tap(at: CGPoint(x: 200, y: 700))
        stage.host.advance(by: 0.2)
        stage.openMenu()
        #expect(stage.rowTitles == ["Later", "Fresh"])
        #expect(cachedCalls == 1)
        #expect(uncachedCalls == 2)
    }

    @Test("27.2: a bar button item with only a menu opens it on touch-down; the item is the sender")
    func barButtonItemMenu() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let content = UIViewController()
        var senders: [AnyObject?] = []
        let share = UIAction(title: "Share") { senders.append($0.sender) }
        let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [share]))
        content.navigationItem.rightBarButtonItem = item
        host.window.rootViewController = UINavigationController(rootViewController: content)
        host.runUntilIdle()
        let shown = try #require(item.shownView)
        host.tap(at: shown.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), to: host.window))
        host.advance(by: 0.3)
        let menu = try #require(MenuContainerView.shown(in: host.window))
        let row = try #require(menu.rows.first)
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: host.window))
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === item)
    }

    @Test("27.2: a menu with nothing visible does not open, and says so")
    func emptyMenuReported() {
        let stage = Stage()
        stage.button.menu = UIMenu(children: [stage.action("Secret", attributes: .hidden)])
        stage.host.tap(at: CGPoint(x: 80, y: 122))
        #expect(stage.shown == nil)
        #expect(stage.host.diagnostics.contains { $0.message.contains("no visible elements") })
    }

    @Test("27.8: without showsMenuAsPrimaryAction a tap is the button's and a long press opens its menu")
    func longPressOpensTheMenu() throws {
        let stage = Stage()
        stage.button.showsMenuAsPrimaryAction = false
        stage.host.tap(at: CGPoint(x: 80, y: 122))
        #expect(stage.tapEvents == 1)
        #expect(stage.shown == nil)
        stage.host.advance(by: 0.5)
        stage.host.touchDown(at: CGPoint(x: 80, y: 122))
        stage.host.advance(by: 0.45)
        #expect(stage.shown == nil)
        stage.host.advance(by: 0.1)
        #expect(stage.shown != nil, "open once the press has lasted 0.5 s")
        #expect(stage.menuEvents == 1)
        stage.host.advance(by: 0.3)
        stage.host.touchMove(to: try stage.rowCentre("Copy"))
        stage.host.touchUp()
        #expect(stage.chosen == ["Copy"], "lifting over a row chooses it")
        #expect(stage.tapEvents == 1, "the press was no tap")
    }

    @Test(
        "27.8: a bar button item with an action and a menu runs the action on a tap, opens the menu on a press"
    )
    func barItemLongPress() throws {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let content = UIViewController()
        var log: [String] = []
        let item = UIBarButtonItem(
            title: "Add", primaryAction: UIAction(title: "Add") { _ in log.append("add") },
            menu: UIMenu(children: [UIAction(title: "Add Folder") { _ in log.append("folder") }]))
        content.navigationItem.rightBarButtonItem = item
        host.window.rootViewController = UINavigationController(rootViewController: content)
        host.runUntilIdle()
        let shown = try #require(item.shownView)
        let centre = shown.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), to: host.window)
        host.tap(at: centre)
        #expect(log == ["add"])
        #expect(MenuContainerView.shown(in: host.window) == nil)
        host.advance(by: 0.5)
        host.touchDown(at: centre)
        host.advance(by: 0.6)
        host.touchUp()
        host.advance(by: 0.3)
        let row = try #require(MenuContainerView.shown(in: host.window)?.rows.first)
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: host.window))
        #expect(log == ["add", "folder"])
    }
}
