import Foundation

/// Inset distances for the four edges of a rectangle, as in UIKit.
///
/// Positive values move an edge towards the rectangle's centre; negative values move it out.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates zero insets, as the imported C structure does.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// A textual form in UIKit's `{top, left, bottom, right}` order.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// Returns the rectangle with each edge moved inwards by the matching inset.
    ///
    /// This is UIKit's `UIEdgeInsetsInsetRect`: plain arithmetic on the origin and size, with
    /// no standardization. Insets larger than the rectangle therefore yield a negative width or
    /// height rather than `CGRect.null` (unlike `insetBy(dx:dy:)`); CGRect's own accessors such
    /// as `minX` and `width` standardize when read, exactly as on Apple platforms.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom))
    }
}

/// `rect` inset by `insets` (deprecated in UIKit: `rect.inset(by: insets)`).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

extension UIEdgeInsets {
    /// The insets that take `outer` to `rect` (`outer.inset(by: result) == rect`).
    init(inside outer: CGRect, rect: CGRect) {
        self.init(
            top: rect.minY - outer.minY, left: rect.minX - outer.minX, bottom: outer.maxY - rect.maxY,
            right: outer.maxX - rect.maxX)
    }
}
