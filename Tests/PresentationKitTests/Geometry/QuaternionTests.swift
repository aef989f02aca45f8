import Foundation
import Testing

@testable import PresentationKit

@Suite("Quaternion")
struct QuaternionTests {
    /// The quaternion of a rotation by `angle` about the unit x axis.
    static func aboutX(_ angle: Double) -> Quaternion {
        Quaternion(x: sin(angle / 2), y: 0, z: 0, w: cos(angle / 2))
    }

    static func close(_ a: Quaternion, _ b: Quaternion) -> Bool {
        GeometryApprox.equal(a.x, b.x) && GeometryApprox.equal(a.y, b.y) && GeometryApprox.equal(a.z, b.z)
            && GeometryApprox.equal(a.w, b.w)
    }

    @Test func slerpHalvesTheAngle() {
        #expect(
            Self.close(Quaternion.identity.slerp(to: Self.aboutX(.pi), progress: 0.5), Self.aboutX(.pi / 2)))
        #expect(Self.close(Self.aboutX(0.2).slerp(to: Self.aboutX(1.0), progress: 0.75), Self.aboutX(0.8)))
    }

    @Test func slerpExtrapolatesAlongTheArc() {
        #expect(Self.close(Quaternion.identity.slerp(to: Self.aboutX(1), progress: 1.5), Self.aboutX(1.5)))
        #expect(Self.close(Quaternion.identity.slerp(to: Self.aboutX(1), progress: -0.5), Self.aboutX(-0.5)))
    }

    @Test func oppositeSignsAreTheSameRotation() {
        let q = Self.aboutX(0.6)
        let negated = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w)
        #expect(Self.close(q.slerp(to: negated, progress: 0.5), q))
    }

    @Test func nearlyEqualQuaternionsBlendWithoutDividingByZero() {
        let value = Self.aboutX(0.3).slerp(to: Self.aboutX(0.3 + 1e-12), progress: 0.5)
        #expect(value.x.isFinite && Self.close(value, Self.aboutX(0.3)))
    }

    @Test func normalizedHasUnitLength() {
        let q = Quaternion(x: 1, y: 2, z: 2, w: 4).normalized()
        #expect(Self.close(q, Quaternion(x: 0.2, y: 0.4, z: 0.4, w: 0.8)))
        #expect(Quaternion(x: 0, y: 0, z: 0, w: 0).normalized() == .identity)
    }
}
