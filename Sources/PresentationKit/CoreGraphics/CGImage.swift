import Foundation

/// A bitmap image, as in Core Graphics: immutable pixels with their size and layout.
///
/// Pixels are kept as premultiplied 8-bit RGBA, top row first, whatever layout they came in; an
/// image made with ``init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)``
/// is converted once, and reports RGBA (``alphaInfo`` `premultipliedLast`, or `noneSkipLast` when
/// it has no alpha) from then on.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Premultiplied RGBA, top row first, `width × 4` bytes a row.
    package let pixels: [UInt8]
    /// Whether the image has an alpha channel.
    let hasAlpha: Bool
    /// The colour space.
    public let colorSpace: CGColorSpace?
    /// Whether the image is drawn smoothed when scaled.
    public let shouldInterpolate: Bool

    package init(
        width: Int, height: Int, pixels: [UInt8], hasAlpha: Bool, colorSpace: CGColorSpace?,
        shouldInterpolate: Bool = true
    ) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.hasAlpha = hasAlpha
        self.colorSpace = colorSpace
        self.shouldInterpolate = shouldInterpolate
    }

    /// Creates an image from pixel bytes. Supported: 8 bits per component, RGB with alpha
    /// first or last (premultiplied or not) or skipped, in either 32-bit byte order, and 8-bit
    /// grey or alpha-only; nil (with a diagnostic) for anything else or too little data.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        let alphaBits = bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue
        let alphaInfo = CGImageAlphaInfo(rawValue: alphaBits)
        let straight = alphaInfo == .last || alphaInfo == .first
        let layoutInfo =
            straight
            ? (bitmapInfo.rawValue & ~CGBitmapInfo.alphaInfoMask.rawValue)
                | (alphaInfo == .last
                    ? CGImageAlphaInfo.premultipliedLast.rawValue
                    : CGImageAlphaInfo.premultipliedFirst.rawValue)
            : bitmapInfo.rawValue
        guard width > 0, height > 0,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: layoutInfo),
            bitsPerPixel == layout.bytesPerPixel * 8, bytesPerRow >= width * layout.bytesPerPixel,
            provider.bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else {
            DrawingDiagnostics.report(
                "CGImage(width:height:…): \(width) × \(height), \(bitsPerComponent) bits per component, "
                    + "\(bitsPerPixel) per pixel, \(bytesPerRow) bytes a row, bitmap info \(bitmapInfo.rawValue) with "
                    + "\(provider.bytes.count) bytes is not a layout this image supports or has too little data; "
                    + "use 8-bit RGBA (premultipliedLast) or grey.")
            return nil
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        provider.bytes.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt8.self).baseAddress!
            pixels.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    for x in 0..<width {
                        var color = layout.load(base + row * bytesPerRow + x * layout.bytesPerPixel)
                        if straight {
                            color = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
                        }
                        PixelLayout.rgba.store(color, out.baseAddress! + (row * width + x) * 4)
                    }
                }
            }
        }
        self.init(
            width: width, height: height, pixels: pixels, hasAlpha: layout.hasAlpha && !layout.isGray,
            colorSpace: space, shouldInterpolate: shouldInterpolate)
    }

    /// Creates an image from a provider of PNG data; nil, reported, when the data is not a PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard
            let decoded = CGImage.decodingPNG(
                [UInt8](source.bytes), caller: "CGImage(pngDataProviderSource:…)")
        else { return nil }
        self.init(
            width: decoded.width, height: decoded.height, pixels: decoded.pixels, hasAlpha: true,
            colorSpace: CGColorSpaceCreateDeviceRGB(), shouldInterpolate: shouldInterpolate)
    }

    /// The most pixels a decoded image may have: 2²⁶, an 8192 × 8192 image.
    static let maximumDecodedPixels = 1 << 26

    /// PNG bytes decoded into an image; nil, reported with `caller`, when they are not a PNG.
    static func decodingPNG(_ bytes: [UInt8], caller: String) -> CGImage? {
        switch PNGCodec.decode(bytes, maximumPixelCount: maximumDecodedPixels) {
        case .success(let image):
            return CGImage(
                width: image.width, height: image.height, pixels: image.pixels, hasAlpha: true,
                colorSpace: CGColorSpaceCreateDeviceRGB())
        case .failure(let failure):
            DrawingDiagnostics.report(
                "\(caller): the data is not a PNG this image can read (\(failure)); PNG is the one format decoded here."
            )
            return nil
        }
    }

    /// 8: every image here has 8-bit components.
    public var bitsPerComponent: Int { 8 }
    /// 32: every image here has four 8-bit components.
    public var bitsPerPixel: Int { 32 }
    /// `width × 4`.
    public var bytesPerRow: Int { width * 4 }
    /// `premultipliedLast`, or `noneSkipLast` for an image without alpha.
    public var alphaInfo: CGImageAlphaInfo { hasAlpha ? .premultipliedLast : .noneSkipLast }
    /// The layout: ``alphaInfo`` in the default byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }
    /// False: no image here is a stencil mask.
    public var isMask: Bool { false }
    /// The image's pixels as premultiplied RGBA bytes, top row first.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(pixels)) }

    /// An image of the pixels inside `rect` (in pixels, top-left origin, clipped to the image);
    /// nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let clipped = rect.standardized.integral.intersection(
            CGRect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        let x0 = Int(clipped.minX)
        let y0 = Int(clipped.minY)
        let w = Int(clipped.width)
        let h = Int(clipped.height)
        var result = [UInt8]()
        result.reserveCapacity(w * h * 4)
        for row in y0..<(y0 + h) {
            result.append(contentsOf: pixels[(row * width + x0) * 4..<(row * width + x0 + w) * 4])
        }
        return CGImage(width: w, height: h, pixels: result, hasAlpha: hasAlpha, colorSpace: colorSpace)
    }

    /// The same image.
    public func copy() -> CGImage? { self }

    /// Whether both images have the same size and pixels.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public var description: String { "CGImage(\(width) × \(height))" }

    /// The premultiplied colour of the pixel at (`x`, `y`), top-left origin, clamped to the edge.
    @inline(__always)
    func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let cx = min(max(x, 0), width - 1)
        let cy = min(max(y, 0), height - 1)
        let i = (cy * width + cx) * 4
        return SIMD4(Float(pixels[i]), Float(pixels[i + 1]), Float(pixels[i + 2]), Float(pixels[i + 3])) / 255
    }

    /// The colour at (`u`, `v`) in pixels (top-left origin, pixel centres at half-integers),
    /// bilinear when `smooth`, else nearest.
    func sample(u: Float, v: Float, smooth: Bool) -> SIMD4<Float> {
        guard smooth else { return texel(Int(u.rounded(.down)), Int(v.rounded(.down))) }
        let x = u - 0.5
        let y = v - 0.5
        let x0 = x.rounded(.down)
        let y0 = y.rounded(.down)
        let fx = x - x0
        let fy = y - y0
        let ix = Int(x0)
        let iy = Int(y0)
        let top = texel(ix, iy) * (1 - fx) + texel(ix + 1, iy) * fx
        let bottom = texel(ix, iy + 1) * (1 - fx) + texel(ix + 1, iy + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}

/// A source of bytes for an image, as in Core Graphics: here, a `Data` value.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: CFData?

    /// Creates a provider of `data`'s bytes.
    public init?(data: CFData) {
        self.data = data
    }
}

extension CGDataProvider {
    var bytes: Data { data ?? Data() }
}
