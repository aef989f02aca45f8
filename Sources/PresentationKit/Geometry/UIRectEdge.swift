import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge` (a screen-edge pan's `edges`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bit pattern: 1 top, 2 left, 4 bottom, 8 right (UIKit's values).
    public let rawValue: UInt

    /// Creates a set of edges from its bit pattern.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge (minimum y in UIKit's coordinates).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (minimum x).
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (maximum y).
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (maximum x).
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
