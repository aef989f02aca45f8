import Foundation
import PresentationKit
import Testing

/// Shadows cast by drawing (`CGContext.setShadow`), against the blurred box worked out from the
/// Gaussian's integral (Behaviour 18.23).
@MainActor
struct DrawnShadowTests {
    private func phi(_ t: Double) -> Double { 0.5 * erfc(-t / 2.0.squareRoot()) }

    /// Behaviour 18.23: with no blur the shadow is the shape moved by the offset in device pixels
    /// (y up), in the shadow colour, under the shape.
    @Test func anUnblurredShadowIsTheShapeMovedByTheOffset() {
        let context = makeBitmapContext(width: 20, height: 20)
        context.setShadow(
            offset: CGSize(width: 4, height: 3), blur: 0,
            color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        let probe = PixelProbe(context)
        // Device y 2…8 is memory rows 12…17; the shadow covers x 6…12, device y 5…11 (rows 9…14).
        #expect(probe.rgba(10, 10) == [128, 0, 0, 128])
        #expect(probe.rgba(11, 9) == [128, 0, 0, 128])
        #expect(probe.rgba(12, 10) == [0, 0, 0, 0])
        #expect(probe.rgba(10, 8) == [0, 0, 0, 0])
        // The shape covers its shadow.
        #expect(probe.rgba(7, 12) == [0, 0, 0, 255])
        #expect(probe.rgba(3, 16) == [0, 0, 0, 255])
    }

    /// Behaviour 18.23: the blur is a Gaussian with σ = blur / 2: beside the shape the shadow's
    /// alpha is the box's integral under it, within 3 levels.
    @Test func aBlurredShadowFallsOffAsTheGaussiansIntegral() {
        let context = makeBitmapContext(width: 64, height: 40)
        context.setShadow(offset: CGSize(width: 0, height: 0), blur: 8, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 12, y: 10, width: 20, height: 20))
        let probe = PixelProbe(context)
        let sigma = 4.0
        for x in [33, 34, 36, 38, 41, 44] {
            let centreX = Double(x) + 0.5
            let horizontal = phi((centreX - 12) / sigma) - phi((centreX - 32) / sigma)
            let vertical = phi((20.5 - 10) / sigma) - phi((20.5 - 30) / sigma)
            let expected = 255 * horizontal * vertical
            // Device y 20…21 is memory row 19.
            let actual = Double(probe.alpha(x, 19))
            #expect(abs(actual - expected) <= 3, "column \(x): \(actual), expected \(expected)")
        }
    }

    /// Behaviour 18.23: in a context UIKit makes, offset and blur are points in base space, which
    /// the CTM does not change: a positive height moves the shadow up, by the scale in pixels.
    @Test func inAUIKitContextTheOffsetIsPointsUpwardsWhateverTheCTM() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image {
            let context = $0.cgContext
            context.scaleBy(x: 2, y: 2)
            context.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: CGColor(gray: 0, alpha: 1))
            context.setFillColor(gray: 1, alpha: 1)
            // 2 user units at 4 pixels each: pixels 8…16 both ways (rows from the top).
            context.fill(CGRect(x: 2, y: 2, width: 2, height: 2))
        }
        let probe = PixelProbe(image.cgImage!)
        #expect(probe.rgba(12, 12) == [255, 255, 255, 255])
        // The shadow moved up 3 pt = 6 px (not 12, as the CTM's scale would make it): rows 2…10.
        #expect(probe.rgba(12, 4) == [0, 0, 0, 255])
        #expect(probe.rgba(12, 6) == [0, 0, 0, 255])
        #expect(probe.rgba(12, 1) == [0, 0, 0, 0])
        #expect(probe.rgba(12, 17) == [0, 0, 0, 0])
    }

    /// Behaviour 18.23: an image drawn with a shadow casts its own alpha: a half-transparent image
    /// a half-dark shadow.
    @Test func anImageCastsItsAlpha() {
        let source = makeBitmapContext(width: 4, height: 4)
        source.setFillColor(gray: 0, alpha: 0.5)
        source.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let context = makeBitmapContext(width: 12, height: 12)
        context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.draw(source.makeImage()!, in: CGRect(x: 1, y: 1, width: 4, height: 4))
        let probe = PixelProbe(context)
        #expect(abs(probe.alpha(7, 8) - 128) <= 1)
        #expect(probe.alpha(11, 8) == 0)
    }

    /// Behaviour 18.23: restoring the state turns the shadow off; a nil colour draws none.
    @Test func theShadowBelongsToTheGraphicsState() {
        let context = makeBitmapContext(width: 12, height: 12)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0)
        context.restoreGState()
        context.fill(CGRect(x: 1, y: 1, width: 4, height: 4))
        context.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: nil)
        context.fill(CGRect(x: 1, y: 6, width: 4, height: 4))
        #expect(PixelProbe(context).alpha(7, 8) == 0)
        #expect(PixelProbe(context).alpha(7, 3) == 0)
    }

    /// Behaviour 18.23: a negative or NaN blur and a NaN offset are reported; nothing is cast.
    @Test func badShadowsAreReportedAndCastNothing() {
        let host = HeadlessHost(size: CGSize(width: 50, height: 50))
        for (offset, blur) in [
            (CGSize(width: 4, height: 0), CGFloat(-1)), (CGSize(width: CGFloat.nan, height: 0), 0),
            (CGSize(width: 4, height: 0), .nan),
        ] {
            let context = makeBitmapContext(width: 12, height: 12)
            context.setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 1, y: 1, width: 4, height: 4))
            #expect(PixelProbe(context).alpha(7, 8) == 0)
            #expect(PixelProbe(context).alpha(2, 8) == 255)
        }
        #expect(host.diagnostics.filter { $0.message.contains("setShadow(offset:blur:color:)") }.count == 3)
    }
}
