import Foundation
import Testing

@testable import PresentationKit
@testable import PresentationKitRendering

/// The blur's low-resolution approximation at the coarsest blocks it chooses.
///
/// The block size is a power of two between 0.19 σ and 0.37 σ; the larger the blocks against σ,
/// the further the approximation from a Gaussian. The view-level tests blur at σ = 20 (blocks of
/// 4, 0.2 σ); these hold the blur to the same 3 levels at σs just past each step up, where the
/// blocks are largest against σ (the full-screen blur at 3× is σ = 45 with blocks of 16, 0.36 σ).
@Suite("Visual effects: the backdrop blur at its coarsest blocks")
struct BackdropBlurBlockSizeTests {
    /// `size` × `size` opaque pixels: vertical bars of saturated colours 8 pixels wide, and a band
    /// 12 pixels high across the middle.
    private static func bars(size: Int) -> [UInt32] {
        let colours: [UInt32] = [
            0xFF00_00FF, 0xFFFF_0000, 0xFF00_FF00, 0xFF00_0000, 0xFF00_FFFF, 0xFFFF_FFFF, 0xFF00_80FF,
            0xFF80_0080, 0xFFFF_FF00, 0xFF20_4080, 0xFF00_0000, 0xFFFF_FFFF,
        ]
        var pixels = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                pixels[y * size + x] = abs(y - size / 2) < 6 ? 0xFFFF_00FF : colours[(x / 8) % colours.count]
            }
        }
        return pixels
    }

    /// One channel (`shift` 0, 8 or 16) of `pixels` (`size` wide) blurred directly at the pixels
    /// whose column and row are in `positions`: a separable Gaussian of `sigma` in doubles, out to
    /// 4σ (positions lie at least that far inside, so no edge rule matters).
    private static func directGaussian(
        _ pixels: [UInt32], size: Int, channel shift: UInt32, sigma: Double, at positions: [Int]
    ) -> [[Double]] {
        let radius = Int(4 * sigma)
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        // Every row blurred horizontally at the chosen columns, then those columns vertically.
        let horizontal = (0..<size).map { y in
            positions.map { x in
                var sum = 0.0
                for k in 0..<weights.count {
                    sum += Double((pixels[y * size + x + k - radius] >> shift) & 0xFF) * weights[k]
                }
                return sum / total
            }
        }
        return positions.map { y in
            positions.indices.map { column in
                var sum = 0.0
                for k in 0..<weights.count { sum += horizontal[y + k - radius][column] * weights[k] }
                return sum / total
            }
        }
    }

    @Test(
        "just past each step up of the block size (2, 4, 8, 16 pixels, 0.36–0.37 σ) the blur stays within 3 levels of a direct Gaussian (Behaviour 25.4)",
        arguments: [(5.45, 2), (10.9, 4), (21.8, 8), (43.6, 16)])
    func coarsestBlocks(sigma: Double, blockSize: Int) {
        let blur = BackdropBlur(
            filter: BackdropFilter(
                blurRadius: sigma, saturation: 1, tintGray: 0, tintAlpha: 0, readsBackdrop: true),
            pixelsPerPoint: 1)
        #expect(blur.blockSize == blockSize)
        #expect(Double(blur.blockSize) / sigma > 0.36)
        // A square 40 pixels wide, 4σ inside the picture's edges all round.
        let inset = Int(4 * sigma) + 1
        let size = 2 * inset + 40
        let positions = Array(stride(from: inset, to: size - inset, by: 2))
        let pixels = Self.bars(size: size)
        let canvas = PixelRect(minX: 0, minY: 0, maxX: size, maxY: size)
        var output = [UInt32](repeating: 0, count: size * size)
        pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { output in
                blur.render(
                    area: canvas, source: blur.sourceArea(for: canvas, within: canvas),
                    row: { y, x0, _ in pixels.baseAddress! + (y * size + x0) }, into: output.baseAddress!)
            }
        }
        var worst = 0.0
        for shift: UInt32 in [0, 8, 16] {
            let expected = Self.directGaussian(
                pixels, size: size, channel: shift, sigma: sigma, at: positions)
            for (row, y) in positions.enumerated() {
                for (column, x) in positions.enumerated() {
                    let got = Double((output[y * size + x] >> shift) & 0xFF)
                    worst = max(worst, abs(got - expected[row][column]))
                }
            }
        }
        #expect(
            worst <= 3, "σ \(sigma), blocks of \(blur.blockSize): \(worst) levels from the direct Gaussian")
        #expect(output.allSatisfy { $0 >> 24 == 255 })
    }
}

/// The blur at the canvas's edges, and its width.
@Suite("Visual effects: the backdrop blur's edge rule and width")
struct BackdropBlurEdgeTests {
    /// A blur of `sigma` device pixels with neither saturation nor tint.
    private static func plainBlur(sigma: Double) -> BackdropBlur {
        BackdropBlur(
            filter: BackdropFilter(
                blurRadius: sigma, saturation: 1, tintGray: 0, tintAlpha: 0, readsBackdrop: true),
            pixelsPerPoint: 1)
    }

