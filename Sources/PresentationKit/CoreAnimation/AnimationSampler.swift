import Foundation

/// The ends of a basic animation as given: any of from, to and by may be missing.
struct BasicEndpoints {
    let from: AnimatableValue?
    let to: AnimatableValue?
    let by: AnimatableValue?

    /// Resolves Core Animation's from/to/by rules against the value underneath the animation.
    func resolve(base: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue) {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, b.added(to: f))
        case let (nil, t?, b?): return (t.difference(from: b) ?? t, t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, b.added(to: base))
        case (nil, nil, nil): return (base, base)
        }
    }
}

/// A prepared animation: the part of the layer it drives and how its value moves with time.
struct AnimationSampler {
    enum Curve: Equatable {
        /// A cubic-bezier curve over one cycle (nil: linear).
        case bezier(CAMediaTimingFunction?)
        /// Progress follows a spring over elapsed seconds.
        case spring(SpringMotion)
    }

    enum Shape {
        case basic(BasicEndpoints)
        case keyframes(KeyframeTrack)
    }

    let keyPath: AnimationKeyPath
    let isAdditive: Bool
    /// Each repeat starts where the previous one ended (`isCumulative`).
    var isCumulative = false
    let timing: AnimationTiming
    let curve: Curve
    let shape: Shape
    /// The per-frame memo of the curve, shared with animations of equal timing (set by
    /// ``prepareForFrames()``).
    var sharedProgress: SharedProgress?
    /// The values ahead of time, when they do not depend on the underlying value (set by
    /// ``prepareForFrames()``).
    var fixedCourse: FixedCourse?

    /// Progress through one cycle after the curve, from seconds elapsed in it.
    func progress(elapsed: Double) -> Double {
        AnimationSampler.progress(elapsed: elapsed, timing: timing, curve: curve)
    }

    /// Progress through one cycle after `curve`, from seconds elapsed in it.
    static func progress(elapsed: Double, timing: AnimationTiming, curve: Curve) -> Double {
        switch curve {
        case .bezier(let function):
            let fraction = min(max(elapsed / timing.duration, 0), 1)
            return function?.progress(at: fraction) ?? fraction
        case .spring(let motion):
            return motion.fraction(at: elapsed)
        }
    }

    /// Shares the curve's per-frame evaluation with animations of equal timing, and resolves the
    /// values ahead when they do not depend on the layer: what an animation added to a layer runs
    /// with, so that a frame evaluates it once.
    @MainActor
    mutating func prepareForFrames() {
        sharedProgress = SharedProgress.shared(timing: timing, curve: curve)
        if keyPath.component == nil {
            fixedCourse = FixedCourse.make(shape: shape, isAdditive: isAdditive, kind: keyPath.property.kind)
        }
    }

    /// Progress through the cycle after the curve, and the repeat index, at host `time`; nil when
    /// the animation has no effect then.
    @MainActor
    func progress(at time: Double, begin: Double) -> (progress: Double, iteration: Int)? {
        if let sharedProgress { return sharedProgress.progress(at: time, begin: begin) }
        guard let position = timing.position(at: time, begin: begin) else { return nil }
        return (progress(elapsed: position.elapsed), position.iteration)
    }

    /// The property's value with this animation applied on top of `underlying` at host `time`.
    @MainActor
    func apply(to underlying: AnimatableValue, at time: Double, begin: Double) -> AnimatableValue {
        guard let position = progress(at: time, begin: begin) else { return underlying }
        return apply(to: underlying, progress: position.progress, iteration: position.iteration)
    }

    /// The property's value with this animation applied on top of `underlying` at `progress` through
    /// a cycle (after the curve): how a driven animation is sampled (a property animator decides the
    /// progress, not the clock).
    @MainActor
    func apply(to underlying: AnimatableValue, progress: Double, iteration: Int = 0) -> AnimatableValue {
        if let fixedCourse {
            // A whole property: the base is the underlying value itself.
            guard
                let value = fixedCourse.presented(
                    at: progress, iteration: iteration, isCumulative: isCumulative,
                    over: isAdditive ? underlying : nil)
            else { return underlying }
            return value
        }
        let base = keyPath.extract(from: underlying)
        var value: AnimatableValue
        // The change over one whole cycle, added once per completed repeat when cumulative.
        let cycleChange: AnimatableValue?
        switch shape {
        case .basic(let endpoints):
            let ends = endpoints.resolve(base: isAdditive ? base.zero : base)
            value = ends.from.interpolated(to: ends.to, progress: progress)
            cycleChange = ends.to.difference(from: ends.from)
        case .keyframes(let track):
            value = track.value(at: progress)
            cycleChange = track.values.last.flatMap { $0.difference(from: track.values[0]) }
        }
        if isCumulative && iteration > 0, let change = cycleChange {
            for _ in 0..<iteration { value = change.added(to: value) }
        }
        if isAdditive { value = value.added(to: base) }
        guard value.isFinite else { return underlying }
        return keyPath.inject(value, into: underlying)
    }
}
