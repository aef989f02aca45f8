import Foundation

/// A `CATransform3D` split into perspective, translation, rotation, skew and scale, so that
/// animations can blend each part separately.
///
/// This follows the "unmatrix" and "recompose" algorithms of the W3C CSS Transforms Level 2
/// specification. The specification's `matrix[i][j]` is the entry `m(i+1)(j+1)` in Core
/// Animation's naming (translation in row 4, perspective in column 4), so Core Animation's
/// row-vector matrices are used directly, with rows as the images of the basis vectors.
///
/// The matrix is the product, in application order, of scale, skew, rotation, translation and
/// perspective: `M = S · K · R · T · P`, where `K` is lower unitriangular with `skewXY` below
/// the diagonal in row 2 and `skewXZ`, `skewYZ` in row 3.
///
/// One deviation: when the linear part mirrors space, the specification negates all three
/// scale factors; this implementation negates only the axis that is most nearly reversed, like
/// the specification's own 2D algorithm. Both recompose to the same matrix, but a horizontal
/// flip then animates as a horizontal squash rather than collapsing to a point.
struct DecomposedTransform: Sendable, Equatable {
    /// Translation along x, y, z.
    var translation: (x: Double, y: Double, z: Double)
    /// Scale factors along x, y, z, applied first.
    var scale: (x: Double, y: Double, z: Double)
    /// Shear factors: the x contribution to y, the x contribution to z, the y contribution to z.
    var skew: (xy: Double, xz: Double, yz: Double)
    /// The perspective 4-vector: the fourth column of the matrix that applies after translation.
    var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// The rotation.
    var rotation: Quaternion

    /// Decomposes `m`, or fails when `m44` is zero or the 3×3 linear part is singular.
    ///
    /// The matrix is first divided by `m44` (a projective rescaling that draws identically), so
    /// ``recomposed()`` returns that normalized matrix.
    init?(_ m: CATransform3D) {
        let m44 = Double(m.m44)
        guard m44 != 0, m44.isFinite else { return nil }
        // The rows of the normalized matrix: the linear part, its fourth column, the translation.
        var basis0 = Vector3(Double(m.m11) / m44, Double(m.m12) / m44, Double(m.m13) / m44)
        var basis1 = Vector3(Double(m.m21) / m44, Double(m.m22) / m44, Double(m.m23) / m44)
        var basis2 = Vector3(Double(m.m31) / m44, Double(m.m32) / m44, Double(m.m33) / m44)
        let column = Vector3(Double(m.m14) / m44, Double(m.m24) / m44, Double(m.m34) / m44)
        let t = Vector3(Double(m.m41) / m44, Double(m.m42) / m44, Double(m.m43) / m44)
        let w = m44 / m44
        guard basis0.isFinite, basis1.isFinite, basis2.isFinite, column.isFinite, t.isFinite, w.isFinite
        else { return nil }

        let linearDeterminant = basis0.dot(basis1.cross(basis2))
        guard linearDeterminant != 0, linearDeterminant.isFinite else { return nil }

        // M = L · P with L affine, so M's fourth column is A·p (rows 1–3) and t·p + w (row 4).
        let p = Self.solve(basis0, basis1, basis2, column)
        perspective = (p.x, p.y, p.z, w - t.dot(p))
        translation = (t.x, t.y, t.z)

        // Gram–Schmidt on the rows: A = S · K · R.
        var scaleX = basis0.length
        basis0 = basis0 / scaleX
        var xy = basis0.dot(basis1)
        basis1 = basis1 - basis0 * xy
        var scaleY = basis1.length
        basis1 = basis1 / scaleY
        xy /= scaleY
        var xz = basis0.dot(basis2)
        basis2 = basis2 - basis0 * xz
        var yz = basis1.dot(basis2)
        basis2 = basis2 - basis1 * yz
        var scaleZ = basis2.length
        basis2 = basis2 / scaleZ
        xz /= scaleZ
        yz /= scaleZ

        if basis0.dot(basis1.cross(basis2)) < 0 {
            // Flip the axis whose diagonal entry is smallest (the first on ties): negate its
            // scale and unit row, and the skews that couple it to the other axes, which leaves
            // S · K · R unchanged.
            var axis = 0
            var smallest = basis0.x
            if basis1.y < smallest {
                axis = 1
                smallest = basis1.y
            }
            if basis2.z < smallest { axis = 2 }
            switch axis {
            case 0:
                scaleX = -scaleX
                basis0 = basis0 * -1
                xy = -xy
                xz = -xz
            case 1:
                scaleY = -scaleY
                basis1 = basis1 * -1
                xy = -xy
                yz = -yz
            default:
                scaleZ = -scaleZ
                basis2 = basis2 * -1
                xz = -xz
                yz = -yz
            }
        }
        scale = (scaleX, scaleY, scaleZ)
        skew = (xy, xz, yz)
        rotation = Self.quaternion(fromRows: basis0, basis1, basis2)
    }

