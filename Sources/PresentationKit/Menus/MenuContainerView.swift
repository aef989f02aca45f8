import Foundation

/// A menu on screen (Behaviour 27.2–27.7): a panel of rows above everything in the window, with
/// the rest of the window covered by a transparent layer that closes the menu when touched.
///
/// The view hierarchy is the state: a window shows at most one menu, the last subview of this
/// kind (``shown(in:)``). A submenu opens in place of its parent's rows, under a header that leads
/// back; deferred elements show a loading row until their provider answers.
@MainActor
final class MenuContainerView: UIView {
    /// The menu whose rows show at the root.
    let menu: UIMenu
    /// The control or bar button that opened the menu: the panel hangs off its frame.
    private weak var source: UIView?
    /// Runs a chosen action with the opener as its sender.
    private let perform: (UIAction) -> Void
    /// Called once a choice was made, before the action runs (a pop-up button moves its selection).
    private let choose: (UIAction, UIMenu) -> Void
    private let panel = MenuPanelView()
    /// The submenus opened from the root, innermost last.
    private var openSubmenus: [UIMenu] = []
    /// What deferred elements gave during this showing (cached ones also keep theirs).
    private var provided: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked during this showing.
    private var asked: Set<ObjectIdentifier> = []
    /// The window size the menu was placed for: a size change closes the menu (27.7).
    private var placedForSize: CGSize = .zero
    private(set) var isClosing = false

    /// The menu shown in `window`, if one is open.
    static func shown(in window: UIWindow) -> MenuContainerView? {
        window.subviews.last { ($0 as? MenuContainerView)?.isClosing == false } as? MenuContainerView
    }

    /// Opens `menu` from `source` in its window, closing any menu already open there. Nothing opens
    /// for a source outside a window or a menu with nothing to list (each reported).
    @discardableResult
    static func open(
        _ menu: UIMenu, from source: UIView, perform: @escaping (UIAction) -> Void,
        choose: @escaping (UIAction, UIMenu) -> Void = { _, _ in }
    ) -> MenuContainerView? {
        guard let window = source.window else {
            source.layer.reportMisuse(
                "a menu was asked to open from a view that is not in a window; nothing opens (add the "
                    + "button to a window first)")
            return nil
        }
        guard menu.children.contains(where: { !MenuRows.isHidden($0) }) else {
            source.layer.reportMisuse(
                "the menu \"\(menu.title)\" has no visible elements, so it does not open (give it an action, "
                    + "or a deferred element)")
            return nil
        }
        shown(in: window)?.close(animated: false)
        let container = MenuContainerView(menu: menu, source: source, perform: perform, choose: choose)
        container.frame = window.bounds
        window.addSubview(container)
        container.reload()
        container.animateIn()
        return container
    }

    private init(
        menu: UIMenu, source: UIView, perform: @escaping (UIAction) -> Void,
        choose: @escaping (UIAction, UIMenu) -> Void
    ) {
        self.menu = menu
        self.source = source
        self.perform = perform
        self.choose = choose
        super.init(frame: .zero)
        addSubview(panel)
    }

    required init?(coder: NSCoder) { nil }

    /// The rows the panel lists now.
    var rows: [MenuRowView] { panel.rows }

    // MARK: Rows

    /// Builds the rows of the innermost open menu and places the panel.
    private func reload() {
        let current = openSubmenus.last ?? menu
        var items = MenuRows.items(of: current, provided: provided)
        if let submenu = openSubmenus.last {
            items.insert(.back(submenu), at: 0)
        } else if !menu.title.isEmpty {
            items.insert(.header(menu.title), at: 0)
        }
        panel.show(items) { [weak self] row in self?.tapped(row) }
        requestDeferredElements(in: items)
        place()
    }

    /// Asks each deferred element shown loading for its elements; an answer reloads the rows.
    private func requestDeferredElements(in items: [MenuRows.Item]) {
        for case .loading(let deferred) in items {
            let key = ObjectIdentifier(deferred)
            guard asked.insert(key).inserted else { continue }
            var answered = false
            deferred.provider { [weak self, weak deferred] elements in
                guard !answered, let deferred else { return }
                answered = true
                if deferred.isCached { deferred.fulfilled = elements }
                guard let self, !self.isClosing else { return }
                self.provided[key] = elements
                self.reload()
            }
        }
    }

