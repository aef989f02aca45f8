import Foundation
import PresentationKit
import PresentationKitFuzzing
import Testing

@testable import PresentationKitRendering

/// Projected shapes skip the pixels they know are empty or full; the pixels they skip must be
/// exactly those whose evaluation gives 0 or 255.
@MainActor
@Suite("Rasterizer · projected row extents")
struct ProjectedRowExtentTests {
    /// A layer of 120 × 80 points (corner radius `radius`) turned about its vertical axis by
    /// `angle` radians with the perspective of a flip (m34 = −1/500), then rotated in the screen's
    /// plane by `spin`, centred on a 300 × 300 canvas at 2×.
    private func mapping(angle: Double, spin: Double) -> DeviceMapping? {
        var turn = CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
        turn.m34 = -1.0 / 500
        let spun = CATransform3DConcat(turn, CATransform3DMakeRotation(CGFloat(spin), 0, 0, 1))
        let toScreen = ProjectiveTransform2D.translation(-60, -40)
            .concatenating(ProjectiveTransform2D(spun))
            .concatenating(.translation(150, 150))
            .concatenating(
                ProjectiveTransform2D(m11: 2, m12: 0, m14: 0, m21: 0, m22: 2, m24: 0, m41: 0, m42: 0, m44: 1))
        return DeviceMapping(toScreen)
    }

    /// The shape filled with and without skipping, as the bytes of two canvases.
    private func bothWays(angle: Double, spin: Double, radius: Double, ring: Double) -> ([UInt32], [UInt32])?
    {
        guard let mapping = mapping(angle: angle, spin: spin) else { return nil }
        let canvas = PixelRect(minX: 0, minY: 0, maxX: 600, maxY: 600)
        let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
        let area = mapping.pixelBounds(of: rect, within: canvas, margin: 1)
        let shape = ProjectedRoundedRect(
            rect: (0, 0, 120, 80), radius: radius, ringWidth: ring, mapping: mapping, area: area)
        return Self.skippingAndNot(canvas: canvas) { shapes, surface in
            shapes.fill(shape, within: area, with: ColorPainter(color: 0xC0C0_4020), on: surface)
        }
    }

