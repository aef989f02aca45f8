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
func interpolateTransform(_ from: CATransform3D, _ to: CATransform3D, progress: Double) -> CATransform3D {
    // Exact ends avoid decomposition round-off at rest, where renders must match the model.
    if progress == 0 || from == to { return from }
    if progress == 1 { return to }
    if let start = DecomposedTransform(from), let end = DecomposedTransform(to) {
        return start.interpolate(to: end, progress: progress).recomposed()
    }
    return linearlyInterpolatedEntries(from, to, progress: progress)
}

/// The entry-by-entry blend of two matrices.
private func linearlyInterpolatedEntries(
    _ from: CATransform3D, _ to: CATransform3D, progress: Double
) -> CATransform3D {
    let a = from.rows
    let b = to.rows
    return CATransform3D(
        rows: (0..<4).map { i in (0..<4).map { j in a[i][j] + (b[i][j] - a[i][j]) * progress } })
}
