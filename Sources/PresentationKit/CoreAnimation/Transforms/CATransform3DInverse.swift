import Foundation

extension CATransform3D {
    /// The inverse matrix, or `nil` when the matrix is singular or the inverse is not finite.
    ///
    /// Affine 2D matrices (``isAffine``) are inverted in closed form. Others use Gauss–Jordan
    /// elimination with partial pivoting, which stays accurate for the nearly-degenerate
    /// perspective matrices layers produce mid-flip.
    func inverted() -> CATransform3D? {
        if isAffine { return affineInverted() }
        var rows = AugmentedRows(self)
        for column in 0..<4 {
            var pivotRow = column
            for row in column + 1..<4 where abs(rows[row][column]) > abs(rows[pivotRow][column]) {
                pivotRow = row
            }
            let pivot = rows[pivotRow][column]
            guard pivot != 0, pivot.isFinite else { return nil }
            rows.swapAt(column, pivotRow)
            let pivotValues = rows[column] / pivot
            rows[column] = pivotValues
            for row in 0..<4 where row != column {
                let factor = rows[row][column]
                if factor == 0 { continue }
                rows[row] -= factor * pivotValues
            }
        }
        return rows.inverse
    }

    /// The inverse of an affine 2D matrix: the inverse 2×2 block, and the translation mapped back
    /// through it.
    private func affineInverted() -> CATransform3D? {
        let a = Double(m11)
        let b = Double(m12)
        let c = Double(m21)
        let d = Double(m22)
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        let tx = Double(m41)
        let ty = Double(m42)
        let itx = -(tx * ia + ty * ic)
        let ity = -(tx * ib + ty * id)
        guard ia.isFinite, ib.isFinite, ic.isFinite, id.isFinite, itx.isFinite, ity.isFinite else {
            return nil
        }
        var inverse = CATransform3D.identity
        inverse.m11 = CGFloat(ia)
        inverse.m12 = CGFloat(ib)
        inverse.m21 = CGFloat(ic)
        inverse.m22 = CGFloat(id)
        inverse.m41 = CGFloat(itx)
        inverse.m42 = CGFloat(ity)
        return inverse
    }
}

/// The augmented matrix `[M | I]` of Gauss–Jordan elimination: four rows of eight entries, the
/// matrix in lanes 0–3 and the growing inverse in lanes 4–7, held inline so that elimination
/// never allocates.
private struct AugmentedRows {
    var row0: SIMD8<Double>
    var row1: SIMD8<Double>
    var row2: SIMD8<Double>
    var row3: SIMD8<Double>

    init(_ m: CATransform3D) {
        row0 = SIMD8(Double(m.m11), Double(m.m12), Double(m.m13), Double(m.m14), 1, 0, 0, 0)
        row1 = SIMD8(Double(m.m21), Double(m.m22), Double(m.m23), Double(m.m24), 0, 1, 0, 0)
        row2 = SIMD8(Double(m.m31), Double(m.m32), Double(m.m33), Double(m.m34), 0, 0, 1, 0)
        row3 = SIMD8(Double(m.m41), Double(m.m42), Double(m.m43), Double(m.m44), 0, 0, 0, 1)
    }

    subscript(index: Int) -> SIMD8<Double> {
        get {
            switch index {
            case 0: return row0
            case 1: return row1
            case 2: return row2
            default: return row3
            }
        }
        set {
            switch index {
            case 0: row0 = newValue
            case 1: row1 = newValue
            case 2: row2 = newValue
            default: row3 = newValue
            }
        }
    }

    mutating func swapAt(_ i: Int, _ j: Int) {
        if i == j { return }
        let saved = self[i]
        self[i] = self[j]
        self[j] = saved
    }

    /// The right half as a matrix, or `nil` when any entry is not finite.
    var inverse: CATransform3D? {
        let r0 = row0.highHalf
        let r1 = row1.highHalf
        let r2 = row2.highHalf
        let r3 = row3.highHalf
        // A sum of products by zero is NaN exactly when some entry is infinite or NaN.
        let probe = (r0 * 0 + r1 * 0 + r2 * 0 + r3 * 0).sum()
        guard probe == 0 else { return nil }
        return CATransform3D(
            m11: CGFloat(r0[0]), m12: CGFloat(r0[1]), m13: CGFloat(r0[2]), m14: CGFloat(r0[3]),
            m21: CGFloat(r1[0]), m22: CGFloat(r1[1]), m23: CGFloat(r1[2]), m24: CGFloat(r1[3]),
            m31: CGFloat(r2[0]), m32: CGFloat(r2[1]), m33: CGFloat(r2[2]), m34: CGFloat(r2[3]),
            m41: CGFloat(r3[0]), m42: CGFloat(r3[1]), m43: CGFloat(r3[2]), m44: CGFloat(r3[3]))
    }
}
