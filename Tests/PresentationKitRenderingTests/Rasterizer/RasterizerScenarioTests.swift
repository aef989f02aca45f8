import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// Scenario S1 (dimming button, card sliding down from the top) rendered mid-transition and at rest.
@MainActor
@Suite("Rasterizer · S1 snapshots")
struct RasterizerScenarioTests {
    /// Presents the S1 card and runs the presentation's first turn, as the S1 scenario tests do.
    private func presentCard() -> (ScenarioStage, S1PresentedViewController) {
        let stage = ScenarioStage()
        let card = S1PresentedViewController()
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0)
        return (stage, card)
    }

    @Test("mid-animation differs from the end; at the end the dim is the dimming alpha of black over white")
    func midAndEnd() throws {
        let (stage, card) = presentCard()
        let dim = try #require((card.presentationController as? S1PresentationController)?.dimmingView)
        stage.host.advance(by: 0.1)
        let middle = stage.host.snapshot(scale: 1)
        stage.host.runUntilIdle()
        let end = stage.host.snapshot(scale: 1)
        #expect(middle.width == 390 && middle.height == 844)
        #expect(middle != end)
        // Outside the card (50, 200, 290, 444) only the root's white under the dimming view shows.
        let alpha = Double(dim.alpha)
        let expected = UInt8((255 * (1 - alpha)).rounded())
        #expect(end[10, 10].isClose(to: .gray(expected)), "\(end[10, 10]) vs \(expected)")
        #expect(end[380, 800].isClose(to: .gray(expected)))
        // The card is opaque blue where it came to rest.
        #expect(end[195, 420] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        // Mid-way the dim is lighter and the card is still above its final place.
        #expect(middle[10, 10].r > end[10, 10].r)
        #expect(middle[195, 640] != end[195, 640])
        #expect(stage.host.diagnostics.isEmpty)
    }

    @Test("at the screen's 3× scale the frame is 1170 × 2532 and matches the 1× frame where flat")
    func fullScale() {
        let (stage, _) = presentCard()
        stage.host.advance(by: 0.1)
        let image = stage.host.snapshot()
        let small = stage.host.snapshot(scale: 1)
        #expect(image.width == 1170 && image.height == 2532)
        #expect(image[31, 31] == small[10, 10])
        #expect(image == stage.host.snapshot())
    }
}
