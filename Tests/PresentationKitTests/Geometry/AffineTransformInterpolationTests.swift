import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The planar fast path of `interpolateTransform` against the general 3D decomposition.
@Suite("Affine transform interpolation")
struct AffineTransformInterpolationTests {
    typealias Generator = SeededGenerator

    /// The general path: 3D decomposition, blend, recomposition.
    static func generalInterpolation(
        _ from: CATransform3D, _ to: CATransform3D, progress: Double
    ) throws -> CATransform3D {
        let start = try #require(DecomposedTransform(from))
        let end = try #require(DecomposedTransform(to))
        return start.interpolate(to: end, progress: progress).recomposed()
    }

    /// The planar path alone, failing the test if it declines.
    static func planarInterpolation(
        _ from: CATransform3D, _ to: CATransform3D, progress: Double
    ) throws -> CATransform3D {
        let start = try #require(DecomposedAffineTransform(from))
        let end = try #require(DecomposedAffineTransform(to))
        return try #require(start.interpolate(to: end, progress: progress)).recomposed()
    }

    /// Whether the entries agree to `1e-9` relative to the larger of 1 and the entry's size.
    static func agree(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { x, y in
            abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        }
    }

    /// A random affine matrix: scale (possibly mirrored), shear and rotation, or raw entries.
    static func randomAffine(_ g: inout Generator) -> CATransform3D {
        let tx = g.uniform(-200, 200)
        let ty = g.uniform(-200, 200)
        if g.next() % 4 == 0 {
            // Raw entries, kept away from singular.
            while true {
                let m = CGAffineTransform(
                    a: g.uniform(-3, 3), b: g.uniform(-3, 3), c: g.uniform(-3, 3), d: g.uniform(-3, 3),
                    tx: tx, ty: ty)
                if abs(m.a * m.d - m.b * m.c) > 0.05 { return CATransform3DMakeAffineTransform(m) }
            }
        }
        func magnitude(_ g: inout Generator) -> Double {
            let s = g.uniform(0.2, 3)
            return g.next() % 3 == 0 ? -s : s
        }
        let scale = CGAffineTransform(scaleX: magnitude(&g), y: magnitude(&g))
        let shearFactor = g.next() % 2 == 0 ? 0 : g.uniform(-1.5, 1.5)
        let shear = CGAffineTransform(a: 1, b: 0, c: shearFactor, d: 1, tx: 0, ty: 0)
        let rotation = CGAffineTransform(rotationAngle: g.uniform(-.pi, .pi))
        let m = scale.concatenating(shear).concatenating(rotation)
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
        return CATransform3DMakeAffineTransform(m)
    }

    @Test func randomAffinePairsMatchTheGeneralPath() throws {
        var g = Generator(state: 0x5EED)
        let progresses = [-0.6, -0.1, 0.001, 0.25, 0.5, 0.73, 0.999, 1.3, 2]
        for _ in 0..<2000 {
            let from = Self.randomAffine(&g)
            let to = Self.randomAffine(&g)
            for progress in progresses + [g.uniform(-1, 2)] {
                let planar = try Self.planarInterpolation(from, to, progress: progress)
                let general = try Self.generalInterpolation(from, to, progress: progress)
                #expect(Self.agree(planar, general), "\(from) → \(to) at \(progress)")
                #expect(planar.isAffine)
                #expect(interpolateTransform(from, to, progress: progress) == planar)
            }
        }
    }

    @Test(arguments: [
        (0.0, 0.5 * Double.pi), (0.5 * Double.pi, 0.0), (0.1, -2.9), (-2.9, 0.1), (3.0, -3.0),
        (-3.0, 3.0), (0.0, 1.5 * Double.pi), (2.5, 2.5 + 1e-7),
    ])
    func rotationsMatchTheGeneralPath(angles: (Double, Double)) throws {
        for mirrored in [false, true] {
            let mirror = CATransform3DMakeScale(mirrored ? -1 : 1, 1, 1)
            let from = CATransform3DConcat(mirror, CATransform3DMakeRotation(angles.0, 0, 0, 1))
            let to = CATransform3DConcat(mirror, CATransform3DMakeRotation(angles.1, 0, 0, 1))
            for progress in [-0.5, 0.25, 0.5, 0.75, 1.5] {
                let planar = try Self.planarInterpolation(from, to, progress: progress)
                let general = try Self.generalInterpolation(from, to, progress: progress)
                #expect(Self.agree(planar, general), "\(angles) mirrored: \(mirrored) at \(progress)")
            }
        }
    }

    @Test func halfTurnsAgreeWithTheGeneralPath() throws {
        // Which way a half turn goes is decided by rounding; the planar path defers to the 3D one.
        let pairs: [(Double, Double)] = [
            (0, .pi), (.pi, 0), (0, -.pi), (.pi / 2, -.pi / 2), (-.pi / 2, .pi / 2),
        ]
        for (a, b) in pairs {
            let from = CATransform3DMakeRotation(a, 0, 0, 1)
            let to = CATransform3DMakeRotation(b, 0, 0, 1)
            let general = try Self.generalInterpolation(from, to, progress: 0.5)
            #expect(Self.agree(interpolateTransform(from, to, progress: 0.5), general), "\(a) → \(b)")
        }
    }

    @Test func quarterTurnHalfwayIsExactlyAnEighthTurnAtUnitScale() throws {
        let from = try #require(DecomposedAffineTransform(.identity))
        let to = try #require(DecomposedAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        let mid = try #require(from.interpolate(to: to, progress: 0.5))
        #expect(mid.angle == .pi / 4)
        #expect(mid.scale == (1, 1))
        #expect(mid.skew == 0)
    }

    @Test func mirroredScaleFlipsTheMostReversedAxis() throws {
        let flippedX = try #require(DecomposedAffineTransform(CATransform3DMakeScale(-2, 3, 1)))
        #expect(flippedX.scale == (-2, 3))
        #expect(flippedX.angle == 0)
        let flippedY = try #require(DecomposedAffineTransform(CATransform3DMakeScale(2, -3, 1)))
        #expect(flippedY.scale == (2, -3))
        #expect(flippedY.angle == 0)
    }

    @Test func singularAffineEndsAreNotDecomposed() {
        #expect(DecomposedAffineTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        var infinite = CATransform3DIdentity
        infinite.m41 = .infinity
        #expect(DecomposedAffineTransform(infinite) == nil)
    }

    @Test func randomInversesUndoTheirMatrices() {
        var g = Generator(state: 0xF00D)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        for _ in 0..<500 {
            let affine = Self.randomAffine(&g)
            let projective = CATransform3DConcat(
                CATransform3DConcat(affine, CATransform3DMakeRotation(g.uniform(-1, 1), 0.3, 1, 0.2)),
                perspective)
            for t in [affine, projective] {
                guard let inverse = t.inverted() else {
                    Issue.record("\(t) has no inverse")
                    continue
                }
                #expect(inverse.isAffine == t.isAffine)
                #expect(Self.agree(CATransform3DConcat(t, inverse), .identity), "\(t)")
                #expect(Self.agree(CATransform3DConcat(inverse, t), .identity), "\(t)")
            }
        }
    }
}
