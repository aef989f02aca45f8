import Foundation

/// Core Animation's media timing for one animation: where in its cycle it is at a host time.
struct AnimationTiming: Equatable {
    /// One cycle, in seconds (Core Animation's 0.25 s when the animation's `duration` is 0).
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode
    /// Total active time in the animation's own time; `.infinity` for endless repeats.
    let activeDuration: Double

    @MainActor
    init(_ animation: CAAnimation) {
        let rawDuration = animation.duration
        duration = rawDuration > 0 && rawDuration.isFinite ? rawDuration : 0.25
        speed = animation.speed.isFinite ? Double(animation.speed) : 1
        timeOffset = animation.timeOffset.isFinite ? animation.timeOffset : 0
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
        let cycle = duration * (autoreverses ? 2 : 1)
        if animation.repeatDuration > 0 {
            activeDuration = animation.repeatDuration
        } else if animation.repeatCount > 0 {
            activeDuration = cycle * Double(animation.repeatCount)
        } else {
            activeDuration = cycle
        }
    }

    /// The host time at which an animation begun at `begin` ends; infinite when it repeats forever
    /// or its speed is 0.
    func endTime(begin: Double) -> Double {
        guard speed > 0 else { return speed == 0 ? .infinity : begin }
        return begin + max(activeDuration - timeOffset, 0) / speed
    }

    /// Where the animation is at `time`: seconds into the current cycle (counting back down
    /// while autoreversing) and the repeat index; nil when it has no effect then.
    func position(at time: Double, begin: Double) -> (elapsed: Double, iteration: Int)? {
        var local = (time - begin) * speed + timeOffset
        if time < begin {
            guard fillMode.fillsBackwards else { return nil }
            local = timeOffset
        }
        if local >= activeDuration {
            guard fillMode.fillsForwards else { return nil }
            return endPosition()
        }
        let cycle = duration * (autoreverses ? 2 : 1)
        let iteration = Int(local / cycle)
        let inCycle = local - Double(iteration) * cycle
        if autoreverses && inCycle > duration {
            return (2 * duration - inCycle, iteration)
        }
        return (inCycle, iteration)
    }

    /// The position at the very end of the active time, where a forward fill holds.
    private func endPosition() -> (elapsed: Double, iteration: Int) {
        let cycle = duration * (autoreverses ? 2 : 1)
        guard activeDuration.isFinite else { return (duration, 0) }
        let cycles = activeDuration / cycle
        var iteration = Int(cycles.rounded(.down))
        var inCycle = activeDuration - Double(iteration) * cycle
        if inCycle <= 1e-12 && iteration > 0 {
            // Ended exactly at a cycle boundary: the end of the previous cycle.
            iteration -= 1
            inCycle = cycle
        }
        if autoreverses && inCycle > duration { return (2 * duration - inCycle, iteration) }
        return (inCycle, iteration)
    }
}
