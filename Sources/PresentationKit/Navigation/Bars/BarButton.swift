import Foundation

/// The button a bar shows for a bar button item: one look for the navigation bar and the
/// toolbar.
@MainActor
enum BarButton {
    /// A bar's button, remembering the item's custom view when it shows one.
    final class ItemButton: UIButton {
        /// The item's custom view, shown inside the button; the button is as wide as it.
        weak var customView: UIView?
        /// The item the button shows: the sender of the actions its menu runs.
        weak var item: UIBarButtonItem?

        override func performMenuAction(_ action: UIAction) {
            guard let item else { return super.performMenuAction(action) }
            action.perform(sender: item)
        }
    }

    /// A system button with a bar's title: 17-point, semibold for a `.done` item or the title of
    /// a bold back button.
    static func make(title: String?, bold: Bool) -> UIButton {
        let button = ItemButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        return button
    }

    /// The button that shows `item`: its image (a template unless `.alwaysOriginal`) or its title
    /// in the item's title attributes (or its custom view inside), enabled as the item is, and a
    /// tap that performs the item's action. The item remembers it as its shown view.
    static func make(for item: UIBarButtonItem, landscapePhone: Bool = false) -> UIButton {
        let image = landscapePhone ? item.landscapeImagePhone ?? item.image : item.image
        let button = make(title: image == nil ? item.title : nil, bold: item.style == .done)
        if let image {
            button.setImage(
                image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate),
                for: .normal)
            button.imageEdgeInsets = landscapePhone ? item.landscapeImagePhoneInsets : item.imageInsets
        }
        style(button, with: item)
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
        if let button = button as? ItemButton, let menu = item.menu {
            // 27.2, 27.8: an item with a menu and nothing else to do opens it on touch-down; one
            // with an action opens it on a long press.
            button.item = item
            button.menu = menu
            button.showsMenuAsPrimaryAction = !item.hasTapAction
        }
        if let custom = item.customView {
            button.setTitle(nil, for: .normal)
            custom.frame.origin = .zero
            button.addSubview(custom)
            (button as? ItemButton)?.customView = custom
        }
        item.shownView = button
        return button
    }

    /// Applies the item's title attributes for the normal, highlighted and disabled states.
    private static func style(_ button: UIButton, with item: UIBarItem) {
        for state in [UIControl.State.normal, .highlighted, .disabled] {
            guard let attributes = item.titleTextAttributes(for: state) else { continue }
            if let color = attributes[.foregroundColor] as? UIColor {
                button.setTitleColor(color, for: state)
            }
            if state == .normal, let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
        }
    }
}
