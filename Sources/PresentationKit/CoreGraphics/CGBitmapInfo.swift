import Foundation

/// Whether and where a bitmap's pixels store alpha, and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last (RGBA), colours premultiplied.
    case premultipliedLast = 1
    /// Alpha first (ARGB), colours premultiplied.
    case premultipliedFirst = 2
    /// Alpha last, colours not premultiplied.
    case last = 3
    /// Alpha first, colours not premultiplied.
    case first = 4
    /// A padding byte last, no alpha (RGBX).
    case noneSkipLast = 5
    /// A padding byte first, no alpha (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}

/// A bitmap's layout: its alpha information in the low bits, and its byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Creates the layout from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold a ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say the components are floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Floating-point components.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian components in memory order).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian: `premultipliedFirst` is then BGRA in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian: the components in the order their names say.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// How colours outside a space's gamut are mapped.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The default intent.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric = 1
    /// Relative colorimetric.
    case relativeColorimetric = 2
    /// Perceptual.
    case perceptual = 3
    /// Saturation.
    case saturation = 4
}

/// How images are resampled when drawn at another size.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (bilinear here).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Low quality (bilinear here).
    case low = 2
    /// High quality (bilinear here).
    case high = 3
    /// Medium quality (bilinear here).
    case medium = 4
}
