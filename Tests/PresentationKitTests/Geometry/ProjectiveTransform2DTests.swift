import Foundation
import Testing

@testable import PresentationKit

@Suite("ProjectiveTransform2D")
struct ProjectiveTransform2DTests {
    /// A layer rotated about y with perspective, the typical card flip.
    static let flip: CATransform3D = {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        return CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0), perspective)
    }()

    @Test func matchesTheFullMatrixOnTheZeroPlane() {
        let h = ProjectiveTransform2D(Self.flip)
        for (x, y) in [(0.0, 0.0), (100, 50), (-80, 120), (37.5, -12)] {
            let reference = GeometryApprox.project(Self.flip, x, y, 0)
            #expect(
                GeometryApprox.equal(h.apply(CGPoint(x: x, y: y)), CGPoint(x: reference.0, y: reference.1)))
        }
    }

    @Test func perspectiveShrinksPointsMovedAwayByHand() {
        // Pushed back by the eye distance, the plane appears at half size: w = 1 + 400/400.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -400), perspective)
        #expect(ProjectiveTransform2D(t).apply(CGPoint(x: 100, y: 60)) == CGPoint(x: 50, y: 30))
    }

    @Test func inverseMapsScreenPointsBackOntoThePlane() throws {
        let h = ProjectiveTransform2D(Self.flip)
        let inverse = try #require(h.inverted())
        let p = CGPoint(x: 73, y: -41)
        #expect(GeometryApprox.equal(inverse.apply(try #require(h.apply(p))), p))
        #expect(GeometryApprox.equal(inverse.concatenating(h).apply(p), p))
    }

    @Test func pointsBehindTheEyeAreRejected() {
        // Rotating 60° about y sends (x, 0, 0) to z = -x·sin60°, so w = 1 + x·sin60°/100, which
        // is negative (behind the eye) once x < -100/sin60° ≈ -115.5.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        let t = CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective)
        let h = ProjectiveTransform2D(t)
        #expect(h.apply(CGPoint(x: -50, y: 0)) != nil)
        #expect(h.apply(CGPoint(x: 50, y: 0)) != nil)
        #expect(h.apply(CGPoint(x: -110, y: 0)) != nil)
        #expect(h.apply(CGPoint(x: -200, y: 0)) == nil)
    }

    @Test func mirroredInverseStillAcceptsVisiblePoints() throws {
        // A negative determinant must not flip the sign of the inverse's weight.
        let mirrored = CATransform3DMakeScale(-2, 1, 1)
        let inverse = try #require(ProjectiveTransform2D(mirrored).inverted())
        #expect(inverse.apply(CGPoint(x: -10, y: 3)) == CGPoint(x: 5, y: 3))
    }

    @Test func edgeOnLayerIsSingular() {
        // Seen edge-on (x mapped onto z), the plane collapses onto the y axis: no inverse.
        var edgeOn = CATransform3DIdentity
        edgeOn.m11 = 0
        edgeOn.m13 = -1
        let h = ProjectiveTransform2D(edgeOn)
        #expect(h.inverted() == nil)
        #expect(h.apply(CGPoint(x: 30, y: 7)) == CGPoint(x: 0, y: 7))
    }

    @Test func affineFlagAndAffinePart() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: 9)
        let h = ProjectiveTransform2D(CATransform3DMakeAffineTransform(affine))
        #expect(h.isAffine)
        #expect(h.affineTransform == affine)
        #expect(ProjectiveTransform2D(affine) == h)
        #expect(!ProjectiveTransform2D(Self.flip).isAffine)
        #expect(ProjectiveTransform2D.identity.apply(CGPoint(x: 4, y: 5)) == CGPoint(x: 4, y: 5))
    }

    @Test func zEntriesDoNotAffectThePlane() {
        // Scaling z or translating in z without perspective leaves the flattened image unchanged.
        let t = CATransform3DConcat(CATransform3DMakeScale(1, 1, 9), CATransform3DMakeTranslation(0, 0, 40))
        #expect(ProjectiveTransform2D(t) == .identity)
    }
}

@Suite("ProjectiveTransform2D composition")
struct ProjectiveTransform2DCompositionTests {
    @Test func concatenationMatchesTheFullMatrixProductForPlanarTransforms() {
        // Without z coupling (m13, m23, m31, m32, m43 zero), dropping z commutes with multiplying.
        var a = CATransform3DMakeAffineTransform(
            CGAffineTransform(a: 1.2, b: 0.3, c: -0.4, d: 0.9, tx: 5, ty: -2))
        a.m14 = 0.001
        a.m24 = -0.002
        let b = CATransform3DMakeAffineTransform(
            CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: 4))
        let composed = ProjectiveTransform2D(a).concatenating(ProjectiveTransform2D(b))
        #expect(composed == ProjectiveTransform2D(CATransform3DConcat(a, b)))
        let p = CGPoint(x: 12, y: -8)
        let stepwise = ProjectiveTransform2D(b).apply(ProjectiveTransform2D(a).apply(p)!)!
        #expect(GeometryApprox.equal(composed.apply(p), stepwise))
    }
}
