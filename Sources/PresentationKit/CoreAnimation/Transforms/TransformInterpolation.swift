import Foundation

/// The transform a fraction `progress` of the way from `from` to `to`, as Core Animation blends
/// `transform` animations.
///
/// Both ends are decomposed (``DecomposedTransform``); translation, scale, skew and
/// perspective blend linearly and rotation follows the shorter great-circle arc, so a rotation
/// stays a rigid rotation throughout instead of shrinking through the middle. `progress` may
/// lie outside 0…1 (springs overshoot): every part extrapolates along the same path. When
/// either end cannot be decomposed (for example a zero scale), the sixteen entries blend
/// linearly instead, which is the only well-defined choice left.
///
/// When both ends are affine 2D (the usual case), a planar decomposition
/// (``DecomposedAffineTransform``) gives the same result with far less work.
func interpolateTransform(_ from: CATransform3D, _ to: CATransform3D, progress: Double) -> CATransform3D {
    // Exact ends avoid decomposition round-off at rest, where renders must match the model.
    if progress == 0 || from == to { return from }
    if progress == 1 { return to }
    if from.isAffine, to.isAffine, let start = DecomposedAffineTransform(from),
        let end = DecomposedAffineTransform(to),
        let blended = start.interpolate(to: end, progress: progress)
    {
        return blended.recomposed()
    }
    if let start = DecomposedTransform(from), let end = DecomposedTransform(to) {
        return start.interpolate(to: end, progress: progress).recomposed()
    }
    return linearlyInterpolatedEntries(from, to, progress: progress)
}

/// The entry-by-entry blend of two matrices.
func linearlyInterpolatedEntries(
    _ a: CATransform3D, _ b: CATransform3D, progress t: Double
) -> CATransform3D {
    CATransform3D(
        m11: mix(a.m11, b.m11, t), m12: mix(a.m12, b.m12, t), m13: mix(a.m13, b.m13, t),
        m14: mix(a.m14, b.m14, t), m21: mix(a.m21, b.m21, t), m22: mix(a.m22, b.m22, t),
        m23: mix(a.m23, b.m23, t), m24: mix(a.m24, b.m24, t), m31: mix(a.m31, b.m31, t),
        m32: mix(a.m32, b.m32, t), m33: mix(a.m33, b.m33, t), m34: mix(a.m34, b.m34, t),
        m41: mix(a.m41, b.m41, t), m42: mix(a.m42, b.m42, t), m43: mix(a.m43, b.m43, t),
        m44: mix(a.m44, b.m44, t))
}

/// `a` moved the fraction `t` of the way to `b`.
private func mix(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
    CGFloat(Double(a) + (Double(b) - Double(a)) * t)
}
