import Testing

@testable import PresentationKitRendering

/// A rounded rectangle's corner rows leave out pixels the arc does not reach and paint the ones it
/// covers fully as one stretch; both must be exactly the pixels whose own coverage says so.
@Suite("Rasterizer · rounded rectangle row spans")
struct AlignedRoundedRectSpanTests {
    /// Every row of `shape`: outside the narrowed span each pixel's coverage byte is 0; inside its
    /// uniform stretch each is the row's vertical coverage byte; and the narrowed span lies within
    /// the plain one.
    private func checkRows(of shape: AlignedRoundedRect) {
        let bounds = shape.pixelBounds
        for y in bounds.minY..<bounds.maxY {
            guard let plain = shape.span(row: y), let narrowed = shape.span(row: y, narrowingCorners: true)
            else {
                #expect(shape.span(row: y, narrowingCorners: true) == nil)
                continue
            }
            #expect(narrowed.start >= plain.start && narrowed.end <= plain.end)
            #expect(narrowed.uniformStart <= plain.uniformStart || plain.uniformStart == plain.end)
            let full = PackedPixel.byte(narrowed.verticalCoverage)
            for x in (bounds.minX - 1)...(bounds.maxX) {
                let byte = PackedPixel.byte(shape.coverage(x: x, y: y))
                if x < narrowed.start || x >= narrowed.end {
                    #expect(byte == 0, "pixel (\(x), \(y)) of \(shape) left out but covered \(byte)")
                } else if x >= narrowed.uniformStart && x < narrowed.uniformEnd {
                    #expect(
                        byte == full, "pixel (\(x), \(y)) of \(shape) painted \(full) but covered \(byte)")
                }
            }
        }
    }

    @Test("corner rows skip exactly uncovered pixels and fill exactly fully covered ones (random rectangles)")
    func randomRectangles() {
        // A small linear congruential sequence: the rectangles need variety, not statistics.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<300 {
            let minX = unit() * 40 - 10
            let minY = unit() * 40 - 10
            let width = 1 + unit() * 120
            let height = 1 + unit() * 120
            checkRows(
                of: AlignedRoundedRect(
                    minX: minX, minY: minY, maxX: minX + width, maxY: minY + height, radius: unit() * 60))
        }
    }

    @Test("whole-pixel and half-pixel corners of common radii")
    func commonRadii() {
        for radius in [0.5, 1, 1.5, 2, 3, 8, 12.25, 30, 36, 48] {
            for offset in [0.0, 0.25, 0.5, 0.75] {
                checkRows(
                    of: AlignedRoundedRect(
                        minX: 10 + offset, minY: 5 + offset, maxX: 160 + offset, maxY: 130 - offset,
                        radius: radius))
            }
        }
    }

    @Test("a 48-pixel corner row evaluates a few pixels, not the corner's width")
    func cornerRowsAreNarrow() throws {
        let shape = AlignedRoundedRect(minX: 60, minY: 100, maxX: 1110, maxY: 760, radius: 48)
        // Row 110 is ten pixels below the top: the arc crosses it within a few pixels.
        let span = try #require(shape.span(row: 110, narrowingCorners: true))
        #expect(span.uniformStart - span.start <= 6)
        #expect(span.end - span.uniformEnd <= 6)
        let plain = try #require(shape.span(row: 110))
        #expect(plain.uniformStart - plain.start >= 40)
    }
}
