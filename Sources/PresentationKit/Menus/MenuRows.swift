import Foundation

/// What a menu's panel lists, flattened from its elements (Behaviour 27.4): inline groups become
/// rows set apart by wide gaps, hidden elements are left out, deferred elements are replaced by
/// what their provider gave (or a loading row until it answers), submenus are one row each.
@MainActor
enum MenuRows {
    enum Item {
        /// The menu's title, above its rows.
        case header(String)
        /// An open submenu's title, which leads back to its parent when tapped.
        case back(UIMenu)
        /// An action, with the menu that holds it (whose options rule its selection).
        case action(UIAction, parent: UIMenu)
        /// A submenu that opens in place of the rows.
        case submenu(UIMenu)
        /// A deferred element whose provider has not answered yet.
        case loading(UIDeferredMenuElement)
        /// The wide separator between inline groups.
        case gap
    }

    static func isHidden(_ element: UIMenuElement) -> Bool {
        (element as? UIAction)?.attributes.contains(.hidden) == true
    }

    /// The rows of `menu`, given what deferred elements provided during this showing.
    static func items(of menu: UIMenu, provided: [ObjectIdentifier: [UIMenuElement]]) -> [Item] {
        var list: [Item] = []
        var gapPending = false
        func append(_ group: [Item], inline: Bool) {
            guard !group.isEmpty else { return }
            if (inline || gapPending) && !list.isEmpty { list.append(.gap) }
            list += group
            gapPending = inline
        }
        for element in expanded(menu.children, provided: provided) where !isHidden(element) {
            switch element {
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                let rows = items(of: submenu, provided: provided).filter {
                    if case .gap = $0 { return false }
                    return true
                }
                append(rows, inline: true)
            case let submenu as UIMenu:
                append([.submenu(submenu)], inline: false)
            case let action as UIAction:
                append([.action(action, parent: menu)], inline: false)
            case let deferred as UIDeferredMenuElement:
                append([.loading(deferred)], inline: false)
            default:
                continue
            }
        }
        return list
    }

    /// `elements` with each deferred element that has answered (during this showing, or once
    /// for a cached one) replaced by its elements.
    private static func expanded(_ elements: [UIMenuElement], provided: [ObjectIdentifier: [UIMenuElement]])
        -> [UIMenuElement]
    {
        elements.flatMap { element -> [UIMenuElement] in
            guard let deferred = element as? UIDeferredMenuElement else { return [element] }
            if let answer = provided[ObjectIdentifier(deferred)] { return answer }
            if deferred.isCached, let fulfilled = deferred.fulfilled { return fulfilled }
            return [deferred]
        }
    }
}
