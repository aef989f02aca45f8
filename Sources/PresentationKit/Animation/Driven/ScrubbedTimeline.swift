import Foundation

/// The time of a transition a finger scrubs: the animations an animator made with ordinary view
/// animation blocks, held at a point of their own time or run toward its end or its start (Behaviour 8.1,
/// 12.3–12.6).
///
/// Time here is the transition's local time τ, in seconds since the animations were made: held at
/// p × duration while interactive (linear in the gesture), then moved to the end (finish) or to 0
/// (cancel) over the seconds left ÷ completion speed, on the completion curve. Each captured
/// animation is sampled at τ with its own timing (delay, duration, curve), as if the clock read
/// `origin + τ`.
@MainActor
final class ScrubbedTimeline {
    /// Host time at which τ = 0 (when the animations were made).
    let origin: Double
    /// The transition's duration: the τ a finish runs to.
    let duration: Double

    private enum Motion {
        case held(Double)
        case moving(from: Double, to: Double, start: Double, seconds: Double, curve: CAMediaTimingFunction)
    }
    private var motion: Motion = .held(0)

    init(origin: Double, duration: Double) {
        self.origin = origin
        self.duration = max(duration, 0)
    }

    /// The local time τ at host `time`.
    func localTime(at time: Double) -> Double {
        switch motion {
        case .held(let local):
            return local
        case .moving(let from, let to, let start, let seconds, let curve):
            guard seconds > 0 else { return to }
            let s = min(max((time - start) / seconds, 0), 1)
            return from + (to - from) * curve.progress(at: s)
        }
    }

    /// τ ÷ duration at host `time` (1 for a transition of no duration that is not held at 0).
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return localTime(at: time) > 0 ? 1 : 0 }
        return min(max(localTime(at: time) / duration, 0), 1)
    }

    /// Holds τ at `fraction` × duration.
    func hold(atFraction fraction: Double) {
        motion = .held(min(max(fraction, 0), 1) * duration)
    }

    /// Moves τ from where it is at `now` to `target` over `seconds` on `curve`.
    func move(toFraction target: Double, now: Double, seconds: Double, curve: CAMediaTimingFunction) {
        motion = .moving(
            from: localTime(at: now), to: min(max(target, 0), 1) * duration, start: now,
            seconds: max(seconds, 0),
            curve: curve)
    }
}

/// Drives one captured animation by a ``ScrubbedTimeline``.
@MainActor
final class ScrubbedTrack: AnimationDrive {
    let timeline: ScrubbedTimeline

    init(timeline: ScrubbedTimeline) {
        self.timeline = timeline
    }

    func sample(
        _ sampler: AnimationSampler, over underlying: AnimatableValue, begin: Double?, at time: Double
    ) -> AnimatableValue {
        guard let begin else { return underlying }
        // Scrubbed back before an animation began (one added while the finger held the transition
        // half-way), it shows its start, as a backwards fill would.
        let local = max(timeline.origin + timeline.localTime(at: time), begin)
        return sampler.apply(to: underlying, at: local, begin: begin)
    }
}
