/// One pixel: premultiplied red, green, blue and alpha, 8 bits each, in sRGB.
public struct RGBAPixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by ``a`` (0–255).
    public var r: UInt8
    /// Green, premultiplied by ``a`` (0–255).
    public var g: UInt8
    /// Blue, premultiplied by ``a`` (0–255).
    public var b: UInt8
    /// Alpha, from 0 (transparent) to 255 (opaque).
    public var a: UInt8

    /// Creates a pixel from its premultiplied components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent black.
    public static let clear = RGBAPixel(r: 0, g: 0, b: 0, a: 0)

    /// The four components as `(r, g, b, a)`, for printing and test failure messages.
    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// A framebuffer of premultiplied RGBA8 pixels, addressed in pixel coordinates from the top left.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Rows top to bottom, four bytes per pixel (r, g, b, a).
    public internal(set) var bytes: [UInt8]

    /// The largest image this type allocates, in pixels (a 16384 × 16384 frame): bigger requests
    /// are refused rather than exhausting memory.
    public static let maximumPixelCount = 16384 * 16384

    /// Creates an image of `width` × `height` pixels filled with `fill`; nil when a dimension is
    /// negative or the image would exceed `maximumPixelCount`.
    public init?(width: Int, height: Int, fill: RGBAPixel = .clear) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Self.maximumPixelCount else { return nil }
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: count * 4)
        if fill != .clear {
            for index in stride(from: 0, to: bytes.count, by: 4) {
                bytes[index] = fill.r
                bytes[index + 1] = fill.g
                bytes[index + 2] = fill.b
                bytes[index + 3] = fill.a
            }
        }
        self.bytes = bytes
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height,
                "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let index = (y * width + x) * 4
            return RGBAPixel(r: bytes[index], g: bytes[index + 1], b: bytes[index + 2], a: bytes[index + 3])
        }
        set {
            precondition(
                x >= 0 && x < width && y >= 0 && y < height,
                "pixel (\(x), \(y)) is outside \(width)×\(height)")
            let index = (y * width + x) * 4
            bytes[index] = newValue.r
            bytes[index + 1] = newValue.g
            bytes[index + 2] = newValue.b
            bytes[index + 3] = newValue.a
        }
    }
}
