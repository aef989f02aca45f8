import CCairo
import Foundation
import PresentationKit

/// A cairo ARGB32 surface and context of `width` × `height`, user space scaled by `scale`, painting
/// opaque black.
public final class CairoCanvas {
    public let surface: OpaquePointer
    public let cr: OpaquePointer
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int, scale: Double = 1) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Makes every pixel transparent.
    public func clear() {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The alphas averaged over `factor` × `factor` blocks, top row first (`width` / `factor` a
    /// row): a canvas drawn at `factor` times the scale gives the exact area coverage that
    /// cairo's own rasterizer (15 sample rows a pixel, curves flattened to 0.1 pixel) only
    /// approaches, to within 1/(30 · factor) at an edge.
    public func alphas(averaging factor: Int) -> [UInt8] {
        let fine = alphas()
        let (w, h) = (width / factor, height / factor)
        var result = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0
                for dy in 0..<factor {
                    let row = (y * factor + dy) * width + x * factor
                    for dx in 0..<factor { sum += Int(fine[row + dx]) }
                }
                let count = factor * factor
                result[y * w + x] = UInt8((sum + count / 2) / count)
            }
        }
        return result
    }

    /// The alphas, top row first, `width` a row (the surface flushed first).
    public func alphas() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var result = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                // ARGB32 is a native-endian word with alpha in its top byte.
                result[y * width + x] = UInt8(
                    data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) >> 24)
            }
        }
        return result
    }
}

/// A PresentationKit RGBA bitmap context of `width` × `height` whose user space is y-down (as
/// cairo's and UIKit's), scaled by `scale`, painting opaque black.
public func peerBitmapContext(width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: scale, y: -scale)
    return context
}

/// The context's alphas, top row first (memory rows run top to bottom).
public func peerAlphas(of context: CGContext) -> [UInt8] {
    let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
    var result = [UInt8](repeating: 0, count: context.width * context.height)
    for y in 0..<context.height {
        for x in 0..<context.width {
            result[y * context.width + x] = bytes[y * context.bytesPerRow + x * 4 + 3]
        }
    }
    return result
}
