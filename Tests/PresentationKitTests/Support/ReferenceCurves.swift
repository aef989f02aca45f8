import Foundation

/// Reference values computed independently of the library: plain bisection on the bezier's x(t), and
/// the textbook closed forms of a unit step response for springs.
enum ReferenceCurves {
    /// y for a given x on the cubic bezier from (0,0) to (1,1) with control points p1, p2,
    /// found by bisection on x(t) (monotone for control x in 0…1) to 1e-14.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }

    /// Progress (0 → 1) of a critically damped spring with natural frequency `omega`, from rest.
    static func criticalSpring(omega: Double, at t: Double) -> Double {
        1 - (1 + omega * t) * exp(-omega * t)
    }

    /// Progress of an under-damped spring (damping ratio `zeta` < 1), from rest.
    static func underdampedSpring(omega: Double, zeta: Double, at t: Double) -> Double {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// Progress of a spring of natural frequency `omega` and damping ratio `zeta`, released at the
    /// start with `velocity` (distances per second toward the target): the textbook solution of
    /// x'' + 2ζωx' + ω²x = 0 with x(0) = 1, x'(0) = −velocity, as 1 − x. Over-damped springs use
    /// the two real roots.
    static func spring(omega: Double, zeta: Double, velocity: Double, at t: Double) -> Double {
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + (omega - velocity) * t) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega
            return 1 - exp(-decay * t) * (cos(damped * t) + (decay - velocity) / damped * sin(damped * t))
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let slow = -zeta * omega + spread
        let fast = -zeta * omega - spread
        // x = A·e^(slow·t) + B·e^(fast·t) with A + B = 1 and slow·A + fast·B = −velocity.
        let a = (-velocity - fast) / (slow - fast)
        return 1 - (a * exp(slow * t) + (1 - a) * exp(fast * t))
    }

    /// The natural frequency of the critically damped spring that UIKit-style duration-fitted springs
    /// use (mass 1): the ω at which the envelope e^(−ωT)(1 + |ω − v|T) of a motion released with
    /// velocity v is exactly 0.001 at T = `duration`. The envelope falls as ω grows, so bisection.
    static func criticalOmega(duration: Double, velocity: Double) -> Double {
        solveDecreasing(
            { omega in exp(-omega * duration) * (1 + abs(omega - velocity) * duration) }, target: 0.001,
            low: 1e-6, high: 1e4 / duration)
    }

    /// Root of a decreasing function on [low, high] by bisection.
    static func solveDecreasing(_ f: (Double) -> Double, target: Double, low: Double, high: Double) -> Double
    {
        var low = low
        var high = high
        for _ in 0..<300 {
            let mid = (low + high) / 2
            if f(mid) > target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
