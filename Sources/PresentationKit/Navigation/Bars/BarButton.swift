import Foundation

/// The button a bar shows for a bar button item: one look for the navigation bar and the
/// toolbar.
@MainActor
enum BarButton {
    /// A system button with a bar's title: 17-point, semibold for a `.done` item or the title of
    /// a bold back button.
    static func make(title: String?, bold: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        return button
    }

    /// The button that shows `item`: its title (or its custom view inside), enabled as the item
    /// is, and a tap that performs the item's action. The item remembers it as its shown view.
    static func make(for item: UIBarButtonItem) -> UIButton {
        let button = make(title: item.title, bold: item.style == .done)
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item] _ in item?.performTap() }, for: .touchUpInside)
        if let custom = item.customView {
            button.setTitle(nil, for: .normal)
            custom.frame.origin = .zero
            button.addSubview(custom)
        }
        item.shownView = button
        return button
    }
}
