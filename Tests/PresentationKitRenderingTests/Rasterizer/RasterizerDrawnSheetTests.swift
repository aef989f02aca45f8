import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios
import Testing

/// The `drawn-sheet` gallery scenario at rest, checked at pixels whose values are worked out here
/// from the scenario's description, not from the renderer: the dim, the shadow path's shadow, the
/// top corners rounded by the shape-layer mask, the handle drawn in `draw(_:)`, and the ring's
/// track and progress (Behaviours 18.12, 18.19, 18.22, 18.24).
@MainActor
@Suite("Rasterizer · drawn sheet")
struct RasterizerDrawnSheetTests {
    @Test func theSheetAtRest() {
        let stage = ScenarioStage()
        stage.root.present(DrawnSheetViewController(), animated: true)
        stage.host.runUntilIdle()
        let image = stage.host.snapshot(scale: 1)
        #expect(image.width == 390 && image.height == 844)
        #expect(stage.host.diagnostics.isEmpty)
        // The sheet is the bottom 506 points (844 · 0.6 rounded): its top edge at y = 338.
        // Above its shadow's reach: white under black at 0.4 leaves 255 · 0.6 = 153.
        #expect(image[10, 100].isClose(to: .gray(153)), "\(image[10, 100])")
        // The shadow (the top-rounded path moved up 2, σ = 12 / 2, opacity 0.3) over the dim,
        // 5.5 points above its edge in the middle: 153 · (1 − 0.3 · Φ(−5.5 / 6)).
        let darkness = 0.3 * normalCDF(-5.5 / 6)
        let shadowed = 153 * (1 - darkness)
        #expect(abs(Double(image[195, 330].r) - shadowed) <= 2, "\(image[195, 330]) vs \(shadowed)")
        // The mask rounds the top corners by 24 (circular, byRoundingCorners): (3.5, 341.5) lies
        // 29 points from the corner's centre (24, 362), outside; the bottom corners stay square.
        #expect(image[3, 341].r < 200, "\(image[3, 341]) is not the white card")
        #expect(image[24, 343] == .gray(255))
        #expect(image[0, 843] == .gray(255) && image[389, 843] == .gray(255))
        // The handle: a capsule of grey 0.72 (184) filling 175…215 × 346…351.
        #expect(image[195, 348].isClose(to: .gray(184)), "\(image[195, 348])")
        #expect(image[195, 354] == .gray(255), "below the handle")
        // The ring: radius 70 about (195, 528), 14 wide; the progress (system blue) runs clockwise
        // from the top through the right and the bottom to the left; the top-left quarter is the
        // track (grey 0.9, 230).
        let blue = RGBAPixel(r: 0, g: 122, b: 255, a: 255)
        #expect(image[265, 528].isClose(to: blue), "right: \(image[265, 528])")
        #expect(image[195, 598].isClose(to: blue), "bottom: \(image[195, 598])")
        let (tx, ty) = (Int(195 - 70 * 0.7071), Int(528 - 70 * 0.7071))
        #expect(image[tx, ty].isClose(to: .gray(230)), "top left: \(image[tx, ty])")
        #expect(image[195, 528] == .gray(255), "the ring's centre")
    }
}
