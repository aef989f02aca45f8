import Foundation
import PresentationKit
import Testing

@MainActor
@Suite("Transparency layers")
struct TransparencyLayerTests {
    /// Behaviour 18.18: a group at alpha ½ shows the upper of two overlapping shapes at ½ where
    /// they overlap (premultiplied blue 128, alpha 128), where per-shape alpha would show a mix
    /// (red stored at 128/255 under blue ½: red 64, blue 128, alpha ½ + ½·128/255 → 192).
    @Test func aGroupFadesAsOneImage() {
        let context = makeBitmapContext(width: 4, height: 1)
        context.setAlpha(0.5)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 1, y: 0, width: 3, height: 1))
        context.endTransparencyLayer()
        let probe = PixelProbe(context)
        #expect(probe.rgba(0, 0) == [128, 0, 0, 128])
        #expect(probe.rgba(1, 0) == [0, 0, 128, 128])
        #expect(probe.rgba(3, 0) == [0, 0, 128, 128])

        let ungrouped = makeBitmapContext(width: 4, height: 1)
        ungrouped.setAlpha(0.5)
        ungrouped.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ungrouped.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        ungrouped.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ungrouped.fill(CGRect(x: 1, y: 0, width: 3, height: 1))
        #expect(PixelProbe(ungrouped).rgba(1, 0) == [64, 0, 128, 192])
    }

    /// Behaviour 18.18: ending the layer brings back the state it began with, and its blend mode
    /// composites the layer (multiply over a grey: half the grey where the layer is red).
    @Test func endingRestoresTheStateAndCompositesWithItsBlendMode() {
        let context = makeBitmapContext(width: 2, height: 1)
        context.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.multiply)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setBlendMode(.copy)
        context.setAlpha(0.25)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        let probe = PixelProbe(context)
        // Inside the layer: red at ¼ copied; multiplied over grey 128: r = ¼·128 + ¾·128 = 128,
        // g = b = ¾·128 = 96.
        #expect(probe.rgba(0, 0) == [128, 96, 96, 255])
        #expect(probe.rgba(1, 0) == [128, 128, 128, 255])
        // The alpha set inside the layer is gone with it.
        context.setBlendMode(.normal)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(PixelProbe(context).rgba(1, 0) == [0, 255, 0, 255])
    }

    /// Behaviour 18.18: a bounded layer discards what lies outside its rectangle; layers nest.
    @Test func aBoundedLayerDiscardsWhatLiesOutsideAndLayersNest() {
        let context = makeBitmapContext(width: 4, height: 1)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 2, height: 1), auxiliaryInfo: nil)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.endTransparencyLayer()
        context.endTransparencyLayer()
        let probe = PixelProbe(context)
        #expect(probe.rgba(1, 0) == [255, 255, 255, 255])
        #expect(probe.rgba(2, 0) == [0, 0, 0, 0])
    }

    /// Behaviour 18.18: an unbalanced end is reported and changes nothing.
    @Test func anUnbalancedEndIsReported() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        let context = makeBitmapContext(width: 1, height: 1)
        context.endTransparencyLayer()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(PixelProbe(context).rgba(0, 0) == [255, 0, 0, 255])
        #expect(
            host.diagnostics.contains { $0.message.contains("endTransparencyLayer(): no transparency layer") }
        )
    }
}
