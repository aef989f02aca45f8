import Foundation

/// The closed-form laws a scroll view moves by (Behaviour 15.6–15.10): rubber-banding, deceleration,
/// the settling spring and the programmatic ease. Each is a pure function of time, so a position
/// at any host time is exact however the clock steps.
enum ScrollPhysics {
    /// The rubber band's stiffness factor (Behaviour 15.6): the widely reported 0.55.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far content shows past an edge when the finger would take it `overshoot` points past it,
    /// in a view `dimension` points long on that axis (Behaviour 15.6):
    /// `(1 − 1 ÷ (overshoot × 0.55 ÷ dimension + 1)) × dimension`. Never reaches `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger overshoot that shows as `banded` points past the edge: the inverse of
    /// `rubberBand(_:dimension:)`, used when a drag starts on content already past an edge.
    static func unbanded(_ banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard banded > 0, dimension > 0 else { return 0 }
        let fraction = min(banded / dimension, 0.999_999)
        return (1 / (1 - fraction) - 1) * dimension / rubberBandCoefficient
    }

    // MARK: Deceleration (Behaviour 15.7)

    /// `1000 · ln r`: the decay exponent per second of the rate `r` per millisecond (negative).
    static func decayExponent(rate: CGFloat) -> Double { 1000 * log(Double(rate)) }

    /// The offset `t` seconds after a release at `start` with velocity `velocity` (points per
    /// second): `start + velocity · (r^(1000 t) − 1) ÷ (1000 ln r)`.
    static func decelerationPosition(start: Double, velocity: Double, rate: CGFloat, after t: Double)
        -> Double
    {
        let k = decayExponent(rate: rate)
        return start + velocity * (exp(k * t) - 1) / k
    }

    /// The velocity `t` seconds after the release: `velocity · r^(1000 t)`.
    static func decelerationVelocity(_ velocity: Double, rate: CGFloat, after t: Double) -> Double {
        velocity * exp(decayExponent(rate: rate) * t)
    }

    /// Where the deceleration comes to rest: `start − velocity ÷ (1000 ln r)` (the limit of the
    /// position; ≈ Behaviour 12.19's `velocity ÷ 1000 × r ÷ (1 − r)`).
    static func projectedEnd(start: Double, velocity: Double, rate: CGFloat) -> Double {
        start - velocity / decayExponent(rate: rate)
    }

    /// How far a release at `velocity` (points per second) carries, by Behaviour 12.19:
    /// `(v ÷ 1000) × r ÷ (1 − r)` with UIKit's normal rate, ≈ half a second of the velocity. What
    /// sheets and the navigation pop decide a release by.
    static func releaseProjection(velocity: CGFloat, rate: CGFloat = 0.998) -> CGFloat {
        (velocity / 1000) * rate / (1 - rate)
    }

    /// Deceleration stops once this little distance is left to its end, in points: the speed is
    /// then `0.1 × 1000 |ln r|` (0.2 pt/s at `.normal`, 1.005 pt/s at `.fast`), and the offset
    /// lands on the end.
    static let restDistance = 0.1

    /// The speed below which deceleration stops, in points per second (`restDistance × 1000 |ln r|`).
    static func stopSpeed(rate: CGFloat) -> Double { restDistance * abs(decayExponent(rate: rate)) }

    /// Seconds until a release at `velocity` slows to `stopSpeed` (0 if it already has).
    static func decelerationDuration(velocity: Double, rate: CGFloat) -> Double {
        let speed = abs(velocity)
        let stop = stopSpeed(rate: rate)
        guard speed > stop else { return 0 }
        return log(stop / speed) / decayExponent(rate: rate)
    }

    /// Seconds after the release at which the deceleration reaches `edge`, or nil if it comes to
    /// rest before (or moves away from it).
    static func timeToReach(_ edge: Double, start: Double, velocity: Double, rate: CGFloat) -> Double? {
        let distance = edge - start
        guard velocity != 0, distance * velocity >= 0 else { return nil }
        let k = decayExponent(rate: rate)
        let argument = 1 + distance * k / velocity
        guard argument > 0 else { return nil }
        return log(argument) / k
    }

    // MARK: Spring (Behaviour 15.8)

    /// The settling spring's natural frequency: critically damped, mass 1, stiffness 144, damping
    /// 24 (ω = 12 s⁻¹).
    static let springFrequency = 12.0

    /// The offset `t` seconds into a settle towards `target` that began at `start` moving at
    /// `velocity`: `target + (A + B t) e^(−ω t)`, with `A = start − target`, `B = velocity + ω A`.
    static func springPosition(target: Double, start: Double, velocity: Double, after t: Double) -> Double {
        let omega = springFrequency
        let a = start - target
        let b = velocity + omega * a
        return target + (a + b * t) * exp(-omega * t)
    }

    /// When the settle ends: the first time after which the offset stays within `restDistance` of
    /// the target (found by bisection on a stretch where the distance only shrinks, so it is a
    /// fixed function of the start, not of the frames).
    static func springDuration(target: Double, start: Double, velocity: Double) -> Double {
        let omega = springFrequency
        let a = start - target
        let b = velocity + omega * a
        func displacement(_ t: Double) -> Double { abs((a + b * t) * exp(-omega * t)) }
        // |x| shrinks up to its zero crossing (−A/B), grows to its one turn 1/ω later, and
        // shrinks for good after it. A turn too small to leave the rest distance does not count:
        // a release whose speed nearly cancels ωA crosses the target only after seconds, by a
        // vanishing amount, and the settle ends before it (found by the fuzzer: 22504000).
        guard b != 0 else { return firstTime(within: restDistance, of: displacement, from: 0) }
        let crossing = -a / b
        let turn = crossing + 1 / omega
        if crossing > 0 && displacement(turn) <= restDistance {
            return firstTime(within: restDistance, of: displacement, from: 0, before: crossing)
        }
        return firstTime(within: restDistance, of: displacement, from: max(turn, 0))
    }

    /// The first time from `start` at which `distance`, which only shrinks from there, is at most
    /// `limit`: by bisection, below `end` when given (the distance is then within the limit there).
    private static func firstTime(
        within limit: Double, of distance: (Double) -> Double, from start: Double,
        before end: Double? = nil
    ) -> Double {
        if distance(start) <= limit { return start }
        var low = start
        var high = end ?? start + 1
        while end == nil && distance(high) > limit { high += 1 }
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if distance(middle) > limit { low = middle } else { high = middle }
        }
        return high
    }

    // MARK: Programmatic scrolling (Behaviour 15.9)

    /// `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)` take 0.3 s.
    static let animationDuration = 0.3

    /// The ease of an animated offset change at progress `u` in 0…1: `(1 − cos πu) ÷ 2`.
    static func ease(_ u: Double) -> Double { (1 - cos(Double.pi * min(max(u, 0), 1))) / 2 }
}
