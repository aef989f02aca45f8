import Foundation

extension SpringMotion {
    /// The displacement, as a fraction of the distance, below which a spring counts as at rest.
    ///
    /// 1/1200 reproduces both settling durations Apple documents for CASpringAnimation (mass 1,
    /// stiffness 100): "approximately 2.85 seconds" with damping 5 (this rule gives 2.849 s) and "just
    /// over 1 second" with damping 15 (1.0005 s). Apple does not publish its rule; this is a fit.
    static let settlingThreshold = 1.0 / 1200

    /// The longest settling duration reported, for springs that (nearly) never settle, such as an
    /// undamped one; keeps the value finite so it can serve as an animation's duration.
    static let maximumSettlingDuration = 3600.0

    /// The time after which the spring counts as at rest, as `CASpringAnimation.settlingDuration`.
    ///
    /// Rule: the first time after which ``displacementBound(at:)`` (an upper bound on the
    /// displacement |1 − fraction| that already accounts for the initial velocity) stays at or below
    /// ``settlingThreshold``; capped at ``maximumSettlingDuration``. Because the bound starts at 1 and
    /// has at most one maximum, the set of unsettled times is one interval and bisection finds its end.
    var settlingDuration: Double {
        let threshold = Self.settlingThreshold
        let cap = Self.maximumSettlingDuration
        guard displacementBound(at: cap) <= threshold else { return cap }
        var low = 0.0
        var high = 1e-3
        while displacementBound(at: high) > threshold {
            low = high
            high = min(high * 2, cap)
        }
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = 0.5 * (low + high)
            if displacementBound(at: middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
