import CFreeType

/// Draws lines of text into coverage masks with FreeType, finding fonts through fontconfig.
///
/// Glyphs are FreeType's anti-aliased grey renderings (`FT_LOAD_RENDER`, normal hinting), one per
/// Unicode scalar (no shaping), spaced by their advances and the font's kerning table. Work is
/// bounded: pixel sizes must be finite, positive and at most `maximumPixelSize`, only the first
/// `maximumCharacters` characters of a string are drawn, and a mask never exceeds
/// `TextRasterizer.maximumMaskPixelCount` pixels.
///
/// FreeType is not thread-safe; main-actor isolation serialises every use of the library and its
/// faces.
@MainActor
package final class TextRasterizer {
    /// The largest pixel size drawn (1024 px, an 341 pt font at @3x); larger requests give nil.
    package static let maximumPixelSize = 1024.0
    /// The number of characters drawn from one string; the rest is left out.
    package static let maximumCharacters = 10_000
    /// The most pixels one line's mask may hold (16,384², the renderer's image limit).
    package nonisolated static let maximumMaskPixelCount = 16384 * 16384
    /// Faces kept open at once; when full the cache starts over, bounding memory however many
    /// sizes an animation asks for.
    static let faceCacheLimit = 16

    /// The process's rasterizer, or why text cannot be drawn on this machine.
    package static let shared: Result<TextRasterizer, TextRasterizerError> = Result {
        () throws(TextRasterizerError) in try TextRasterizer()
    }

    private struct FontKey: Hashable {
        var family: String
        var bold: Bool
    }

    private struct FaceKey: Hashable {
        var location: FontLocator.Location
        /// Pixels per em in 26.6 fixed point.
        var size: Int
    }

    /// A line of text at one size of one font: what a drawn mask depends on.
    private struct MaskKey: Hashable {
        var text: String
        var font: FontKey
        /// Pixels per em in 26.6 fixed point.
        var size: Int
    }

    /// Masks kept for lines drawn before; when full the cache starts over.
    static let maskCacheLimit = 512

    private let library: FreeTypeLibrary
    private let locator: FontLocator
    private var locations: [FontKey: Result<FontLocator.Location, TextRasterizerError>] = [:]
    private var faces: [FaceKey: FreeTypeFace] = [:]
    /// Lines already drawn: a label shown frame after frame is laid out and rasterized once, for
    /// as long as its text, font and pixel size stay the same (glyphs land on whole pixels, so
    /// where the line is drawn does not change its mask).
    private var masks: [MaskKey: TextMask] = [:]
    /// How many lines have been laid out and rasterized (not found among those drawn before).
    package private(set) var linesRasterized = 0

    /// Starts fontconfig and FreeType and opens the system font, so that a machine without it
    /// fails here, once, with a message naming the font.
    package init() throws(TextRasterizerError) {
        guard let locator = FontLocator() else { throw .fontconfigUnavailable }
        self.locator = locator
        library = try FreeTypeLibrary()
        _ = try face(for: UIFont.systemFont(ofSize: UIFont.labelFontSize), size: 17 * 64)
    }

    /// Why `font` cannot be drawn, or nil when it can.
    package func problem(with font: UIFont) -> TextRasterizerError? {
        do {
            _ = try face(for: font, size: Self.fixedPointSize(font.pointSize) ?? 17 * 64)
            return nil
        } catch {
            return error
        }
    }

    /// The ascender, descender and line height of `font` at `pixelsPerPoint`, from the font file;
    /// nil for a size outside the bounds or a font that cannot be opened.
    package func lineMetrics(font: UIFont, pixelsPerPoint: Double) -> TextLineMetrics? {
        guard let size = Self.fixedPointSize(font.pointSize * pixelsPerPoint),
            let face = try? face(for: font, size: size)
        else { return nil }
        return face.lineMetrics
    }

    /// The coverage of `text` drawn in `font` at `pixelsPerPoint` pixels per point.
    ///
    /// An empty string, or one without ink (spaces), gives an empty mask (0 × 0) that still carries
    /// the advance. Nil means the text cannot be drawn: a pixel size outside the bounds, a font that
    /// cannot be opened (see `problem(with:)`), or a mask over `TextRasterizer.maximumMaskPixelCount` pixels.
    /// Control characters draw nothing and do not advance.
    package func mask(for text: Substring, font: UIFont, pixelsPerPoint: Double) -> TextMask? {
        guard let size = Self.fixedPointSize(font.pointSize * pixelsPerPoint) else { return nil }
        let key = MaskKey(
            text: String(text), font: FontKey(family: font.familyName, bold: font.weight >= .semibold),
            size: size)
        if let known = masks[key] { return known }
        guard let mask = drawMask(for: text, font: font, size: size) else { return nil }
        if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
        masks[key] = mask
        return mask
    }

    /// Lays out and rasterizes `text` at `size` (26.6 pixels per em).
    private func drawMask(for text: Substring, font: UIFont, size: Int) -> TextMask? {
        guard let face = try? face(for: font, size: size) else { return nil }
        linesRasterized += 1
        guard let run = Self.layOut(text.prefix(Self.maximumCharacters), face: face) else { return nil }
        let left = run.left
        let top = run.top
        let width = run.right - run.left
        let height = run.bottom - run.top
        guard width > 0, height > 0 else {
            return TextMask(width: 0, height: 0, coverage: [], originX: 0, originY: 0, advance: run.advance)
        }
        let area = width * height
        var coverage = [UInt8](repeating: 0, count: area)
        coverage.withUnsafeMutableBufferPointer { mask in
            for glyph in run.glyphs {
                for row in 0..<glyph.rows {
                    let maskRow = (glyph.top - top + row) * width + (glyph.left - left)
                    let glyphRow = row * glyph.width
                    for column in 0..<glyph.width {
                        let value = glyph.coverage[glyphRow + column]
                        guard value != 0 else { continue }
                        // Neighbouring glyphs' anti-aliased edges share pixels: their coverages
                        // add up (saturating), as the ink of abutting shapes does.
                        let (sum, overflow) = mask[maskRow + column].addingReportingOverflow(value)
                        mask[maskRow + column] = overflow ? 255 : sum
                    }
                }
            }
        }
        return TextMask(
            width: width, height: height, coverage: coverage, originX: left, originY: top,
            advance: run.advance)
    }

    /// A pixel size as FreeType's 26.6 fixed point, nil when out of bounds.
    static func fixedPointSize(_ pixels: Double) -> Int? {
        guard pixels.isFinite, pixels > 0, pixels <= maximumPixelSize else { return nil }
        return max(1, Int((pixels * 64).rounded()))
    }

    /// The face for `font` at `size` (26.6 pixels per em), opening and caching it as needed.
    private func face(for font: UIFont, size: Int) throws(TextRasterizerError) -> FreeTypeFace {
        let fontKey = FontKey(family: font.familyName, bold: font.weight >= .semibold)
        let location: FontLocator.Location
        if let known = locations[fontKey] {
            location = try known.get()
        } else {
            let found = Result { () throws(TextRasterizerError) in
                try locator.locate(family: fontKey.family, bold: fontKey.bold)
            }
            locations[fontKey] = found
            location = try found.get()
        }
        let faceKey = FaceKey(location: location, size: size)
        if let face = faces[faceKey] { return face }
        if faces.count >= Self.faceCacheLimit { faces.removeAll() }
        let face = try FreeTypeFace(
            library: library, path: location.path, faceIndex: location.faceIndex, size: size)
        faces[faceKey] = face
        return face
    }
}
