import Foundation

/// Decides where a layer animation is, in place of the clock: a property animator's timeline, or a
/// transition scrubbed by a finger.
///
/// A driven animation is still an ordinary layer animation (`animationKeys()`, `presentation()`,
/// the renderer and hit-testing see it); only the question "how far along is it now?" is answered
/// here. The clock never ends a driven animation: its driver removes it.
@MainActor
protocol AnimationDrive: AnyObject {
    /// The value of `sampler`'s property at host `time`, laid over `underlying`. `begin` is the
    /// host time the animation was added at (nil while its layer is in no hosted window).
    func sample(
        _ sampler: AnimationSampler, over underlying: AnimatableValue, begin: Double?, at time: Double
    ) -> AnimatableValue
}