    private func tapped(_ row: MenuRowView) {
        switch row.item {
        case .action(let action, let parent):
            guard !action.attributes.contains(.disabled) else { return }
            // 27.5: in a single-selection menu the chosen action is on and its siblings off.
            if parent.options.contains(.singleSelection) {
                for case let sibling as UIAction in parent.children {
                    sibling.state = sibling === action ? .on : .off
                }
            }
            choose(action, parent)
            if !action.attributes.contains(.keepsMenuPresented) { close(animated: true) }
            perform(action)
            if action.attributes.contains(.keepsMenuPresented), !isClosing { reload() }
        case .submenu(let submenu):
            openSubmenus.append(submenu)
            reload()
        case .back:
            openSubmenus.removeLast()
            reload()
        case .header, .loading, .gap:
            break
        }
    }

    /// A finger that went down on the opener and lifts over a row chooses that row (the press,
    /// slide and release UIKit allows); elsewhere it leaves the menu open.
    func release(at point: CGPoint, in view: UIView) {
        let local = view.convert(point, to: panel)
        guard let row = panel.rows.first(where: { $0.frame.contains(local) }), row.isEnabled else { return }
        tapped(row)
    }

    // MARK: Placement (Behaviour 27.3)

    /// Below the opener if the panel fits under it within the safe area, else above, else at the
    /// top of the safe area; its leading edge at the opener's, kept 8 points inside the window.
    private func place() {
        guard let window else { return }
        placedForSize = window.bounds.size
        frame = window.bounds
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let anchor =
            source.map { $0.convert($0.bounds, to: window) } ?? CGRect(origin: safe.origin, size: .zero)
        let size = panel.fittingSize(maxHeight: safe.height - 2 * MenuMetrics.margin)
        var origin = CGPoint(x: anchor.minX, y: anchor.maxY + MenuMetrics.gapToSource)
        if origin.y + size.height > safe.maxY - MenuMetrics.margin {
            let above = anchor.minY - MenuMetrics.gapToSource - size.height
            origin.y = above >= safe.minY + MenuMetrics.margin ? above : safe.minY + MenuMetrics.margin
        }
        origin.x = min(
            max(origin.x, safe.minX + MenuMetrics.margin), safe.maxX - MenuMetrics.margin - size.width)
        let transform = panel.transform
        panel.transform = .identity
        panel.frame = CGRect(origin: origin, size: size)
        panel.transform = transform
        // The rows take their places now: a finger lifting over one may choose it before the next
        // layout pass.
        panel.layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The window changed size (a rotation): the menu closes, as UIKit's do.
        if let window, window.bounds.size != placedForSize, !isClosing { close(animated: false) }
    }

    // MARK: Showing and closing (Behaviour 27.2)

    private func animateIn() {
        panel.transform = .identity
        panel.alpha = 0
        panel.transform = CGAffineTransform(scaleX: MenuMetrics.openingScale, y: MenuMetrics.openingScale)
        UIView.animate(withDuration: MenuMetrics.openingDuration, delay: 0, options: [.curveEaseOut]) {
            self.panel.alpha = 1
            self.panel.transform = .identity
        }
    }

    /// Closes the menu: it fades out (or goes at once) and stops taking touches now.
    func close(animated: Bool) {
        guard !isClosing else { return }
        isClosing = true
        isUserInteractionEnabled = false
        guard animated else {
            removeFromSuperview()
            return
        }
        UIView.animate(
            withDuration: MenuMetrics.closingDuration, delay: 0, options: [.curveEaseIn],
            animations: { self.panel.alpha = 0 },
            completion: { _ in self.removeFromSuperview() })
    }

    /// Touches outside the panel land here: the menu closes and the touch goes no further. (A
    /// touch on the panel between rows also reaches here, up the responder chain: it is kept.)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.bounds.contains(touch.location(in: panel)) else { return }
        close(animated: true)
    }
}

/// The figures of a menu on screen (ours, from how iOS menus look).
enum MenuMetrics {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let rowWithSubtitleHeight: CGFloat = 60
    static let headerHeight: CGFloat = 36
    static let groupGap: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 8
    static let gapToSource: CGFloat = 8
    static let horizontalPadding: CGFloat = 16
    static let checkmarkColumn: CGFloat = 28
    static let imageSide: CGFloat = 20
    static let openingScale: CGFloat = 0.9
    static let openingDuration: TimeInterval = 0.25
    static let closingDuration: TimeInterval = 0.15
}
