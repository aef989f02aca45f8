import Foundation

/// How much farther a finger released at `initialVelocity` (points per second) would carry what it
/// drags, in points, if it slowed down as a scroll view does: WWDC18 803's projection (Behaviour 12.19).
///
/// `decelerationRate` is UIScrollView's normal rate, 0.998 (`UIScrollView.DecelerationRate.normal`,
/// which PresentationKit has no scroll view for); the distance is then about half a second of the
/// release velocity.
func project(initialVelocity: CGFloat, decelerationRate: CGFloat = 0.998) -> CGFloat {
    (initialVelocity / 1000) * decelerationRate / (1 - decelerationRate)
}
