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
/// `d` is a third of σ, so the Gaussian still spans about three low-resolution pixels each way and
/// the result stays within a few levels of an exact Gaussian (the tests hold it to three). Below a σ of
/// three pixels the blur runs at full resolution, exactly. Saturation and tint are applied at the
/// low resolution, where they cost nothing: both are linear, so they commute with the enlargement.
/// Beyond the canvas the backdrop repeats its edge pixels (clamp to edge).
struct BackdropBlur {
    let filter: BackdropFilter
    /// The Gaussian's standard deviation in device pixels.
    let sigma: Double

    init(filter: BackdropFilter, pixelsPerPoint: Double) {
        self.filter = filter
        let sigma = filter.blurRadius * pixelsPerPoint
        self.sigma = sigma.isFinite ? max(sigma, 0) : 0
    }

    /// The block size of the low-resolution pass (at most 256, so block sums fit in 16-bit lanes).
    var blockSize: Int { max(1, min(256, Int(sigma / 3))) }

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
    /// (from ``sourceArea(for:within:)``; `row` returns the words of pixels `x0..<x1` of row `y`).
    func render(
        area: PixelRect, source: PixelRect, row: (Int, Int, Int) -> UnsafePointer<UInt32>,
        into output: UnsafeMutablePointer<UInt32>
    ) {
        render(area: area, source: source, row: row) { y, pixels in
            (output + (y - area.minY) * area.width).update(from: pixels, count: area.width)
        }
    }

    /// Hands the filtered backdrop of `area` to `eachRow(y, pixels)` a row at a time, top to bottom
    /// (`area.width` premultiplied words, valid during the call), reading the backdrop's rows from
    /// `row` within `source` as ``render(area:source:row:into:)`` does. Every row of the backdrop
    /// is read before the first is handed on, so `eachRow` may write where `row` read.
    func render(
        area: PixelRect, source: PixelRect, row: (Int, Int, Int) -> UnsafePointer<UInt32>,
        eachRow: (Int, UnsafePointer<UInt32>) -> Void
    ) {
        guard !area.isEmpty else { return }
        guard filter.readsBackdrop, !source.isEmpty else {
            let tint = Self.tintPixel(gray: filter.tintGray, alpha: filter.tintAlpha)
            let line = [UInt32](repeating: tint, count: area.width)
            line.withUnsafeBufferPointer { line in
                for y in area.minY..<area.maxY { eachRow(y, line.baseAddress!) }
            }
            return
        }
        let d = blockSize
        var low = Self.downsample(source, blockSize: d, row: row)
        if sigma >= 0.3 {
            Self.blur(&low, sigma: lowSigma)
        }
        applyColourFilters(to: &low.pixels)
        Self.enlarge(low, source: source, blockSize: d, area: area, eachRow: eachRow)
    }

    /// A picture at low resolution: premultiplied channels, in 0…255.
    struct LowImage {
        var pixels: [SIMD4<Float>]
        let width: Int
        let height: Int
    }

