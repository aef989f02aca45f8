import Foundation

/// A one-dimensional timing curve: a cubic Bézier from (0, 0) to (1, 1) with two free control points,
/// read as "progress y at time fraction x".
///
/// Core Animation and UIKit describe every non-spring timing curve this way. Sampling needs the
/// inverse of x(t), which has no convenient closed form, so ``progress(at:)`` solves it numerically
/// with a Newton iteration guarded by a bisection bracket: Newton converges in a few steps on the
/// usual curves, and the bracket keeps flat stretches of x(t) (where Newton would overshoot) safe.
///
/// The x coordinates of the control points are clamped to [0, 1] (non-finite values fall back to the
/// linear curve's control points) so that x(t) is monotonic and the inverse is a function. The y
/// coordinates are free, which allows overshooting curves; non-finite ones fall back like x.
struct CubicBezierCurve: Sendable, Hashable {
    /// The first control point's x coordinate, in [0, 1].
    let x1: Double
    /// The first control point's y coordinate.
    let y1: Double
    /// The second control point's x coordinate, in [0, 1].
    let x2: Double
    /// The second control point's y coordinate.
    let y2: Double

    /// Residual in x below which the solver accepts a parameter; well below the promised 1e-7 accuracy.
    private static let tolerance = 1e-15
    /// Iteration cap; bisection alone reaches machine precision on [0, 1] in about 55 steps.
    private static let maximumIterations = 100
    /// Bound for ``slope(at:)`` where the curve has a vertical tangent, so callers never see infinity.
    static let maximumSlope = 1e6

    /// Creates a curve from its two control points, sanitising them as described on the type.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// The progress (y) at time fraction `x`; `x` is clamped to [0, 1] and NaN reads as 0.
    ///
    /// The endpoints are returned exactly, so an animation lands precisely on its target value, and a
    /// curve whose control points lie on the diagonal returns `x` exactly.
    func progress(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // Control points on the diagonal (such as linear) make y(t) = x(t): progress is x itself.
        if x1 == y1 && x2 == y2 { return x }
        return Self.value(at: parameter(for: x), p1: y1, p2: y2)
    }

    /// The derivative dy/dx at time fraction `x` (clamped like ``progress(at:)``).
    ///
    /// Used to carry velocity from one animation into the next. Where dx/dt vanishes the limit is
    /// taken through higher derivatives (l'Hôpital), so the linear curve reports 1 at both ends; a
    /// genuinely vertical tangent reports ±``maximumSlope``.
    func slope(at x: Double) -> Double {
        let t: Double
        if x.isNaN || x <= 0 {
            t = 0
        } else if x >= 1 {
            t = 1
        } else {
            t = parameter(for: x)
        }
        let tiny = 1e-12
        for order in 1...3 {
            let dx = Self.derivative(order, at: t, p1: x1, p2: x2)
            let dy = Self.derivative(order, at: t, p1: y1, p2: y2)
            if abs(dx) > tiny {
                return min(max(dy / dx, -Self.maximumSlope), Self.maximumSlope)
            }
            if abs(dy) > tiny {
                return dy > 0 ? Self.maximumSlope : -Self.maximumSlope
            }
        }
        return 0
    }

    /// Solves x(t) = x for t in [0, 1] (x strictly inside (0, 1)).
    private func parameter(for x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var t = x  // A good first guess: most curves stay near the diagonal.
        for _ in 0..<Self.maximumIterations {
            let residual = Self.value(at: t, p1: x1, p2: x2) - x
            if abs(residual) <= Self.tolerance { return t }
            if residual > 0 { high = t } else { low = t }
            if high - low <= Self.tolerance { break }
            let derivative = Self.derivative(1, at: t, p1: x1, p2: x2)
            let newton = derivative > 0 ? t - residual / derivative : .nan
            // Take the Newton step only while it stays strictly inside the bracket.
            t = newton > low && newton < high ? newton : 0.5 * (low + high)
        }
        return t
    }

    /// The Bézier coordinate with end points 0 and 1 and inner control values `p1`, `p2` at `t`.
    ///
    /// Written in power form c·t + b·t² + a·t³ (Horner), which is exact at t = 0 and t = 1.
    private static func value(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The `order`-th derivative (1…3) of the coordinate polynomial at `t`.
    private static func derivative(_ order: Int, at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        switch order {
        case 1: return (3 * a * t + 2 * b) * t + c
        case 2: return 6 * a * t + 2 * b
        default: return 6 * a
        }
    }
}
