import Foundation
import Testing

@testable import PresentationKit

@Suite("Cubic Bézier timing curves")
struct CubicBezierCurveTests {
    /// The named curves' control points as documented, plus two custom curves (one overshooting).
    static let curves: [(name: String, points: (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)),
        ("easeIn", (0.42, 0, 1, 1)),
        ("easeOut", (0, 0, 0.58, 1)),
        ("easeInEaseOut", (0.42, 0, 0.58, 1)),
        ("default", (0.25, 0.1, 0.25, 1)),
        ("custom", (0.1, 0.7, 0.3, 0.95)),
        ("overshoot", (0.68, -0.55, 0.265, 1.55)),
    ]

    @Test("progress equals an independent bisection solve at 201 sample times", arguments: 0..<7)
    func matchesBisection(index: Int) {
        let (x1, y1, x2, y2) = Self.curves[index].points
        let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        for step in 0...200 {
            let x = Double(step) / 200
            let expected = ReferenceSolvers.bezierProgress(x, x1, y1, x2, y2)
            #expect(abs(curve.progress(at: x) - expected) <= 1e-9, "\(Self.curves[index].name) at \(x)")
        }
    }

    @Test("named timing functions evaluate their documented curves")
    func namedFunctions() {
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for (name, reference) in zip(names, Self.curves) {
            let function = CAMediaTimingFunction(name: name)
            let (x1, y1, x2, y2) = reference.points
            // Core Animation stores control points as Float; the reference uses the same rounding.
            let p = [x1, y1, x2, y2].map { Double(Float($0)) }
            for step in 0...100 {
                let x = Double(step) / 100
                let expected = ReferenceSolvers.bezierProgress(x, p[0], p[1], p[2], p[3])
                #expect(abs(function.progress(at: x) - expected) <= 1e-9, "\(reference.name) at \(x)")
            }
        }
    }

    @Test("hand-known values: linear is the identity and the symmetric curve passes (0.5, 0.5)")
    func handKnownValues() {
        let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
        for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
            #expect(abs(linear.progress(at: x) - x) <= 1e-12)
        }
        let easeInOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(abs(easeInOut.progress(at: 0.5) - 0.5) <= 1e-12)
        // Point symmetry about the centre: y(1 − x) = 1 − y(x).
        #expect(abs(easeInOut.progress(at: 0.2) + easeInOut.progress(at: 0.8) - 1) <= 1e-12)
    }

    @Test("endpoints are exact and inputs outside [0, 1] are clamped")
    func endpointsAndClamping() {
        let curve = CubicBezierCurve(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
        #expect(curve.progress(at: .nan) == 0)
        #expect(curve.progress(at: .infinity) == 1)
    }

    @Test("slope equals the derivative of the independent solve")
    func slopeMatchesFiniteDifference() {
        for (name, (x1, y1, x2, y2)) in Self.curves {
            let curve = CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2)
            for step in 1...19 {
                let x = Double(step) / 20
                let h = 1e-5
                let plus = ReferenceSolvers.bezierProgress(x + h, x1, y1, x2, y2)
                let minus = ReferenceSolvers.bezierProgress(x - h, x1, y1, x2, y2)
                let expected = (plus - minus) / (2 * h)
                #expect(abs(curve.slope(at: x) - expected) <= 1e-6 * max(1, abs(expected)), "\(name) \(x)")
            }
        }
    }

    @Test("slope takes limits where dx/dt vanishes and caps vertical tangents")
    func slopeLimits() {
        let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
        #expect(abs(linear.slope(at: 0) - 1) <= 1e-12)
        #expect(abs(linear.slope(at: 1) - 1) <= 1e-12)
        // easeOut leaves (0, 0) along the chord to (0, 0)… then (0.58, 1): the limit is y''/x''.
        let easeOut = CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
        #expect(abs(easeOut.slope(at: 0) - 1 / 0.58) <= 1e-12)
        #expect(abs(easeOut.slope(at: 1)) <= 1e-12)
        let vertical = CubicBezierCurve(x1: 0, y1: 1, x2: 1, y2: 1)
        #expect(vertical.slope(at: 0) == CubicBezierCurve.maximumSlope)
    }

    @Test("control point x is clamped to [0, 1] and non-finite points fall back to linear")
    func sanitisesControlPoints() {
        let clamped = CubicBezierCurve(x1: -1, y1: 0.3, x2: 4, y2: 0.6)
        #expect(clamped.x1 == 0 && clamped.x2 == 1 && clamped.y1 == 0.3)
        let broken = CubicBezierCurve(x1: .nan, y1: .infinity, x2: .nan, y2: -.infinity)
        #expect(broken == CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1))
        for step in 0...10 {
            #expect(clamped.progress(at: Double(step) / 10).isFinite)
        }
    }
}
