import Foundation
import Testing

@testable import PresentationKit

@Suite("Transform interpolation")
struct TransformInterpolationTests {
    static func perspective(_ distance: Double) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    @Test func halfwayThroughAQuarterTurnIsAnEighthTurn() {
        let mid = interpolateTransform(.identity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), progress: 0.5)
        let c = cos(Double.pi / 4)
        // A rigid rotation keeps unit rows; a matrix blend would give 0.5 instead of cos 45°.
        #expect(
            GeometryApprox.equal(
                mid,
                CATransform3D(rows: [
                    [c, c, 0, 0], [-c, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
                ])))
    }

    @Test(arguments: [(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.3, -0.4, 0.5)])
    func rotationAboutAnyAxisInterpolatesTheAngle(axis: (Double, Double, Double)) {
        let (x, y, z) = axis
        let start = CATransform3DMakeRotation(0.2, x, y, z)
        let end = CATransform3DMakeRotation(1.4, x, y, z)
        let value = interpolateTransform(start, end, progress: 0.25)
        #expect(GeometryApprox.equal(value, CATransform3DMakeRotation(0.5, x, y, z)))
    }

    @Test func translationIsLinearInItsComponents() {
        let end = CATransform3DMakeTranslation(100, -40, 10)
        #expect(
            GeometryApprox.equal(
                interpolateTransform(.identity, end, progress: 0.3), CATransform3DMakeTranslation(30, -12, 3))
        )
        #expect(
            GeometryApprox.equal(
                interpolateTransform(.identity, end, progress: 1.2),
                CATransform3DMakeTranslation(120, -48, 12)))
        #expect(
            GeometryApprox.equal(
                interpolateTransform(.identity, end, progress: -0.1), CATransform3DMakeTranslation(-10, 4, -1)
            ))
    }

    @Test func affineScaleAndTranslationAreLinearInTheirComponents() {
        let start = CATransform3DMakeAffineTransform(
            CGAffineTransform(scaleX: 1, y: 2).translatedBy(x: 0, y: 0))
        let end = CATransform3DMakeAffineTransform(
            CGAffineTransform(scaleX: 3, y: 0.5).concatenating(CGAffineTransform(translationX: 40, y: 20)))
        let mid = interpolateTransform(start, end, progress: 0.5)
        let expected = CATransform3DMakeAffineTransform(
            CGAffineTransform(a: 2, b: 0, c: 0, d: 1.25, tx: 20, ty: 10))
        #expect(GeometryApprox.equal(mid, expected))
        #expect(mid.isAffine || GeometryApprox.equal(mid.m33, 1))
    }

    @Test func endpointsAreReturnedExactly() {
        let start = CATransform3DMakeRotation(0.3, 0.2, 0.5, 0.1)
        let end = CATransform3DConcat(CATransform3DMakeScale(1.7, 0.4, 1), Self.perspective(300))
        #expect(interpolateTransform(start, end, progress: 0) == start)
        #expect(interpolateTransform(start, end, progress: 1) == end)
        #expect(interpolateTransform(end, end, progress: 0.37) == end)
    }

    @Test func overshootKeepsRotatingPastTheTarget() {
        let value = interpolateTransform(
            .identity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), progress: 1.2)
        #expect(GeometryApprox.equal(value, CATransform3DMakeRotation(0.6 * .pi, 0, 0, 1)))
        let undershoot = interpolateTransform(
            .identity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), progress: -0.2)
        #expect(GeometryApprox.equal(undershoot, CATransform3DMakeRotation(-0.1 * .pi, 0, 0, 1)))
    }

    @Test func rotationTakesTheShorterWayRound() {
        // Three quarters of a turn one way is a quarter turn the other way.
        let value = interpolateTransform(
            .identity, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1), progress: 0.5)
        #expect(GeometryApprox.equal(value, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)))
    }

    @Test func perspectiveBlendsLinearly() {
        let value = interpolateTransform(.identity, Self.perspective(500), progress: 0.5)
        #expect(GeometryApprox.equal(value, Self.perspective(1000)))
    }

    @Test func cardFlipKeepsItsPerspectiveWhileTurning() {
        let start = CATransform3DConcat(CATransform3DMakeRotation(0, 0, 1, 0), Self.perspective(400))
        let end = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), Self.perspective(400))
        let value = interpolateTransform(start, end, progress: 0.5)
        let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), Self.perspective(400))
        #expect(GeometryApprox.equal(value, expected))
    }

    @Test func mirrorAnimatesAsASquashOfOneAxis() {
        let value = interpolateTransform(CATransform3DMakeScale(-1, 1, 1), .identity, progress: 0.25)
        #expect(GeometryApprox.equal(value, CATransform3DMakeScale(-0.5, 1, 1)))
    }

    @Test func singularEndFallsBackToBlendingEntries() {
        let start = CATransform3DMakeScale(0, 0, 1)
        let end = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let value = interpolateTransform(start, end, progress: 0.5)
        // Entry-wise: m11 = m22 = (0 + cos 90°)/2 = 0, m12 = 0.5, m21 = -0.5.
        #expect(
            GeometryApprox.equal(
                value,
                CATransform3D(rows: [
                    [0, 0.5, 0, 0], [-0.5, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1],
                ])))
        let extrapolated = interpolateTransform(start, CATransform3DMakeScale(1, 1, 1), progress: 1.5)
        #expect(GeometryApprox.equal(extrapolated, CATransform3DMakeScale(1.5, 1.5, 1)))
    }

    @Test func combinedTransformInterpolatesEachPart() {
        // Scale, rotate and translate at both ends; halfway each part is halfway.
        func make(_ s: Double, _ angle: Double, _ tx: Double) -> CATransform3D {
            CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DMakeScale(s, s, 1), CATransform3DMakeRotation(angle, 1, 0, 0)),
                CATransform3DMakeTranslation(tx, 0, 0))
        }
        let value = interpolateTransform(make(1, 0.2, 0), make(2, 0.8, 50), progress: 0.5)
        #expect(GeometryApprox.equal(value, make(1.5, 0.5, 25)))
    }
}
