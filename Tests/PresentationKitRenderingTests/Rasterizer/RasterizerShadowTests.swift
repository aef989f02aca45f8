import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Shadows: the silhouette blurred by a Gaussian with sigma = shadowRadius / 2.
@MainActor
@Suite("Rasterizer · shadows")
struct RasterizerShadowTests {
    /// A 100 × 100 pt card at (100, 100) on a 300 × 300 white screen, with a black shadow.
    private func shadowedCard(
        radius: CGFloat, offset: CGSize = .zero, corner: CGFloat = 0, scale: CGFloat = 1
    )
        -> RGBAImage
    {
        let stage = RasterizerStage(width: 300, height: 300, scale: scale)
        let card = stage.addView(CGRect(x: 100, y: 100, width: 100, height: 100), color: .white)
        card.layer.cornerRadius = corner
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = radius
        card.layer.shadowOffset = offset
        return stage.snapshot()
    }

    /// The blurred box's intensity at a pixel centre, from the Gaussian's integral.
    private func expectedDarkness(x: Double, y: Double, box: CGRect, sigma: Double) -> Double {
        let horizontal = normalCDF((x - box.minX) / sigma) - normalCDF((x - box.maxX) / sigma)
        let vertical = normalCDF((y - box.minY) / sigma) - normalCDF((y - box.maxY) / sigma)
        return horizontal * vertical
    }

    @Test("outside the card the shadow falls off as the Gaussian's integral (Φ(−1) at one sigma)")
    func falloff() {
        let image = shadowedCard(radius: 20)
        let sigma = 10.0
        let box = CGRect(x: 100, y: 100, width: 100, height: 100)
        // To the right of the card at mid-height, about 0.5, 1, 1.5, 2 and 3 sigmas from the edge
        // (pixel centres are half a pixel further out).
        for distance in [5, 10, 15, 20, 30] {
            let x = 200 + distance
            let darkness = expectedDarkness(x: Double(x) + 0.5, y: 150.5, box: box, sigma: sigma)
            let expected = 255 * (1 - darkness)
            let actual = Double(image[x, 150].r)
            #expect(abs(actual - expected) <= 2, "at +\(distance) px: \(actual), expected \(expected)")
        }
        // Inside the card the white background covers the shadow completely.
        #expect(image[150, 150] == .gray(255))
        #expect(image[101, 150] == .gray(255))
    }

    @Test("the offset moves the shadow in the layer's coordinates, positive height down")
    func offset() {
        let image = shadowedCard(radius: 10, offset: CGSize(width: 0, height: 20))
        let box = CGRect(x: 100, y: 120, width: 100, height: 100)
        let below = expectedDarkness(x: 150.5, y: 210.5, box: box, sigma: 5)
        #expect(abs(Double(image[150, 210].r) - 255 * (1 - below)) <= 2)
        // Above the card there is almost nothing: the shadow starts 20 pt lower.
        #expect(image[150, 95].r >= 254)
    }

    @Test("with rounded corners the shadow still matches the Gaussian mid-edge, and fades around the corner")
    func roundedCorners() {
        let image = shadowedCard(radius: 16, corner: 24, scale: 2)
        let box = CGRect(x: 200, y: 200, width: 200, height: 200)
        let sigma = 16.0
        let darkness = expectedDarkness(x: 416.5, y: 300.5, box: box, sigma: sigma)
        #expect(abs(Double(image[416, 300].r) - 255 * (1 - darkness)) <= 2)
        // Diagonally off a rounded corner the shadow is lighter than off a square one.
        let square = expectedDarkness(x: 410.5, y: 410.5, box: box, sigma: sigma)
        #expect(Double(image[410, 410].r) > 255 * (1 - square) + 5)
        #expect(image[410, 410].r < 255)
    }

    @Test("masksToBounds clips the shadow away, as in Core Animation")
    func maskedShadow() {
        let stage = RasterizerStage(width: 300, height: 300)
        let card = stage.addView(CGRect(x: 100, y: 100, width: 100, height: 100), color: .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 20
        card.clipsToBounds = true
        let image = stage.snapshot()
        #expect(image[210, 150] == .gray(255))
    }

    @Test(
        "a card just past the right edge casts its shadow onto the screen and nothing wraps to the left edge")
    func cardPastTheRightEdge() {
        // Found by the rendering fuzz test: the shadow's rows skipped the card's body by its
        // columns, which here lie past the screen, so each row was painted past the right edge
        // (into the start of the next row).
        let stage = RasterizerStage(width: 200, height: 200)
        let card = stage.addView(CGRect(x: 203, y: 50, width: 100, height: 100), color: .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 16
        let image = stage.snapshot()
        // The shadow reaches in at the right edge, mid-card.
        #expect(image[199, 100].r < 200)
        // The left edge stays the root's white on every row the shadow spans.
        #expect((0..<200).allSatisfy { image[0, $0] == .gray(255) })
    }
}
