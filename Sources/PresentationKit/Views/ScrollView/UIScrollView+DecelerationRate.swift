import Foundation

extension UIScrollView {
    /// How fast a scroll view slows after the finger lifts: the share of its velocity kept per
    /// millisecond, as UIKit's `UIScrollView.DecelerationRate` (Behaviour 12.19, 15.7).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity kept per millisecond, between 0 and 1 (exclusive).
        public var rawValue: CGFloat

        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default: 0.998 per millisecond (a fling coasts about half a second's travel).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond (paging-like, stops quickly).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
