import Foundation

extension CATransform3D {
    /// Whether the entries off the plane are exactly the identity's: `m13`, `m14`, `m23`, `m24`,
    /// `m31`, `m32`, `m34` and `m43` are +0 (not −0) and `m33` and `m44` are 1.
    ///
    /// Stricter than ``isAffine`` on purpose: ``planarProduct(_:)`` relies on the signs of those
    /// zeros to give the 4 × 4 product's bits.
    var isExactlyPlanar: Bool {
        let offPlane =
            Double(m13).bitPattern | Double(m14).bitPattern | Double(m23).bitPattern
            | Double(m24).bitPattern | Double(m31).bitPattern | Double(m32).bitPattern
            | Double(m34).bitPattern | Double(m43).bitPattern
        return offPlane == 0 && m33 == 1 && m44 == 1
    }

    /// `concatenating(other)`, bit for bit, for two transforms that are both ``isExactlyPlanar``
    /// and finite, in 12 products instead of 64.
    ///
    /// The 4 × 4 product sums four terms per entry from the left; with the off-plane entries +0 and
    /// 1, the terms it adds to the planar ones are zeros whose signs are known. Adding +0 turns a −0
    /// sum into +0 and leaves every other value alone, and a later ±0 then changes nothing: so each
    /// planar entry is its two-term sum plus 0.0 (plus the translation for the last row), and every
    /// off-plane entry is +0 or 1. The signs of zeros matter: decompositions read them through
    /// `atan2`. When an entry is not finite the 4 × 4 product is not finite either, and so is this
    /// one: callers that keep only finite results decide alike.
    func planarProduct(_ other: CATransform3D) -> CATransform3D {
        let a = self
        let b = other
        var result = CATransform3D.identity
        result.m11 = (a.m11 * b.m11 + a.m12 * b.m21) + 0.0
        result.m12 = (a.m11 * b.m12 + a.m12 * b.m22) + 0.0
        result.m21 = (a.m21 * b.m11 + a.m22 * b.m21) + 0.0
        result.m22 = (a.m21 * b.m12 + a.m22 * b.m22) + 0.0
        result.m41 = ((a.m41 * b.m11 + a.m42 * b.m21) + 0.0) + b.m41
        result.m42 = ((a.m41 * b.m12 + a.m42 * b.m22) + 0.0) + b.m42
        return result
    }
}
