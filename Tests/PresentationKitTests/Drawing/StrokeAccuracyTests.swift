import Foundation
import PresentationKit
import Testing

/// Strokes of curves: dashes ending within FreeType's 1/64 pixel of a curve's end, and the area
/// of a wide stroke of a circle (Behaviour 18.3).
@MainActor
@Suite("CGContext · stroke accuracy")
struct StrokeAccuracyTests {
    /// A dashed stroke of a closed curve whose dash ends fall within 1/64 pixel of a curve's end
    /// (the pattern found by the cairo comparison, which crashed FreeType's stroker) draws.
    @Test func aDashedCurveDraws() {
        let context = makeBitmapContext(width: 200, height: 200)
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 1, y: -1)
        context.move(to: CGPoint(x: 20.3, y: 180))
        context.addCurve(
            to: CGPoint(x: 180, y: 170.6), control1: CGPoint(x: 40, y: 10), control2: CGPoint(x: 150, y: 30))
        context.addQuadCurve(to: CGPoint(x: 60, y: 120), control: CGPoint(x: 120, y: 200))
        context.closePath()
        context.setLineWidth(3.3)
        context.setLineJoin(.round)
        context.setLineDash(phase: 0, lengths: [11, 4, 2, 4])
        context.strokePath()
        // Dashes cover about (11 + 2) / 21 of the outline's length times the width.
        let area = PixelProbe(context).coveredArea
        #expect(area > 500 && area < 1500, "\(area)")
    }

    /// A 14-pixel stroke of a circle of radius 70 covers the annulus between radii 63 and 77,
    /// π (77² − 63²) pixels, to within 3 pixels of area over its 880 pixels of edge.
    @Test func aWideArcCoversItsAnnulus() {
        let context = makeBitmapContext(width: 200, height: 200)
        context.addEllipse(in: CGRect(x: 30.3, y: 29.6, width: 140, height: 140))
        context.setLineWidth(14)
        context.strokePath()
        let expected = Double.pi * (77 * 77 - 63 * 63)
        let area = PixelProbe(context).coveredArea
        #expect(abs(area - expected) < 3, "\(area) vs \(expected)")
    }
}
