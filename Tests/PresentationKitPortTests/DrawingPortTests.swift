import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

@MainActor
@Suite("Ported drawing (Swift 5 mode)")
struct DrawingPortTests {
    private let red = RGBAPixel(r: 255, g: 0, b: 0, a: 255)
    private let white = RGBAPixel(r: 255, g: 255, b: 255, a: 255)

    /// Behaviour 18.22: the sheet's mask cuts its top corners only.
    @Test func theSheetsTopCornersAreRounded() {
        let stage = PortStage()
        stage.root.view.backgroundColor = .white
        let sheet = RoundedTopSheetView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
        sheet.backgroundColor = .red
        stage.root.view.addSubview(sheet)
        stage.host.runUntilIdle()
        let image = stage.host.snapshot(scale: 1)
        #expect(image[0, 40] == white && image[39, 40] == white, "top corners cut")
        #expect(image[0, 79] == red && image[39, 79] == red, "bottom corners square")
        #expect(image[20, 40] == red && image[20, 60] == red)
    }

    /// Behaviour 18.6, 18.12: draw(_:) paints the gradient across and the white arc below the
    /// centre (clockwise from 0 to π on screen is the lower half).
    @Test func theGaugeDrawsAGradientAndAnArc() {
        let stage = PortStage()
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.root.view.addSubview(gauge)
        stage.host.runUntilIdle()
        let image = stage.host.snapshot(scale: 1)
        // Column 0's centre is 0.5 of 40 along the gradient: red 1 − 0.5/40.
        #expect(abs(Int(image[0, 5].r) - Int((255 * (1 - 0.5 / 40)).rounded())) <= 3)
        #expect(image[39, 5].b >= 250 && image[39, 5].r <= 5)
        // The arc's radius is 10 around (20, 20): straight below the centre, y = 30 is white.
        #expect(image[20, 30] == white)
        #expect(image[20, 10] != white, "no arc above the centre")
    }

    /// Behaviour 18.19: the ring strokes in over its animation: a quarter of the way through,
    /// the ring's top (where the oval path starts, at its right, turning clockwise) is drawn only
    /// on the first quarter of the circle.
    @Test func theRingStrokesIn() {
        let stage = PortStage()
        stage.root.view.backgroundColor = .white
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.root.view.addSubview(ring)
        stage.host.runUntilIdle()
        ring.setProgress(1, duration: 1)
        #expect(ring.ringLayer.strokeEnd == 1)
        stage.host.advance(by: 0.25)
        var image = stage.host.snapshot(scale: 1)
        // The oval starts at its rightmost point and turns clockwise on screen: after a quarter
        // the bottom point (20, 38) is reached, the left (2, 20) and top (20, 2) not yet.
        #expect(image[37, 20].r < 128, "the start of the ring is drawn")
        #expect(image[2, 20] == white && image[20, 2] == white)
        stage.host.advance(by: 1)
        image = stage.host.snapshot(scale: 1)
        #expect(image[2, 20].r < 128 && image[20, 2].r < 128, "the whole ring once finished")
    }

    /// Behaviour 18.15: the renderer's image in an image view shows its pixels.
    @Test func theBadgeShowsInAnImageView() throws {
        let stage = PortStage()
        let badge = makeBadgeImage(diameter: 10)
        #expect(badge.size == CGSize(width: 10, height: 10) && badge.scale == 1)
        let imageView = UIImageView(image: badge)
        imageView.frame.origin = CGPoint(x: 5, y: 5)
        stage.root.view.addSubview(imageView)
        stage.host.runUntilIdle()
        let image = stage.host.snapshot(scale: 1)
        #expect(image[9, 9] == RGBAPixel(r: 0, g: 255, b: 0, a: 255))
        #expect(image[3, 3] != RGBAPixel(r: 0, g: 255, b: 0, a: 255))
    }
}
