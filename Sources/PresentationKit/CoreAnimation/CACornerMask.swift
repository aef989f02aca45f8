import Foundation

/// The corners of a layer that `cornerRadius` rounds, as Core Animation's `CACornerMask`.
///
/// "Min" and "max" are the layer's own coordinates: with UIKit's top-left origin, `MinY` is the top
/// edge and `MaxY` the bottom one.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bit pattern: 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right.
    public let rawValue: UInt

    /// Creates a mask from its bit pattern.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The corner at the minimum x and minimum y (top left in UIKit's coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The corner at the maximum x and minimum y (top right).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The corner at the minimum x and maximum y (bottom left).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The corner at the maximum x and maximum y (bottom right).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)

    /// All four corners: Core Animation's default for `maskedCorners`.
    package static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
