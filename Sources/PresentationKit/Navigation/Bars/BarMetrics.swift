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

    /// How far past its scroll edge content may be and still count as at it: half a point absorbs
    /// rounding of offsets set from fractional insets (Behaviour 16.24).
    static let scrollEdgeTolerance: CGFloat = 0.5
    /// How far the content scrolls past the edge while a bar cross-fades from its scroll-edge
    /// appearance to its standard one (Behaviour 16.24; the distance is ours).
    static let scrollEdgeFadeDistance: CGFloat = 20

    /// How far a bar is through the cross-fade to its standard appearance, from 0 (at the edge) to
    /// 1 (the scroll-edge appearance gone), with its content `distance` points past its scroll
    /// edge: it follows the content point for point from the end of the tolerance.
    static func standardAppearanceFraction(pastScrollEdge distance: CGFloat) -> CGFloat {
        guard distance.isFinite else { return distance > 0 ? 1 : 0 }
        return min(max((distance - scrollEdgeTolerance) / scrollEdgeFadeDistance, 0), 1)
    }

    /// A tab bar's items above the bottom safe-area inset: 32 pt in a compact height (items
    /// inline), 50 pt on a tablet, else 49 pt.
    static func tabBarHeight(_ traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return compactHeight }
        return isTablet(traits) ? tablet : phoneTabBar
    }
}
