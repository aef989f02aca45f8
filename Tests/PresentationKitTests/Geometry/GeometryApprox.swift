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
