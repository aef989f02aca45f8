import Foundation
import PresentationKit

/// The pixels a blur effect view shows: what lies behind it, blurred by a Gaussian, saturated and
/// tinted (``BackdropFilter``, Behaviour 25.4).
///
/// A Gaussian of the radii blurs use (tens of pixels) costs too much evaluated directly at every
/// pixel, so the blur is computed at a lower resolution and interpolated back, a close and
/// documented approximation: the backdrop is averaged in `d` × `d` blocks, blurred there by a
/// separable Gaussian, and bilinearly enlarged. Each step spreads the picture, and the variances
/// add up, so the low-resolution Gaussian is narrowed to leave the total equal to the asked one:
/// σ² = (d² − 1)/12 (block average) + (d·σₗ)² (Gaussian) + d²/6 (bilinear enlargement).
/// `d` is a power of two near a third of σ (0.19 σ to 0.37 σ), so the Gaussian still spans about
/// three low-resolution pixels each way and
/// the result stays within a few levels of an exact Gaussian (the tests hold it to three). Below a σ of
/// about five pixels the blur runs at full resolution, exactly. Saturation and tint are applied at the
/// low resolution, where they cost nothing: both are linear, so they commute with the enlargement.
/// Beyond the canvas the backdrop repeats its edge pixels (clamp to edge, as Core Image's
/// `clampedToExtent()` documents it; UIKit documents no edge rule for its blur, so the choice is
/// ours: a blur at the window's edge neither darkens nor fades), and the approximation treats the
/// picture so extended
/// as it treats the interior (``downsample(_:blockSize:row:)``), so it stays as close to a Gaussian
/// with that edge rule up to the edge.
struct BackdropBlur {
    let filter: BackdropFilter
    /// The Gaussian's standard deviation in device pixels.
    let sigma: Double

    init(filter: BackdropFilter, pixelsPerPoint: Double) {
        self.filter = filter
        let sigma = filter.blurRadius * pixelsPerPoint
        self.sigma = sigma.isFinite ? max(sigma, 0) : 0
    }

    /// The block size of the low-resolution pass: a power of two (so that every weight of the
    /// enlargement is an exact binary fraction) between 0.19 σ and 0.37 σ, about a third of σ, at
    /// most 128 (so that block sums and the enlargement's running sums fit 16-bit lanes).
    var blockSize: Int {
        let third = sigma / 3
        guard third > 1 else { return 1 }
        return 1 << min(7, max(0, Int((log2(third) + 0.15).rounded(.down))))
    }

    /// The standard deviation of the low-resolution Gaussian, in low-resolution pixels.
    var lowSigma: Double {
        let d = Double(blockSize)
        guard blockSize > 1 else { return sigma }
        let remaining = sigma * sigma - (d * d - 1) / 12 - d * d / 6
        return max(remaining, 0).squareRoot() / d
    }

    /// The device pixels the blur of `area` reads, within `canvas`.
    func sourceArea(for area: PixelRect, within canvas: PixelRect) -> PixelRect {
        let margin = Int((3 * sigma).rounded(.up)) + blockSize
        return PixelRect(
            minX: area.minX - margin, minY: area.minY - margin, maxX: area.maxX + margin,
            maxY: area.maxY + margin
        ).intersection(canvas)
    }

    /// Writes the filtered backdrop of `area` into `output` (premultiplied words, rows
    /// `area.width` apart), reading the backdrop's rows from `row(y, x0, x1)` within `source`
    /// (from ``sourceArea(for:within:)``; `row` returns the words of pixels `x0..<x1` of row `y`,
    /// valid until the next call but one).
    func render(
        area: PixelRect, source: PixelRect, row: (Int, Int, Int) -> UnsafePointer<UInt32>,
        into output: UnsafeMutablePointer<UInt32>
    ) {
        render(area: area, source: source, row: row, blendsOver: false) { y in
            output + (y - area.minY) * area.width
        }
    }

