import CFreeType
import Testing

@testable import PresentationKit

@MainActor
@Suite("Text rasterizer")
struct TextRasterizerTests {
    let rasterizer: TextRasterizer
    let font = UIFont.systemFont(ofSize: 17)

    init() throws {
        rasterizer = try TextRasterizer.shared.get()
    }

    /// The sum of the face's hinted advances for `text`, read straight from FreeType without
    /// rendering or kerning: the yardstick for the mask's width.
    func faceAdvances(_ text: String, font: UIFont, pixelsPerPoint: Double) throws -> Double {
        let location = try FontLocator().map {
            try $0.locate(family: font.familyName, bold: font.weight >= .semibold)
        }
        let found = try #require(location)
        let size = try #require(TextRasterizer.fixedPointSize(font.pointSize * pixelsPerPoint))
        let face = try FreeTypeFace(
            library: FreeTypeLibrary(), path: found.path, faceIndex: found.faceIndex, size: size)
        var total = 0
        for scalar in text.unicodeScalars {
            let index = FT_Get_Char_Index(face.handle, FT_ULong(scalar.value))
            try #require(FT_Load_Glyph(face.handle, index, FT_Int32(FT_LOAD_DEFAULT)) == 0)
            total += face.handle.pointee.glyph.pointee.advance.x
        }
        return Double(total) / 64
    }

