import Testing

@testable import PresentationKit

@Suite("Text glyph run bounds")
struct TextGlyphRunTests {
    static func glyph(left: Int, top: Int, width: Int, rows: Int) -> TextRasterizer.PlacedGlyph {
        // The bounds never look at the coverage, so it stays empty here.
        TextRasterizer.PlacedGlyph(left: left, top: top, width: width, rows: rows, coverage: [])
    }

    @Test("the run's bounds enclose every glyph")
    func bounds() {
        var run = TextRasterizer.GlyphRun()
        let first = run.append(Self.glyph(left: 2, top: -30, width: 10, rows: 30))
        let second = run.append(Self.glyph(left: 14, top: -20, width: 8, rows: 26))
        #expect(first && second)
        #expect((run.left, run.top, run.right, run.bottom) == (2, -30, 22, 6))
        #expect(run.glyphs.count == 2)
    }

    @Test("a glyph that would take the ink over maximumPixelCount pixels stops the run")
    func cap() {
        var run = TextRasterizer.GlyphRun()
        let widest = run.append(
            Self.glyph(left: 0, top: 0, width: TextRasterizer.maximumMaskPixelCount, rows: 1))
        let oneRowMore = run.append(Self.glyph(left: 0, top: 1, width: 1, rows: 1))
        let farAway = run.append(Self.glyph(left: Int.min / 2, top: Int.min / 2, width: 1, rows: 1))
        #expect(widest && !oneRowMore && !farAway)
        #expect(run.glyphs.count == 1 && run.bottom == 1)
    }
}
