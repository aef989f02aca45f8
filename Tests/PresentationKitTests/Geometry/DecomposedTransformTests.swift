import Foundation
import Testing

@testable import PresentationKit

@Suite("DecomposedTransform")
struct DecomposedTransformTests {
    static var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    /// A shear of y by x and z by y, built entry by entry.
    static var shear: CATransform3D {
        var t = CATransform3DIdentity
        t.m21 = 0.4
        t.m32 = -0.25
        t.m31 = 0.1
        return t
    }

    static let roundTripCases: [(String, CATransform3D)] = [
        ("identity", .identity),
        ("translation", CATransform3DMakeTranslation(12, -7, 30)),
        ("scale", CATransform3DMakeScale(2, 3, 4)),
        ("negative x scale", CATransform3DMakeScale(-1, 1, 1)),
        ("negative y scale", CATransform3DMakeScale(1, -2, 1)),
        ("negative z scale", CATransform3DMakeScale(1.5, 1, -0.5)),
        ("all negative", CATransform3DMakeScale(-2, -3, -4)),
        ("rotation x", CATransform3DMakeRotation(0.8, 1, 0, 0)),
        ("rotation y", CATransform3DMakeRotation(-1.2, 0, 1, 0)),
        ("rotation z", CATransform3DMakeRotation(2.5, 0, 0, 1)),
        ("half turn y", CATransform3DMakeRotation(.pi, 0, 1, 0)),
        ("rotation axis", CATransform3DMakeRotation(1.9, 0.3, -0.5, 0.8)),
        ("perspective", perspective),
        ("flip with perspective", CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), perspective)),
        (
            "translated perspective",
            CATransform3DConcat(
                CATransform3DTranslate(CATransform3DMakeRotation(0.4, 1, 0, 0), 20, 10, -50), perspective)
        ),
        ("shear", shear),
        (
            "everything",
            CATransform3DConcat(
                CATransform3DConcat(
                    CATransform3DConcat(CATransform3DMakeScale(1.5, -0.7, 2), shear),
                    CATransform3DMakeRotation(1.1, -0.2, 0.9, 0.4)),
                CATransform3DConcat(CATransform3DMakeTranslation(5, 6, 7), perspective))
        ),
        (
            "affine",
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 1.2, b: 0.4, c: -0.9, d: 0.3, tx: 8, ty: 2))
        ),
        (
            "mirrored affine",
            CATransform3DMakeAffineTransform(CGAffineTransform(a: 0.5, b: 1, c: 1, d: -0.25, tx: 0, ty: 0))
        ),
    ]

    @Test(arguments: roundTripCases.indices)
    func recomposingReproducesTheMatrix(index: Int) throws {
        let (name, matrix) = Self.roundTripCases[index]
        let decomposed = try #require(DecomposedTransform(matrix), "\(name)")
        // Decomposition divides by m44 (translating before a perspective makes it differ from 1),
        // which draws identically.
        let normalized = CATransform3D(rows: matrix.rows.map { $0.map { $0 / matrix.rows[3][3] } })
        #expect(GeometryApprox.equal(decomposed.recomposed(), normalized, tolerance: 1e-12), "\(name)")
    }

    @Test func translationAndScaleAreReadDirectly() throws {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeTranslation(5, 6, 7))
        let d = try #require(DecomposedTransform(t))
        #expect(d.translation == (5, 6, 7))
        #expect(d.scale == (2, 3, 4))
        #expect(d.skew == (0, 0, 0))
        #expect(d.perspective == (0, 0, 0, 1))
        #expect(d.rotation == .identity)
    }

    @Test func zRotationGivesTheHalfAngleQuaternion() throws {
        let angle = 1.3
        let d = try #require(DecomposedTransform(CATransform3DMakeRotation(angle, 0, 0, 1)))
        #expect(GeometryApprox.equal(d.rotation.z, sin(angle / 2)))
        #expect(GeometryApprox.equal(d.rotation.w, cos(angle / 2)))
        #expect(GeometryApprox.equal(d.rotation.x, 0) && GeometryApprox.equal(d.rotation.y, 0))
        #expect(GeometryApprox.equal(d.scale.x, 1) && GeometryApprox.equal(d.scale.y, 1))
    }

    @Test func axisRotationGivesItsQuaternion() throws {
        // About (0, 0.6, 0.8) by 0.9 rad: (0.6·sin 0.45, 0.8·sin 0.45, cos 0.45) in y, z, w.
        let d = try #require(DecomposedTransform(CATransform3DMakeRotation(0.9, 0, 0.6, 0.8)))
        #expect(GeometryApprox.equal(d.rotation.x, 0))
        #expect(GeometryApprox.equal(d.rotation.y, 0.6 * sin(0.45)))
        #expect(GeometryApprox.equal(d.rotation.z, 0.8 * sin(0.45)))
        #expect(GeometryApprox.equal(d.rotation.w, cos(0.45)))
    }

    @Test func perspectiveIsIsolated() throws {
        let d = try #require(DecomposedTransform(Self.perspective))
        #expect(d.perspective == (0, 0, -1.0 / 500, 1))
        #expect(d.translation == (0, 0, 0))
        #expect(d.scale == (1, 1, 1))
    }

    @Test func perspectiveAfterRotationIsStillTheSameVector() throws {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.7, 0, 1, 0), Self.perspective)
        let d = try #require(DecomposedTransform(t))
        #expect(GeometryApprox.equal(d.perspective.z, -1.0 / 500))
        #expect(GeometryApprox.equal(d.perspective.x, 0) && GeometryApprox.equal(d.perspective.y, 0))
        #expect(GeometryApprox.equal(d.perspective.w, 1))
        #expect(GeometryApprox.equal(d.rotation.y, sin(0.35)))
    }

    @Test func shearIsReadAsSkew() throws {
        let d = try #require(DecomposedTransform(Self.shear))
        #expect(GeometryApprox.equal(d.skew.xy, 0.4))
        #expect(GeometryApprox.equal(d.skew.xz, 0.1))
        #expect(GeometryApprox.equal(d.skew.yz, -0.25))
        #expect(GeometryApprox.equal(d.scale.x, 1) && GeometryApprox.equal(d.scale.z, 1))
    }

    @Test func mirroringNegatesOnlyTheMirroredAxis() throws {
        let flipX = try #require(DecomposedTransform(CATransform3DMakeScale(-1, 1, 1)))
        #expect(flipX.scale == (-1, 1, 1))
        #expect(flipX.rotation == .identity)
        let flipY = try #require(DecomposedTransform(CATransform3DMakeScale(2, -3, 1)))
        #expect(flipY.scale == (2, -3, 1))
        #expect(flipY.rotation == .identity)
    }

    @Test func singularMatricesCannotBeDecomposed() {
        #expect(DecomposedTransform(CATransform3DMakeScale(0, 1, 1)) == nil)
        #expect(DecomposedTransform(CATransform3D()) == nil)
        var noWeight = CATransform3DIdentity
        noWeight.m44 = 0
        #expect(DecomposedTransform(noWeight) == nil)
    }

    @Test func homogeneousScaleIsNormalizedAway() throws {
        var doubled = CATransform3DMakeTranslation(4, 6, 8)
        doubled.m11 = 2
        doubled.m22 = 2
        doubled.m33 = 2
        doubled.m44 = 2
        let d = try #require(DecomposedTransform(doubled))
        #expect(d.translation == (2, 3, 4))
        #expect(d.scale == (1, 1, 1))
        #expect(d.recomposed() == CATransform3DMakeTranslation(2, 3, 4))
    }
}
