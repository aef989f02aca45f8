/// Where a bitmap keeps each channel of a pixel, decoded once from its bitmap info.
///
/// Every layout here stores premultiplied 8-bit channels; a layout without alpha reads as
/// opaque and keeps its padding byte at 255.
struct PixelLayout: Sendable, Equatable {
    /// Bytes per pixel: 4 for RGB layouts, 1 for grey and alpha-only ones.
    var bytesPerPixel: Int
    /// Byte offsets of red, green, blue and alpha within a 4-byte pixel (unused for 1-byte ones).
    var red = 0
    var green = 1
    var blue = 2
    var alpha = 3
    /// Whether the pixel stores alpha (false: always opaque).
    var hasAlpha = true
    /// A single grey channel (no alpha).
    var isGray = false
    /// A single alpha channel (no colour).
    var isAlphaOnly = false

    /// Premultiplied RGBA in memory order, what images and the renderer use.
    static let rgba = PixelLayout(bytesPerPixel: 4)

    /// The layout a bitmap context with these parameters uses; nil for one it does not support.
    init?(bitsPerComponent: Int, space: CGColorSpace?, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8 else { return nil }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard info.intersection(.floatInfoMask).isEmpty,
            let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        else { return nil }
        let order = info.intersection(.byteOrderMask)
        if alphaInfo == .alphaOnly {
            self.init(bytesPerPixel: 1)
            isAlphaOnly = true
            return
        }
        if space?.model == .monochrome {
            guard alphaInfo == .none else { return nil }
            self.init(bytesPerPixel: 1)
            isGray = true
            hasAlpha = false
            return
        }
        guard space == nil || space?.model == .rgb else { return nil }
        // Components in name order (big-endian words or plain bytes), reversed for 32-bit
        // little-endian words.
        let first: Bool
        switch alphaInfo {
        case .premultipliedLast, .noneSkipLast: first = false
        case .premultipliedFirst, .noneSkipFirst: first = true
        default: return nil
        }
        var offsets = first ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        if order == .byteOrder32Little {
            offsets = (a: 3 - offsets.a, r: 3 - offsets.r, g: 3 - offsets.g, b: 3 - offsets.b)
        } else if order != .byteOrderDefault && order != .byteOrder32Big {
            return nil
        }
        self.init(bytesPerPixel: 4)
        red = offsets.r
        green = offsets.g
        blue = offsets.b
        alpha = offsets.a
        hasAlpha = alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
    }

    private init(bytesPerPixel: Int) {
        self.bytesPerPixel = bytesPerPixel
    }

    /// The premultiplied colour at `pixel`, 0…1.
    @inline(__always)
    func load(_ pixel: UnsafePointer<UInt8>) -> SIMD4<Float> {
        if bytesPerPixel == 4 {
            let a: Float = hasAlpha ? Float(pixel[alpha]) : 255
            return SIMD4(Float(pixel[red]), Float(pixel[green]), Float(pixel[blue]), a) / 255
        }
        if isGray {
            let g = Float(pixel[0]) / 255
            return SIMD4(g, g, g, 1)
        }
        return SIMD4(0, 0, 0, Float(pixel[0]) / 255)
    }

    /// Stores a premultiplied colour, 0…1, rounded to the nearest byte.
    @inline(__always)
    func store(_ color: SIMD4<Float>, _ pixel: UnsafeMutablePointer<UInt8>) {
        let c = (color.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * 255)
            .rounded(.toNearestOrAwayFromZero)
        if bytesPerPixel == 4 {
            pixel[red] = UInt8(c.x)
            pixel[green] = UInt8(c.y)
            pixel[blue] = UInt8(c.z)
            pixel[alpha] = hasAlpha ? UInt8(c.w) : 255
        } else if isGray {
            // Grey with no alpha: the colour composited over black, as Core Graphics stores it.
            pixel[0] = UInt8((0.3 * c.x + 0.59 * c.y + 0.11 * c.z).rounded())
        } else {
            pixel[0] = UInt8(c.w)
        }
    }
}
