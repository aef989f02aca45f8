import Foundation
import Testing

@testable import PresentationKit

@Suite("CATransform3D")
struct CATransform3DTests {
    @Test func defaultInitializerIsAllZerosAndIdentityIsNot() {
        let zero = CATransform3D()
        #expect(zero.rows.joined().allSatisfy { $0 == 0 })
        #expect(!zero.isIdentity)
        #expect(CATransform3DIdentity.rows == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
        #expect(CATransform3DIsIdentity(CATransform3D.identity))
    }

    @Test func translationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(3, -4, 5)
        #expect(t.m41 == 3 && t.m42 == -4 && t.m43 == 5 && t.m44 == 1)
        let p = GeometryApprox.project(t, 1, 2, 3)
        #expect(p == (4, -2, 8))
    }

    @Test func scaleLivesOnTheDiagonal() {
        let t = CATransform3DMakeScale(2, 3, 4)
        #expect(t.rows == [[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 4, 0], [0, 0, 0, 1]])
    }

    @Test func zRotationMatchesAffineRotation() {
        for angle in [Double.pi / 2, 0.3, -2.1] {
            let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
            let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
            #expect(GeometryApprox.equal(rotation, affine))
        }
        // Exact entries for a quarter turn: +x maps to +y (clockwise on a y-down screen).
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(GeometryApprox.equal(quarter.m12, 1) && GeometryApprox.equal(quarter.m21, -1))
    }

    @Test func rotationsAboutXAndYFollowTheRightHandRule() {
        // About +x by 90°, +y turns into +z; about +y by 90°, +z turns into +x.
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let y = GeometryApprox.project(aboutX, 0, 1, 0)
        #expect(GeometryApprox.equal(y.0, 0) && GeometryApprox.equal(y.1, 0) && GeometryApprox.equal(y.2, 1))
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let z = GeometryApprox.project(aboutY, 0, 0, 1)
        #expect(GeometryApprox.equal(z.0, 1) && GeometryApprox.equal(z.1, 0) && GeometryApprox.equal(z.2, 0))
    }

    @Test func rotationAxisIsNormalizedAndZeroAxisIsIdentity() {
        #expect(
            GeometryApprox.equal(
                CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 0) == .identity)
    }

    @Test func rotationAboutDiagonalAxisCyclesTheAxes() {
        // A third of a turn about (1, 1, 1) sends x → y → z → x.
        let t = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        let image = GeometryApprox.project(t, 1, 0, 0)
        #expect(
            GeometryApprox.equal(image.0, 0) && GeometryApprox.equal(image.1, 1)
                && GeometryApprox.equal(image.2, 0))
    }

    @Test func concatAppliesFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 2)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(GeometryApprox.project(CATransform3DConcat(scale, move), 1, 1, 1) == (12, 2, 2))
        #expect(GeometryApprox.project(CATransform3DConcat(move, scale), 1, 1, 1) == (22, 2, 2))
        #expect(scale.concatenating(move) == CATransform3DConcat(scale, move))
    }

    @Test func translateScaleAndRotatePrependToTheTransform() {
        let base = CATransform3DMakeScale(2, 3, 1)
        #expect(
            CATransform3DTranslate(base, 1, 1, 0)
                == CATransform3DConcat(CATransform3DMakeTranslation(1, 1, 0), base))
        #expect(CATransform3DTranslate(base, 1, 1, 0).m41 == 2)
        #expect(CATransform3DScale(base, 5, 1, 1).m11 == 10)
        let rotated = CATransform3DRotate(base, .pi / 2, 0, 0, 1)
        #expect(
            GeometryApprox.equal(
                rotated, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), base)))
        #expect(GeometryApprox.equal(rotated.m12, 3) && GeometryApprox.equal(rotated.m21, -2))
    }

    @Test func invertUndoesAPerspectiveTransform() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DConcat(
            CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.6, 1, 2, 0.5), perspective)
        let inverse = CATransform3DInvert(t)
        #expect(GeometryApprox.equal(CATransform3DConcat(t, inverse), .identity))
        #expect(GeometryApprox.equal(CATransform3DConcat(inverse, t), .identity))
    }

    @Test func invertOfScaleAndTranslationHasHandDerivedEntries() throws {
        // Scale by (2, 4, 8) then move by 6 in x; undoing it moves by -6 then halves, so the
        // inverse's translation row is (-6/2, 0, 0).
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 4, 8), CATransform3DMakeTranslation(6, 0, 0))
        let inverse = try #require(t.inverted())
        #expect(
            GeometryApprox.equal(
                inverse,
                CATransform3D(rows: [
                    [0.5, 0, 0, 0], [0, 0.25, 0, 0], [0, 0, 0.125, 0], [-3, 0, 0, 1],
                ])))
        #expect(CATransform3DInvert(t) == inverse)
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(flat.inverted() == nil)
        #expect(CATransform3D().inverted() == nil)
    }

    @Test func equalToTransformComparesEntries() {
        #expect(
            CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 3)))
        #expect(
            !CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 4)))
    }

    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.rows == [[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])
        #expect(CATransform3DIsAffine(t) && t.isAffine)
        #expect(CATransform3DGetAffineTransform(t) == affine)
        // Points map identically through both forms.
        let p = GeometryApprox.project(t, 7, -2, 0)
        #expect(CGPoint(x: 7, y: -2).applying(affine) == CGPoint(x: p.0, y: p.1))
    }

    @Test func zOrPerspectiveEntriesMakeATransformNonAffine() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        #expect(!perspective.isAffine)
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 0, 1)))
    }

    @Test func descriptionListsRows() {
        #expect(CATransform3DIdentity.description.hasPrefix("CATransform3D([1.0, 0.0, 0.0, 0.0], [0.0, 1.0"))
    }
}
