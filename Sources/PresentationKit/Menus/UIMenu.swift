import Foundation

/// A list of menu elements: a button's or bar button item's menu, a submenu inside one, or an
/// inline group of rows set apart by a wide separator, as `UIMenu`.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's name; the standard ones name the app menus of a Mac, unused on this host.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the identifier named `rawValue`, as ``init(rawValue:)`` does.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The application menu.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu.
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu.
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu.
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu.
        public static let help = Identifier("com.apple.menu.help")
        /// The root of the main menu.
        public static let root = Identifier("com.apple.menu.root")
        /// The Share menu.
        public static let share = Identifier("com.apple.menu.share")
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are rows of the parent menu, set apart by wide separators, not a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is drawn in the destructive (red) colour.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child turns its state on and its siblings' off (a pop-up button's menu).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are a row of small images (drawn here as ordinary rows).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu draws its children's rows (iOS 16).
    public enum ElementSize: Int, Sendable {
        /// Icons only, four to a row (drawn here as large rows).
        case small = 0
        /// Icon over title, three to a row (drawn here as large rows).
        case medium = 1
        /// A full-width row each: title, subtitle and image.
        case large = 2
        /// The system decides: large rows (iOS 17).
        case automatic = -1
    }

    /// The menu's name.
    public let identifier: UIMenu.Identifier
    /// How the menu shows its children.
    public let options: UIMenu.Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How large the menu draws its children's rows (iOS 16).
    public var preferredElementSize: UIMenu.ElementSize

    /// Creates a menu (iOS 16; it also takes every call written for the iOS 13 initializer,
    /// `init(title:image:identifier:options:children:)`).
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil,
        identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
        preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            size: preferredElementSize, children: children)
    }

    init(
        title: String, subtitle: String?, image: UIImage?, identifier: UIMenu.Identifier?, options: Options,
        size: ElementSize, children: [UIMenuElement]
    ) {
        self.identifier = identifier ?? Identifier("menu-\(UUID().uuidString)")
        self.options = options
        self.children = children
        preferredElementSize = size
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a menu from an archive; there are no archives on Linux, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of this menu (title, image, identifier, options) holding `newChildren`.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            size: preferredElementSize, children: newChildren)
    }

    /// The actions in this menu and its submenus whose state is `.on` (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            return []
        }
    }
}
