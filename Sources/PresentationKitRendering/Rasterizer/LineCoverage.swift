/// The coverage of one line of text at some resolution: what the text rasterizer produces, in the
/// form the rasterizer draws.
struct LineCoverage {
    let width: Int
    let height: Int
    /// Row-major, `width × height` bytes, 255 = fully inside a glyph.
    let coverage: [UInt8]
    /// The mask's top-left pixel relative to the pen origin on the baseline (y down).
    let offsetX: Int
    let offsetY: Int
    /// The pen's advance over the line, in mask pixels.
    let advance: Double
    /// Mask pixels per point.
    let pixelsPerPoint: Double
}
