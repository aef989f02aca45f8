import Foundation

/// The heights UIKit gives its bars, from the idiom and the vertical size class of the container
/// showing them (Behaviour 16.6, 16.14, 16.18).
///
/// Public measurements of UIKit (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes
/// in iOS 12", 2018): on a phone a navigation bar and a toolbar are 44 pt and a tab bar 49 pt in a
/// regular height, and all three 32 pt in a compact height (a phone in landscape); on a tablet,
/// since iOS 12, all three are 50 pt, in every multitasking size and inside sheets and popovers.
/// A toolbar or tab bar adds the bottom safe-area inset below its items; over a phone's home
/// indicator a toolbar's items are 49 pt, as a tab bar's.
enum BarMetrics {
    /// A navigation bar's or toolbar's height on a phone in a regular height.
    static let phone: CGFloat = 44
    /// A tab bar's height on a phone in a regular height, and a toolbar's over a home indicator.
    static let phoneTabBar: CGFloat = 49
    /// Every bar's height in a compact height (a phone in landscape).
    static let compactHeight: CGFloat = 32
    /// Every bar's height on a tablet.
    static let tablet: CGFloat = 50

    /// Whether `traits` give the tablet's bars: the pad idiom (a compact height, which a tablet's
    /// windows never have, keeps the phone's thin bars).
    static func isTablet(_ traits: UITraitCollection) -> Bool {
        traits.userInterfaceIdiom == .pad && traits.verticalSizeClass != .compact
    }

    /// A navigation bar's row of buttons and small title: 32 pt in a compact height, 50 pt on a
    /// tablet, else 44 pt.
    static func navigationBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        return isTablet(traits) ? tablet : phone
    }

    /// A toolbar's items above the bottom safe-area `inset`: 32 pt in a compact height, 50 pt on a
    /// tablet, else 49 pt over a home indicator and 44 pt without one.
    static func toolbarHeight(_ traits: UITraitCollection, aboveInset inset: CGFloat) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        if isTablet(traits) { return tablet }
        return inset > 0 ? phoneTabBar : phone
    }

    /// A tab bar's items above the bottom safe-area inset: 32 pt in a compact height (items
    /// inline), 50 pt on a tablet, else 49 pt.
    static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        return isTablet(traits) ? tablet : phoneTabBar
    }
}
