import Foundation

/// Where in its cycle an animation is at a host time, worked out once per frame for every animation
/// that shares a timing and a curve.
///
/// A `UIView.animate` block gives each changed property of each view its own animation, all with
/// the same duration, curve and begin time: 1,000 views animating frame, alpha and transform are
/// 4,000 animations but one curve, and solving a cubic bezier (or a spring) 4,000 times a frame
/// for the same answer was a large part of reading their presentation values. Animations whose
/// timing and curve are equal share one of these; it keeps the last evaluation keyed by the host
/// time and the begin time, so sharing it can never change a result, only skip repeating one.
///
/// Used on the main actor only, like the layers that hold it; its methods are not isolated so that
/// the fold can call them through an unmanaged reference without an executor check per call.
final class SharedProgress {
    let timing: AnimationTiming
    let curve: AnimationSampler.Curve
    private var lastTime = Double.nan
    private var lastBegin = Double.nan
    private var last: (progress: Double, iteration: Int)?

    private init(timing: AnimationTiming, curve: AnimationSampler.Curve) {
        self.timing = timing
        self.curve = curve
    }

    /// The most recently handed out memo: animations are added in runs of equal timing (one block's
    /// properties and views), so remembering one is enough to share within a run.
    @MainActor private static var recent: SharedProgress?

    /// A memo for animations with `timing` and `curve`: the recent one if they match, else a new one.
    @MainActor static func shared(timing: AnimationTiming, curve: AnimationSampler.Curve) -> SharedProgress {
        if let recent, recent.timing == timing, recent.curve == curve { return recent }
        let made = SharedProgress(timing: timing, curve: curve)
        recent = made
        return made
    }

    /// Progress through the cycle after the curve, and the repeat index, at host `time` for an
    /// animation begun at `begin`; nil when the animation has no effect then.
    @inline(__always)
    func progress(at time: Double, begin: Double) -> (progress: Double, iteration: Int)? {
        if time == lastTime && begin == lastBegin { return last }
        return evaluate(at: time, begin: begin)
    }

    @inline(never)
    private func evaluate(at time: Double, begin: Double) -> (progress: Double, iteration: Int)? {
        let result = timing.position(at: time, begin: begin).map {
            (AnimationSampler.progress(elapsed: $0.elapsed, timing: timing, curve: curve), $0.iteration)
        }
        lastTime = time
        lastBegin = begin
        last = result
        return result
    }
}
