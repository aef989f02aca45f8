import Foundation

/// A horizontal and a vertical distance by which to move something from its usual place, as in
/// UIKit (title positions, shadow-like adjustments).
public struct UIOffset: Hashable, Sendable {
    /// The distance to the right (negative: to the left).
    public var horizontal: CGFloat
    /// The distance down (negative: up).
    public var vertical: CGFloat

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)

    /// Creates a zero offset, as the imported C structure does.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// Creates an offset from its two distances.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
