import Foundation

/// `interpolateTransform(_:_:progress:)` between two fixed ends, with the ends decomposed once.
///
/// An animation's ends do not change while it runs, but decomposing them (a Gram–Schmidt pass and
/// an `atan2` each, or the full 3D unmatrix) was repeated for every view on every frame. The result
/// is the same, bit for bit, as `interpolateTransform`: the same decompositions, taken in the same
/// order of preference, are only computed ahead.
struct TransformBlend {
    let from: CATransform3D
    let to: CATransform3D
    private let equalEnds: Bool
    /// The planar decompositions, when both ends are affine and decompose.
    private let affine: (start: DecomposedAffineTransform, end: DecomposedAffineTransform)?
    /// The 3D decompositions, when the planar ones are not available and both ends decompose.
    private let full: (start: DecomposedTransform, end: DecomposedTransform)?

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        equalEnds = from == to
        if from.isAffine, to.isAffine, let start = DecomposedAffineTransform(from),
            let end = DecomposedAffineTransform(to)
        {
            affine = (start, end)
        } else {
            affine = nil
        }
        if affine == nil, let start = DecomposedTransform(from), let end = DecomposedTransform(to) {
            full = (start, end)
        } else {
            full = nil
        }
    }

    /// The transform a fraction `progress` of the way (which may leave 0…1).
    func value(at progress: Double) -> CATransform3D {
        if progress == 0 || equalEnds { return from }
        if progress == 1 { return to }
        if let affine {
            if let blended = affine.start.interpolate(to: affine.end, progress: progress) {
                return blended.recomposed()
            }
            // Within rounding of a half turn: the 3D path decides, as `interpolateTransform` does
            // (rare enough to decompose on the spot).
            if let start = DecomposedTransform(from), let end = DecomposedTransform(to) {
                return start.interpolate(to: end, progress: progress).recomposed()
            }
            return linearlyInterpolatedEntries(from, to, progress: progress)
        }
        if let full {
            return full.start.interpolate(to: full.end, progress: progress).recomposed()
        }
        return linearlyInterpolatedEntries(from, to, progress: progress)
    }
}
