import Foundation

/// Where a property animator is and how its values move: the arithmetic of `UIViewPropertyAnimator`
/// (Behaviour 11), kept apart from views so it can be checked on its own.
///
/// Two quantities describe the animator:
/// - the **fraction** u ∈ [0, 1], which moves linearly in time (`fractionComplete`, Behaviour 11.13);
/// - for each animated property (a ``AnimatorTrack``), its **value progress** v: 0 shows the value
///   before the blocks, 1 the value the blocks set.
///
/// A track added with a delay factor lives in a window [a, 1] of the fraction; its local fraction is
/// ℓ = (u − a) ÷ (1 − a), clamped to [0, 1] (Behaviour 11.22).
///
/// The animator is either **resting** at a fraction (inactive, or paused after a scrub: v = ℓ when
/// scrubbing linearly, v = curve(ℓ) otherwise, Behaviour 11.15) or **moving** through a run: from the
/// fraction and values it had when the run began toward 0 or 1, over a number of seconds, on a
/// curve. Each run eases over what is left: a track at v₀ (local fraction ℓ₀) when the run began
/// shows v = v₀ + (target − v₀)·curve(σ), with σ = (ℓ − ℓ₀) ÷ (target − ℓ₀). A run that begins at 0
/// is therefore exactly the curve; a run that resumes after a scrub, a reversal or
/// `continueAnimation` starts from the values on screen, so nothing jumps. A paused run is frozen;
/// resuming it (without a scrub in between) continues the same run, curve and all.
@MainActor
final class AnimatorTimeline {
    /// The curves of one run: a composed timing provider drives position with its spring and the
    /// other properties with its cubic curve.
    struct Curves {
        let position: TimelineCurve
        let other: TimelineCurve

        init(_ provider: any UITimingCurveProvider) {
            position = TimelineCurve(provider, forPosition: true)
            other = TimelineCurve(provider, forPosition: false)
        }

        func curve(for track: AnimatorTrack) -> TimelineCurve { track.isPosition ? position : other }
    }

    /// One run: from `startFraction` toward `target` (0 or 1) in `seconds`, leaving at `startTime`.
    struct Run {
        /// Host time the run leaves its start (after a start delay).
        var startTime: Double
        let startFraction: Double
        let target: Double
        let seconds: Double
        let curves: Curves
        let id: Int
        /// Until this host time the run stays where it was paused: a resume after a delay. (Only
        /// shifting `startTime` would replay the last `delay` seconds of the run during the delay.)
        var heldUntil = -Double.infinity

        /// Run progress s ∈ [0, 1] at host `time`: linear in time.
        func progress(at time: Double) -> Double {
            let time = max(time, heldUntil)
            guard seconds > 0 else { return time >= startTime - FrameClock.tolerance ? 1 : 0 }
            return min(max((time - startTime) / seconds, 0), 1)
        }

        func fraction(at time: Double) -> Double {
            startFraction + (target - startFraction) * progress(at: time)
        }

        /// Host time at which the run reaches its target.
        var endTime: Double { startTime + max(seconds, 0) }
    }

    enum Position {
        case resting(fraction: Double, linear: Bool)
        /// `pausedAt`: the host time at which the run was frozen, or nil while it moves.
        case moving(Run, pausedAt: Double?)
    }

    private(set) var position: Position = .resting(fraction: 0, linear: true)
    /// Seconds for the whole way from fraction 0 to 1.
    let duration: Double
    /// The curves of a run that starts from rest, and of a scrub that does not scrub linearly.
    let baseCurves: Curves
    private(set) var tracks: [AnimatorTrack] = []
    private var nextRunID = 0

    init(duration: Double, curves: Curves) {
        self.duration = duration
        self.baseCurves = curves
    }

    /// The fraction u at host `time`.
    func fraction(at time: Double) -> Double {
        switch position {
        case .resting(let fraction, _): return fraction
        case .moving(let run, let pausedAt): return run.fraction(at: pausedAt ?? time)
        }
    }

    /// Whether a run is under way and not frozen.
    var isMoving: Bool {
        if case .moving(_, nil) = position { return true }
        return false
    }

    /// The run under way (moving or frozen), if any.
    var run: Run? {
        if case .moving(let run, _) = position { return run }
        return nil
    }

    // MARK: Changing position

    /// Rests at `fraction` (a scrub, or the start).
    func rest(at fraction: Double, linear: Bool) {
        position = .resting(fraction: min(max(fraction, 0), 1), linear: linear)
    }

    /// Begins a run at host time `now` toward `target`, leaving after `delay`, lasting `seconds`.
    /// Every track starts the run from what it shows at `now`.
    func beginRun(now: Double, delay: Double = 0, toward target: Double, seconds: Double, curves: Curves) {
        let fraction = fraction(at: now)
        for track in tracks {
            track.runStartProgress = track.components.map { progress(of: track, component: $0, at: now) }
            track.runStartLocal = track.local(fraction)
        }
        nextRunID += 1
        position = .moving(
            Run(
                startTime: now + max(delay, 0), startFraction: fraction, target: target,
                seconds: max(seconds, 0), curves: curves, id: nextRunID),
            pausedAt: nil)
    }

    /// Freezes the run where it is at `now`.
    func pause(at now: Double) {
        guard case .moving(let run, nil) = position else { return }
        // Paused during a hold, the run is where the hold keeps it.
        position = .moving(run, pausedAt: max(now, run.heldUntil))
    }