    @Test("“Hello” at 17 pt @3x has ink as wide as its advances and no taller than the line")
    func hello() throws {
        let mask = try #require(rasterizer.mask(for: "Hello", font: font, pixelsPerPoint: 3))
        #expect(mask.coverage.contains { $0 != 0 })
        #expect(mask.coverage.contains(255))
        #expect(mask.coverage.count == mask.width * mask.height)
        let advances = try faceAdvances("Hello", font: font, pixelsPerPoint: 3)
        #expect(
            abs(Double(mask.width) - advances) <= 0.15 * advances, "width \(mask.width), advances \(advances)"
        )
        #expect(abs(mask.advance - advances) <= 2, "kerning moves the pen by whole pixels only")
        let metrics = try #require(rasterizer.lineMetrics(font: font, pixelsPerPoint: 3))
        #expect(Double(mask.height) <= metrics.ascender - metrics.descender)
        // The ink sits on the baseline: "H" reaches up to about the cap height (0.73 em) and
        // nothing descends below the overshoot of "o".
        #expect(Double(-mask.originY) <= metrics.ascender)
        #expect(mask.originY < -30)
        #expect((0...1).contains(mask.originY + mask.height))
        #expect(mask.originX >= 0 && mask.originX <= 6)
    }

    @Test("the face's line metrics match UIFont's DejaVu Sans figures to a pixel")
    func lineMetrics() throws {
        let metrics = try #require(rasterizer.lineMetrics(font: font, pixelsPerPoint: 3))
        // FreeType rounds the ascender up and the descender down to whole pixels.
        #expect(abs(metrics.ascender - font.ascender * 3) <= 1)
        #expect(abs(metrics.descender - font.descender * 3) <= 1)
        #expect(abs(metrics.height - font.lineHeight * 3) <= 1)
    }

    @Test("bold text is wider than regular")
    func boldIsWider() throws {
        let regular = try #require(rasterizer.mask(for: "Hello", font: font, pixelsPerPoint: 3))
        let bold = try #require(
            rasterizer.mask(for: "Hello", font: .boldSystemFont(ofSize: 17), pixelsPerPoint: 3))
        #expect(bold.advance > regular.advance)
        #expect(bold.width > regular.width)
        #expect(bold.coverage.reduce(0) { $0 + Int($1) } > regular.coverage.reduce(0) { $0 + Int($1) })
    }

    @Test("empty text and spaces give an empty mask that keeps the advance")
    func emptyText() throws {
        let empty = try #require(rasterizer.mask(for: "", font: font, pixelsPerPoint: 3))
        #expect(empty == TextMask(width: 0, height: 0, coverage: [], originX: 0, originY: 0, advance: 0))
        let spaces = try #require(rasterizer.mask(for: "   ", font: font, pixelsPerPoint: 3))
        #expect(spaces.width == 0 && spaces.height == 0 && spaces.coverage.isEmpty)
        #expect(spaces.advance > 0)
        // Control characters neither draw nor advance.
        let tabbed = try #require(rasterizer.mask(for: "a\tb\n", font: font, pixelsPerPoint: 3))
        let plain = try #require(rasterizer.mask(for: "ab", font: font, pixelsPerPoint: 3))
        #expect(tabbed == plain)
    }

    @Test("the same text gives the same bytes, from the shared and from a new rasterizer")
    func deterministic() throws {
        let text: Substring = "Presentation ✓ 0123 AVAWAY"
        let first = try #require(rasterizer.mask(for: text, font: font, pixelsPerPoint: 3))
        let second = try #require(rasterizer.mask(for: text, font: font, pixelsPerPoint: 3))
        let fresh = try #require(try TextRasterizer().mask(for: text, font: font, pixelsPerPoint: 3))
        #expect(first == second)
        #expect(first == fresh)
    }

    @Test("a line drawn before is not rasterized again; a new size, weight or text is")
    func linesAreCached() throws {
        let own = try TextRasterizer()
        let text: Substring = "Track your parcel"
        let first = try #require(own.mask(for: text, font: font, pixelsPerPoint: 3))
        let afterFirst = own.linesRasterized
        // Again, also as a slice of a different string with the same characters.
        let again = try #require(
            own.mask(for: "» Track your parcel".dropFirst(2), font: font, pixelsPerPoint: 3))
        #expect(own.linesRasterized == afterFirst)
        #expect(again == first)
        _ = own.mask(for: text, font: font, pixelsPerPoint: 2)
        _ = own.mask(for: text, font: .boldSystemFont(ofSize: 17), pixelsPerPoint: 3)
        _ = own.mask(for: "Track your parcels", font: font, pixelsPerPoint: 3)
        #expect(own.linesRasterized == afterFirst + 3)
    }

    @Test("glyphs are upright and not mirrored: “L” has its stem on the left and its foot at the bottom")
    func orientation() throws {
        let mask = try #require(rasterizer.mask(for: "L", font: font, pixelsPerPoint: 3))
        func rowInk(_ y: Int) -> Int { (0..<mask.width).reduce(0) { $0 + Int(mask[$1, y]) } }
        func columnInk(_ x: Int) -> Int { (0..<mask.height).reduce(0) { $0 + Int(mask[x, $1]) } }
        #expect(rowInk(mask.height - 1) > 2 * rowInk(0))
        #expect(columnInk(0) > 2 * columnInk(mask.width - 1))
        // Anti-aliased: edges hold intermediate coverage, not just 0 and 255.
        #expect(mask.coverage.contains { $0 > 0 && $0 < 255 })
    }

    @Test("kerning pulls “AV” together when the face has a kerning table")
    func kerning() throws {
        let pair = try #require(rasterizer.mask(for: "AV", font: font, pixelsPerPoint: 3))
        let a = try #require(rasterizer.mask(for: "A", font: font, pixelsPerPoint: 3))
        let v = try #require(rasterizer.mask(for: "V", font: font, pixelsPerPoint: 3))
        #expect(pair.advance < a.advance + v.advance)
    }

    @Test(
        "pixel sizes that are not finite, not positive or over 1024 px give nil",
        arguments: [0, -1, .nan, .infinity, 1025.0 / 17, 1e300])
    func refusedSizes(pixelsPerPoint: Double) {
        #expect(rasterizer.mask(for: "Hello", font: font, pixelsPerPoint: pixelsPerPoint) == nil)
        #expect(rasterizer.lineMetrics(font: font, pixelsPerPoint: pixelsPerPoint) == nil)
    }

    @Test("only the first 10,000 characters are drawn")
    func characterCap() throws {
        let capped = String(repeating: "l", count: TextRasterizer.maximumCharacters)
        let long = Substring(capped + "WWW")
        let small = UIFont.systemFont(ofSize: 1)
        let longMask = try #require(rasterizer.mask(for: long, font: small, pixelsPerPoint: 4))
        let cappedMask = try #require(rasterizer.mask(for: Substring(capped), font: small, pixelsPerPoint: 4))
        #expect(longMask == cappedMask)
    }

    @Test("a family fontconfig does not have is a clear problem and draws nothing")
    func missingFamily() {
        let missing = UIFont(pointSize: 17, weight: .regular, familyName: "No Such Family PK42")
        #expect(rasterizer.problem(with: font) == nil)
        guard case .fontNotFound(let family, let bold, _) = rasterizer.problem(with: missing) else {
            Issue.record(
                "expected fontNotFound, got \(String(describing: rasterizer.problem(with: missing)))")
            return
        }
        #expect(family == "No Such Family PK42" && !bold)
        #expect(rasterizer.problem(with: missing)?.description.contains("“No Such Family PK42”") == true)
        #expect(
            rasterizer.problem(with: missing)?.description.hasSuffix("text in it will be skipped") == true)
        #expect(rasterizer.mask(for: "Hello", font: missing, pixelsPerPoint: 3) == nil)
        #expect(rasterizer.lineMetrics(font: missing, pixelsPerPoint: 3) == nil)
    }
}
