import Foundation
import Testing

@testable import PresentationKit

/// When a spring-back ends (Behaviour 15.8: the offset stays within 0.1 pt of the target), checked
/// against the spring integrated step by step.
@Suite("UIScrollView: when the spring-back ends")
struct ScrollSpringBackEndTests {
    /// Releases past an edge, as (distance from the target, speed in points a second). The first
    /// nearly cancels ωA: its offset crosses the target only after twelve seconds, by less than a
    /// billionth of a point (the fuzzer's 22504000 threw a list back this way and it never rested).
    static let releases: [(Double, Double)] = [
        (-412.9995869997713, 4989.777428760141), (-300, 0), (-300, 6000), (120, -3000), (0.5, 40),
    ]

    @Test("the settle ends once the offset stays within 0.1 pt of its target", arguments: releases)
    func endsWhenWithinRestDistance(distance: Double, speed: Double) {
        let duration = ScrollPhysics.springDuration(target: 0, start: distance, velocity: speed)
        #expect(duration < 2)
        // The spring x'' = −144 x − 24 x' from x(0) = 1, x'(0) = speed ÷ distance, scaled by distance.
        let samples = ReferenceSolvers.integrateSpring(
            mass: 1, stiffness: 144, damping: 24, initialVelocity: -speed / distance, end: 15,
            sampleEvery: 0.001)
        let outside = samples.filter { abs(distance * (1 - $0.state.fraction)) > 0.1 + 1e-6 }
        let lastOutside = outside.last?.time ?? 0
        #expect(duration >= lastOutside - 1e-9)
        #expect(duration <= lastOutside + 0.001 + 1e-6)
    }
}
