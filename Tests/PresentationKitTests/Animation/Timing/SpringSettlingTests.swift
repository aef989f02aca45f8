import Foundation
import Testing

@testable import PresentationKit

@Suite("Spring settling duration")
struct SpringSettlingTests {
    @Test("reproduces the settling durations Apple documents for CASpringAnimation")
    func documentedExamples() {
        let bouncy = SpringMotion(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        #expect(abs(bouncy.settlingDuration - 2.85) <= 0.01)  // "approximately 2.85 seconds"
        let firm = SpringMotion(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05)  // "just over 1 second"
    }

    @Test(
        "after the settling duration the integrated displacement stays within the threshold",
        arguments: [(6.0, 0.0), (6.0, 8.0), (20.0, 0.0), (20.0, -5.0), (40.0, 3.0), (19.9999, 2.0)])
    func staysSettled(damping: Double, velocity: Double) {
        let motion = SpringMotion(
            mass: 1, stiffness: 100, damping: damping, initialVelocity: velocity, allowsOverdamping: true)
        let settling = motion.settlingDuration
        #expect(settling > 0.05 && settling < 10)
        #expect(motion.displacementBound(at: settling) <= SpringMotion.settlingThreshold * (1 + 1e-9))
        #expect(motion.displacementBound(at: settling * 0.999) > SpringMotion.settlingThreshold)
        let samples = ReferenceSolvers.integrateSpring(
            mass: 1, stiffness: 100, damping: damping, initialVelocity: velocity, end: 12, sampleEvery: 0.005)
        for (time, state) in samples where time >= settling {
            #expect(abs(1 - state.fraction) <= SpringMotion.settlingThreshold + 1e-9, "t=\(time)")
        }
    }

    @Test("a spring that never settles reports the documented cap")
    func undampedIsCapped() {
        let undamped = SpringMotion(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(undamped.settlingDuration == SpringMotion.maximumSettlingDuration)
    }
}
