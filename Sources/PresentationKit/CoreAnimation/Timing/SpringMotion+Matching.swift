import Foundation

extension SpringMotion {
    /// The displacement, as a fraction of the distance, that a duration-driven spring reaches at the
    /// end of its duration.
    static let matchingThreshold = 0.001

    /// Damping ratios below this are raised to it so that a duration-driven spring always decays.
    static let minimumMatchingDampingRatio = 0.01

    /// The range duration-driven springs are fitted over; outside it the duration is clamped.
    static let matchingDurationRange = 1e-3...1e4

    /// The spring that `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// and `UISpringTimingParameters(dampingRatio:…)` run for `duration` seconds.
    ///
    /// UIKit specifies such springs by damping ratio and duration only, so a stiffness must be chosen.
    /// Rule: mass 1, damping 2ζω₀, stiffness ω₀², with the natural frequency ω₀ chosen so that the
    /// displacement envelope (``displacementBound(at:)``, which includes the initial velocity) equals
    /// ``matchingThreshold`` (0.001 of the distance) exactly at `duration`. For ζ = 1 and no initial
    /// velocity that is (1 + ω₀t)e^(−ω₀t) = 0.001; for ζ < 1 it is R·e^(−ζω₀t) = 0.001 with the
    /// oscillation amplitude R ≥ 1 (so the motion, not just the decay factor, is within 0.001 at the
    /// end). ω₀ is found by bisection. The caller cuts the animation at exactly `duration`, where the
    /// remaining jump is at most 0.001 of the distance.
    ///
    /// Clamps: ζ above 1 is treated as 1, because UIKit's damping ratio saturates at critical (no
    /// slower creeping); ζ below ``minimumMatchingDampingRatio`` (0.01, or NaN → 1) is raised so the
    /// motion decays; `duration` is clamped to ``matchingDurationRange`` (NaN → its lower bound);
    /// a non-finite `initialVelocity` becomes 0.
    static func matching(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringMotion {
        let range = matchingDurationRange
        let duration =
            duration.isNaN ? range.lowerBound : min(max(duration, range.lowerBound), range.upperBound)
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, minimumMatchingDampingRatio), 1)
        let velocity =
            initialVelocity.isFinite ? min(max(initialVelocity, -maximumVelocity), maximumVelocity) : 0

        func spring(_ omega: Double) -> SpringMotion {
            SpringMotion(
                mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: velocity)
        }
        func isUnsettled(_ omega: Double) -> Bool {
            spring(omega).displacementBound(at: duration) > matchingThreshold
        }

        // At ω₀ = 1e-6 the envelope has barely moved from ≥ 1 within the longest duration.
        var low = 1e-6
        var high = 1 / duration
        let highest = coefficientRange.upperBound.squareRoot()
        while isUnsettled(high) && high < highest {
            low = high
            high = min(high * 2, highest)
        }
        for _ in 0..<200 where high - low > 1e-15 * high {
            let middle = 0.5 * (low + high)
            if isUnsettled(middle) { low = middle } else { high = middle }
        }
        return spring(high)
    }
}
