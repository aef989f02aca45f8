import Foundation

/// How one axis of a scroll view moves after a release or an animated offset change: a chain of
/// closed-form segments (a deceleration that reaches an edge goes on as a spring), each a pure
/// function of host time (Behaviour 15.7–15.9).
struct ScrollAxisMotion {
    /// The law of one segment.
    enum Law {
        /// `ScrollPhysics.decelerationPosition`: released at `start` moving at `velocity` pt/s.
        case decelerate(start: Double, velocity: Double, rate: CGFloat)
        /// `ScrollPhysics.springPosition`: settling on `target` from `start` moving at `velocity`.
        case spring(target: Double, start: Double, velocity: Double)
        /// `ScrollPhysics.ease`: from `from` to `to` over the segment.
        case ease(from: Double, to: Double)
    }

    /// One stretch of the motion.
    struct Segment {
        let law: Law
        /// Host time the segment starts.
        let begin: Double
        /// Its length in seconds.
        let duration: Double
        /// Where the axis is when the segment ends.
        let rest: Double

        func value(at time: Double) -> Double {
            let t = max(time - begin, 0)
            switch law {
            case .decelerate(let start, let velocity, let rate):
                return ScrollPhysics.decelerationPosition(
                    start: start, velocity: velocity, rate: rate, after: t)
            case .spring(let target, let start, let velocity):
                return ScrollPhysics.springPosition(
                    target: target, start: start, velocity: velocity, after: t)
            case .ease(let from, let to):
                guard duration > 0 else { return to }
                return from + (to - from) * ScrollPhysics.ease(t / duration)
            }
        }
    }

    private(set) var segments: [Segment]

    /// Where the motion ends.
    var rest: Double { segments.last?.rest ?? 0 }

    /// The axis's offset at `time`, and whether the motion is over (it then sits on `rest`).
    func sample(at time: Double) -> (value: Double, isDone: Bool) {
        for segment in segments where time < segment.begin + segment.duration - FrameClock.tolerance {
            return (segment.value(at: time), false)
        }
        return (rest, true)
    }

    /// The axis's speed at `time` in points a second (0 once the motion is over), by a central
    /// difference over a tenth of a millisecond: the laws are smooth within a segment.
    func velocity(at time: Double) -> Double {
        guard !sample(at: time).isDone else { return 0 }
        let before = max(time - 0.0001, segments.first?.begin ?? time)
        let after = time + 0.0001
        return (sample(at: after).value - sample(at: before).value) / (after - before)
    }

    /// A release at `start` with `velocity` (pt/s) inside `range`: decelerates at `rate`; on
    /// reaching an edge it springs back from there (`bounces`) or stops on it. Nil when the
    /// velocity is below the stop speed (nothing moves).
    static func deceleration(
        start: Double, velocity: Double, rate: CGFloat, range: ClosedRange<Double>, bounces: Bool,
        at begin: Double
    ) -> ScrollAxisMotion? {
        let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
        guard duration > 0 else { return nil }
        let law = Law.decelerate(start: start, velocity: velocity, rate: rate)
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        if let reach = ScrollPhysics.timeToReach(edge, start: start, velocity: velocity, rate: rate),
            reach < duration
        {
            // Released on an edge, moving out, with nothing to bounce: it stays.
            if !bounces && reach <= FrameClock.tolerance { return nil }
            var segments = [Segment(law: law, begin: begin, duration: reach, rest: edge)]
            if bounces {
                let speed = ScrollPhysics.decelerationVelocity(velocity, rate: rate, after: reach)
                segments += spring(to: edge, start: edge, velocity: speed, at: begin + reach).segments
            }
            return ScrollAxisMotion(segments: segments)
        }
        let end = ScrollPhysics.projectedEnd(start: start, velocity: velocity, rate: rate)
        let rest = min(max(end, range.lowerBound), range.upperBound)
        return ScrollAxisMotion(segments: [Segment(law: law, begin: begin, duration: duration, rest: rest)])
    }

    /// A settle on `target` from `start` moving at `velocity` (pt/s), on the critically damped spring.
    static func spring(to target: Double, start: Double, velocity: Double, at begin: Double)
        -> ScrollAxisMotion
    {
        let duration = ScrollPhysics.springDuration(target: target, start: start, velocity: velocity)
        return ScrollAxisMotion(segments: [
            Segment(
                law: .spring(target: target, start: start, velocity: velocity), begin: begin,
                duration: duration,
                rest: target)
        ])
    }

    /// An animated change from `from` to `to` over `ScrollPhysics.animationDuration`.
    static func ease(from: Double, to: Double, at begin: Double) -> ScrollAxisMotion {
        ScrollAxisMotion(segments: [
            Segment(
                law: .ease(from: from, to: to), begin: begin, duration: ScrollPhysics.animationDuration,
                rest: to)
        ])
    }
}
