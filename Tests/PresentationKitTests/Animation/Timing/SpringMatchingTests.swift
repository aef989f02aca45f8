import Foundation
import Testing

@testable import PresentationKit

@Suite("Duration-matched springs (UIView spring animations)")
struct SpringMatchingTests {
    @Test("damping ratio 1 never overshoots; 0.3 does")
    func overshoot() {
        for duration in [0.25, 0.5, 2.0] {
            let critical = SpringMotion.matching(duration: duration, dampingRatio: 1, initialVelocity: 0)
            let bouncy = SpringMotion.matching(duration: duration, dampingRatio: 0.3, initialVelocity: 0)
            var highest = -Double.infinity
            for step in 0...2000 {
                let t = Double(step) / 1000 * duration
                #expect(critical.fraction(at: t) <= 1 + 1e-12)
                highest = max(highest, bouncy.fraction(at: t))
            }
            #expect(highest > 1.2)
        }
    }

    @Test(
        "at the duration the displacement is within 0.001 and the envelope is exactly 0.001",
        arguments: [0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999999, 1, 1.5])
    func endpoint(ratio: Double) {
        for duration in [0.2, 0.35, 1.0, 3.0] {
            for velocity in [0.0, 2.0, -1.0, 12.0] {
                let motion = SpringMotion.matching(
                    duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                #expect(abs(1 - motion.fraction(at: duration)) <= 0.001 + 1e-12)
                #expect(abs(motion.displacementBound(at: duration) - 0.001) <= 1e-12)
                #expect(motion.mass == 1)
                #expect(abs(motion.dampingRatio - min(ratio, 1)) <= 1e-9)
                #expect(motion.initialVelocity == velocity)
            }
        }
    }

    @Test("critical springs satisfy (1 + ω₀t)e^(−ω₀t) = 0.001 at the duration")
    func criticalEnvelope() {
        let u = ReferenceSolvers.criticalEnvelopeRoot(target: 0.001)
        #expect(abs(u - 9.2334) <= 1e-4)
        for duration in [0.1, 0.5, 1.25] {
            let motion = SpringMotion.matching(duration: duration, dampingRatio: 1, initialVelocity: 0)
            #expect(abs(motion.stiffness.squareRoot() * duration - u) <= 1e-9)
            // Ratios above 1 saturate at critical.
            let saturated = SpringMotion.matching(duration: duration, dampingRatio: 3, initialVelocity: 0)
            #expect(saturated == motion)
        }
    }

    @Test("under-damped springs satisfy R·e^(−ζω₀t) = 0.001 with R = 1/√(1 − ζ²) at rest")
    func underdampedEnvelope() {
        for ratio in [0.2, 0.5, 0.8] {
            let duration = 0.6
            let motion = SpringMotion.matching(duration: duration, dampingRatio: ratio, initialVelocity: 0)
            let expected = log(1000 / (1 - ratio * ratio).squareRoot()) / (ratio * duration)
            #expect(abs(motion.stiffness.squareRoot() - expected) <= 1e-9 * expected)
        }
    }

    @Test("bad input is clamped to finite, decaying motion")
    func badInput() {
        for duration in [Double.nan, -1, 0, .infinity] {
            for ratio in [Double.nan, -2, 0, .infinity] {
                let motion = SpringMotion.matching(
                    duration: duration, dampingRatio: ratio, initialVelocity: .nan)
                #expect(motion.stiffness.isFinite && motion.stiffness > 0)
                #expect(motion.damping.isFinite && motion.damping > 0)
                #expect(motion.fraction(at: 0.5).isFinite)
            }
        }
        let tiny = SpringMotion.matching(duration: 1, dampingRatio: 0, initialVelocity: 0)
        #expect(abs(tiny.dampingRatio - SpringMotion.minimumMatchingDampingRatio) <= 1e-12)
    }
}