    /// The backdrop averaged in `d` × `d` blocks from `source`'s corner (blocks cut by the edge
    /// average the pixels they have).
    ///
    /// The rows of a block are first added column by column into two 16-bit lanes per word (red
    /// and blue, green and alpha): one pass over the pixels in straight lines that the compiler
    /// vectorises, with no lane carrying (at most 257 rows of 255). Each block's columns are then
    /// summed once per block row, a `d`-th of the work.
    static func downsample(
        _ source: PixelRect, blockSize d: Int, row: (Int, Int, Int) -> UnsafePointer<UInt32>
    )
        -> LowImage
    {
        let width = (source.width + d - 1) / d
        let height = (source.height + d - 1) / d
        let columns = source.width
        var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        let redBlue = UnsafeMutablePointer<UInt32>.allocate(capacity: max(columns, 1))
        let greenAlpha = UnsafeMutablePointer<UInt32>.allocate(capacity: max(columns, 1))
        defer {
            redBlue.deallocate()
            greenAlpha.deallocate()
        }
        for j in 0..<height {
            let top = source.minY + j * d
            let bottom = min(top + d, source.maxY)
            redBlue.update(repeating: 0, count: columns)
            greenAlpha.update(repeating: 0, count: columns)
            for y in top..<bottom {
                let words = row(y, source.minX, source.maxX)
                for x in 0..<columns {
                    let word = words[x]
                    redBlue[x] &+= word & 0x00FF_00FF
                    greenAlpha[x] &+= (word >> 8) & 0x00FF_00FF
                }
            }
            let rows = Float(bottom - top)
            for i in 0..<width {
                let start = i * d
                let end = min(start + d, columns)
                var red: UInt32 = 0
                var green: UInt32 = 0
                var blue: UInt32 = 0
                var alpha: UInt32 = 0
                for x in start..<end {
                    red &+= redBlue[x] & 0xFFFF
                    blue &+= redBlue[x] >> 16
                    green &+= greenAlpha[x] & 0xFFFF
                    alpha &+= greenAlpha[x] >> 16
                }
                pixels[j * width + i] =
                    SIMD4(Float(red), Float(green), Float(blue), Float(alpha)) / (Float(end - start) * rows)
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
    static func blur(_ image: inout LowImage, sigma: Double) {
        let taps = kernel(sigma: sigma)
        let radius = taps.count / 2
        let width = image.width
        let height = image.height
        var pass = [SIMD4<Float>](repeating: .zero, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { input in
            pass.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let rowStart = y * width
                    for x in 0..<width {
                        var sum = SIMD4<Float>.zero
                        for (k, weight) in taps.enumerated() {
                            let sx = min(max(x + k - radius, 0), width - 1)
                            sum += input[rowStart + sx] * weight
                        }
                        output[rowStart + x] = sum
                    }
                }
            }
        }
        pass.withUnsafeBufferPointer { input in
            image.pixels.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    for x in 0..<width {
                        var sum = SIMD4<Float>.zero
                        for (k, weight) in taps.enumerated() {
                            let sy = min(max(y + k - radius, 0), height - 1)
                            sum += input[sy * width + x] * weight
                        }
                        output[y * width + x] = sum
                    }
                }
            }
        }
    }

    /// Saturation (CSS's `saturate()` matrix, on premultiplied channels, which it is linear in),
    /// then the tint with source-over, each channel kept within its alpha.
    func applyColourFilters(to pixels: inout [SIMD4<Float>]) {
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
        let keep = 1 - tintAlpha
        let saturates = s != 1
        for index in pixels.indices {
            var p = pixels[index]
            if saturates {
                let r = rr * p.x + rg * p.y + rb * p.z
                let g = gr * p.x + gg * p.y + gb * p.z
                let b = br * p.x + bg * p.y + bb * p.z
                p = SIMD4(
                    min(max(r, 0), p.w), min(max(g, 0), p.w), min(max(b, 0), p.w), p.w)
            }
            p = p * keep + SIMD4(tintValue, tintValue, tintValue, 255 * tintAlpha)
            pixels[index] = p
        }
    }

