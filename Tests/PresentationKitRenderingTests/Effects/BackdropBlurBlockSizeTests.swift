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
