import Foundation

@testable import PresentationKit

/// Tolerant comparisons for the geometry tests, whose reference values are derived by hand or
/// by an independent computation and so match only up to rounding.
enum GeometryApprox {
    static let tolerance = 1e-9

    static func equal(_ a: Double, _ b: Double, tolerance: Double = tolerance) -> Bool {
        abs(a - b) <= tolerance
    }

    static func equal(_ a: CGPoint?, _ b: CGPoint, tolerance: Double = tolerance) -> Bool {
        guard let a else { return false }
        return equal(a.x, b.x, tolerance: tolerance) && equal(a.y, b.y, tolerance: tolerance)
    }

    static func equal(_ a: CGRect, _ b: CGRect) -> Bool {
        equal(a.origin.x, b.origin.x) && equal(a.origin.y, b.origin.y)
            && equal(a.size.width, b.size.width) && equal(a.size.height, b.size.height)
    }

    static func equal(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
            .allSatisfy { abs($0) <= tolerance }
    }

    static func equal(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = tolerance) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Maps the point (x, y, z) through `t` by explicit row-vector arithmetic, independently of
    /// the library's matrix product, and divides by w.
    static func project(_ t: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double)
    {
        let m = t.rows
        let v = [x, y, z, 1.0]
        let out = (0..<4).map { j in (0..<4).reduce(0.0) { $0 + v[$1] * m[$1][j] } }
        return (out[0] / out[3], out[1] / out[3], out[2] / out[3])
    }
}

// Row arrays read well in hand-written expectations; the library itself works on the sixteen
// named fields, so this array form lives only in the tests.
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