    /// Lays the filtered backdrop of `area` source-over onto the rows `target(y)` returns
    /// (`area.width` premultiplied words each), reading the backdrop as
    /// ``render(area:source:row:into:)`` does. Every row of the backdrop is read before the first
    /// is written, so `target` may return rows `row` read. An opaque result (what an opaque window
    /// behind gives) is written straight into the rows, with no intermediate copy.
    func render(
        area: PixelRect, source: PixelRect, row: (Int, Int, Int) -> UnsafePointer<UInt32>,
        over target: (Int) -> UnsafeMutablePointer<UInt32>
    ) {
        render(area: area, source: source, row: row, blendsOver: true, target: target)
    }

    private func render(
        area: PixelRect, source: PixelRect, row: (Int, Int, Int) -> UnsafePointer<UInt32>, blendsOver: Bool,
        target: (Int) -> UnsafeMutablePointer<UInt32>
    ) {
        guard !area.isEmpty else { return }
        guard filter.readsBackdrop, !source.isEmpty else {
            let tint = Self.tintPixel(gray: filter.tintGray, alpha: filter.tintAlpha)
            for y in area.minY..<area.maxY {
                if blendsOver {
                    PackedPixel.blend(tint, over: target(y), count: area.width)
                } else {
                    target(y).update(repeating: tint, count: area.width)
                }
            }
            return
        }
        let d = blockSize
        var low = Self.downsample(source, blockSize: d, row: row)
        if sigma >= 0.3 {
            Self.blur(&low, sigma: lowSigma)
        }
        applyColourFilters(to: &low.pixels)
        let fractionBits = 7 - d.trailingZeroBitCount
        let (levels, opaque) = Self.quantize(low.pixels, fractionBits: fractionBits)
        guard blendsOver, !opaque else {
            // Written straight: over an opaque result source-over is a copy.
            Self.enlarge(
                levels, width: low.width, height: low.height, source: source, blockSize: d, area: area,
                target: target, finished: { _, _ in })
            return
        }
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
        defer { line.deallocate() }
        Self.enlarge(
            levels, width: low.width, height: low.height, source: source, blockSize: d, area: area,
            target: { _ in line },
            finished: { y, pixels in PackedPixel.over(pixels, onto: target(y), count: area.width) })
    }

    /// A picture at low resolution: premultiplied channels in 0…255, four floats a pixel (red,
    /// green, blue, alpha), rows `width` pixels apart.
    struct LowImage {
        var pixels: [Float]
        let width: Int
        let height: Int
    }

