import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

/// A scenario filmed: evenly spaced frames of each transition (the film strips), frames at a steady
/// rate for the animated sprite, and the animated properties sampled every display frame. A
/// scenario with an environment change also gets a strip spanning it: its first frame, then
/// `frames / 2` (at least 2) frames through each change's animation.
@MainActor
struct ScenarioFilm {
    var presentationFrames: [RGBAImage] = []
    var environmentFrames: [RGBAImage] = []
    var dismissalFrames: [RGBAImage] = []
    var spriteFrames: [RGBAImage] = []
    var sampler = PropertySampler()
    var diagnostics: [Diagnostic] = []

    /// Frames a second of the animated sprite.
    static let spriteRate: Double = 30

    /// Films a fresh run of `scenario` along `timeline`: `frames` frames per strip at `scale`.
    init(scenario: Scenario, timeline: ScenarioTimeline, frames: Int, scale: CGFloat, spriteScale: CGFloat) {
        let run = scenario.makeRun()
        let host = run.host
        let sampleStep = 1.0 / 60

        /// Films `length` seconds from now: strip frames evenly spaced from start to end (or at
        /// `stripTimes` from the start), sprite frames at the sprite rate, property samples every
        /// display frame, the touches of `gesture` (if any) at their times from the start, each
        /// before what is filmed at its time, and the changes of `change` (if any) at theirs, each
        /// after the strip frame of its time.
        func film(
            for length: TimeInterval, gesture: ScenarioGesture? = nil,
            change: ScenarioEnvironmentChange? = nil,
            stripTimes: [TimeInterval]? = nil, into strip: inout [RGBAImage]
        ) {
            enum Event {
                case touch(ScenarioGesture.Touch)
                case change(ScenarioEnvironmentChange.Change)
                case sample, strip, sprite
            }
            let span = host.time...(host.time + length)
            // Events in time order; at equal times in the order added (touches first), since the sort
            // is made stable by the index.
            var events: [(time: TimeInterval, event: Event)] = []
            for step in gesture?.steps ?? [] {
                events.append((span.lowerBound + step.time, .touch(step.touch)))
            }
            if let stripTimes {
                for time in stripTimes { events.append((span.lowerBound + time, .strip)) }
            } else {
                for index in 0..<frames {
                    let fraction = frames == 1 ? 1 : Double(index) / Double(frames - 1)
                    events.append((span.lowerBound + length * fraction, .strip))
                }
            }
            // After the strip frames, so that a strip frame at a change's time shows the screen
            // before the change.
            for step in change?.steps ?? [] {
                events.append((span.lowerBound + step.time, .change(step.change)))
            }
            var time = span.lowerBound
            while time <= span.upperBound + 1e-9 {
                events.append((time, .sample))
                time += sampleStep
            }
            time = span.lowerBound
            while time <= span.upperBound + 1e-9 {
                events.append((time, .sprite))
                time += 1 / Self.spriteRate
            }
            let ordered = events.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
            }
            var turn: InterfaceTurn?
            for (_, item) in ordered {
                if item.time > host.time { host.advance(by: item.time - host.time) }
                switch item.event {
                case .touch(let touch): ScenarioGesture.apply(touch, on: host)
                case .change(let change):
                    let before = (host.interfaceOrientation, host.window.bounds.size)
                    ScenarioEnvironmentChange.apply(change, on: host)
                    if case .rotate(_, let duration) = change {
                        turn = InterfaceTurn(
                            start: host.time, duration: duration, from: before.0,
                            to: host.interfaceOrientation,
                            fromSize: before.1, toSize: host.window.bounds.size)
                    }
                case .sample:
                    sampler.sample(presented: run.presented, presenting: run.presenting, at: host.time)
                case .strip: strip.append(snapshot(scale: scale, turn: turn))
                case .sprite: spriteFrames.append(snapshot(scale: spriteScale, turn: turn))
                }
            }
        }

        /// The screen now; while the device turns, with the interface still turned part of the way
        /// from its old orientation (see `InterfaceTurn`).
        func snapshot(scale: CGFloat, turn: InterfaceTurn?) -> RGBAImage {
            guard let turn, let angle = turn.remainingAngle(at: host.time, windowFrame: host.windowFrameShown)
            else { return host.snapshot(scale: scale) }
            return host.snapshot(scale: scale, interfaceTurnedBy: angle)
        }

        let presentationLength = timeline.presentation.upperBound - timeline.presentation.lowerBound
        if let gesture = run.presentationGesture {
            film(for: presentationLength, gesture: gesture, into: &presentationFrames)
        } else {
            run.present()
            host.advance(by: 0)
            film(for: presentationLength, into: &presentationFrames)
        }
        host.runUntilIdle()
        // Hold the presented state for half a second in the sprite.
        let held = host.snapshot(scale: spriteScale)
        spriteFrames.append(contentsOf: Array(repeating: held, count: Int(Self.spriteRate / 2)))
        if let change = run.environmentChange, let environment = timeline.environment {
            // The first frame, then frames through each change's animation, its end included: the
            // pauses between changes show nothing new.
            let perChange = max(2, frames / 2)
            var times: [TimeInterval] = [0]
            for step in change.steps {
                times += (1...perChange).map {
                    step.time + step.change.duration * Double($0) / Double(perChange)
                }
            }
            film(
                for: environment.upperBound - environment.lowerBound, change: change, stripTimes: times,
                into: &environmentFrames)
            host.runUntilIdle()
            let changed = host.snapshot(scale: spriteScale)
            spriteFrames.append(contentsOf: Array(repeating: changed, count: Int(Self.spriteRate / 2)))
        }
        let dismissalLength = timeline.dismissal.upperBound - timeline.dismissal.lowerBound
        if let gesture = run.dismissalGesture {
            film(for: dismissalLength, gesture: gesture, into: &dismissalFrames)
        } else {
            run.dismiss()
            host.advance(by: 0)
            film(for: dismissalLength, into: &dismissalFrames)
        }
        host.runUntilIdle()
        diagnostics = host.diagnostics
    }
}
