import Foundation
import Testing

@testable import PresentationKit

/// The arithmetic of property animators on its own: the fraction u linear in time, tracks with
/// windows [a, 1], runs that ease from the current values to a target, springs fitted per run.
///
/// Expected values are computed here from `ReferenceCurves` (bisection on the Bézier, closed-form
/// springs), never with the library's curve code.
@MainActor
@Suite("AnimatorTimeline")
struct AnimatorTimelineTests {
    private func timeline(
        duration: Double,
        _ provider: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeInOut)
    ) -> AnimatorTimeline {
        AnimatorTimeline(duration: duration, curves: AnimatorTimeline.Curves(provider))
    }

    private var easeInOut: AnimatorTimeline.Curves {
        AnimatorTimeline.Curves(UICubicTimingParameters(animationCurve: .easeInOut))
    }

    private var linear: AnimatorTimeline.Curves {
        AnimatorTimeline.Curves(UICubicTimingParameters(animationCurve: .linear))
    }

    private func track(
        _ timeline: AnimatorTimeline, window: Double = 0, position: Bool = false, at now: Double = 0
    )
        -> AnimatorTrack
    {
        let track = AnimatorTrack(timeline: timeline, windowStart: window, isPosition: position)
        timeline.add(track, at: now)
        return track
    }

    private func progress(
        _ track: AnimatorTrack, _ component: UISpringTimingParameters.VelocityComponent, at time: Double
    )
        -> Double
    {
        track.timeline!.progress(of: track, component: component, at: time)
    }

    @Test("a new timeline rests at fraction 0 (Behaviour 11.1, 11.13)")
    func restsAtZero() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        #expect(timeline.fraction(at: 5) == 0)
        #expect(!timeline.isMoving)
        #expect(timeline.run == nil)
        #expect(track.progress(at: 5) == 0)
    }

    @Test(
        "during a run the fraction is linear in time, starts after the delay and stops at the target (Behaviour 11.13, 11.18)"
    )
    func fractionIsLinearInTime() throws {
        let timeline = timeline(duration: 2)
        timeline.beginRun(now: 1, delay: 0.5, toward: 1, seconds: 2, curves: easeInOut)
        #expect(timeline.isMoving)
        let run = try #require(timeline.run)
        #expect(run.startTime == 1.5)
        #expect(run.endTime == 3.5)
        for (time, expected) in [
            (0.0, 0.0), (1.2, 0.0), (1.5, 0.0), (2.0, 0.25), (3.0, 0.75), (3.5, 1.0), (9.0, 1.0),
        ] {
            expectClose(timeline.fraction(at: time), expected, 1e-12)
        }
        timeline.beginRun(now: 2.5, toward: 0, seconds: 0.5, curves: easeInOut)
        expectClose(timeline.fraction(at: 2.5), 0.5, 1e-12)
        expectClose(timeline.fraction(at: 2.75), 0.25, 1e-12)
        expectClose(timeline.fraction(at: 4), 0, 1e-12)
    }

    @Test("a track over the whole window follows the run's curve (Behaviour 11.28)")
    func fullWindowFollowsTheCurve() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: easeInOut)
        for time in [0.1, 0.3, 0.5, 0.77, 0.95] {
            expectClose(track.progress(at: time), Curve.inOut(time))
        }
        #expect(track.progress(at: 1) == 1)
        #expect(track.progress(at: 0) == 0)
    }

    @Test(
        "a track with window [a, 1] waits until the fraction reaches a, then runs on ℓ = (u − a) ÷ (1 − a) (Behaviour 11.22)"
    )
    func windowedTrack() {
        let timeline = timeline(duration: 2)
        let delayed = track(timeline, window: 0.25)
        #expect(delayed.windowWidth == 0.75)
        expectClose(delayed.local(0.625), 0.5, 1e-15)
        #expect(delayed.local(0.1) == 0)
        #expect(delayed.local(1.2) == 1)
        timeline.beginRun(now: 0, toward: 1, seconds: 2, curves: easeInOut)
        for time in [0.2, 0.5] {
            #expect(delayed.progress(at: time) == 0)
        }
        for time in [0.8, 1.25, 1.7] {
            expectClose(delayed.progress(at: time), Curve.inOut((time / 2 - 0.25) / 0.75))
        }
        #expect(delayed.progress(at: 2) == 1)
    }

    @Test("a track whose window has no width jumps at the end (Behaviour 11.22)")
    func windowWithoutWidth() {
        let timeline = timeline(duration: 1)
        let late = track(timeline, window: 1.4)
        #expect(late.windowStart == 1)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: linear)
        #expect(late.progress(at: 0.999) == 0)
        #expect(late.progress(at: 1) == 1)
    }

    @Test(
        "a track added mid-run with a window runs over the part of the run its window covers (Behaviour 11.21, 11.22)"
    )
    func trackAddedMidRun() {
        let timeline = timeline(duration: 2)
        let first = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 2, curves: easeInOut)
        // At u = 0.25 (t = 0.5) with delay factor 0.25: window [0.5, 1], t = 1…2 (Apple's example).
        let added = track(timeline, window: 0.5, at: 0.5)
        #expect(added.progress(at: 0.5) == 0)
        #expect(added.progress(at: 1) == 0)
        for time in [1.2, 1.5, 1.9] {
            expectClose(added.progress(at: time), Curve.inOut(time - 1))
            expectClose(first.progress(at: time), Curve.inOut(time / 2))
        }
    }

    @Test("a run from a linear scrub eases from the values there over what is left (Behaviour 11.15)")
    func runFromAScrub() {
        let timeline = timeline(duration: 1)
        let full = track(timeline)
        let delayed = track(timeline, window: 0.5)
        timeline.rest(at: 0.75, linear: true)
        expectClose(full.progress(at: 3), 0.75, 1e-15)
        expectClose(delayed.progress(at: 3), 0.5, 1e-15)
        timeline.beginRun(now: 3, toward: 1, seconds: 0.25, curves: easeInOut)
        for elapsed in [0.05, 0.125, 0.2] {
            let sigma = elapsed / 0.25
            expectClose(full.progress(at: 3 + elapsed), 0.75 + 0.25 * Curve.inOut(sigma))
            expectClose(delayed.progress(at: 3 + elapsed), 0.5 + 0.5 * Curve.inOut(sigma))
        }
    }

    @Test("resting with linear false applies the curve to the local fraction (Behaviour 11.15)")
    func restOnTheCurve() {
        let timeline = timeline(duration: 1)
        let full = track(timeline)
        let delayed = track(timeline, window: 0.2)
        timeline.rest(at: 0.6, linear: false)
        expectClose(full.progress(at: 0), Curve.inOut(0.6))
        expectClose(delayed.progress(at: 0), Curve.inOut(0.5))
        timeline.rest(at: 1.7, linear: false)
        #expect(timeline.fraction(at: 0) == 1)
    }

    @Test("a run toward 0 mid-run turns around from the values shown, without a jump (Behaviour 11.11)")
    func turnAround() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: easeInOut)
        let turn = Curve.inOut(0.6)
        expectClose(track.progress(at: 0.6), turn)
        timeline.beginRun(now: 0.6, toward: 0, seconds: 0.6, curves: easeInOut)
        expectClose(track.progress(at: 0.6), turn)
        for back in [0.1, 0.3, 0.5] {
            expectClose(track.progress(at: 0.6 + back), turn * (1 - Curve.inOut(back / 0.6)))
            expectClose(timeline.fraction(at: 0.6 + back), 0.6 - back, 1e-12)
        }
        #expect(track.progress(at: 1.2) == 0)
    }

    @Test("pause freezes the run; resume continues the same run as if no time had passed (Behaviour 11.17)")
    func pauseAndResume() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: easeInOut)
        timeline.pause(at: 0.3)
        #expect(!timeline.isMoving)
        expectClose(timeline.fraction(at: 7), 0.3, 1e-12)
        expectClose(track.progress(at: 7), Curve.inOut(0.3))
        timeline.resume(at: 2)
        #expect(timeline.isMoving)
        expectClose(track.progress(at: 2.4), Curve.inOut(0.7))
        #expect(timeline.run?.endTime == 2.7)
    }

    @Test("a resume after a delay holds still for the delay (Behaviour 11.18)")
    func resumeAfterDelay() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: easeInOut)
        timeline.pause(at: 0.3)
        timeline.resume(at: 2, delay: 0.5)
        for time in [2.0, 2.25, 2.5] {
            expectClose(timeline.fraction(at: time), 0.3, 1e-12)
            expectClose(track.progress(at: time), Curve.inOut(0.3))
        }
        expectClose(track.progress(at: 2.9), Curve.inOut(0.7))
        #expect(timeline.run?.endTime == 3.2)
        // Paused again during the hold, it stays where it was and resumes from there.
        timeline.pause(at: 2.2)
        timeline.resume(at: 4)
        expectClose(track.progress(at: 4.1), Curve.inOut(0.4))
    }

    @Test("a run of 0 seconds is at its target from its start (Behaviour 11.20)")
    func zeroSecondRun() {
        let timeline = timeline(duration: 1)
        let track = track(timeline)
        timeline.rest(at: 0.4, linear: true)
        timeline.beginRun(now: 1, toward: 1, seconds: 0, curves: easeInOut)
        #expect(timeline.fraction(at: 1) == 1)
        #expect(track.progress(at: 1) == 1)
        #expect(timeline.run?.endTime == 1)
    }

    @Test("a spring run fits each component to the track's seconds with its own velocity (Behaviour 11.29)")
    func springRunPerComponent() {
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: -2))
        let timeline = timeline(duration: 1.5, spring)
        let position = track(timeline, position: true)
        let scalar = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1.5, curves: AnimatorTimeline.Curves(spring))
        let omegaX = ReferenceCurves.criticalOmega(duration: 1.5, velocity: 3)
        let omegaY = ReferenceCurves.criticalOmega(duration: 1.5, velocity: -2)
        for time in [0.05, 0.4, 1.1] {
            let horizontal = ReferenceCurves.spring(omega: omegaX, zeta: 1, velocity: 3, at: time)
            let vertical = ReferenceCurves.spring(omega: omegaY, zeta: 1, velocity: -2, at: time)
            expectClose(progress(position, .horizontal, at: time), horizontal)
            expectClose(progress(position, .vertical, at: time), vertical)
            expectClose(progress(scalar, .horizontal, at: time), horizontal)
        }
        #expect(progress(position, .vertical, at: 1.5) == 1)
    }

    @Test(
        "a spring on a track added mid-run is fitted to the seconds its window lasts (Behaviour 11.22, 11.29)"
    )
    func springOnAWindow() {
        let spring = UISpringTimingParameters(dampingRatio: 1)
        let timeline = timeline(duration: 2, spring)
        timeline.beginRun(now: 0, toward: 1, seconds: 2, curves: AnimatorTimeline.Curves(spring))
        let added = track(timeline, window: 0.5, at: 0.5)
        let omega = ReferenceCurves.criticalOmega(duration: 1, velocity: 0)
        #expect(added.progress(at: 1) == 0)
        for time in [1.1, 1.4, 1.8] {
            expectClose(
                added.progress(at: time),
                ReferenceCurves.spring(omega: omega, zeta: 1, velocity: 0, at: time - 1))
        }
    }

    @Test(
        "a physical spring runs its own motion on every component, over its settling time (Behaviour 11.29)")
    func physicalSpringPerComponent() throws {
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: -1, dy: 4))
        let curves = AnimatorTimeline.Curves(spring)
        let seconds = try #require(curves.position.ownDuration)
        let timeline = AnimatorTimeline(duration: seconds, curves: curves)
        let position = track(timeline, position: true)
        timeline.beginRun(now: 0, toward: 1, seconds: seconds, curves: curves)
        for time in [0.05, 0.2, 0.6, 1.2] {
            expectClose(
                progress(position, .horizontal, at: time),
                ReferenceCurves.spring(omega: 10, zeta: 0.5, velocity: -1, at: time))
            expectClose(
                progress(position, .vertical, at: time),
                ReferenceCurves.spring(omega: 10, zeta: 0.5, velocity: 4, at: time))
        }
    }

    @Test("a composed provider drives position with its spring and the rest with its cubic curve")
    func composedProvider() {
        let spring = UISpringTimingParameters(dampingRatio: 1)
        let composed = ComposedTiming(
            cubic: UICubicTimingParameters(animationCurve: .easeIn), spring: spring)
        let timeline = timeline(duration: 1, composed)
        let position = track(timeline, position: true)
        let scalar = track(timeline)
        timeline.beginRun(now: 0, toward: 1, seconds: 1, curves: AnimatorTimeline.Curves(composed))
        let omega = ReferenceCurves.criticalOmega(duration: 1, velocity: 0)
        for time in [0.2, 0.5, 0.8] {
            expectClose(
                position.progress(at: time),
                ReferenceCurves.spring(omega: omega, zeta: 1, velocity: 0, at: time))
            expectClose(scalar.progress(at: time), Curve.value(Curve.easeIn, time))
        }
    }
}

/// A `.composed` timing provider, as an app would write one.
private final class ComposedTiming: UITimingCurveProvider {
    let cubic: UICubicTimingParameters
    let spring: UISpringTimingParameters

    init(cubic: UICubicTimingParameters, spring: UISpringTimingParameters) {
        self.cubic = cubic
        self.spring = spring
    }

    var timingCurveType: UITimingCurveType { .composed }
    var cubicTimingParameters: UICubicTimingParameters? { cubic }
    var springTimingParameters: UISpringTimingParameters? { spring }
}
