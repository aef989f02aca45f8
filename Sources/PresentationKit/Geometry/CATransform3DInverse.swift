import Foundation

extension CATransform3D {
    /// The inverse matrix, or `nil` when the matrix is singular or the inverse is not finite.
    ///
    /// Uses Gauss–Jordan elimination with partial pivoting, which stays accurate for the
    /// nearly-degenerate perspective matrices layers produce mid-flip.
    func inverted() -> CATransform3D? {
        var left = rows
        var right: [[Double]] = (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } }
        for column in 0..<4 {
            var pivotRow = column
            for row in column + 1..<4 where abs(left[row][column]) > abs(left[pivotRow][column]) {
                pivotRow = row
            }
            let pivot = left[pivotRow][column]
            guard pivot != 0, pivot.isFinite else { return nil }
            left.swapAt(column, pivotRow)
            right.swapAt(column, pivotRow)
            for j in 0..<4 {
                left[column][j] /= pivot
                right[column][j] /= pivot
            }
            for row in 0..<4 where row != column {
                let factor = left[row][column]
                if factor == 0 { continue }
                for j in 0..<4 {
                    left[row][j] -= factor * left[column][j]
                    right[row][j] -= factor * right[column][j]
                }
            }
        }
        guard right.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        return CATransform3D(rows: right)
    }
}
