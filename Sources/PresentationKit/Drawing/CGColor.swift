import Foundation

/// An immutable colour, as in Core Graphics.
///
/// Every colour is stored as straight (not premultiplied) sRGB components. Colours made with
/// ``init(gray:alpha:)`` remember that they are grey so that ``components`` and
/// ``numberOfComponents`` report the two-component grey form Core Graphics reports.
/// Equality compares the resolved RGBA values only, so a grey and an RGB colour that draw
/// identically are equal; Core Graphics would call them different because their colour spaces
/// differ, but nothing in a colour-managed-free renderer can tell them apart.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0…1.
    package let red: CGFloat
    /// The green component, 0…1.
    package let green: CGFloat
    /// The blue component, 0…1.
    package let blue: CGFloat
    /// The opacity, 0…1.
    public let alpha: CGFloat
    /// Whether the colour was created as a grey level.
    let isGray: Bool

    /// Creates an sRGB colour with straight alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.isGray = false
    }

    /// Creates a grey colour; `gray` is the level for red, green and blue alike.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.red = gray
        self.green = gray
        self.blue = gray
        self.alpha = alpha
        self.isGray = true
    }

    /// The number of components including alpha: 2 for grey colours, 4 for RGB colours.
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The components in colour-space order followed by alpha: `[gray, alpha]` or
    /// `[red, green, blue, alpha]`.
    public var components: [CGFloat]? {
        isGray ? [red, alpha] : [red, green, blue, alpha]
    }

    /// Returns a copy of the colour with a different opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray
            ? CGColor(gray: red, alpha: alpha)
            : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether both colours have the same RGBA values.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the RGBA values, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// A textual form listing the components.
    public var description: String {
        isGray
            ? "CGColor(gray: \(red), alpha: \(alpha))"
            : "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}

extension CGColor {
    /// The opacity clamped to 0…1 (NaN: 0, so a broken colour draws nothing).
    package var clampedAlpha: Double {
        let a = Double(alpha)
        return a > 0 ? min(a, 1) : 0
    }
}
