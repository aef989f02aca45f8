import Foundation
import Testing

@testable import PresentationKit

@Suite("RGBA")
struct RGBATests {
    @Test func readsStraightComponents() {
        let value = RGBA(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(value == RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5))
    }

    @Test func interpolatesEachComponent() {
        let from = RGBA(r: 0, g: 1, b: 0.5, a: 1)
        let to = RGBA(r: 1, g: 0, b: 0.5, a: 0)
        #expect(from.interpolate(to: to, progress: 0.25) == RGBA(r: 0.25, g: 0.75, b: 0.5, a: 0.75))
        #expect(from.interpolate(to: to, progress: 0) == from)
        #expect(from.interpolate(to: to, progress: 1) == to)
        // Overshoot extrapolates; conversion back to a colour clamps.
        let overshoot = from.interpolate(to: to, progress: 1.5)
        #expect(overshoot == RGBA(r: 1.5, g: -0.5, b: 0.5, a: -0.5))
        #expect(overshoot.cgColor == CGColor(red: 1, green: 0, blue: 0.5, alpha: 0))
    }

    @Test func arithmeticSupportsAdditiveAnimation() {
        // Additive blending: presentation = model + (from - to) · (1 - progress).
        let model = RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1)
        let from = RGBA(r: 1, g: 0, b: 0.25, a: 1)
        let to = RGBA(r: 0, g: 0.5, b: 0.25, a: 0.5)
        let value = model + (from - to) * 0.5
        #expect(value == RGBA(r: 1, g: 0.25, b: 0.5, a: 1.25))
        #expect(0.5 * (from - to) == (from - to) * 0.5)
    }

    @Test func roundTripsThroughCGColor() {
        let value = RGBA(r: 0.125, g: 0.25, b: 0.75, a: 0.5)
        #expect(RGBA(value.cgColor) == value)
        #expect(value.cgColor.numberOfComponents == 4)
    }
}
