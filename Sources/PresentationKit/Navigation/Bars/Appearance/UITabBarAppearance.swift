import Foundation

/// How a tab bar looks, as `UITabBarAppearance`: the background of ``UIBarAppearance`` and the
/// items' looks in each layout (stored), with the selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when their title sits below the icon (phones upright).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look when the title sits beside the icon (regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look beside the icon in a compact height.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are spread across the bar.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between centred stacked items (0: the system's).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items (0: the system's).
    open var stackedItemWidth: CGFloat = 0

    /// An appearance for the idiom `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s settings; from another tab bar appearance, every one of
    /// its settings too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabBar = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tabBar.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = tabBar.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
        selectionIndicatorImage = tabBar.selectionIndicatorImage
        stackedItemPositioning = tabBar.stackedItemPositioning
        stackedItemSpacing = tabBar.stackedItemSpacing
        stackedItemWidth = tabBar.stackedItemWidth
    }
}

extension UITabBar {
    /// How a tab bar spreads its items, as `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        /// Fill on phones, centred on tablets.
        case automatic = 0
        /// Items share the bar's whole width.
        case fill = 1
        /// Items are centred with the system's width and spacing.
        case centered = 2
    }
}
