import Foundation

/// A font: family, size and weight, as `UIFont`.
///
/// Metrics follow DejaVu Sans (the font the renderer draws with, found by fontconfig): ascender
/// 0.928 em, descender −0.236 em, line height 1.164 em.
public final class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight on UIKit's scale, from −1 (lightest) through 0 (regular) to 1 (heaviest).
        public let rawValue: CGFloat
        /// Creates the weight `rawValue` on UIKit's −1…1 scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates the weight `rawValue` on UIKit's −1…1 scale, without the argument label.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Orders weights from light to heavy by their raw values.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The lightest weight (−0.8); drawn and measured as DejaVu Sans regular here.
        public static let ultraLight = Weight(-0.8)
        /// A thin weight (−0.6); drawn and measured as DejaVu Sans regular here.
        public static let thin = Weight(-0.6)
        /// A light weight (−0.4); drawn and measured as DejaVu Sans regular here.
        public static let light = Weight(-0.4)
        /// The regular weight (0), the default of ``UIFont/systemFont(ofSize:weight:)``.
        public static let regular = Weight(0)
        /// A medium weight (0.23); still drawn and measured as DejaVu Sans regular here.
        public static let medium = Weight(0.23)
        /// A semibold weight (0.3), the lightest that draws with DejaVu Sans Bold and measures 13 % wider.
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4), the one ``UIFont/boldSystemFont(ofSize:)`` uses; drawn with DejaVu Sans
        /// Bold.
        public static let bold = Weight(0.4)
        /// A heavy weight (0.56); drawn with DejaVu Sans Bold here.
        public static let heavy = Weight(0.56)
        /// The heaviest weight (0.62); drawn with DejaVu Sans Bold here.
        public static let black = Weight(0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The family the renderer draws with.
    public let familyName: String

    init(pointSize: CGFloat, weight: Weight, familyName: String = "DejaVu Sans") {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
        self.familyName = familyName
        super.init()
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The default size of labels (17 points).
    public static var labelFontSize: CGFloat { 17 }
    /// The default size of buttons (18 points).
    public static var buttonFontSize: CGFloat { 18 }
    /// The system font size (14 points).
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, familyName: familyName)
    }

    /// The font's name.
    public var fontName: String { weight >= .semibold ? "\(familyName) Bold" : familyName }
    /// Distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { pointSize * 0.928 }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { pointSize * -0.236 }
    /// The height of one line.
    public var lineHeight: CGFloat { pointSize * 1.164 }

    /// Whether `object` is a font of the same family, size and weight.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && familyName == other.familyName
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(familyName)
        return hasher.finalize()
    }
}
