// The rasterizer reads and writes whole pixels as 32-bit words. `RGBAImage` stores bytes in the
// order r, g, b, a, so on a little-endian machine a word holds r in its low byte and a in its high
// byte. Every target Swift runs PresentationKit on is little-endian; refuse the others loudly
// rather than swap channels silently.
#if !_endian(little)
    #error("The rasterizer packs RGBA bytes into little-endian words.")
#endif

/// Arithmetic on premultiplied RGBA8 pixels packed in a `UInt32` (r in the low byte).
///
/// Two channels are processed at once: masking with `0x00FF00FF` leaves red and blue (or, shifted
/// by 8, green and alpha) in 16-bit lanes, wide enough for an 8-bit × 8-bit product. This keeps the
/// inner loops branch-free and lets the compiler vectorise them.
enum PackedPixel {
    /// Opaque black.
    static let opaqueBlack: UInt32 = 0xFF00_0000

    /// Packs four bytes.
    @inline(__always)
    static func pack(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The alpha byte.
    @inline(__always)
    static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    /// Every channel multiplied by `factor / 255`, rounded to nearest (exactly, for all inputs).
    @_transparent
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | greenAlpha
    }

    /// Source-over: `source + destination × (255 − source alpha) / 255`, per channel.
    ///
    /// Premultiplied colour channels never exceed alpha, so the sum never carries into the next
    /// channel.
    @_transparent
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: 255 &- (source >> 24))
    }

    /// Source-over with a precomputed `255 − source alpha`, for runs of one colour.
    @_transparent
    static func over(_ source: UInt32, inverseAlpha: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scale(destination, by: inverseAlpha)
    }

    /// A coverage or opacity in 0…1 as a byte, rounded to nearest.
    @inline(__always)
    static func byte(_ unit: Double) -> UInt8 {
        let clamped = unit > 0 ? (unit < 1 ? unit : 1) : 0
        return UInt8(clamped * 255 + 0.5)
    }

    /// ``byte(_:)`` of each of `count` units, four at a time.
    ///
    /// Each lane does the scalar's arithmetic (clamp, `× 255 + ½`, both rounded as the scalar
    /// rounds them), then truncates without a conversion instruction: adding 2⁵² rounds a value
    /// below 2⁵¹ to the nearest integer, stepping back one where that rounded up gives the
    /// truncation, and the integer then sits in the low bits of the sum's representation.
    @inline(__always)
    static func bytes(_ units: UnsafePointer<Double>, into bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        #if DEBUG
            bytesOneByOne(units, into: bytes, count: count)
        #else
            bytesInLanes(units, into: bytes, count: count)
        #endif
    }

    /// ``bytes(_:into:count:)`` in vector lanes (what release builds run).
    @inline(__always)
    static func bytesInLanes(
        _ units: UnsafePointer<Double>, into bytes: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        let shift = SIMD4<Double>(repeating: 4_503_599_627_370_496)  // 2⁵²
        let raw = UnsafeRawPointer(units)
        var index = 0
        while index + 4 <= count {
            let unit = raw.loadUnaligned(fromByteOffset: index * 8, as: SIMD4<Double>.self)
            // As the scalar: what is not below 1 gives 1, then NaN and what is not above 0 give 0.
            let clamped = unit.replacing(with: 1, where: .!(unit .< 1)).replacing(
                with: 0, where: .!(unit .> 0))
            let scaled = clamped * 255 + 0.5
            let nearest = (scaled + shift) - shift
            let truncated = nearest.replacing(with: nearest - 1, where: nearest .> scaled)
            let bits = unsafeBitCast(truncated + shift, to: SIMD4<UInt64>.self)
            UnsafeMutableRawPointer(bytes + index).storeBytes(
                of: SIMD4<UInt8>(truncatingIfNeeded: bits), as: SIMD4<UInt8>.self)
            index += 4
        }
        while index < count {
            bytes[index] = byte(units[index])
            index += 1
        }
    }

    /// Source-over of one colour onto `count` pixels, four at a time.
    ///
    /// The bulk of a frame is such runs (a dimming view over the whole screen). Four pixels are
    /// read as eight 16-bit lanes, each holding two channels; masking and shifting split them
    /// into red/blue and green/alpha lanes whose products fit 16 bits, so the vector unit's 16-bit
    /// multiply does the work (every x86-64 and ARM64 machine has one) instead of emulated 32-bit
    /// products. Only element-wise operations are used: they compile to plain vector instructions.
    @inline(__always)
    static func blend(_ source: UInt32, over row: UnsafeMutablePointer<UInt32>, count: Int) {
        #if DEBUG
            blendWords(source, over: row, count: count)
        #else
            blendLanes(source, over: row, count: count)
        #endif
    }

    /// ``blend(_:over:count:)`` in vector lanes (what release builds run).
    @inline(__always)
    static func blendLanes(_ source: UInt32, over row: UnsafeMutablePointer<UInt32>, count: Int) {
        let inverseAlpha = 255 &- (source >> 24)
        let memory = UnsafeMutableRawPointer(row)
        let factor = SIMD8<UInt16>(repeating: UInt16(inverseAlpha))
        let sourceLanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        var index = 0
        while index + 4 <= count {
            let destination = memory.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
            // Each channel's sum stays within its byte, so lane additions cannot carry.
            let blended = scaled(destination, by: factor) &+ sourceLanes
            memory.storeBytes(of: blended, toByteOffset: index * 4, as: SIMD8<UInt16>.self)
            index += 4
        }
        while index < count {
            row[index] = over(source, inverseAlpha: inverseAlpha, row[index])
            index += 1
        }
    }

    /// Source-over of `count` pixels of `source` onto `row`, each with its own alpha, four at a
    /// time: the per-pixel twin of ``blend(_:over:count:)`` (compositing a group back, painting
    /// coverage), with each pixel's `255 − alpha` spread over its two 16-bit lanes.
    @inline(__always)
    static func over(_ source: UnsafePointer<UInt32>, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        #if DEBUG
            overWords(source, onto: row, count: count)
        #else
            overLanes(source, onto: row, count: count)
        #endif
    }

    /// ``over(_:onto:count:)`` in vector lanes (what release builds run).
    @inline(__always)
    static func overLanes(_ source: UnsafePointer<UInt32>, onto row: UnsafeMutablePointer<UInt32>, count: Int)
    {
        let target = UnsafeMutableRawPointer(row)
        let from = UnsafeRawPointer(source)
        var index = 0
        while index + 4 <= count {
            let sourceWords = from.loadUnaligned(fromByteOffset: index * 4, as: SIMD4<UInt32>.self)
            let inverse = SIMD4<UInt32>(repeating: 255) &- (sourceWords &>> 24)
            let factor = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
            let destination = target.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
            let blended =
                scaled(destination, by: factor) &+ unsafeBitCast(sourceWords, to: SIMD8<UInt16>.self)
            target.storeBytes(of: blended, toByteOffset: index * 4, as: SIMD8<UInt16>.self)
            index += 4
        }
        while index < count {
            row[index] = over(source[index], row[index])
            index += 1
        }
    }

    /// `colour` scaled by each pixel's coverage byte, source-over onto `count` pixels of `row`,
    /// four at a time (anti-aliased edges, text, shadows).
    @inline(__always)
    static func over(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        #if DEBUG
            overWords(colour, coverages: coverages, onto: row, count: count)
        #else
            overLanes(colour, coverages: coverages, onto: row, count: count)
        #endif
    }

    /// ``over(_:coverages:onto:count:)`` in vector lanes (what release builds run).
    @inline(__always)
    static func overLanes(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        let target = UnsafeMutableRawPointer(row)
        let colourLanes = unsafeBitCast(SIMD4<UInt32>(repeating: colour), to: SIMD8<UInt16>.self)
        var index = 0
        while index + 4 <= count {
            let destination = target.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
            target.storeBytes(
                of: over(colourLanes, coverages: coverages + index, destination), toByteOffset: index * 4,
                as: SIMD8<UInt16>.self)
            index += 4
        }
        while index < count {
            row[index] = over(scale(colour, by: UInt32(coverages[index])), row[index])
            index += 1
        }
    }

    /// As ``over(_:coverages:onto:count:)`` onto pixels that all hold `under`, written to `row`
    /// without reading it: a pending run of one colour takes per-pixel coverage in one pass.
    @inline(__always)
    static func over(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, under: UInt32,
        into row: UnsafeMutablePointer<UInt32>,
        count: Int
    ) {
        #if DEBUG
            overWords(colour, coverages: coverages, under: under, into: row, count: count)
        #else
            overLanes(colour, coverages: coverages, under: under, into: row, count: count)
        #endif
    }

    /// ``over(_:coverages:under:into:count:)`` in vector lanes (what release builds run).
    @inline(__always)
    static func overLanes(
        _ colour: UInt32, coverages: UnsafePointer<UInt8>, under: UInt32,
        into row: UnsafeMutablePointer<UInt32>,
        count: Int
    ) {
        let target = UnsafeMutableRawPointer(row)
        let colourLanes = unsafeBitCast(SIMD4<UInt32>(repeating: colour), to: SIMD8<UInt16>.self)
        let underLanes = unsafeBitCast(SIMD4<UInt32>(repeating: under), to: SIMD8<UInt16>.self)
        var index = 0
        while index + 4 <= count {
            target.storeBytes(
                of: over(colourLanes, coverages: coverages + index, underLanes), toByteOffset: index * 4,
                as: SIMD8<UInt16>.self)
            index += 4
        }
        while index < count {
            row[index] = over(scale(colour, by: UInt32(coverages[index])), under)
            index += 1
        }
    }

    /// Four pixels of `destination` under the colour (as lanes) scaled by four coverage bytes.
    @inline(__always)
    private static func over(
        _ colourLanes: SIMD8<UInt16>, coverages: UnsafePointer<UInt8>, _ destination: SIMD8<UInt16>
    ) -> SIMD8<UInt16> {
        let c = SIMD4<UInt32>(
            UInt32(coverages[0]), UInt32(coverages[1]), UInt32(coverages[2]), UInt32(coverages[3]))
        let source = scaled(colourLanes, by: unsafeBitCast(c | (c &<< 16), to: SIMD8<UInt16>.self))
        let sourceWords = unsafeBitCast(source, to: SIMD4<UInt32>.self)
        let inverse = SIMD4<UInt32>(repeating: 255) &- (sourceWords &>> 24)
        let factor = unsafeBitCast(inverse | (inverse &<< 16), to: SIMD8<UInt16>.self)
        return scaled(destination, by: factor) &+ source
    }

    /// Four packed pixels (as eight 16-bit lanes, two channels' bytes each) with every channel
    /// multiplied by its pixel's factor / 255, rounded to nearest exactly as ``scale(_:by:)``:
    /// `t = x·f + 128`, then `(t + t / 256) / 256`, on red/blue and green/alpha lanes apart.
    @inline(__always)
    static func scaled(_ pixels: SIMD8<UInt16>, by factor: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let half = SIMD8<UInt16>(repeating: 0x0080)
        var redBlue = (pixels & low) &* factor &+ half
        redBlue = (redBlue &+ (redBlue &>> 8)) &>> 8
        var greenAlpha = (pixels &>> 8) &* factor &+ half
        greenAlpha = (greenAlpha &+ (greenAlpha &>> 8)) & ~low
        return redBlue | greenAlpha
    }
}