    /// The backdrop averaged in `d` × `d` blocks from `source`'s corner, as the backdrop extended
    /// beyond `source` by repeating its edge pixels (clamp to edge) would be: blocks cut by the far
    /// edges count the edge column or row once for each missing one, and one more low pixel on
    /// every side holds the average of a block wholly outside (the edge column's or row's pixels
    /// over the block's span, the corner pixel at the corners). Every block further out equals it,
    /// so the low blur's own clamping at the low picture's edge continues the extension exactly,
    /// and the picture near the edge is blurred as one extended without end would be, not with the
    /// edge block's average repeated (which strays tens of levels from a clamped Gaussian where the
    /// edge block is not flat).
    ///
    /// The rows of a block are first added column by column into two 16-bit lanes per word (red
    /// and blue, green and alpha), two rows at a time: one pass over the pixels in straight lines
    /// that the compiler vectorises, with no lane carrying (at most 128 rows of 255). Each block's
    /// columns are then summed once per block row, a `d`-th of the work.
    static func downsample(
        _ source: PixelRect, blockSize d: Int, row: (Int, Int, Int) -> UnsafePointer<UInt32>
    )
        -> LowImage
    {
        let inner = (width: (source.width + d - 1) / d, height: (source.height + d - 1) / d)
        let width = inner.width + 2
        let height = inner.height + 2
        let columns = source.width
        var pixels = [Float](repeating: 0, count: width * height * 4)
        let redBlue = UnsafeMutablePointer<UInt32>.allocate(capacity: max(columns, 1))
        let greenAlpha = UnsafeMutablePointer<UInt32>.allocate(capacity: max(columns, 1))
        defer {
            redBlue.deallocate()
            greenAlpha.deallocate()
        }
        let mask: UInt32 = 0x00FF_00FF
        /// Sets the column sums to row `y`.
        func start(with y: Int) {
            let first = row(y, source.minX, source.maxX)
            var x = 0
            while x < columns {
                redBlue[x] = first[x] & mask
                greenAlpha[x] = (first[x] >> 8) & mask
                x += 1
            }
        }
        pixels.withUnsafeMutableBufferPointer { pixels in
            let out = pixels.baseAddress!
            /// Low row `j` from the column sums of `rows` rows: each block's columns (the last
            /// column counted again for each one past the edge), and the two outside blocks.
            func lowRow(_ j: Int, rows: Int) {
                let scale = 1 / (Float(d) * Float(rows))
                let edgeScale = 1 / Float(rows)
                func store(
                    _ i: Int, _ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32, _ s: Float
                ) {
                    let pixel = out + (j * width + i) * 4
                    pixel[0] = Float(red) * s
                    pixel[1] = Float(green) * s
                    pixel[2] = Float(blue) * s
                    pixel[3] = Float(alpha) * s
                }
                let last = columns - 1
                store(
                    0, redBlue[0] & 0xFFFF, greenAlpha[0] & 0xFFFF, redBlue[0] >> 16, greenAlpha[0] >> 16,
                    edgeScale)
                store(
                    width - 1, redBlue[last] & 0xFFFF, greenAlpha[last] & 0xFFFF, redBlue[last] >> 16,
                    greenAlpha[last] >> 16, edgeScale)
                var i = 0
                while i < inner.width {
                    let start = i * d
                    let end = min(start + d, columns)
                    var red: UInt32 = 0
                    var green: UInt32 = 0
                    var blue: UInt32 = 0
                    var alpha: UInt32 = 0
                    var x = start
                    while x < end {
                        red &+= redBlue[x] & 0xFFFF
                        blue &+= redBlue[x] >> 16
                        green &+= greenAlpha[x] & 0xFFFF
                        alpha &+= greenAlpha[x] >> 16
                        x += 1
                    }
                    let missing = UInt32(start + d - end)
                    if missing > 0 {
                        red &+= (redBlue[last] & 0xFFFF) &* missing
                        blue &+= (redBlue[last] >> 16) &* missing
                        green &+= (greenAlpha[last] & 0xFFFF) &* missing
                        alpha &+= (greenAlpha[last] >> 16) &* missing
                    }
                    store(i + 1, red, green, blue, alpha, scale)
                    i += 1
                }
            }
            // The blocks beyond the top and bottom edges: the edge rows' block averages.
            start(with: source.minY)
            lowRow(0, rows: 1)
            start(with: source.maxY - 1)
            lowRow(height - 1, rows: 1)
            var j = 0
            while j < inner.height {
                let top = source.minY + j * d
                let bottom = min(top + d, source.maxY)
                // The block row's first row sets the sums, later ones add two rows at a time.
                start(with: top)
                var y = top + 1
                while y + 1 < bottom {
                    let a = row(y, source.minX, source.maxX)
                    let b = row(y + 1, source.minX, source.maxX)
                    var x = 0
                    while x < columns {
                        let p = a[x]
                        let q = b[x]
                        redBlue[x] &+= (p & mask) &+ (q & mask)
                        greenAlpha[x] &+= ((p >> 8) & mask) &+ ((q >> 8) & mask)
                        x += 1
                    }
                    y += 2
                }
                if y < bottom {
                    let a = row(y, source.minX, source.maxX)
                    var x = 0
                    while x < columns {
                        redBlue[x] &+= a[x] & mask
                        greenAlpha[x] &+= (a[x] >> 8) & mask
                        x += 1
                    }
                }
                // A block row cut by the edge: its last row again for each row past the edge (at
                // most 127 times 255 a lane: no carry).
                let missing = UInt32(top + d - bottom)
                if missing > 0 {
                    let a = row(bottom - 1, source.minX, source.maxX)
                    var x = 0
                    while x < columns {
                        redBlue[x] &+= (a[x] & mask) &* missing
                        greenAlpha[x] &+= ((a[x] >> 8) & mask) &* missing
                        x += 1
                    }
                }
                lowRow(j + 1, rows: d)
                j += 1
            }
        }
        return LowImage(pixels: pixels, width: width, height: height)
    }

