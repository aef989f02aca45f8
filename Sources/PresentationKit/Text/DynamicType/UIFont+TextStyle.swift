import Foundation

extension UIFont {
    /// The text styles of Dynamic Type, as `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it.
        public let rawValue: String
        /// Creates the style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the style named `rawValue`, without the argument label.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The large title of a navigation bar: 34 pt regular.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// A first-level title: 28 pt regular.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// A second-level title: 22 pt regular.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// A third-level title: 20 pt regular.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// A heading: 17 pt semibold.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// A subheading: 15 pt regular.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// A callout: 16 pt regular.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// A footnote: 13 pt regular.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// A standard caption: 12 pt regular.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// An alternate caption: 11 pt regular.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The style's size and weight at the default content size (Large), from the Human Interface
        /// Guidelines' Dynamic Type table; nil for a name UIKit does not define.
        var defaultMetrics: (size: CGFloat, weight: UIFont.Weight)? {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: nil
            }
        }
    }

    /// The font of `style` at the user's content size, as `preferredFont(forTextStyle:)`: the
    /// sizes and weights of the Human Interface Guidelines at the default size, Large, which is the
    /// one content size on this host (Behaviour 28.1). An unknown style gives the body font and a
    /// diagnostic.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of `style` for `traitCollection`'s content size category (Large, the one category
    /// on this host), as `preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        guard let metrics = style.defaultMetrics else {
            DrawingDiagnostics.report(
                "UIFont.preferredFont(forTextStyle: \"\(style.rawValue)\"): not a text style UIKit defines; "
                    + "the body style is used. Use one of UIFont.TextStyle's static members (.body, .headline, …)."
            )
            return UIFont(pointSize: 17, weight: .regular)
        }
        return UIFont(pointSize: metrics.size, weight: metrics.weight)
    }
}
