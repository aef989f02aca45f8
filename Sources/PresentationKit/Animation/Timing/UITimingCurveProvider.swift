import Foundation

/// The timing information for a property animator: a cubic curve, a spring, or both.
///
/// A plain protocol, as in UIKit, so apps can supply their own providers; the built-in conformers are
/// immutable and `Sendable`.
public protocol UITimingCurveProvider {
    /// Which of the parameters below are meaningful.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed` providers.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed` providers.
    var springTimingParameters: UISpringTimingParameters? { get }
}
