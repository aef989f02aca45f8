import Foundation
import PresentationKit
import PresentationKitScenarios
import Testing

@testable import gallery

/// The gallery's pieces: the timeline it films along, the plot it draws and the page it writes.
@MainActor
@Suite("Gallery")
struct GalleryTests {
    @Test("S1's timeline: the presentation spans 0…0.5 s, the tap-driven dismissal the next 0.5 s")
    func timeline() throws {
        let timeline = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "s1-dimming-button")))
        // Frame by frame, 30 steps of 1/60 s add up to 0.5 within rounding.
        #expect(timeline.presentation.lowerBound == 0)
        #expect(abs(timeline.presentation.upperBound - 0.5) < 1e-9)
        // The tap takes one 60 Hz frame before the dismissal starts.
        #expect(abs(timeline.dismissal.lowerBound - (0.5 + 1.0 / 60)) < 1e-9)
        #expect(abs(timeline.dismissal.upperBound - timeline.dismissal.lowerBound - 0.5) < 1e-9)
        #expect(
            timeline.callbacks.first?.callback == "presentationController(forPresented:presenting:source:)")
        #expect(timeline.callbacks.contains { $0.callback == "dismissalTransitionDidEnd(true)" })
        #expect(timeline.diagnostics.isEmpty)
    }

    @Test("the film samples the dim rising in step with the strip")
    func film() throws {
        let scenario = try #require(ScenarioCatalog.scenario(named: "s1-dimming-button"))
        let timeline = ScenarioTimeline(scenario: scenario)
        let film = ScenarioFilm(
            scenario: scenario, timeline: timeline, frames: 4, scale: 0.25, spriteScale: 0.1)
        #expect(film.presentationFrames.count == 4 && film.dismissalFrames.count == 4)
        #expect(film.presentationFrames.first?.width == 98)
        let dim = try #require(film.sampler.movingSeries.first { $0.name.contains("UIButton") })
        #expect(dim.range == 0...0.5)
        #expect(film.presentationFrames.first != film.presentationFrames.last)
        #expect(film.diagnostics.isEmpty)
    }

    @Test("the plot scales each series to its range and states the real values")
    func plot() {
        var rising = PropertySeries(name: "dim alpha", unit: "")
        rising.samples = [(0, 0), (0.25, 0.2), (0.5, 0.4)]
        let svg = PlotSVG(series: [rising], spans: [("presentation", 0...0.5)]).render()
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("dim alpha: 0.000 → 0.400"))
        #expect(svg.contains("<polyline"))
        let polyline = svg.components(separatedBy: "points=\"").last?.components(separatedBy: "\"").first
        #expect(polyline?.split(separator: " ").count == 3, "three points")
    }

    @Test("a flat series is left out of the plot")
    func flatSeries() {
        var flat = PropertySeries(name: "x", unit: "pt")
        flat.samples = [(0, 5), (1, 5)]
        #expect(!flat.varies)
    }
}
