import Foundation
import Testing

@testable import PresentationKit

@Suite("Spring closed forms")
struct SpringMotionTests {
    /// Spring configurations: under-damped ζ = 0.3, critical ζ = 1, over-damped ζ = 2 (mass 1,
    /// stiffness 100), a heavier under-damped spring, each with zero, positive and negative velocity.
    static let cases: [(mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
        (1, 100, 6, 0), (1, 100, 6, 4), (1, 100, 6, -3),
        (1, 100, 20, 0), (1, 100, 20, 4), (1, 100, 20, -3),
        (1, 100, 40, 0), (1, 100, 40, 4), (1, 100, 40, -3),
        (2.5, 60, 3, 1.5),
    ]

    @Test("fraction and velocity equal an RK4 integration to 1e-6", arguments: 0..<10)
    func matchesIntegration(index: Int) {
        let (m, k, c, v0) = Self.cases[index]
        let motion = SpringMotion(
            mass: m, stiffness: k, damping: c, initialVelocity: v0, allowsOverdamping: true)
        let samples = ReferenceSolvers.integrateSpring(
            mass: m, stiffness: k, damping: c, initialVelocity: v0, end: 3, sampleEvery: 0.01)
        for (time, state) in samples {
            #expect(abs(motion.fraction(at: time) - state.fraction) <= 1e-6, "case \(index) t=\(time)")
            #expect(abs(motion.velocity(at: time) - state.velocity) <= 1e-6, "case \(index) t=\(time)")
        }
    }

    @Test("the start is at rest position 0 with the initial velocity; the end tends to 1")
    func boundaryValues() {
        let motion = SpringMotion(mass: 1, stiffness: 100, damping: 6, initialVelocity: 2.5)
        #expect(motion.fraction(at: 0) == 0)
        #expect(motion.velocity(at: 0) == 2.5)
        #expect(abs(motion.fraction(at: 30) - 1) <= 1e-12)
        #expect(motion.fraction(at: -1) == 0)
        #expect(motion.fraction(at: .infinity) == 1)
        #expect(motion.velocity(at: .infinity) == 0)
    }

    @Test("without allowsOverdamping an over-damped spring moves as the critical one")
    func overdampingTreatedAsCritical() {
        let clamped = SpringMotion(mass: 1, stiffness: 100, damping: 40, initialVelocity: 1)
        let critical = SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 1)
        let creeping = SpringMotion(
            mass: 1, stiffness: 100, damping: 40, initialVelocity: 1, allowsOverdamping: true)
        for step in 1...50 {
            let t = Double(step) * 0.02
            #expect(abs(clamped.fraction(at: t) - critical.fraction(at: t)) <= 1e-15)
            #expect(creeping.fraction(at: t) < critical.fraction(at: t))
        }
    }

    @Test("damping ratios within 1e-9 of 1 agree with the critical form (no cancellation)")
    func nearCritical() {
        let critical = SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3)
        for damping in [20 * (1 - 1e-9), 20 * (1 + 1e-9), 20 * (1 - 1e-13), 20 * (1 + 1e-13)] {
            let motion = SpringMotion(
                mass: 1, stiffness: 100, damping: damping, initialVelocity: 3, allowsOverdamping: true)
            for step in 0...200 {
                let t = Double(step) * 0.01
                #expect(abs(motion.fraction(at: t) - critical.fraction(at: t)) <= 1e-8)
                #expect(abs(motion.velocity(at: t) - critical.velocity(at: t)) <= 1e-7)
            }
        }
    }

    @Test("huge times and extreme coefficients never produce NaN")
    func robustness() {
        let motions = [
            SpringMotion(mass: 1, stiffness: 100, damping: 6, initialVelocity: 0),
            SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0),
            SpringMotion(mass: 1, stiffness: 100, damping: 1e9, initialVelocity: 5, allowsOverdamping: true),
            SpringMotion(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0),
            SpringMotion(mass: .nan, stiffness: -4, damping: -1, initialVelocity: .infinity),
            SpringMotion(mass: 1e-300, stiffness: 1e300, damping: .infinity, initialVelocity: 1e300),
        ]
        for motion in motions {
            for t in [0, 1e-9, 0.5, 1e3, 1e9, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity, .nan] {
                #expect(motion.fraction(at: t).isFinite)
                #expect(motion.velocity(at: t).isFinite)
            }
            #expect(motion.settlingDuration.isFinite)
        }
        let undamped = motions[3]
        #expect(abs(undamped.fraction(at: 0.2 * .pi)) <= 1e-12)  // Back at the start after one period,
        #expect(abs(undamped.fraction(at: 0.1 * .pi) - 2) <= 1e-12)  // and twice the distance halfway.
    }

    @Test("bad coefficients are replaced by documented values")
    func sanitisation() {
        let motion = SpringMotion(mass: 0, stiffness: .nan, damping: -5, initialVelocity: .nan)
        #expect(motion.mass == 1)
        #expect(motion.stiffness == 100)
        #expect(motion.damping == 0)
        #expect(motion.initialVelocity == 0)
        #expect(SpringMotion(mass: 1, stiffness: 1, damping: .nan, initialVelocity: 0).damping == 10)
    }
}
