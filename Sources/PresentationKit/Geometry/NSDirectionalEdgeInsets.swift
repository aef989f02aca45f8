import Foundation

/// Inset distances for the four edges of a rectangle, named by reading direction, as in UIKit.
///
/// `leading` is the left edge in left-to-right layouts and the right edge in right-to-left ones;
/// `trailing` is the other. Positive values move an edge towards the rectangle's centre.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Creates zero insets, as the imported C structure does.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