    /// What `draw` paints on `canvas` through shapes that skip known pixels
    /// and through shapes that evaluate every pixel, as the bytes of two canvases.
    private static func skippingAndNot(
        canvas: PixelRect, _ draw: (ShapeRasterizer, Surface) -> Void
    ) -> ([UInt32], [UInt32]) {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: canvas.width)
        defer { scratch.deallocate() }
        var results: [[UInt32]] = []
        for skipping in [true, false] {
            var pixels = [UInt32](repeating: 0xFF20_4060, count: canvas.width * canvas.height)
            pixels.withUnsafeMutableBufferPointer { memory in
                draw(
                    ShapeRasterizer(scratch: scratch, skipsKnownPixels: skipping),
                    Surface(pixels: memory.baseAddress!, frame: canvas))
            }
            results.append(pixels)
        }
        return (results[0], results[1])
    }

    @Test(
        "skipping known pixels gives the bytes of evaluating every pixel",
        arguments: [0.0, 0.3, 0.9, 1.3, 1.5, 2.2], [0.0, 0.4])
    func sameBytes(angle: Double, spin: Double) throws {
        for (radius, ring) in [(0.0, 0.0), (12.0, 0.0), (40.0, 0.0), (10.0, 3.0)] {
            let (skipping, evaluating) = try #require(
                bothWays(angle: angle, spin: spin, radius: radius, ring: ring))
            let differing = zip(skipping, evaluating).filter { $0 != $1 }.count
            #expect(differing == 0, "angle \(angle), spin \(spin), radius \(radius), ring \(ring)")
            // Not vacuous: the shape painted something.
            #expect(skipping.contains { $0 != 0xFF20_4060 })
        }
    }

    /// A line mask of random coverage (ink reaching its edges) drawn on the turned layer with its
    /// pen at (10, 50), clipped to `clip`, with and without skipping, as two canvases' bytes.
    private func maskBothWays(angle: Double, spin: Double, clip: CGRect) -> ([UInt32], [UInt32])? {
        guard let mapping = mapping(angle: angle, spin: spin) else { return nil }
        var random = SplitMix64(seed: 77)
        let (width, height) = (190, 44)
        let line = LineCoverage(
            width: width, height: height,
            coverage: (0..<(width * height)).map { _ in
                Bool.random(using: &random) ? 0 : UInt8.random(in: 1...255, using: &random)
            },
            offsetX: -3, offsetY: -35, advance: 180, pixelsPerPoint: 2)
        return Self.skippingAndNot(canvas: PixelRect(minX: 0, minY: 0, maxX: 600, maxY: 600)) {
            shapes, surface in
            shapes.draw(
                line, penX: 10, penY: 50, within: clip, mapping: mapping,
                with: ColorPainter(color: 0xC0C0_4020),
                on: surface)
        }
    }

    @Test(
        "text masks seen in perspective skip only pixels outside their reach: the same bytes",
        arguments: [0.0, 0.3, 0.9, 1.3, 1.5], [0.0, 0.4])
    func maskSameBytes(angle: Double, spin: Double) throws {
        for clip in [CGRect(x: 0, y: 0, width: 120, height: 80), CGRect(x: 20, y: 25, width: 60, height: 20)]
        {
            let (skipping, evaluating) = try #require(maskBothWays(angle: angle, spin: spin, clip: clip))
            let differing = zip(skipping, evaluating).filter { $0 != $1 }.count
            #expect(differing == 0, "angle \(angle), spin \(spin), clip \(clip)")
            #expect(skipping.contains { $0 != 0xFF20_4060 })
        }
    }

    @Test("a text mask's rows reach only across its projected footprint")
    func maskReach() throws {
        let canvas = PixelRect(minX: 0, minY: 0, maxX: 600, maxY: 600)
        let turned = try #require(mapping(angle: 0.9, spin: 0.4))
        let area = turned.pixelBounds(
            of: CGRect(x: 0, y: 0, width: 120, height: 80), within: canvas, margin: 1)
        let ink = UnsafeMutablePointer<UInt8>.allocate(capacity: 190 * 44)
        ink.initialize(repeating: 255, count: 190 * 44)
        defer { ink.deallocate() }
        var mask = ProjectedMask(
            inverse: turned.inverse, penX: 10, penY: 50, scale: 2, offsetX: -3, offsetY: -35, width: 190,
            height: 44, coverage: ink, clip: CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(mask.rowExtent(row: 300, within: area) == nil)
        mask.findReach(mapping: turned, area: area)
        // Rotated in the screen's plane, the footprint is a slanted quad: most rows of its
        // bounding box reach across only part of it.
        let rows = (area.minY..<area.maxY).compactMap { mask.rowExtent(row: $0, within: area) }
        #expect(rows.count == area.height)
        #expect(rows.filter { $0.outer.count < area.width / 2 }.count > area.height / 4)
    }

    @Test("a mild turn knows most of its rows' pixels; a steep one near edge-on knows none")
    func extentsAreUsedWhenSafe() throws {
        let canvas = PixelRect(minX: 0, minY: 0, maxX: 600, maxY: 600)
        let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
        let mild = try #require(mapping(angle: 0.3, spin: 0))
        let area = mild.pixelBounds(of: rect, within: canvas, margin: 1)
        let shape = ProjectedRoundedRect(rect: (0, 0, 120, 80), radius: 12, mapping: mild, area: area)
        let middle = try #require(shape.rowExtent(row: 300, within: area))
        // The turned card is about 2 × 120 · cos 0.3 ≈ 230 pixels wide at its middle row.
        #expect(middle.inner.count > 200)
        #expect(middle.outer.count >= middle.inner.count && middle.outer.count < middle.inner.count + 12)
    }
}
