import Foundation

/// The kind of timing information a ``UITimingCurveProvider`` supplies.
///
/// Raw values match UIKit's.
public enum UITimingCurveType: Int, Sendable {
    /// One of the predefined ``UIViewAnimationCurve`` curves.
    case builtin = 0
    /// A custom cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring (the spring drives position, the curve everything else).
    case composed
}
