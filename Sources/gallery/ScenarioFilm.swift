import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

/// A scenario filmed: evenly spaced frames of each transition (the film strips), frames at a steady
/// rate for the animated sprite, and the animated properties sampled every display frame.
@MainActor
struct ScenarioFilm {
    var presentationFrames: [RGBAImage] = []
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

        /// Films `length` seconds from now: strip frames evenly spaced from start to end, sprite
        /// frames at the sprite rate, property samples every display frame.
        func film(for length: TimeInterval, into strip: inout [RGBAImage]) {
            let span = host.time...(host.time + length)
            var events: [(time: TimeInterval, strip: Bool, sprite: Bool, sample: Bool)] = []
            for index in 0..<frames {
                let fraction = frames == 1 ? 1 : Double(index) / Double(frames - 1)
                events.append((span.lowerBound + length * fraction, true, false, false))
            }
            var time = span.lowerBound
            while time <= span.upperBound + 1e-9 {
                events.append((time, false, false, true))
                time += sampleStep
            }
            time = span.lowerBound
            while time <= span.upperBound + 1e-9 {
                events.append((time, false, true, false))
                time += 1 / Self.spriteRate
            }
            events.sort { $0.time < $1.time }
            for event in events {
                if event.time > host.time { host.advance(by: event.time - host.time) }
                if event.sample {
                    sampler.sample(presented: run.presented, presenting: run.presenting, at: host.time)
                }
                if event.strip { strip.append(host.snapshot(scale: scale)) }
                if event.sprite { spriteFrames.append(host.snapshot(scale: spriteScale)) }
            }
        }

        run.present()
        host.advance(by: 0)
        film(
            for: timeline.presentation.upperBound - timeline.presentation.lowerBound,
            into: &presentationFrames)
        host.runUntilIdle()
        // Hold the presented state for half a second in the sprite.
        let held = host.snapshot(scale: spriteScale)
        spriteFrames.append(contentsOf: Array(repeating: held, count: Int(Self.spriteRate / 2)))
        run.dismiss()
        host.advance(by: 0)
        film(for: timeline.dismissal.upperBound - timeline.dismissal.lowerBound, into: &dismissalFrames)
        host.runUntilIdle()
        diagnostics = host.diagnostics
    }
}
