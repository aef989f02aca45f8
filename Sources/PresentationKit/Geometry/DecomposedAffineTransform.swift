import Foundation

/// An affine 2D `CATransform3D` split into translation, scale, skew and rotation angle: the
/// planar case of ``DecomposedTransform``, which interpolation uses when both ends are affine.
///
/// This is the 2D "unmatrix" of the W3C CSS Transforms specification, arranged to agree with
/// the 3D decomposition: the linear part (rows `(m11, m12)`, `(m21, m22)`) is the product, in
/// application order, `S · K · R` of scale, a shear `skew` of x into y, and a rotation by
/// `angle`, found by Gram–Schmidt on the rows in the same order and with the same mirror rule
/// (negate the axis that is most nearly reversed). Blending the angle linearly along the
/// shorter way round is what spherical interpolation of the 3D path does for rotations about
/// z, so both paths give the same matrices up to rounding.
struct DecomposedAffineTransform: Sendable {
    /// Translation along x and y.
    var translation: (x: Double, y: Double)
    /// Scale factors along x and y, applied first.
    var scale: (x: Double, y: Double)
    /// The x contribution to y, applied after scale.
    var skew: Double
    /// The rotation in radians, in the sense of `CATransform3DMakeRotation(_, 0, 0, 1)` (within
    /// `-π…π` as decomposed).
    var angle: Double

    /// Decomposes `m`, which must be affine (``CATransform3D/isAffine``), or fails when an entry is
    /// not finite or the linear part is singular.
    init?(_ m: CATransform3D) {
        let a = Double(m.m11)
        let b = Double(m.m12)
        let c = Double(m.m21)
        let d = Double(m.m22)
        let tx = Double(m.m41)
        let ty = Double(m.m42)
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return nil }
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        translation = (tx, ty)

        // Gram–Schmidt on the rows, in the order of DecomposedTransform.
        var scaleX = (a * a + b * b).squareRoot()
        var u0x = a / scaleX
        var u0y = b / scaleX
        var xy = u0x * c + u0y * d
        var u1x = c - u0x * xy
        var u1y = d - u0y * xy
        var scaleY = (u1x * u1x + u1y * u1y).squareRoot()
        u1x /= scaleY
        u1y /= scaleY
        xy /= scaleY

        if u0x * u1y - u0y * u1x < 0 {
            // Mirrored: negate the axis whose diagonal entry is smallest (x on ties); the unit z
            // row's diagonal of 1 is never smaller than both unit-length x and y diagonals.
            if u1y < u0x {
                scaleY = -scaleY
                u1x = -u1x
                u1y = -u1y
            } else {
                scaleX = -scaleX
                u0x = -u0x
                u0y = -u0y
            }
            xy = -xy
        }
        scale = (scaleX, scaleY)
        skew = xy
        angle = atan2(u0y, u0x)
    }

    /// Blends each component linearly and the angle the shorter way round; `progress` may leave
    /// 0…1. Returns `nil` when the turn is so close to a half turn that the shorter way is decided
    /// by rounding, leaving that choice to the 3D path.
    func interpolate(to other: DecomposedAffineTransform, progress t: Double) -> DecomposedAffineTransform? {
        var turn = other.angle - angle
        if turn > .pi {
            turn -= 2 * .pi
        } else if turn < -.pi {
            turn += 2 * .pi
        }
        guard abs(abs(turn) - .pi) > 1e-9 else { return nil }
        var result = self
        result.translation = (
            translation.x + (other.translation.x - translation.x) * t,
            translation.y + (other.translation.y - translation.y) * t
        )
        result.scale = (scale.x + (other.scale.x - scale.x) * t, scale.y + (other.scale.y - scale.y) * t)
        result.skew = skew + (other.skew - skew) * t
        result.angle = angle + turn * t
        return result
    }

    /// Rebuilds the matrix `S · K · R · T`.
    func recomposed() -> CATransform3D {
        let cosine = cos(angle)
        let sine = sin(angle)
        var m = CATransform3D.identity
        m.m11 = CGFloat(cosine * scale.x)
        m.m12 = CGFloat(sine * scale.x)
        m.m21 = CGFloat((-sine + cosine * skew) * scale.y)
        m.m22 = CGFloat((cosine + sine * skew) * scale.y)
        m.m41 = CGFloat(translation.x)
        m.m42 = CGFloat(translation.y)
        return m
    }
}
