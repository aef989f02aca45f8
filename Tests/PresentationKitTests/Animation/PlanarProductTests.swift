import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// The planar product gives `CATransform3DConcat`'s bits, signs of zeros included, for transforms
/// whose off-plane entries are exactly the identity's.
@Suite("Planar product")
struct PlanarProductTests {
    private func bits(_ t: CATransform3D) -> [UInt64] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ].map { Double($0).bitPattern }
    }

    /// A planar transform whose six entries are drawn from values chosen to meet every sign of zero.
    private func planar(_ random: inout SplitMix) -> CATransform3D {
        let entries: [Double] = [0, -0.0, 1, -1, 0.5, -2.75, 1e-300, -1e300, 3.141592653589793, -7e-5]
        var t = CATransform3DIdentity
        func pick() -> CGFloat {
            let value = entries[Int(random.next() % UInt64(entries.count))]
            // Mostly the fixed entries (zero sums are then common), sometimes an arbitrary number.
            return random.next() % 4 == 0 ? CGFloat(value * Double(random.next() % 1000) / 7) : CGFloat(value)
        }
        t.m11 = pick()
        t.m12 = pick()
        t.m21 = pick()
        t.m22 = pick()
        t.m41 = pick()
        t.m42 = pick()
        return t
    }

    @Test("bit for bit the 4 × 4 product, over many planar pairs")
    func matchesFullProduct() {
        var random = SplitMix(seed: 17)
        for _ in 0..<20_000 {
            let a = planar(&random)
            let b = planar(&random)
            #expect(a.isExactlyPlanar && b.isExactlyPlanar)
            let full = CATransform3DConcat(a, b)
            let planar = a.planarProduct(b)
            #expect(bits(planar) == bits(full), "\(a) · \(b)")
            #expect(planar.isExactlyPlanar)
        }
    }

    @Test("not finite exactly when the 4 × 4 product is not")
    func nonFiniteAgree() {
        var random = SplitMix(seed: 3)
        for special in [Double.infinity, -.infinity, .nan] {
            for slot in 0..<6 {
                var a = planar(&random)
                let b = planar(&random)
                switch slot {
                case 0: a.m11 = CGFloat(special)
                case 1: a.m12 = CGFloat(special)
                case 2: a.m21 = CGFloat(special)
                case 3: a.m22 = CGFloat(special)
                case 4: a.m41 = CGFloat(special)
                default: a.m42 = CGFloat(special)
                }
                #expect(!a.planarProduct(b).allEntriesFinite && !CATransform3DConcat(a, b).allEntriesFinite)
                #expect(!b.planarProduct(a).allEntriesFinite && !CATransform3DConcat(b, a).allEntriesFinite)
            }
        }
    }

    @Test("−0 and non-unit off-plane entries are not exactly planar")
    func strictness() {
        var t = CATransform3DIdentity
        #expect(t.isExactlyPlanar)
        t.m13 = -0.0
        #expect(!t.isExactlyPlanar && t.isAffine)
        t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(!t.isExactlyPlanar)
        t = CATransform3DIdentity
        t.m33 = 2
        #expect(!t.isExactlyPlanar)
    }
}

private typealias SplitMix = SeededGenerator
