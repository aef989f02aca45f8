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
        var rows = m.rows
        let m44 = rows[3][3]
        guard m44 != 0, m44.isFinite else { return nil }
        for i in 0..<4 {
            for j in 0..<4 { rows[i][j] /= m44 }
        }
        guard rows.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }

        var basis = [0, 1, 2].map { Vector3(rows[$0][0], rows[$0][1], rows[$0][2]) }
        let linearDeterminant = basis[0].dot(basis[1].cross(basis[2]))
        guard linearDeterminant != 0, linearDeterminant.isFinite else { return nil }

        // M = L · P with L affine, so M's fourth column is A·p (rows 1–3) and t·p + w (row 4).
        let column = Vector3(rows[0][3], rows[1][3], rows[2][3])
        let p = Self.solve(rows: basis, column)
        let t = Vector3(rows[3][0], rows[3][1], rows[3][2])
        perspective = (p.x, p.y, p.z, rows[3][3] - t.dot(p))
        translation = (t.x, t.y, t.z)

        // Gram–Schmidt on the rows: A = S · K · R.
        var scales = [0.0, 0.0, 0.0]
        scales[0] = basis[0].length
        basis[0] = basis[0] / scales[0]
        var xy = basis[0].dot(basis[1])
        basis[1] = basis[1] - basis[0] * xy
        scales[1] = basis[1].length
        basis[1] = basis[1] / scales[1]
        xy /= scales[1]
        var xz = basis[0].dot(basis[2])
        basis[2] = basis[2] - basis[0] * xz
        var yz = basis[1].dot(basis[2])
        basis[2] = basis[2] - basis[1] * yz
        scales[2] = basis[2].length
        basis[2] = basis[2] / scales[2]
        xz /= scales[2]
        yz /= scales[2]

        if basis[0].dot(basis[1].cross(basis[2])) < 0 {
            // Flip one axis: negate its scale and unit row, and the skews that couple it to
            // the other axes, which leaves S · K · R unchanged.
            let diagonal = [basis[0].x, basis[1].y, basis[2].z]
            let axis = diagonal.indices.min { diagonal[$0] < diagonal[$1] }!
            scales[axis] = -scales[axis]
            basis[axis] = basis[axis] * -1
            switch axis {
            case 0:
                xy = -xy
                xz = -xz
            case 1:
                xy = -xy
                yz = -yz
            default:
                xz = -xz
                yz = -yz
            }
        }
        scale = (scales[0], scales[1], scales[2])
        skew = (xy, xz, yz)
        rotation = Self.quaternion(fromRows: basis)
    }

    /// Rebuilds the matrix `S · K · R · T · P`.
    func recomposed() -> CATransform3D {
        let r = Self.rows(of: rotation)
        let linear = [
            r[0] * scale.x,
            (r[1] + r[0] * skew.xy) * scale.y,
            (r[2] + r[0] * skew.xz + r[1] * skew.yz) * scale.z,
        ]
        let p = Vector3(perspective.x, perspective.y, perspective.z)
        let t = Vector3(translation.x, translation.y, translation.z)
        var rows = linear.map { [$0.x, $0.y, $0.z, $0.dot(p)] }
        rows.append([t.x, t.y, t.z, t.dot(p) + perspective.w])
        return CATransform3D(rows: rows)
    }

    /// Blends each component linearly and the rotation spherically; `progress` may leave 0…1.
    func interpolate(to other: DecomposedTransform, progress: Double) -> DecomposedTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        var result = self
        result.translation = (
            mix(translation.x, other.translation.x), mix(translation.y, other.translation.y),
            mix(translation.z, other.translation.z)
        )
        result.scale = (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z))
        result.skew = (mix(skew.xy, other.skew.xy), mix(skew.xz, other.skew.xz), mix(skew.yz, other.skew.yz))
        result.perspective = (
            mix(perspective.x, other.perspective.x), mix(perspective.y, other.perspective.y),
            mix(perspective.z, other.perspective.z), mix(perspective.w, other.perspective.w)
        )
        result.rotation = rotation.slerp(to: other.rotation, progress: progress)
        return result
    }

    static func == (lhs: DecomposedTransform, rhs: DecomposedTransform) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.skew == rhs.skew
            && lhs.perspective == rhs.perspective && lhs.rotation == rhs.rotation
    }

    /// Solves `A · v = column` where `A` has the given rows, by Cramer's rule.
    private static func solve(rows a: [Vector3], _ column: Vector3) -> Vector3 {
        if column == Vector3(0, 0, 0) { return column }
        // Columns of A, so that det[c0 c1 c2] = c0 · (c1 × c2).
        let c0 = Vector3(a[0].x, a[1].x, a[2].x)
        let c1 = Vector3(a[0].y, a[1].y, a[2].y)
        let c2 = Vector3(a[0].z, a[1].z, a[2].z)
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
    private static func quaternion(fromRows r: [Vector3]) -> Quaternion {
        // Column-vector convention entries c_ij = r[j][i]; the quaternion formulas below are the
        // textbook ones for a column-vector rotation matrix.
        let c00 = r[0].x
        let c11 = r[1].y
        let c22 = r[2].z
        let c01 = r[1].x
        let c10 = r[0].y
        let c02 = r[2].x
        let c20 = r[0].z
        let c12 = r[2].y
        let c21 = r[1].z
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
    private static func rows(of q: Quaternion) -> [Vector3] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Transpose of the textbook column-vector matrix.
        return [
            Vector3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            Vector3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            Vector3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }
}
