/// The vertical metrics of a font at one pixel size, as the font file states them.
package struct TextLineMetrics: Equatable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs, in pixels (positive).
    package var ascender: Double
    /// Distance from the baseline down to the bottom of the lowest glyphs, in pixels (negative).
    package var descender: Double
    /// Baseline-to-baseline distance of consecutive lines, in pixels.
    package var height: Double

    package init(ascender: Double, descender: Double, height: Double) {
        self.ascender = ascender
        self.descender = descender
        self.height = height
    }
}
