import Foundation
import PresentationKit

/// Paints a layer's contents image: each device pixel is mapped back to the layer's coordinates,
/// then into the image, and sampled there (bilinear, or the nearest pixel), at the layer's opacity.
///
/// The image's pixels are premultiplied RGBA bytes, which as little-endian words are exactly the
/// rasterizer's packed pixels, so a sample is composited without conversion. Samples clamp to the
/// edge of the shown part (`contentsRect`), as Core Animation's do.
struct ImagePainter: RowPainter {
    /// The image's pixels as packed words, `width` a row.
    let texels: UnsafePointer<UInt32>
    let width: Int
    /// The shown pixels: columns `minColumn...maxColumn`, rows `minRow...maxRow`.
    let minColumn: Int
    let maxColumn: Int
    let minRow: Int
    let maxRow: Int
    /// Device pixel to image pixel coordinates (continuous, pixel centres at .5).
    let deviceToImage: ProjectiveTransform2D
    /// Whether to take the nearest pixel instead of interpolating.
    let nearest: Bool
    /// The layer's opacity, 0…255.
    let opacity: UInt32

    /// Runs `body` with a painter for `contents` drawn through `mapping` at `opacity`; nil when
    /// the placement cannot be inverted.
    static func with(
        _ contents: LayerContentsImage, mapping: DeviceMapping, opacity: UInt32,
        _ body: (ImagePainter) -> Void
    ) {
        let image = contents.image
        let source = contents.source
        let frame = contents.frame
        // Layer coordinates to image pixels: scale the frame onto the source rectangle.
        let sx = Double(source.width / frame.width)
        let sy = Double(source.height / frame.height)
        let layerToImage = ProjectiveTransform2D(
            CGAffineTransform(
                a: sx, b: 0, c: 0, d: sy, tx: Double(source.minX) - Double(frame.minX) * sx,
                ty: Double(source.minY) - Double(frame.minY) * sy))
        let deviceToImage = mapping.inverse.concatenating(layerToImage)
        // Image pixels per device pixel, to choose the magnification or minification filter.
        let imagePerDevice =
            max(sx, sy) / max(mapping.pixelsPerPoint(near: Double(frame.midX), Double(frame.midY)), 1e-9)
        let nearest = imagePerDevice > 1 ? contents.minifiesNearest : contents.magnifiesNearest
        image.pixels.withUnsafeBytes { raw in
            let painter = ImagePainter(
                texels: raw.bindMemory(to: UInt32.self).baseAddress!, width: image.width,
                minColumn: max(0, Int(Double(source.minX).rounded(.down))),
                maxColumn: min(image.width, Int(Double(source.maxX).rounded(.up))) - 1,
                minRow: max(0, Int(Double(source.minY).rounded(.down))),
                maxRow: min(image.height, Int(Double(source.maxY).rounded(.up))) - 1,
                deviceToImage: deviceToImage, nearest: nearest, opacity: opacity)
            guard painter.maxColumn >= painter.minColumn, painter.maxRow >= painter.minRow else { return }
            body(painter)
        }
    }

    /// Rows differ from one another: no two paint alike.
    func rowKey(y: Int) -> Int { y }

    /// The image's colour at the centre of device pixel (`x`, `y`), premultiplied.
    @inline(__always)
    func sample(x: Int, y: Int) -> UInt32 {
        let t = deviceToImage
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let w = px * t.m14 + py * t.m24 + t.m44
        guard w > ProjectiveTransform2D.minimumWeight else { return 0 }
        let u = (px * t.m11 + py * t.m21 + t.m41) / w
        let v = (px * t.m12 + py * t.m22 + t.m42) / w
        guard u.isFinite, v.isFinite else { return 0 }
        if nearest {
            return texel(column(Int(u.rounded(.down))), row(Int(v.rounded(.down))))
        }
        let fu = u - 0.5
        let fv = v - 0.5
        let u0 = fu.rounded(.down)
        let v0 = fv.rounded(.down)
        // Weights in 1/256ths: exact for pixel-aligned samples, which take one texel whole.
        let wu = UInt32(((fu - u0) * 256).rounded())
        let wv = UInt32(((fv - v0) * 256).rounded())
        let c0 = column(Int(u0))
        let c1 = column(Int(u0) + 1)
        let r0 = row(Int(v0))
        let r1 = row(Int(v0) + 1)
        let top = Self.mix(texel(c0, r0), texel(c1, r0), wu)
        let bottom = Self.mix(texel(c0, r1), texel(c1, r1), wu)
        return Self.mix(top, bottom, wv)
    }

    @inline(__always) private func column(_ c: Int) -> Int { min(max(c, minColumn), maxColumn) }
    @inline(__always) private func row(_ r: Int) -> Int { min(max(r, minRow), maxRow) }
    @inline(__always) private func texel(_ c: Int, _ r: Int) -> UInt32 { texels[r * width + c] }

    /// `a · (256 − w) / 256 + b · w / 256`, per channel, rounded; `w` in 0…256.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        if weight == 0 || a == b { return a }
        if weight >= 256 { return b }
        let inverse = 256 - weight
        let redBlue = ((a & 0x00FF_00FF) &* inverse &+ (b & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8
        let greenAlpha =
            (((a >> 8) & 0x00FF_00FF) &* inverse &+ ((b >> 8) & 0x00FF_00FF) &* weight &+ 0x0080_0080)
        return (redBlue & 0x00FF_00FF) | (greenAlpha & 0xFF00_FF00)
    }

    func paint(y: Int, from x0: Int, to x1: Int, coverage: UInt8, on surface: Surface) {
        guard x1 > x0 else { return }
        let factor = (opacity * UInt32(coverage) + 127) / 255
        guard factor > 0 else { return }
        let row = surface.pixels(y: y, from: x0, to: x1)
        for index in 0..<(x1 - x0) {
            var colour = sample(x: x0 + index, y: y)
            if factor < 255 { colour = PackedPixel.scale(colour, by: factor) }
            if colour != 0 { row[index] = PackedPixel.over(colour, row[index]) }
        }
    }

    func paint(y: Int, from x0: Int, to x1: Int, coverages: UnsafePointer<UInt8>, on surface: Surface) {
        guard x1 > x0 else { return }
        let row = surface.pixels(y: y, from: x0, to: x1)
        for index in 0..<(x1 - x0) {
            let factor = (opacity * UInt32(coverages[index]) + 127) / 255
            guard factor > 0 else { continue }
            var colour = sample(x: x0 + index, y: y)
            if factor < 255 { colour = PackedPixel.scale(colour, by: factor) }
            if colour != 0 { row[index] = PackedPixel.over(colour, row[index]) }
        }
    }
}