    /// Lets a frozen run go on from where it was frozen, as if no time had passed meanwhile: at
    /// `now`, or after holding still for `delay` seconds (`startAnimation(afterDelay:)`).
    func resume(at now: Double, delay: Double = 0) {
        guard case .moving(var run, let pausedAt?) = position else { return }
        let moveAt = now + max(delay, 0)
        run.startTime += moveAt - pausedAt
        run.heldUntil = moveAt
        position = .moving(run, pausedAt: nil)
    }

    // MARK: Tracks

    /// Adds a track whose window starts at fraction `windowStart`; it shows the value before its
    /// block (v = 0) until the animator's fraction reaches its window.
    func add(_ track: AnimatorTrack, at now: Double) {
        track.runStartProgress = track.components.map { _ in 0 }
        track.runStartLocal = track.local(fraction(at: now))
        tracks.append(track)
    }

    /// The value progress of `track` along `component` at host `time`.
    func progress(
        of track: AnimatorTrack, component: UISpringTimingParameters.VelocityComponent, at time: Double
    ) -> Double {
        switch position {
        case .resting(let fraction, let linear):
            let local = track.local(fraction)
            if linear { return local }
            let curve = baseCurves.curve(for: track)
            let seconds = duration * track.windowWidth
            let motion = track.motion(runID: 0, curve: curve, seconds: seconds, component: component)
            return curve.value(at: local, motion: motion, seconds: seconds)
        case .moving(let run, let pausedAt):
            let local = track.local(run.fraction(at: pausedAt ?? time))
            let span = run.target - track.runStartLocal
            let sigma = span == 0 ? 1 : min(max((local - track.runStartLocal) / span, 0), 1)
            let curve = run.curves.curve(for: track)
            // The seconds this track moves during the run: its share of the run's way.
            let runWay = abs(run.target - run.startFraction)
            let seconds =
                runWay > 0 ? run.seconds * abs(span) * track.windowWidth / runWay : run.seconds
            let motion = track.motion(runID: run.id, curve: curve, seconds: seconds, component: component)
            let start = track.startProgress(component)
            return start + (run.target - start) * curve.value(at: sigma, motion: motion, seconds: seconds)
        }
    }
}

/// One property animated by a property animator: the window of the animator's fraction it moves
/// in, and where it stood when the current run began. It drives its layer animation.
@MainActor
final class AnimatorTrack: AnimationDrive {
    /// Weak: the timeline holds its tracks; a layer animation that outlives its animator shows its
    /// end value.
    weak var timeline: AnimatorTimeline?
    /// Where the window starts in the animator's fraction (it ends at 1).
    let windowStart: Double
    /// Position moves along both axes, each with its own spring velocity (Behaviour 11.29).
    let isPosition: Bool
    /// Whether the animated view is hit-tested where it is on screen (the animator's
    /// `isManualHitTestingEnabled` is false, Behaviour 11.27).
    var hitTestsOnScreen = false
    var components: [UISpringTimingParameters.VelocityComponent] {
        isPosition ? [.horizontal, .vertical] : [.horizontal]
    }
    /// Value progress per component when the current run began.
    var runStartProgress: [Double] = [0]
    /// Local fraction when the current run began (or the track was added).
    var runStartLocal = 0.0
    /// The spring motions of the current run, computed once per run and component (fitting a spring
    /// to a duration is a search).
    private var motions:
        [(runID: Int, component: UISpringTimingParameters.VelocityComponent, motion: SpringMotion)] =
            []

    init(timeline: AnimatorTimeline, windowStart: Double, isPosition: Bool) {
        self.timeline = timeline
        self.windowStart = min(max(windowStart, 0), 1)
        self.isPosition = isPosition
    }

    var windowWidth: Double { 1 - windowStart }

    /// The local fraction ℓ for the animator's fraction `fraction`.
    func local(_ fraction: Double) -> Double {
        guard windowWidth > 1e-12 else { return fraction >= 1 - 1e-12 ? 1 : 0 }
        return min(max((fraction - windowStart) / windowWidth, 0), 1)
    }

    func startProgress(_ component: UISpringTimingParameters.VelocityComponent) -> Double {
        component == .vertical && runStartProgress.count > 1 ? runStartProgress[1] : runStartProgress[0]
    }

    func motion(
        runID: Int, curve: TimelineCurve, seconds: Double,
        component: UISpringTimingParameters.VelocityComponent
    ) -> SpringMotion? {
        guard case .spring = curve else { return nil }
        if let cached = motions.first(where: { $0.runID == runID && $0.component == component }) {
            return cached.motion
        }
        guard let motion = curve.motion(seconds: seconds, component: component) else { return nil }
        motions.removeAll { $0.runID != runID }
        motions.append((runID, component, motion))
        return motion
    }

    /// The value progress now (the first component), for tests and the animator.
    func progress(at time: Double) -> Double {
        timeline?.progress(of: self, component: .horizontal, at: time) ?? 1
    }

    func sample(
        _ sampler: AnimationSampler, over underlying: AnimatableValue, begin: Double?, at time: Double
    ) -> AnimatableValue {
        guard let timeline else { return sampler.apply(to: underlying, progress: 1) }
        let x = timeline.progress(of: self, component: .horizontal, at: time)
        let value = sampler.apply(to: underlying, progress: x)
        guard isPosition else { return value }
        let y = timeline.progress(of: self, component: .vertical, at: time)
        guard y != x, case .point(let horizontal) = value,
            case .point(let vertical) = sampler.apply(to: underlying, progress: y)
        else { return value }
        return .point(CGPoint(x: horizontal.x, y: vertical.y))
    }
}
