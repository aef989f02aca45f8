import Foundation

/// A function that maps an animation's elapsed time fraction to its progress, as a cubic Bézier curve
/// from (0, 0) to (1, 1).
///
/// Immutable and therefore `Sendable`, like its Core Animation counterpart, so one instance can be
/// shared by any number of animations. Two functions are equal when their control points are.
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    /// The curve's inner control points as given (after sanitising), reported by
    /// ``getControlPoint(at:values:)``.
    private let c1x: Float
    private let c1y: Float
    private let c2x: Float
    private let c2y: Float
    /// The curve evaluated by animations.
    let curve: CubicBezierCurve

    /// Creates one of the predefined timing functions.
    ///
    /// An unrecognised name yields the `.default` curve rather than failing, since an animation always
    /// needs some curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Creates a timing function from the curve's two inner control points.
    ///
    /// The x coordinates are clamped to [0, 1] so that time maps to exactly one progress value; the y
    /// coordinates may leave [0, 1] to overshoot. Non-finite coordinates fall back to the linear
    /// curve's (0 for the first point, 1 for the second).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x.isFinite ? min(max(c1x, 0), 1) : 0
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = c2x.isFinite ? min(max(c2x, 0), 1) : 1
        self.c2y = c2y.isFinite ? c2y : 1
        curve = CubicBezierCurve(
            x1: Double(self.c1x), y1: Double(self.c1y), x2: Double(self.c2x), y2: Double(self.c2y))
    }

    /// Writes control point `index` into `ptr[0]` (x) and `ptr[1]` (y).
    ///
    /// As in Core Animation, index 0 is the start point (0, 0), 1 and 2 are the inner control points,
    /// and 3 is the end point (1, 1). Indices outside 0…3 are clamped into that range.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch min(max(index, 0), 3) {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        default: point = (1, 1)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The progress at elapsed time `fraction` (clamped to [0, 1]).
    func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction)
    }

    /// d progress / d fraction at elapsed time `fraction`, to keep velocity continuous across animations.
    func slope(at fraction: Double) -> Double {
        curve.slope(at: fraction)
    }

    /// Equal when all four control point coordinates are equal.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    /// The control points, for diagnostics.
    public var description: String {
        "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))"
    }
}
