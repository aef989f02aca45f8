import PresentationKit

/// The label text source for frames: glyph masks from the FreeType text rasterizer.
///
/// Where text cannot be drawn (no usable font on the machine, a size out of bounds) the lines
/// come back empty and labels show their background and border without glyphs.
@MainActor
struct FontLabelTextRasterizer: LabelTextRasterizing {
    func rasterize(_ text: LabelText, pixelsPerPoint: Double) -> [LineCoverage] {
        guard case .success(let rasterizer) = TextRasterizer.shared else { return [] }
        var lines: [LineCoverage] = []
        lines.reserveCapacity(text.lines.count)
        for line in text.lines {
            // A line that cannot be drawn keeps its place, empty, so later lines stay on their rows.
            let mask =
                rasterizer.mask(for: line, font: text.font, pixelsPerPoint: pixelsPerPoint)
                ?? TextMask(width: 0, height: 0, coverage: [], originX: 0, originY: 0, advance: 0)
            lines.append(
                LineCoverage(
                    width: mask.width, height: mask.height, coverage: mask.coverage, offsetX: mask.originX,
                    offsetY: mask.originY, advance: mask.advance, pixelsPerPoint: pixelsPerPoint))
        }
        return lines
    }

    func problem(with text: LabelText) -> String? {
        switch TextRasterizer.shared {
        case .failure(let error): return "\(error)"
        case .success(let rasterizer): return rasterizer.problem(with: text.font).map { "\($0)" }
        }
    }
}
