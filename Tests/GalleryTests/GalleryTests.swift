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

    @Test(
        "a gesture's span starts when its finger goes down; the timeline shows the interaction changes (Behaviour 12.12)"
    )
    func interactiveTimeline() throws {
        let menu = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "s7-edge-swipe-menu")))
        #expect(menu.presentation.lowerBound == 0, "the swipe starts at once")
        // The pan begins on the third move (13.6 points > 10), three frames in: the menu is asked for then.
        let first = try #require(menu.callbacks.first)
        #expect(first.callback == "presentationController(forPresented:presenting:source:)")
        #expect(abs(first.time - 3.0 / 60) < 1e-9)

        let card = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "s6-pan-to-dismiss")))
        #expect(
            card.dismissal.lowerBound == card.presentation.upperBound, "the drag starts once the card is up")
        // One change per release: the short drag's (0.5 s in) and the flick's (0.4 s after the card
        // is back, 0.6 + 0.1 s long).
        let changes = card.callbacks.filter { $0.callback == "interaction changed" }
        #expect(changes.count == 2)
        #expect(abs((changes.first?.time ?? 0) - (card.dismissal.lowerBound + 0.5)) < 1e-9)
        #expect(abs((changes.last?.time ?? 0) - (card.dismissal.lowerBound + 0.5 + 0.4 + 0.7)) < 1e-9)
        #expect(card.callbacks.contains { $0.callback == "dismissalTransitionDidEnd(false)" })
        #expect(
            card.callbacks.last { $0.callback.hasPrefix("dismissalTransitionDidEnd") }?.callback
                == "dismissalTransitionDidEnd(true)")
        #expect(card.diagnostics.isEmpty && menu.diagnostics.isEmpty)
    }

    @Test("the film plays the scripted gesture: the card follows the finger and percentComplete is plotted")
    func interactiveFilm() throws {
        let scenario = try #require(ScenarioCatalog.scenario(named: "s6-pan-to-dismiss"))
        let timeline = ScenarioTimeline(scenario: scenario)
        let film = ScenarioFilm(
            scenario: scenario, timeline: timeline, frames: 4, scale: 0.25, spriteScale: 0.1)
        #expect(film.diagnostics.isEmpty)
        let names = film.sampler.movingSeries.map(\.name)
        #expect(names.contains("transition percentComplete"))
        #expect(names.contains { $0.contains("(UIView) alpha") }, "the dim")
        let y = try #require(film.sampler.movingSeries.first { $0.name == "presented frame y" })
        // Sampled at the first release, 0.5 s in, after its touch: 80 points down, under the finger.
        let release = timeline.dismissal.lowerBound + 0.5
        let atRelease = try #require(y.samples.first { abs($0.time - release) < 1e-9 })
        #expect(abs(atRelease.value - (422 + 80)) < 1e-6)
        let progress = try #require(
            film.sampler.movingSeries.first { $0.name == "transition percentComplete" })
        let progressAtRelease = try #require(progress.samples.first { abs($0.time - release) < 1e-9 })
        #expect(abs(progressAtRelease.value - 80.0 / 422) < 1e-6)
    }

    @Test(
        "13.2: S2's rotation spans the time between the transitions; each turn is written before the callbacks it causes"
    )
    func environmentTimeline() throws {
        let timeline = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "s2-rotation")))
        #expect(timeline.screenSize == CGSize(width: 390, height: 844), "the size the run starts in")
        let environment = try #require(timeline.environment)
        // Presented by 0.5 s; turned over 0.3 s, 0.3 s still, turned back over 0.3 s: 0.5…1.4 s.
        #expect(abs(environment.lowerBound - 0.5) < 1e-9)
        #expect(abs(environment.upperBound - 1.4) < 1e-9)
        #expect(abs(timeline.dismissal.lowerBound - environment.upperBound) < 1e-9)
        let turns = timeline.callbacks.filter { $0.receiver == "HeadlessHost" }
        #expect(
            turns.map(\.callback) == [
                "rotate(to: .landscapeRight, duration: 0.3)", "rotate(to: .portrait, duration: 0.3)",
            ])
        #expect(abs(turns[0].time - 0.5) < 1e-9 && abs(turns[1].time - 1.1) < 1e-9)
        let first = try #require(timeline.callbacks.firstIndex { $0.receiver == "HeadlessHost" })
        // The turn's trait and size transitions follow it (Behaviour 13.3).
        #expect(timeline.callbacks[first + 1].callback == "willTransition(to:with:)")
        #expect(timeline.callbacks[(first + 1)...].contains { $0.callback == "viewWillTransition(to:with:)" })
        #expect(timeline.diagnostics.isEmpty)
        let unchanged = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "s1-dimming-button")))
        #expect(unchanged.environment == nil)
        #expect(!unchanged.callbacks.contains { $0.receiver == "HeadlessHost" })
    }

    @Test(
        "13.2: the environment strip starts in portrait, shows the landscape card at the turn's end, and ends in portrait"
    )
    func environmentFilm() throws {
        let scenario = try #require(ScenarioCatalog.scenario(named: "s2-rotation"))
        let timeline = ScenarioTimeline(scenario: scenario)
        let film = ScenarioFilm(
            scenario: scenario, timeline: timeline, frames: 8, scale: 0.25, spriteScale: 0.1)
        #expect(film.diagnostics.isEmpty)
        // The first frame, then 8 / 2 = 4 frames through each of the two turns.
        #expect(film.environmentFrames.count == 9)
        let sizes = film.environmentFrames.map { [$0.width, $0.height] }
        #expect(sizes.first == [98, 211], "390 × 844 at 0.25, before the turn")
        #expect(sizes[4] == [211, 98], "844 × 390 at the end of the turn")
        #expect(sizes.last == [98, 211])
        #expect(film.presentationFrames.count == 8 && film.dismissalFrames.count == 8)
        // The sprite mixes both shapes; the renderer letterboxes them to one size.
        let uniform = ScenarioRenderer.uniform(film.spriteFrames)
        #expect(Set(uniform.map(\.width)).count == 1 && Set(uniform.map(\.height)).count == 1)
        #expect(uniform.first?.width == uniform.first?.height, "the largest of each: square")
        #expect(
            ScenarioFilm(
                scenario: try #require(ScenarioCatalog.scenario(named: "s1-dimming-button")),
                timeline: ScenarioTimeline(
                    scenario: try #require(ScenarioCatalog.scenario(named: "s1-dimming-button"))),
                frames: 4, scale: 0.25, spriteScale: 0.1
            ).environmentFrames.isEmpty)
    }

    @Test("13.17: the adaptive popover's timeline has the delegate told in order between the two resizes")
    func adaptivePopoverTimeline() throws {
        let timeline = ScenarioTimeline(
            scenario: try #require(ScenarioCatalog.scenario(named: "adaptive-popover")))
        let environment = try #require(timeline.environment)
        let start = try #require(timeline.callbacks.firstIndex { $0.receiver == "HeadlessHost" })
        let during = timeline.callbacks[start...].filter {
            $0.time <= environment.upperBound && !$0.callback.hasPrefix("containerView")
        }.map(\.callback)
        // Each resize: the adaptive delegate first (Behaviour 13.10); the delegate's Done-bar replacement
        // starts appearing (into the sheet) or disappearing (back to the bubble); then the trait and
        // size transitions of the root, the presentation controller and the shown content (Behaviour
        // 13.3, 13.5), the new traits, and the content's safe area (it overlaps the bottom inset as
        // a sheet, not as a bubble); the replacement's appearance ends with the transition.
        let sizeTransition = [
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "willTransition(to:with:)",
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "viewWillTransition(to:with:)",
            "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)",
            "viewSafeAreaInsetsDidChange()",
        ]
        // Into the sheet, the bar is shown too: it and the details it holds hear every transition
        // (root, presentation controller, bar, details), and both overlap the bottom inset.
        let intoSheet = [
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "willTransition(to:with:)",
            "willTransition(to:with:)", "willTransition(to:with:)", "viewWillTransition(to:with:)",
            "viewWillTransition(to:with:)", "viewWillTransition(to:with:)", "traitCollectionDidChange(_:)",
            "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)",
            "viewSafeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange()",
        ]
        #expect(
            during == [
                "resize(to: 320 × 1194, duration: 0.3)",
                "adaptivePresentationStyle(for:traitCollection:)",
                "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
                "presentationController(_:prepare:)",
                "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                "viewWillAppear(true)",
            ] + intoSheet + [
                "viewDidAppear(true)",
                "resize(to: 834 × 1194, duration: 0.3)",
                "adaptivePresentationStyle(for:traitCollection:)",
                "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
                "viewWillDisappear(true)",
            ] + sizeTransition + ["viewDidDisappear(true)"])
    }

    @Test("13.16: a turn is filmed with the interface turned back by the part still to go")
    func interfaceTurn() {
        let turn = InterfaceTurn(
            start: 1, duration: 0.3, from: .portrait, to: .landscapeRight,
            fromSize: CGSize(width: 390, height: 844), toSize: CGSize(width: 844, height: 390))
        func frame(width: CGFloat) -> CGRect { CGRect(x: 0, y: 0, width: width, height: 100) }
        // The transition turns the interface by −90° (Behaviour 13.16): it starts turned back by +90°.
        #expect(turn.remainingAngle(at: 1, windowFrame: frame(width: 390)) == .pi / 2)
        // Half way through the width (390 → 844: 617), half the angle remains.
        let half = turn.remainingAngle(at: 1.1, windowFrame: frame(width: 617))
        #expect(abs((half ?? 0) - .pi / 4) < 1e-12)
        #expect(turn.remainingAngle(at: 1.3, windowFrame: frame(width: 844)) == nil, "over")
        // Between the landscapes the size stays: progress is the fraction of the time.
        let flip = InterfaceTurn(
            start: 0, duration: 0.4, from: .landscapeRight, to: .landscapeLeft,
            fromSize: CGSize(width: 844, height: 390), toSize: CGSize(width: 844, height: 390))
        let quarter = flip.remainingAngle(at: 0.1, windowFrame: frame(width: 844))
        #expect(abs((quarter ?? 0) - -(0.75 * .pi)) < 1e-12)
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
