import Foundation

/// How a tab bar's items look in one layout, state by state, as `UITabBarItemAppearance`
/// (stored and copied with the tab bar's appearance).
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// The look of an unselected item.
    public private(set) var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public private(set) var selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    public private(set) var disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    public private(set) var focused = UITabBarItemStateAppearance()

    /// The default look for items laid out in `style`.
    ///
    /// Required here, where UIKit's is not: `copy()` makes an instance of the receiver's class
    /// through it.
    public required init(style: UITabBarItemAppearance.Style) {
        configureWithDefault(for: style)
    }

    /// The default look for stacked items.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// Creates an appearance from an archive; as `init()` makes it here (no archives on Linux).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A copy with every state's settings.
    open func copy() -> Self {
        let copy = Self(style: .stacked)
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// Puts every state back to the system's look for `style`.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// The layouts a tab bar gives its items.
    public enum Style: Int, Sendable {
        /// The title below the icon.
        case stacked = 0
        /// The title beside the icon.
        case inline = 1
        /// The title beside the icon, in a compact height.
        case compactInline = 2
    }
}

/// How a tab bar item looks in one state, as `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The badge's position relative to the icon.
    public var badgePositionAdjustment: UIOffset = .zero
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?
    /// The badge's text attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge's title moves within the badge.
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
