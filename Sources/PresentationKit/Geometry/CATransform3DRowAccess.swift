import Foundation

// Decomposition and inversion are clearest as loops over indices, so they read and write the
// matrix through row-major arrays rather than through the sixteen named fields.
extension CATransform3D {
    /// The entries as four rows of four, `rows[i][j] == m(i+1)(j+1)`.
    var rows: [[Double]] {
        [
            [Double(m11), Double(m12), Double(m13), Double(m14)],
            [Double(m21), Double(m22), Double(m23), Double(m24)],
            [Double(m31), Double(m32), Double(m33), Double(m34)],
            [Double(m41), Double(m42), Double(m43), Double(m44)],
        ]
    }

    /// Creates a matrix from four rows of four entries.
    init(rows r: [[Double]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
