import Foundation

/// Scales fonts and values for the user's content size, as `UIFontMetrics`.
///
/// A font or value is scaled by the ratio of the metrics' text style size at the trait
/// collection's content size to its size at Large. This host has one content size, Large, so the
/// ratio is 1: fonts keep their size and values their value (Behaviour 28.1).
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose curve the metrics follow.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Creates metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The scale for `traitCollection`: 1 at Large, the one content size here.
    private func scale(compatibleWith traitCollection: UITraitCollection?) -> CGFloat { 1 }

    /// `font` scaled for the current content size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current content size, no larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s content size, no larger than `maximumPointSize`
    /// (0: no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = font.pointSize * scale(compatibleWith: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font.withSize(size)
    }

    /// `value` scaled for the current content size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s content size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat
    {
        value * scale(compatibleWith: traitCollection)
    }
}
