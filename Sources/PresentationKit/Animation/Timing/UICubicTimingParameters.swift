import Foundation

/// Timing information in the form of a cubic Bézier curve, either predefined or custom.
///
/// Immutable, so it is `Sendable` and can be shared between animators.
public final class UICubicTimingParameters: UITimingCurveProvider, Sendable {
    /// The predefined curve this object was created with; `.easeInOut` for custom control points,
    /// where UIKit reports its default.
    public let animationCurve: UIViewAnimationCurve
    /// The curve's first inner control point, in the unit square's coordinates.
    public let controlPoint1: CGPoint
    /// The curve's second inner control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a predefined curve, `.cubic` for custom control points.
    public let timingCurveType: UITimingCurveType
    /// The Core Animation function that realises the curve.
    let timingFunction: CAMediaTimingFunction

    /// Creates parameters for UIKit's default curve, `.easeInOut`.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Creates parameters for one of the predefined curves.
    public init(animationCurve: UIViewAnimationCurve) {
        let function = animationCurve.timingFunction
        self.animationCurve = animationCurve
        timingFunction = function
        timingCurveType = .builtin
        controlPoint1 = Self.point(1, of: function)
        controlPoint2 = Self.point(2, of: function)
    }

    /// Creates parameters for a custom curve through (0, 0), the two control points, and (1, 1).
    ///
    /// As in Core Animation, x coordinates are clamped to [0, 1] so that time maps to one value; y may
    /// leave [0, 1] to overshoot. Non-finite coordinates fall back to the linear curve's.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        let function = CAMediaTimingFunction(
            controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        animationCurve = .easeInOut
        timingFunction = function
        timingCurveType = .cubic
        controlPoint1 = Self.point(1, of: function)
        controlPoint2 = Self.point(2, of: function)
    }

    /// This object.
    public var cubicTimingParameters: UICubicTimingParameters? { self }

    /// `nil`: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Control point `index` of `function`, so the reported points are the sanitised ones in use.
    private static func point(_ index: Int, of function: CAMediaTimingFunction) -> CGPoint {
        var values: [Float] = [0, 0]
        values.withUnsafeMutableBufferPointer { buffer in
            function.getControlPoint(at: index, values: buffer.baseAddress!)
        }
        return CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }
}
