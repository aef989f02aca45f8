import Foundation

/// The plane-to-plane homography a `CATransform3D` induces on a flattened layer.
///
/// A layer's content lies on its z = 0 plane, and after the transform the renderer flattens
/// to the screen by dropping z. Both steps ignore the third row and column of the 4×4 matrix,
/// leaving the 3×3 matrix `[m11 m12 m14; m21 m22 m24; m41 m42 m44]` (row-vector convention,
/// like `CATransform3D`). Coordinate conversion, hit-testing and rasterisation only need this
/// 3×3 form; its inverse, not the 4×4 inverse, is what maps a screen point back onto the
/// layer's plane, since the 4×4 inverse would also need the discarded screen depth.
package struct ProjectiveTransform2D: Hashable, Sendable {
    package var m11: Double
    package var m12: Double
    package var m14: Double
    package var m21: Double
    package var m22: Double
    package var m24: Double
    package var m41: Double
    package var m42: Double
    package var m44: Double

    /// Points whose homogeneous weight is at most this lie on or behind the eye plane.
    package static let minimumWeight = 1e-9

    /// The identity homography.
    package static let identity = ProjectiveTransform2D(
        m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)

    package init(
        m11: Double, m12: Double, m14: Double,
        m21: Double, m22: Double, m24: Double,
        m41: Double, m42: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m24 = m24
        self.m41 = m41
        self.m42 = m42
        self.m44 = m44
    }

    /// The homography of `t` restricted to the z = 0 plane and flattened to the screen.
    package init(_ t: CATransform3D) {
        self.init(
            m11: Double(t.m11), m12: Double(t.m12), m14: Double(t.m14),
            m21: Double(t.m21), m22: Double(t.m22), m24: Double(t.m24),
            m41: Double(t.m41), m42: Double(t.m42), m44: Double(t.m44))
    }

    /// The homography of an affine transform.
    package init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m14: 0,
            m21: Double(t.c), m22: Double(t.d), m24: 0,
            m41: Double(t.tx), m42: Double(t.ty), m44: 1)
    }

    /// Whether the homography is affine (no projective row), so it equals ``affineTransform``.
    var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    /// The affine part: `[m11 m12; m21 m22; m41 m42]`; exact only when ``isAffine``.
    var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Maps `p`, or returns `nil` when it lands on or behind the eye (weight ≤ ``minimumWeight``).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x)
        let y = Double(p.y)
        let w = x * m14 + y * m24 + m44
        guard w > Self.minimumWeight else { return nil }
        return CGPoint(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w)
    }

    /// The homography that applies `self`, then `other`.
    package func concatenating(_ other: ProjectiveTransform2D) -> ProjectiveTransform2D {
        let a = self
        let b = other
        return ProjectiveTransform2D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m14 * b.m42,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m24 * b.m42,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m24 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m44 * b.m42,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m44 * b.m44)
    }

    /// The inverse homography, or `nil` when the matrix is singular.
    ///
    /// The result is the true inverse (adjugate divided by the determinant), not merely a
    /// projectively equivalent matrix: a positive weight then still means "in front of the
    /// eye", so ``apply(_:)`` on the inverse rejects exactly the screen points with no preimage.
    package func inverted() -> ProjectiveTransform2D? {
        let c11 = m22 * m44 - m24 * m42
        let c12 = m24 * m41 - m21 * m44
        let c13 = m21 * m42 - m22 * m41
        let determinant = m11 * c11 + m12 * c12 + m14 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let r = 1 / determinant
        let inverse = ProjectiveTransform2D(
            m11: c11 * r,
            m12: (m14 * m42 - m12 * m44) * r,
            m14: (m12 * m24 - m14 * m22) * r,
            m21: c12 * r,
            m22: (m11 * m44 - m14 * m41) * r,
            m24: (m14 * m21 - m11 * m24) * r,
            m41: c13 * r,
            m42: (m12 * m41 - m11 * m42) * r,
            m44: (m11 * m22 - m12 * m21) * r)
        return inverse.isFinite ? inverse : nil
    }

    /// The determinant of the 3 × 3 matrix: zero for a plane seen edge-on, not finite when the
    /// transform overflows.
    package var determinant: Double {
        m11 * (m22 * m44 - m24 * m42) + m12 * (m24 * m41 - m21 * m44) + m14 * (m21 * m42 - m22 * m41)
    }

    /// Whether every entry is finite (no overflow, no NaN). Checked entry by entry: this runs for
    /// every layer of every rendered frame, so it must not allocate.
    package var isFinite: Bool {
        m11.isFinite && m12.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m24.isFinite
            && m41.isFinite && m42.isFinite && m44.isFinite
    }
}