    /// `pixels` (`width` × `height`, opaque) blurred over the whole canvas.
    private static func blurred(_ pixels: [UInt32], width: Int, height: Int, by blur: BackdropBlur)
        -> [UInt32]
    {
        let canvas = PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)
        var output = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { output in
                blur.render(
                    area: canvas, source: blur.sourceArea(for: canvas, within: canvas),
                    row: { y, x0, _ in pixels.baseAddress! + (y * width + x0) }, into: output.baseAddress!)
            }
        }
        return output
    }

    /// The normalised taps of a Gaussian of `sigma` out to 4σ, in doubles.
    private static func taps(sigma: Double) -> [Double] {
        let radius = Int(4 * sigma)
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    @Test(
        "up to the canvas's edges and corners the blur stays within 3 levels of a direct Gaussian that repeats the edge pixels beyond them (Behaviour 25.4)",
        arguments: [(10.9, 4), (21.8, 8)])
    func edgesClampLikeADirectGaussian(sigma: Double, blockSize: Int) {
        let blur = Self.plainBlur(sigma: sigma)
        #expect(blur.blockSize == blockSize)
        // Saturated colours in 8-pixel squares, so no block at an edge is flat; sizes that leave
        // the last block cut short.
        let colours: [UInt32] = [
            0xFF00_00FF, 0xFFFF_0000, 0xFF00_FF00, 0xFF00_0000, 0xFF00_FFFF, 0xFFFF_FFFF, 0xFF00_80FF,
            0xFF80_0080, 0xFFFF_FF00, 0xFF20_4080, 0xFF00_0000,
        ]
        let width = Int(6 * sigma) + 3
        let height = Int(5 * sigma) + 1
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = colours[(x / 8 + 3 * (y / 8)) % colours.count] }
        }
        let output = Self.blurred(pixels, width: width, height: height, by: blur)
        let weights = Self.taps(sigma: sigma)
        let radius = weights.count / 2
        let columns = Array(0..<6) + Array(stride(from: 6, to: width - 6, by: 5)) + Array(width - 6..<width)
        let rows = Array(0..<6) + Array(stride(from: 6, to: height - 6, by: 5)) + Array(height - 6..<height)
        var worst = 0.0
        var worstAt = (0, 0)
        for shift: UInt32 in [0, 8, 16] {
            func level(_ x: Int, _ y: Int) -> Double {
                Double(
                    (pixels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)] >> shift) & 0xFF)
            }
            // Every row blurred horizontally at the chosen columns (edges repeated), then vertically.
            let horizontal = (-radius..<(height + radius)).map { y in
                columns.map { x in
                    weights.indices.reduce(0.0) { $0 + weights[$1] * level(x + $1 - radius, y) }
                }
            }
            for y in rows {
                for (column, x) in columns.enumerated() {
                    var expected = 0.0
                    for k in weights.indices { expected += weights[k] * horizontal[y + k][column] }
                    let got = Double((output[y * width + x] >> shift) & 0xFF)
                    if abs(got - expected) > worst { (worst, worstAt) = (abs(got - expected), (x, y)) }
                }
            }
        }
        #expect(worst <= 3, "σ \(sigma): \(worst) levels from the clamped Gaussian at \(worstAt)")
        #expect(output.allSatisfy { $0 >> 24 == 255 })
    }

    @Test(
        "the blur is as wide as its σ: the light a step edge spreads across it, over every position of the step against the blocks, is within 0.5 % of a direct Gaussian's (0.3 % at most), which a blur 1 % wider misses (Behaviour 25.4)",
        arguments: [5.45, 10.9, 21.8, 43.6, 60])
    func theBlurIsExactlyAsWideAsItsSigma(sigma: Double) {
        let blur = Self.plainBlur(sigma: sigma)
        let weights = Self.taps(sigma: sigma)
        let radius = weights.count / 2
        let width = 2 * radius + 64
        let height = 2 * blur.blockSize
        // The light moved across the step, Σ |blurred − sharp|: for a Gaussian, 2 · 255 · σ / √(2π).
        // The direct Gaussian's is the same wherever the step is; the blur's varies with where the
        // step falls in its blocks (the enlargement spreads less at a block's centre than between
        // two), so the steps at every position in a block are added up, as they average out.
        var expectedSpread = 0.0
        for x in 0..<width {
            var direct = 0.0
            for k in weights.indices where x + k - radius >= width / 2 { direct += 255 * weights[k] }
            expectedSpread += abs(direct - (x >= width / 2 ? 255 : 0))
        }
        var spread = 0.0
        let phases = blur.blockSize
        for step in width / 2..<(width / 2 + phases) {
            var pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
            for y in 0..<height {
                for x in step..<width { pixels[y * width + x] = 0xFFFF_FFFF }
            }
            let output = Self.blurred(pixels, width: width, height: height, by: blur)
            for x in 0..<width {
                spread += abs(Double(output[(height / 2) * width + x] & 0xFF) - (x >= step ? 255 : 0))
            }
        }
        let ratio = spread / (expectedSpread * Double(phases))
        #expect(abs(ratio - 1) < 0.005, "σ \(sigma): \(ratio) of the direct Gaussian's spread")
    }
}