    /// Rebuilds the matrix `S · K · R · T · P`.
    func recomposed() -> CATransform3D {
        let (r0, r1, r2) = Self.rows(of: rotation)
        let l0 = r0 * scale.x
        let l1 = (r1 + r0 * skew.xy) * scale.y
        let l2 = (r2 + r0 * skew.xz + r1 * skew.yz) * scale.z
        let p = Vector3(perspective.x, perspective.y, perspective.z)
        let t = Vector3(translation.x, translation.y, translation.z)
        return CATransform3D(
            m11: CGFloat(l0.x), m12: CGFloat(l0.y), m13: CGFloat(l0.z), m14: CGFloat(l0.dot(p)),
            m21: CGFloat(l1.x), m22: CGFloat(l1.y), m23: CGFloat(l1.z), m24: CGFloat(l1.dot(p)),
            m31: CGFloat(l2.x), m32: CGFloat(l2.y), m33: CGFloat(l2.z), m34: CGFloat(l2.dot(p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z),
            m44: CGFloat(t.dot(p) + perspective.w))
    }

    /// Blends each component linearly and the rotation spherically; `progress` may leave 0…1.
    func interpolate(to other: DecomposedTransform, progress: Double) -> DecomposedTransform {
        let t = progress
        var result = self
        result.translation = (
            mix(translation.x, other.translation.x, t), mix(translation.y, other.translation.y, t),
            mix(translation.z, other.translation.z, t)
        )
        result.scale = (
            mix(scale.x, other.scale.x, t), mix(scale.y, other.scale.y, t), mix(scale.z, other.scale.z, t)
        )
        result.skew = (
            mix(skew.xy, other.skew.xy, t), mix(skew.xz, other.skew.xz, t), mix(skew.yz, other.skew.yz, t)
        )
        result.perspective = (
            mix(perspective.x, other.perspective.x, t), mix(perspective.y, other.perspective.y, t),
            mix(perspective.z, other.perspective.z, t), mix(perspective.w, other.perspective.w, t)
        )
        result.rotation = rotation.slerp(to: other.rotation, progress: progress)
        return result
    }

    static func == (lhs: DecomposedTransform, rhs: DecomposedTransform) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.skew == rhs.skew
            && lhs.perspective == rhs.perspective && lhs.rotation == rhs.rotation
    }

    /// Solves `A · v = column` where `A` has rows `a0`, `a1`, `a2`, by Cramer's rule.
    private static func solve(_ a0: Vector3, _ a1: Vector3, _ a2: Vector3, _ column: Vector3) -> Vector3 {
        if column == Vector3(0, 0, 0) { return column }
        // Columns of A, so that det[c0 c1 c2] = c0 · (c1 × c2).
        let c0 = Vector3(a0.x, a1.x, a2.x)
        let c1 = Vector3(a0.y, a1.y, a2.y)
        let c2 = Vector3(a0.z, a1.z, a2.z)
        let determinant = c0.dot(c1.cross(c2))
        return Vector3(
            column.dot(c1.cross(c2)) / determinant,
            c0.dot(column.cross(c2)) / determinant,
            c0.dot(c1.cross(column)) / determinant)
    }

    /// The quaternion of a proper rotation whose rows (row-vector convention) are given.
    ///
    /// Uses the largest of the four diagonal combinations as the pivot, which keeps all four
    /// components accurate (the specification's per-component square roots lose precision
    /// near half turns).
    private static func quaternion(fromRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> Quaternion {
        // Column-vector convention entries c_ij = r_j[i]; the quaternion formulas below are the
        // textbook ones for a column-vector rotation matrix.
        let c00 = r0.x
        let c11 = r1.y
        let c22 = r2.z
        let c01 = r1.x
        let c10 = r0.y
        let c02 = r2.x
        let c20 = r0.z
        let c12 = r2.y
        let c21 = r1.z
        let trace = c00 + c11 + c22
        var q: Quaternion
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = Quaternion(x: (c21 - c12) / s, y: (c02 - c20) / s, z: (c10 - c01) / s, w: s / 4)
        } else if c00 > c11 && c00 > c22 {
            let s = (1 + c00 - c11 - c22).squareRoot() * 2
            q = Quaternion(x: s / 4, y: (c01 + c10) / s, z: (c02 + c20) / s, w: (c21 - c12) / s)
        } else if c11 > c22 {
            let s = (1 + c11 - c00 - c22).squareRoot() * 2
            q = Quaternion(x: (c01 + c10) / s, y: s / 4, z: (c12 + c21) / s, w: (c02 - c20) / s)
        } else {
            let s = (1 + c22 - c00 - c11).squareRoot() * 2
            q = Quaternion(x: (c02 + c20) / s, y: (c12 + c21) / s, z: s / 4, w: (c10 - c01) / s)
        }
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        return q.normalized()
    }

    /// The rows (row-vector convention) of the rotation matrix of `q`.
    private static func rows(of q: Quaternion) -> (Vector3, Vector3, Vector3) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Transpose of the textbook column-vector matrix.
        return (
            Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }
}

/// `a` moved the fraction `t` of the way to `b`.
private func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
