import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Anti-aliasing and pixel placement: exact area coverage on grid-aligned edges, arcs on corners.
@MainActor
@Suite("Rasterizer · coverage and scale")
struct RasterizerCoverageTests {
    @Test("a rounded card: background outside the arc, card colour inside, partial coverage on the arc")
    func roundedCard() {
        let stage = RasterizerStage()
        let card = stage.addView(CGRect(x: 20, y: 20, width: 60, height: 60), color: .black)
        card.layer.cornerRadius = 20
        let image = stage.snapshot()
        #expect(image[20, 20] == .gray(255), "the corner pixel, outside the arc")
        #expect(image[22, 22] == .gray(255))
        #expect(image[50, 50] == .gray(0), "the centre")
        #expect(image[20, 50] == .gray(0), "the straight left edge, on the grid")
        // Pixel (21, 32)'s centre is 19.96 px from the corner's centre (40, 40): about half covered.
        let onArc = image.blackCoverage(x: 21, y: 32)
        #expect(onArc > 0.3 && onArc < 0.7, "coverage \(onArc)")
        // Coverage grows monotonically moving inwards along the diagonal.
        let diagonal = (24...29).map { image.blackCoverage(x: $0, y: $0) }
        #expect(diagonal.first! < 0.05 && diagonal.last! > 0.95)
        #expect(zip(diagonal, diagonal.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("an edge at a fractional position blends by exactly the covered area")
    func fractionalEdge() {
        let stage = RasterizerStage()
        stage.addView(CGRect(x: 10.25, y: 20, width: 30.5, height: 10.6), color: .black)
        let image = stage.snapshot()
        // Left edge at 10.25: pixel 10 is 0.75 covered; right edge at 40.75: pixel 40 is 0.75.
        #expect(image[10, 25].isClose(to: .gray(UInt8((255 * 0.25).rounded()))), "\(image[10, 25])")
        #expect(image[40, 25].isClose(to: .gray(UInt8((255 * 0.25).rounded()))), "\(image[40, 25])")
        #expect(image[11, 25] == .gray(0))
        #expect(image[9, 25] == .gray(255))
        // Bottom edge at 30.6: row 30 is 0.6 covered, and the corner pixel 0.75 × 0.6.
        #expect(image[20, 30].isClose(to: .gray(UInt8((255 * 0.4).rounded()))), "\(image[20, 30])")
        #expect(
            image[10, 30].isClose(to: .gray(UInt8((255 * (1 - 0.75 * 0.6)).rounded()))), "\(image[10, 30])")
    }

    @Test("a 390 × 844 host at 3× renders 1170 × 2532 and a 10 pt view at (1, 1) covers pixels 3…32")
    func scale() {
        let stage = RasterizerStage(width: 390, height: 844, scale: 3)
        stage.addView(CGRect(x: 1, y: 1, width: 10, height: 10), color: .black)
        let image = stage.snapshot()
        #expect(image.width == 1170 && image.height == 2532)
        for index in [3, 17, 32] {
            #expect(image[index, 10] == .gray(0))
            #expect(image[10, index] == .gray(0))
        }
        #expect(image[2, 10] == .gray(255))
        #expect(image[33, 10] == .gray(255))
        #expect(image[10, 2] == .gray(255))
        #expect(image[10, 33] == .gray(255))
    }

    @Test("snapshot(scale:) renders at a scale other than the screen's")
    func explicitScale() {
        let stage = RasterizerStage(width: 50, height: 40, scale: 3)
        stage.host.advance(by: 0)
        let image = stage.host.snapshot(scale: 2)
        #expect(image.width == 100 && image.height == 80)
        #expect(stage.host.diagnostics.isEmpty)
    }

    @Test("LayerRenderer renders a layer in its own bounds, ignoring its position")
    func layerRenderer() {
        let stage = RasterizerStage()
        let card = stage.addView(CGRect(x: 30, y: 30, width: 20, height: 10), color: .blue)
        stage.addView(CGRect(x: 5, y: 0, width: 5, height: 10), color: .red, to: card)
        stage.host.advance(by: 0)
        let rendering = LayerRenderer(scale: 2, background: .clear).render(card.layer, at: stage.host.time)
        #expect(rendering.diagnostics.isEmpty)
        #expect(rendering.image.width == 40 && rendering.image.height == 20)
        #expect(rendering.image[2, 2] == RGBAPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(rendering.image[12, 2] == RGBAPixel(r: 255, g: 0, b: 0, a: 255))
    }
}
