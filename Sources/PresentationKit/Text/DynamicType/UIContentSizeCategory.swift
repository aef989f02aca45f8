import Foundation

/// The user's preferred text size, as `UIContentSizeCategory`, with UIKit's raw values and order.
///
/// This host has one content size, `.large` (UIKit's default): ``UITraitCollection/preferredContentSizeCategory``
/// and ``UIApplication/preferredContentSizeCategory`` report it, and fonts are sized for it
/// (Behaviour 28.1).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The category's name, as UIKit spells it.
    public let rawValue: String
    /// Creates the category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the category named `rawValue`, without the argument label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No preference (a trait collection that does not say).
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// A large size.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// A larger size.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred size (never on this host, whose size is fixed).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The notification's user-info key holding the new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest.
    private static let ordered: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        (Self.ordered.firstIndex(of: self) ?? 0) >= (Self.ordered.firstIndex(of: .accessibilityMedium) ?? 0)
    }

    /// Orders categories from smallest to largest, as UIKit's comparison operators do; an unknown
    /// category sorts with `.unspecified`.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? 0) < (ordered.firstIndex(of: rhs) ?? 0)
    }
}

/// Something whose fonts follow the user's content size, as `UIContentSizeCategoryAdjusting`.
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the fonts follow changes of the content size category (stored; the category never
    /// changes on this host).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UITraitCollection {
    /// The content size category: `.large`, the one category on this host (Behaviour 28.1).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
