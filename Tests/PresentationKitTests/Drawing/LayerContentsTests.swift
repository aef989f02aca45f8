import Foundation
import PresentationKit
import Testing

/// A view that fills its left half with red in `draw(_:)` and counts the calls.
private final class HalfRedView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

/// A layer that strokes nothing but fills its bounds' top-left quarter in blue.
private final class QuarterLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height / 2))
    }
}

private final class GreenDrawingDelegate: NSObject, CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

@MainActor
@Suite("Layer contents and draw(_:)")
struct LayerContentsTests {
    /// Behaviour 18.12: a view's `draw(_:)` becomes its layer's contents, at the screen's scale.
    @Test func aViewsDrawingBecomesItsContentsAtTheScreensScale() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 2)
        let view = HalfRedView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        host.window.addSubview(view)
        host.runUntilIdle()
        #expect(view.draws == 1)
        let image = try #require(view.layer.contents as? CGImage)
        #expect(image.width == 80 && image.height == 40)
        let probe = PixelProbe(image)
        #expect(probe.rgba(10, 10) == [255, 0, 0, 255])
        #expect(probe.rgba(39, 39) == [255, 0, 0, 255])
        #expect(probe.rgba(40, 0) == [0, 0, 0, 0])
        #expect(view.layer.contentsScale == 2)
    }

    /// Behaviour 18.12: a view that draws nothing gets no backing store.
    @Test func aViewThatDrawsNothingHasNoContents() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .blue
        host.window.addSubview(view)
        host.runUntilIdle()
        #expect(view.layer.contents == nil)
    }

    /// Behaviour 18.12: `setNeedsDisplay()` redraws; a size change redraws only with `.redraw`.
    @Test func redrawingFollowsSetNeedsDisplayAndContentMode() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let view = HalfRedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(view)
        host.runUntilIdle()
        #expect(view.draws == 1)
        view.frame.size = CGSize(width: 40, height: 20)
        host.runUntilIdle()
        #expect(view.draws == 1)
        #expect((view.layer.contents as? CGImage)?.width == 20)
        #expect(view.layer.contentsGravity == .resize)
        view.setNeedsDisplay()
        host.runUntilIdle()
        #expect(view.draws == 2)
        #expect((view.layer.contents as? CGImage)?.width == 40)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 60, height: 20)
        host.runUntilIdle()
        #expect(view.draws == 3)
        #expect((view.layer.contents as? CGImage)?.width == 60)
    }

    /// Behaviour 18.11: a layer without a delegate draws its backing store through `draw(in:)`,
    /// in its bounds' coordinates (a bounds origin moves the drawing).
    @Test func aLayerDrawsItsBackingStoreThroughDrawIn() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let layer = QuarterLayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 8)
        layer.contentsScale = 3
        host.window.layer.addSublayer(layer)
        #expect(layer.contents == nil)
        layer.setNeedsDisplay()
        host.runUntilIdle()
        let probe = PixelProbe(try #require(layer.contents as? CGImage))
        #expect(probe.width == 30 && probe.height == 24)
        #expect(probe.rgba(0, 0) == [0, 0, 255, 255])
        #expect(probe.rgba(14, 11) == [0, 0, 255, 255])
        #expect(probe.rgba(15, 11) == [0, 0, 0, 0])
        #expect(probe.rgba(14, 12) == [0, 0, 0, 0])
        #expect(probe.coveredArea == 15 * 12)
    }

    /// Behaviour 18.11: the delegate's `draw(_:in:)` draws a layer's content.
    @Test func aDelegateDrawsTheLayersContent() throws {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let delegate = GreenDrawingDelegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        host.window.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        host.runUntilIdle()
        let probe = PixelProbe(try #require(layer.contents as? CGImage))
        #expect(probe.coveredArea == 16)
        #expect(probe.rgba(3, 3) == [0, 255, 0, 255])
    }

    /// Behaviour 18.13: gravity placements, checked against the arithmetic of each rule.
    @Test func gravityPlacesTheImageAsCoreAnimationNamesIt() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(CALayerContentsGravity.resize.placement(of: size, in: bounds) == bounds)
        #expect(
            CALayerContentsGravity.center.placement(of: size, in: bounds)
                == CGRect(x: 40, y: 20, width: 20, height: 10))
        // Fit: scale min(100/20, 50/10) = 5 → 100 × 50; a 40 × 10 image fits at 2.5 → 100 × 25.
        #expect(
            CALayerContentsGravity.resizeAspect.placement(of: CGSize(width: 40, height: 10), in: bounds)
                == CGRect(x: 0, y: 12.5, width: 100, height: 25))
        // Fill: scale max(100/40, 50/10) = 5 → 200 × 50, centred.
        #expect(
            CALayerContentsGravity.resizeAspectFill.placement(of: CGSize(width: 40, height: 10), in: bounds)
                == CGRect(x: -50, y: 0, width: 200, height: 50))
        // Core Animation's top is the maximum y.
        #expect(
            CALayerContentsGravity.top.placement(of: size, in: bounds)
                == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(
            CALayerContentsGravity.bottomLeft.placement(of: size, in: bounds)
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            CALayerContentsGravity.topRight.placement(of: size, in: bounds, flipped: true)
                == CGRect(x: 80, y: 0, width: 20, height: 10))
    }

    /// Behaviour 18.13: a view's content mode sets the layer's gravity, top and bottom traded.
    @Test func contentModesSetTheMatchingGravity() {
        let view = UIView()
        view.contentMode = .top
        #expect(view.layer.contentsGravity == .bottom)
        view.contentMode = .bottomRight
        #expect(view.layer.contentsGravity == .topRight)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        #expect(!view.layer.needsDisplayOnBoundsChange)
        view.contentMode = .redraw
        #expect(view.layer.needsDisplayOnBoundsChange)
    }

    /// Behaviour 18.13: contents that are not a `CGImage` are reported (a `UIImage` by mistake).
    @Test func contentsThatAreNotAnImageAreReported() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        layer.contents = image
        #expect(host.diagnostics.contains { $0.message.contains("must be a CGImage") })
        layer.contents = image.cgImage
        #expect(layer.contents is CGImage)
    }

    /// Presentation copies carry the contents and their placement.
    @Test func presentationCopiesCarryTheContents() throws {
        let layer = CALayer()
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.cgImage)
        layer.contents = image
        layer.contentsGravity = .center
        let copy = try #require(layer.presentation())
        #expect((copy.contents as? CGImage) == image)
        #expect(copy.contentsGravity == .center)
    }
}
