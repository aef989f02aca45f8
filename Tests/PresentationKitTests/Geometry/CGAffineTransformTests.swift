import Foundation
import Testing

@testable import PresentationKit

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test func defaultInitializerIsIdentity() {
        let t = CGAffineTransform()
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(t.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-12).isIdentity)
    }

    @Test func translationMovesPoints() {
        let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(translationX: 10, y: -2))
        #expect(p == CGPoint(x: 13, y: 2))
    }

    @Test func scaleMultipliesCoordinates() {
        let p = CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -0.5))
        #expect(p == CGPoint(x: 6, y: -2))
    }

    @Test func positiveRotationTurnsXTowardsY() {
        // y points down in UIKit, so +x turning into +y is a clockwise turn on screen.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(GeometryApprox.equal(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(GeometryApprox.equal(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
        let t30 = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(GeometryApprox.equal(CGPoint(x: 2, y: 0).applying(t30), CGPoint(x: 3.0.squareRoot(), y: 1)))
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        // Scale then translate: (2, 3) + (10, 20).
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        // Translate then scale: (11, 21) scaled.
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test func concatenatingMatchesSequentialApplicationForGeneralMatrices() {
        let t1 = CGAffineTransform(a: 1.5, b: -0.3, c: 0.7, d: 2.2, tx: 4, ty: -9)
        let t2 = CGAffineTransform(a: -0.4, b: 1.1, c: 0.25, d: 0.9, tx: -3, ty: 6)
        let p = CGPoint(x: 2.5, y: -7)
        let sequential = p.applying(t1).applying(t2)
        #expect(GeometryApprox.equal(p.applying(t1.concatenating(t2)), sequential))
    }

    @Test func translatedByTranslatesInLocalCoordinates() {
        // Scale by 2, then (locally) translate by 5: the translation is scaled too.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 1)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 2))
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 2))
    }

    @Test func scaledByScalesBeforeExistingTransform() {
        let t = CGAffineTransform(translationX: 7, y: 8).scaledBy(x: 3, y: 4)
        #expect(t == CGAffineTransform(a: 3, b: 0, c: 0, d: 4, tx: 7, ty: 8))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 10, y: 12))
    }

    @Test func rotatedByRotatesBeforeExistingTransform() {
        let t = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
        #expect(GeometryApprox.equal(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 100, y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let inverse = t.inverted()
        // det = 7; inverse of [2 1; -1 3] is [3 -1; 1 2] / 7 and tx' = -(tx·a' + ty·c').
        let expected = CGAffineTransform(
            a: 3.0 / 7, b: -1.0 / 7, c: 1.0 / 7, d: 2.0 / 7,
            tx: -(5 * 3.0 / 7 + -4 * 1.0 / 7), ty: -(5 * -1.0 / 7 + -4 * 2.0 / 7))
        #expect(GeometryApprox.equal(inverse, expected))
        #expect(GeometryApprox.equal(t.concatenating(inverse), .identity))
        let p = CGPoint(x: -3, y: 11)
        #expect(GeometryApprox.equal(p.applying(t).applying(inverse), p))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
        let zeroScale = CGAffineTransform(scaleX: 0, y: 1)
        #expect(zeroScale.inverted() == zeroScale)
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 50, ty: 60)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: -20, height: 10))
    }

    @Test func rectIsBoundingBoxOfTransformedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(
            rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
        // A 45° turn of a 10×10 square about its origin: corners at (0,0), (a,a), (-a,a), (0,2a)
        // with a = 10/√2.
        let a = 10 / 2.0.squareRoot()
        let turned = CGRect(x: 0, y: 0, width: 10, height: 10).applying(
            CGAffineTransform(rotationAngle: .pi / 4))
        #expect(GeometryApprox.equal(turned, CGRect(x: -a, y: 0, width: 2 * a, height: 2 * a)))
    }

    @Test func rectResultIsStandardizedAndNullStaysNull() {
        let flipped = CGRect(x: 5, y: 5, width: -4, height: 2).applying(
            CGAffineTransform(translationX: 1, y: 1))
        #expect(flipped == CGRect(x: 2, y: 6, width: 4, height: 2))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func descriptionListsEntries() {
        let text = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description
        #expect(text == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
    }

    @Test func hashableDistinguishesEntries() {
        let set: Set<CGAffineTransform> = [
            .identity, CGAffineTransform(), CGAffineTransform(scaleX: 2, y: 2),
        ]
        #expect(set.count == 2)
    }
}