    /// The low-resolution picture enlarged bilinearly onto `area`: low pixel `i` sits at the
    /// centre of its block, handed to `eachRow` a row at a time.
    ///
    /// Each low row is widened once to the area's width, as 16-bit channels in the pixels' byte
    /// order (blended between its two nearest low pixels in integers, rounded); every output row is then a blend of two widened rows with one weight for the whole
    /// row, channel by channel in 16-bit lanes (255 × 255 plus rounding fits), written straight as
    /// bytes — a loop of multiplies, adds and shifts on short lanes that the compiler vectorises on
    /// any x86-64 (32-bit lane multiplies would need SSE4.1).
    static func enlarge(
        _ low: LowImage, source: PixelRect, blockSize d: Int, area: PixelRect,
        eachRow: (Int, UnsafePointer<UInt32>) -> Void
    ) {
        let scale = 1 / Float(d)
        // One row of output at a time, kept hot in the cache while `eachRow` places it.
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: area.width)
        defer { line.deallocate() }
        let channels = area.width * 4
        var upper = [UInt16](repeating: 0, count: channels)
        var lower = [UInt16](repeating: 0, count: channels)
        var upperRow = -1
        var lowerRow = -1
        // Per column: the channel offsets of its two low pixels and the weight of the second, 0…255.
        var first = [Int]()
        var second = [Int]()
        var weights = [UInt16]()
        for x in area.minX..<area.maxX {
            let (i0, i1, f) = Self.neighbours((Float(x - source.minX) + 0.5) * scale - 0.5, count: low.width)
            first.append(i0 * 4)
            second.append(i1 * 4)
            weights.append(UInt16(PackedPixel.byte(Double(f))))
        }
        var lowRow = [UInt16](repeating: 0, count: low.width * 4)
        // A low row as 16-bit channels, then blended column by column in integers.
        func widen(_ j: Int, into row: inout [UInt16]) {
            let base = j * low.width
            for i in 0..<low.width {
                let word = Self.pack(low.pixels[base + i])
                lowRow[i * 4] = UInt16(truncatingIfNeeded: word) & 0xFF
                lowRow[i * 4 + 1] = UInt16(truncatingIfNeeded: word >> 8) & 0xFF
                lowRow[i * 4 + 2] = UInt16(truncatingIfNeeded: word >> 16) & 0xFF
                lowRow[i * 4 + 3] = UInt16(truncatingIfNeeded: word >> 24)
            }
            lowRow.withUnsafeBufferPointer { lowRow in
                row.withUnsafeMutableBufferPointer { row in
                    let channels = lowRow.baseAddress!
                    let out = row.baseAddress!
                    for x in 0..<first.count {
                        let a = channels + first[x]
                        let b = channels + second[x]
                        let amount = weights[x]
                        let keep = 255 &- amount
                        for channel in 0..<4 {
                            let sum = a[channel] &* keep &+ b[channel] &* amount &+ 128
                            out[x * 4 + channel] = (sum &+ (sum >> 8)) >> 8
                        }
                    }
                }
            }
        }
        for y in area.minY..<area.maxY {
            let v = (Float(y - source.minY) + 0.5) * scale - 0.5
            let (j0, j1, g) = Self.neighbours(v, count: low.height)
            if upperRow != j0 {
                if lowerRow == j0 {
                    swap(&upper, &lower)
                    swap(&upperRow, &lowerRow)
                } else {
                    widen(j0, into: &upper)
                    upperRow = j0
                }
            }
            if lowerRow != j1 {
                widen(j1, into: &lower)
                lowerRow = j1
            }
            let target = UnsafeMutableRawPointer(line).assumingMemoryBound(to: UInt8.self)
            let amount = UInt16(PackedPixel.byte(Double(g)))
            Self.blendRows(upper, lower, by: amount, into: target, count: channels)
            eachRow(y, line)
        }
    }

    /// `count` bytes of `top` and `bottom` mixed, `amount`/255 of the way to `bottom`, rounded
    /// (the exact division by 255 of ``PackedPixel/mix(_:_:by:)``).
    @inline(__always)
    static func blendRows(
        _ top: [UInt16], _ bottom: [UInt16], by amount: UInt16, into target: UnsafeMutablePointer<UInt8>,
        count: Int
    ) {
        let keep = 255 &- amount
        top.withUnsafeBufferPointer { top in
            bottom.withUnsafeBufferPointer { bottom in
                let top = top.baseAddress!
                let bottom = bottom.baseAddress!
                for k in 0..<count {
                    let sum = top[k] &* keep &+ bottom[k] &* amount &+ 128
                    target[k] = UInt8(truncatingIfNeeded: (sum &+ (sum >> 8)) >> 8)
                }
            }
        }
    }

    /// The low pixels either side of coordinate `u` (clamped) and the weight of the second.
    @inline(__always)
    static func neighbours(_ u: Float, count: Int) -> (Int, Int, Float) {
        let floor = u.rounded(.down)
        let i0 = Int(floor)
        let f = u - floor
        let first = min(max(i0, 0), count - 1)
        let second = min(max(i0 + 1, 0), count - 1)
        return (first, second, f)
    }

    /// A premultiplied pixel of channels in 0…255, rounded, each colour kept within alpha.
    @inline(__always)
    static func pack(_ p: SIMD4<Float>) -> UInt32 {
        let clamped = p.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255)) + 0.5
        let a = UInt32(clamped.w)
        let r = min(UInt32(clamped.x), a)
        let g = min(UInt32(clamped.y), a)
        let b = min(UInt32(clamped.z), a)
        return r | g << 8 | b << 16 | a << 24
    }

    /// An opaque-or-faded grey tint as a premultiplied word.
    static func tintPixel(gray: Double, alpha: Double) -> UInt32 {
        let a = min(max(alpha, 0), 1)
        let value = PackedPixel.byte(min(max(gray, 0), 1) * a)
        return PackedPixel.pack(r: value, g: value, b: value, a: PackedPixel.byte(a))
    }
}