    /// The normalised taps of a Gaussian of `sigma`, out to three sigmas.
    static func kernel(sigma: Double) -> [Float] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var taps = (-radius...radius).map { offset -> Double in
            exp(-Double(offset * offset) / (2 * sigma * sigma))
        }
        let total = taps.reduce(0, +)
        taps = taps.map { $0 / total }
        return taps.map(Float.init)
    }

    /// A separable Gaussian blur in place, edges clamped.
    ///
    /// Each pass adds whole shifted rows times a tap (a row padded with its edge pixels, for the
    /// horizontal pass): long runs of one multiply-add that the compiler vectorises, and plain
    /// scalar arithmetic in a debug build.
    static func blur(_ image: inout LowImage, sigma: Double) {
        let taps = kernel(sigma: sigma)
        let radius = taps.count / 2
        let width = image.width
        let height = image.height
        let lanes = width * 4
        let padded = UnsafeMutablePointer<Float>.allocate(capacity: (width + 2 * radius) * 4)
        let pass = UnsafeMutablePointer<Float>.allocate(capacity: lanes * height)
        defer {
            padded.deallocate()
            pass.deallocate()
        }
        taps.withUnsafeBufferPointer { taps in
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                let pixels = pixels.baseAddress!
                var y = 0
                while y < height {
                    let row = pixels + y * lanes
                    var k = 0
                    while k < radius {
                        (padded + k * 4).update(from: row, count: 4)
                        (padded + (radius + width + k) * 4).update(from: row + lanes - 4, count: 4)
                        k += 1
                    }
                    (padded + radius * 4).update(from: row, count: lanes)
                    Self.weightedSum(
                        of: taps, rows: { UnsafePointer(padded + $0 * 4) }, lanes: lanes,
                        into: pass + y * lanes)
                    y += 1
                }
                y = 0
                while y < height {
                    Self.weightedSum(
                        of: taps,
                        rows: { UnsafePointer(pass + min(max(y + $0 - radius, 0), height - 1) * lanes) },
                        lanes: lanes,
                        into: pixels + y * lanes)
                    y += 1
                }
            }
        }
    }

    /// `output[i] = Σ taps[t] × rows(t)[i]` for `i` in `0..<lanes`.
    @inline(__always)
    private static func weightedSum(
        of taps: UnsafeBufferPointer<Float>, rows: (Int) -> UnsafePointer<Float>, lanes: Int,
        into output: UnsafeMutablePointer<Float>
    ) {
        let weight = taps[0]
        let first = rows(0)
        var i = 0
        while i < lanes {
            output[i] = weight * first[i]
            i += 1
        }
        var t = 1
        while t < taps.count {
            let weight = taps[t]
            let row = rows(t)
            i = 0
            while i < lanes {
                output[i] += weight * row[i]
                i += 1
            }
            t += 1
        }
    }

    /// Saturation (CSS's `saturate()` matrix, on premultiplied channels, which it is linear in),
    /// then the tint with source-over, each channel kept within its alpha.
    func applyColourFilters(to pixels: inout [Float]) {
        let s = Float(filter.saturation)
        // CSS Filter Effects' saturate() matrix (Rec. 709 luminance weights).
        let rr = 0.213 + 0.787 * s
        let rg = 0.715 - 0.715 * s
        let rb = 0.072 - 0.072 * s
        let gr = 0.213 - 0.213 * s
        let gg = 0.715 + 0.285 * s
        let gb = 0.072 - 0.072 * s
        let br = 0.213 - 0.213 * s
        let bg = 0.715 - 0.715 * s
        let bb = 0.072 + 0.928 * s
        let tintAlpha = Float(min(max(filter.tintAlpha, 0), 1))
        let tintValue = Float(min(max(filter.tintGray, 0), 1)) * 255 * tintAlpha
        let tintOpacity = 255 * tintAlpha
        let keep = 1 - tintAlpha
        let saturates = s != 1
        pixels.withUnsafeMutableBufferPointer { pixels in
            let count = pixels.count / 4
            let p = pixels.baseAddress!
            var index = 0
            while index < count {
                let pixel = p + index * 4
                var r = pixel[0]
                var g = pixel[1]
                var b = pixel[2]
                let a = pixel[3]
                if saturates {
                    let sr = rr * r + rg * g + rb * b
                    let sg = gr * r + gg * g + gb * b
                    let sb = br * r + bg * g + bb * b
                    r = min(max(sr, 0), a)
                    g = min(max(sg, 0), a)
                    b = min(max(sb, 0), a)
                }
                pixel[0] = r * keep + tintValue
                pixel[1] = g * keep + tintValue
                pixel[2] = b * keep + tintValue
                pixel[3] = a * keep + tintOpacity
                index += 1
            }
        }
    }

    /// The low picture's channels in units of 1/2^`fractionBits` levels, rounded, each colour kept
    /// within its alpha; and whether every pixel is opaque.
    static func quantize(_ pixels: [Float], fractionBits: Int) -> ([Int32], Bool) {
        let scale = Float(1 << fractionBits)
        let full = Int32(255 << fractionBits)
        var levels = [Int32](repeating: 0, count: pixels.count)
        var opaque = true
        pixels.withUnsafeBufferPointer { pixels in
            levels.withUnsafeMutableBufferPointer { levels in
                let p = pixels.baseAddress!
                let out = levels.baseAddress!
                var index = 0
                while index < pixels.count {
                    let alpha = Int32(min(max(p[index + 3], 0), 255) * scale + 0.5)
                    out[index] = min(Int32(min(max(p[index], 0), 255) * scale + 0.5), alpha)
                    out[index + 1] = min(Int32(min(max(p[index + 1], 0), 255) * scale + 0.5), alpha)
                    out[index + 2] = min(Int32(min(max(p[index + 2], 0), 255) * scale + 0.5), alpha)
                    out[index + 3] = alpha
                    if alpha != full { opaque = false }
                    index += 4
                }
            }
        }
        return (levels, opaque)
    }

    /// The low-resolution picture (from ``quantize(_:fractionBits:)``, with `7 − log₂ d` fraction
    /// bits, and the outside blocks of ``downsample(_:blockSize:row:)`` first and last) enlarged
    /// bilinearly onto `area`, low pixel `i` at the centre of its block: each row
    /// written as bytes to `target(y)`, then handed to `finished(y, target(y))`.
    ///
    /// The block size is a power of two, so every bilinear weight is an odd number of 2d-ths and
    /// the arithmetic is exact in integers. Each low row is widened once to the area's width
    /// (rounded to 1/2^f of a level). Between two low rows' centres an output row then moves by
    /// the same step from the one above, so each row is one 16-bit add per channel on a running
    /// sum in 1/256 levels (2d × 2^f = 256: a widened level times 2d fills at most 65,280) and
    /// its high byte: a loop of adds, shifts and byte stores the compiler vectorises.
    static func enlarge(
        _ levels: [Int32], width lowWidth: Int, height lowHeight: Int, source: PixelRect, blockSize d: Int,
        area: PixelRect, target: (Int) -> UnsafeMutablePointer<UInt32>,
        finished: (Int, UnsafeMutablePointer<UInt32>) -> Void
    ) {
        let channels = area.width * 4
        let twiceD = Int32(2 * d)
        let shift = Int32(d.trailingZeroBitCount + 1)
        // Per column: the lanes of its two low pixels and the second's weight in 2d-ths.
        var first = [Int](repeating: 0, count: area.width)
        var second = [Int](repeating: 0, count: area.width)
        var weights = [Int32](repeating: 0, count: area.width)
        for x in area.minX..<area.maxX {
            let (i0, i1, m) = Self.neighbours(x - source.minX + d, blockSize: d, count: lowWidth)
            first[x - area.minX] = i0 * 4
            second[x - area.minX] = i1 * 4
            weights[x - area.minX] = Int32(m)
        }
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: channels * 4)
        defer { buffer.deallocate() }
        var upper = buffer
        var lower = buffer + channels
        let sum = buffer + 2 * channels
        let step = buffer + 3 * channels
        var upperRow = -1
        var lowerRow = -1
        var interval = (-1, -1)
        levels.withUnsafeBufferPointer { levels in
            first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { second in
                    weights.withUnsafeBufferPointer { weights in
                        // A low row widened: each channel between its two low pixels, rounded.
                        func widen(_ j: Int, into row: UnsafeMutablePointer<UInt16>) {
                            let base = levels.baseAddress! + j * lowWidth * 4
                            let half = Int32(d)
                            var x = 0
                            while x < first.count {
                                let a = base + first[x]
                                let b = base + second[x]
                                let m = weights[x]
                                let out = row + x * 4
                                out[0] = UInt16(
                                    truncatingIfNeeded: (a[0] &* twiceD &+ (b[0] &- a[0]) &* m &+ half)
                                        >> shift)
                                out[1] = UInt16(
                                    truncatingIfNeeded: (a[1] &* twiceD &+ (b[1] &- a[1]) &* m &+ half)
                                        >> shift)
                                out[2] = UInt16(
                                    truncatingIfNeeded: (a[2] &* twiceD &+ (b[2] &- a[2]) &* m &+ half)
                                        >> shift)
                                out[3] = UInt16(
                                    truncatingIfNeeded: (a[3] &* twiceD &+ (b[3] &- a[3]) &* m &+ half)
                                        >> shift)
                                x += 1
                            }
                        }
                        for y in area.minY..<area.maxY {
                            let (j0, j1, n) = Self.neighbours(
                                y - source.minY + d, blockSize: d, count: lowHeight)
                            if interval != (j0, j1) || y == area.minY {
                                if upperRow != j0 {
                                    if lowerRow == j0 {
                                        swap(&upper, &lower)
                                        swap(&upperRow, &lowerRow)
                                    } else {
                                        widen(j0, into: upper)
                                        upperRow = j0
                                    }
                                }
                                if lowerRow != j1 {
                                    widen(j1, into: lower)
                                    lowerRow = j1
                                }
                                interval = (j0, j1)
                                // The sum one step before this row: 2d·W₀ + (n − 2)·(W₁ − W₀) + ½.
                                let before = UInt16(truncatingIfNeeded: n - 2)
                                let scale = UInt16(truncatingIfNeeded: twiceD)
                                var k = 0
                                while k < channels {
                                    let difference = lower[k] &- upper[k]
                                    sum[k] = upper[k] &* scale &+ difference &* before &+ 128
                                    step[k] = difference &<< 1
                                    k += 1
                                }
                            }
                            let pixels = target(y)
                            let bytes = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self)
                            var k = 0
                            while k < channels {
                                let value = sum[k] &+ step[k]
                                sum[k] = value
                                bytes[k] = UInt8(truncatingIfNeeded: value >> 8)
                                k += 1
                            }
                            finished(y, pixels)
                        }
                    }
                }
            }
        }
    }

    /// The low pixels either side of pixel `offset` (counted from the source's edge; low pixel `i`
    /// sits at the centre of block `i`, clamped at the ends) and the second's weight in 2d-ths: an
    /// odd number between two centres, 0 beyond the first or last.
    @inline(__always)
    static func neighbours(_ offset: Int, blockSize d: Int, count: Int) -> (Int, Int, Int) {
        // The position in low pixels is (2·offset + 1 − d) / 2d.
        let numerator = 2 * offset + 1 - d
        let twiceD = 2 * d
        let floor = numerator >= 0 ? numerator / twiceD : -((twiceD - 1 - numerator) / twiceD)
        if floor < 0 { return (0, 0, 0) }
        if floor >= count - 1 { return (count - 1, count - 1, 0) }
        return (floor, floor + 1, numerator - floor * twiceD)
    }

    /// An opaque-or-faded grey tint as a premultiplied word.
    static func tintPixel(gray: Double, alpha: Double) -> UInt32 {
        let a = min(max(alpha, 0), 1)
        let value = PackedPixel.byte(min(max(gray, 0), 1) * a)
        return PackedPixel.pack(r: value, g: value, b: value, a: PackedPixel.byte(a))
    }
}
