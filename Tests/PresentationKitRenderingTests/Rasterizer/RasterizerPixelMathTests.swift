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

    // Each loop below has two forms, four pixels at a time in vector lanes (release builds) and a
    // word at a time (debug builds, `PackedPixel+Words.swift`): both are checked, whichever the
    // build runs.

    @Test(
        "the four-pixel run blend and the two-pixel word blend equal the scalar source-over, which is exactly rounded"
    )
    func runBlend() {
        for blend in [PackedPixel.blendLanes(_:over:count:), PackedPixel.blendWords(_:over:count:)] {
            runBlend(blend)
        }
    }

    private func runBlend(_ blend: (UInt32, UnsafeMutablePointer<UInt32>, Int) -> Void) {
        for alpha in stride(from: 0, through: 255, by: 5) {
            let source = PackedPixel.pack(r: UInt8(alpha / 2), g: 0, b: UInt8(alpha), a: UInt8(alpha))
            var row: [UInt32] = []
            for index in 0..<257 {
                let level = UInt8(index % 256)
                row.append(PackedPixel.pack(r: level, g: 255 - level, b: UInt8(index / 2), a: 255))
            }
            let original = row
            row.withUnsafeMutableBufferPointer {
                blend(source, $0.baseAddress!, $0.count)
            }
            for (index, pixel) in row.enumerated() {
                #expect(pixel == PackedPixel.over(source, original[index]))
                let red = Int(original[index] & 0xFF)
                #expect(Int(pixel & 0xFF) == alpha / 2 + exact(red, 255 - alpha))
            }
        }
    }

    /// Random premultiplied pixels (a deterministic sequence), translucent and opaque.
    private static func pixels(_ count: Int, seed: UInt32) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            let alpha = state >> 24
            let channel = { (shift: UInt32) in ((state >> shift) & 0xFF) * alpha / 255 }
            return channel(0) | channel(8) << 8 | channel(16) << 16 | alpha << 24
        }
    }

    @Test(
        "the four-pixel and the one-pixel source-over of a row of pixels equal the scalar source-over, pixel by pixel"
    )
    func rowOver() {
        for over in [PackedPixel.overLanes(_:onto:count:), PackedPixel.overWords(_:onto:count:)] {
            rowOver(over)
        }
    }

    private func rowOver(_ over: (UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>, Int) -> Void) {
        for count in [0, 1, 3, 4, 7, 64, 1_001] {
            let source = Self.pixels(count, seed: 7)
            var row = Self.pixels(count, seed: 11)
            let original = row
            source.withUnsafeBufferPointer { from in
                row.withUnsafeMutableBufferPointer {
                    over(from.baseAddress!, $0.baseAddress!, count)
                }
            }
            let wrong = (0..<count).filter { row[$0] != PackedPixel.over(source[$0], original[$0]) }
            #expect(wrong.isEmpty, "count \(count): pixels \(wrong.prefix(5))")
        }
    }

    @Test(
        "one colour under per-pixel coverage, four pixels or one at a time, equals scaling then source-over")
    func coverageOver() {
        for over in [
            PackedPixel.overLanes(_:coverages:onto:count:), PackedPixel.overWords(_:coverages:onto:count:),
        ] {
            coverageOver(over)
        }
    }

    private func coverageOver(
        _ over: (UInt32, UnsafePointer<UInt8>, UnsafeMutablePointer<UInt32>, Int) -> Void
    ) {
        for colour in Self.pixels(12, seed: 3) + [0xFF00_00FF, 0] {
            let count = 1_003
            let coverages = Self.pixels(count, seed: colour | 1).map { UInt8($0 & 0xFF) }
            var row = Self.pixels(count, seed: 5)
            let original = row
            coverages.withUnsafeBufferPointer { cover in
                row.withUnsafeMutableBufferPointer {
                    over(colour, cover.baseAddress!, $0.baseAddress!, count)
                }
            }
            let wrong = (0..<count).filter {
                row[$0]
                    != PackedPixel.over(PackedPixel.scale(colour, by: UInt32(coverages[$0])), original[$0])
            }
            #expect(wrong.isEmpty, "colour \(colour): pixels \(wrong.prefix(5))")
        }
    }

    @Test(
        "one colour under per-pixel coverage over pixels of one colour, written without reading, equals scaling then source-over"
    )
    func coverageOverOneColour() {
        for over in [
            PackedPixel.overLanes(_:coverages:under:into:count:),
            PackedPixel.overWords(_:coverages:under:into:count:),
        ] {
            coverageOverOneColour(over)
        }
    }

    private func coverageOverOneColour(
        _ over: (UInt32, UnsafePointer<UInt8>, UInt32, UnsafeMutablePointer<UInt32>, Int) -> Void
    ) {
        for (colour, under) in zip(Self.pixels(12, seed: 7) + [0xFF00_00FF, 0], Self.pixels(14, seed: 9)) {
            let count = 1_003
            let coverages = Self.pixels(count, seed: colour | 1).map { UInt8($0 & 0xFF) }
            var row = [UInt32](repeating: 0xDEAD_BEEF, count: count)
            coverages.withUnsafeBufferPointer { cover in
                row.withUnsafeMutableBufferPointer {
                    over(colour, cover.baseAddress!, under, $0.baseAddress!, count)
                }
            }
            let wrong = (0..<count).filter {
                row[$0] != PackedPixel.over(PackedPixel.scale(colour, by: UInt32(coverages[$0])), under)
            }
            #expect(wrong.isEmpty, "colour \(colour) under \(under): pixels \(wrong.prefix(5))")
        }
    }

    @Test("coverage bytes four at a time equal the scalar rounding, at every halfway point and beyond 0…1")
    func unitBytes() {
        // Every byte's halfway point and its neighbours a few units in the last place away,
        // where rounding decides; values outside 0…1, infinities and NaN; and a sweep.
        var units: [Double] = [0, -0.0, 1, -1, 2, .infinity, -.infinity, .nan, 1e-300, 0.9999999999999999]
        for level in 0...256 {
            let halfway = (Double(level) - 0.5) / 255
            var below = halfway
            var above = halfway
            for _ in 0..<3 {
                below = below.nextDown
                above = above.nextUp
                units += [below, above]
            }
            units += [halfway, Double(level) / 255]
        }
        units += (0..<5000).map { Double($0) / 4999 * 1.2 - 0.1 }
        for convert in [PackedPixel.bytesInLanes(_:into:count:), PackedPixel.bytesOneByOne(_:into:count:)] {
            var bytes = [UInt8](repeating: 0, count: units.count)
            units.withUnsafeBufferPointer { source in
                bytes.withUnsafeMutableBufferPointer { target in
                    convert(source.baseAddress!, target.baseAddress!, units.count)
                }
            }
            let wrong = units.indices.filter { bytes[$0] != PackedPixel.byte(units[$0]) }
            #expect(wrong.isEmpty, "units \(wrong.prefix(5).map { units[$0] })")
        }
        // The scalar rounds to nearest: check it against the exact rule on the levels themselves.
        for level in 0...255 { #expect(PackedPixel.byte(Double(level) / 255) == UInt8(level)) }
    }
}
