/// The anti-aliased coverage of one line of text, positioned relative to the pen.
///
/// The pen origin is the start of the baseline. The mask covers the ink only (its tight bounding
/// box); `originX`/`originY` place its top-left corner relative to the pen origin with x to the
/// right and y down, so the top of the glyphs has `originY < 0`.
package struct TextMask: Equatable, Sendable {
    /// Width of the mask in pixels.
    package var width: Int
    /// Height of the mask in pixels.
    package var height: Int
    /// Coverage, row-major from the top, one byte per pixel: 0 is no ink, 255 full ink.
    package var coverage: [UInt8]
    /// Horizontal offset of the mask's left column from the pen origin, in pixels.
    package var originX: Int
    /// Vertical offset of the mask's top row from the baseline, in pixels (negative above it).
    package var originY: Int
    /// How far the pen moves across the whole text, in pixels, kerning included.
    package var advance: Double

    package init(width: Int, height: Int, coverage: [UInt8], originX: Int, originY: Int, advance: Double) {
        self.width = width
        self.height = height
        self.coverage = coverage
        self.originX = originX
        self.originY = originY
        self.advance = advance
    }

    /// The coverage at column `x`, row `y` of the mask.
    package subscript(x: Int, y: Int) -> UInt8 {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside \(width)×\(height)")
        return coverage[y * width + x]
    }
}
