/// The compositing loops word by word: the twins of ``PackedPixel``'s vector loops that a debug
/// build runs.
///
/// Without optimisation the standard library's SIMD types are generic code: every lane operation
/// is a call, and a debug build spent most of a frame in them. Operators on concrete integers are
/// transparent and cost a few instructions even there, so a debug build composites with these:
/// the same arithmetic (``PackedPixel/scale(_:by:)``, exact for all inputs), so the same bytes.
/// Release builds keep the vector loops, which do four pixels in the time these do one or two;
/// the rendering tests check both against each other.
extension PackedPixel {
    /// Red and blue (or green and alpha) of two pixels, in the 16-bit lanes of a `UInt64`.
    @usableFromInline static let twoPixelMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Two packed pixels (a `UInt64`, the first in the low half) with every channel multiplied by
    /// `factor / 255`, rounded as ``scale(_:by:)`` rounds: four 16-bit lanes at a time.
    @_transparent
    static func scaleTwo(_ pixels: UInt64, by factor: UInt64) -> UInt64 {
        var redBlue = (pixels & twoPixelMask) &* factor &+ 0x0080_0080_0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & twoPixelMask)) >> 8) & twoPixelMask
        var greenAlpha = ((pixels >> 8) & twoPixelMask) &* factor &+ 0x0080_0080_0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & twoPixelMask)) & ~twoPixelMask
        return redBlue | greenAlpha
    }

    /// ``blend(_:over:count:)`` two pixels a word.
    static func blendWords(_ source: UInt32, over row: UnsafeMutablePointer<UInt32>, count: Int) {
        let inverseAlpha = 255 &- (source >> 24)
        let factor = UInt64(inverseAlpha)
        let sources = UInt64(source) | UInt64(source) << 32
        let memory = UnsafeMutableRawPointer(row)
        var index = 0
        while index + 2 <= count {
            let pair = memory.loadUnaligned(fromByteOffset: index &* 4, as: UInt64.self)
            memory.storeBytes(
                of: scaleTwo(pair, by: factor) &+ sources, toByteOffset: index &* 4, as: UInt64.self)
            index &+= 2
        }
        if index < count {
            row[index] = over(source, inverseAlpha: inverseAlpha, row[index])
        }
    }

    /// ``over(_:onto:count:)`` a pixel at a time.
    static func overWords(_ source: UnsafePointer<UInt32>, onto row: UnsafeMutablePointer<UInt32>, count: Int)
    {
        var index = 0
        while index < count {
            let pixel = source[index]
            let alpha = pixel >> 24
            if alpha == 255 {
                row[index] = pixel
            } else if pixel != 0 {
                row[index] = pixel &+ scale(row[index], by: 255 &- alpha)
            }
            index &+= 1
        }
    }

    /// ``over(_:coverages:onto:count:)`` a pixel at a time.
    static func overWords(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        var index = 0
        while index < count {
            let coverage = UInt32(coverages[index])
            if coverage != 0 {
                let source = scale(colour, by: coverage)
                row[index] = source &+ scale(row[index], by: 255 &- (source >> 24))
            }
            index &+= 1
        }
    }

    /// ``over(_:coverages:under:into:count:)`` a pixel at a time.
    static func overWords(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, under: UInt32,
        into row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        var index = 0
        while index < count {
            let source = scale(colour, by: UInt32(coverages[index]))
            row[index] = source &+ scale(under, by: 255 &- (source >> 24))
            index &+= 1
        }
    }

    /// ``bytes(_:into:count:)`` a unit at a time.
    static func bytesOneByOne(
        _ units: UnsafePointer<Double>, into bytes: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        var index = 0
        while index < count {
            bytes[index] = byte(units[index])
            index &+= 1
        }
    }
}
