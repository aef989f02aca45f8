import Testing

@testable import PresentationKitRendering

/// The packed-pixel arithmetic against the exact rational results it rounds.
@MainActor
@Suite("Rasterizer · pixel arithmetic")
struct RasterizerPixelMathTests {
    /// `value × factor / 255`, rounded to nearest.
    private func exact(_ value: Int, _ factor: Int) -> Int {
        Int((Double(value * factor) / 255).rounded())
    }

    @Test("scaling a channel by a byte factor is exactly rounded for every pair")
    func scale() {
        for value in 0...255 {
            for factor in 0...255 {
                let pixel = PackedPixel.pack(r: UInt8(value), g: 0, b: UInt8(255 - value), a: UInt8(value))
                let scaled = PackedPixel.scale(pixel, by: UInt32(factor))
                #expect(Int(scaled & 0xFF) == exact(value, factor))
                #expect(Int((scaled >> 16) & 0xFF) == exact(255 - value, factor))
                #expect(Int(scaled >> 24) == exact(value, factor))
            }
        }
    }

    @Test("the four-pixel run blend equals the scalar source-over, which is exactly rounded")
    func runBlend() {
        for alpha in stride(from: 0, through: 255, by: 5) {
            let source = PackedPixel.pack(r: UInt8(alpha / 2), g: 0, b: UInt8(alpha), a: UInt8(alpha))
            var row: [UInt32] = []
            for index in 0..<257 {
                let level = UInt8(index % 256)
                row.append(PackedPixel.pack(r: level, g: 255 - level, b: UInt8(index / 2), a: 255))
            }
            let original = row
            row.withUnsafeMutableBufferPointer {
                PackedPixel.blend(source, over: $0.baseAddress!, count: $0.count)
            }
            for (index, pixel) in row.enumerated() {
                #expect(pixel == PackedPixel.over(source, original[index]))
                let red = Int(original[index] & 0xFF)
                #expect(Int(pixel & 0xFF) == alpha / 2 + exact(red, 255 - alpha))
            }
        }
    }
}
