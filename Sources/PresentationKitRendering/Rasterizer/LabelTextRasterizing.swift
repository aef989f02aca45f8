import PresentationKit

/// Turns a label's lines into coverage masks at a resolution: the rasterizer's source of glyphs.
///
/// The frame renderer uses ``FontLabelTextRasterizer``; tests can pass masks of their own to check
/// text placement without depending on a font.
@MainActor
protocol LabelTextRasterizing {
    /// One mask per line of `text`, rendered at `pixelsPerPoint`; fewer (or none) when a line
    /// cannot be rendered.
    func rasterize(_ text: LabelText, pixelsPerPoint: Double) -> [LineCoverage]

    /// Why `text` cannot be drawn at all (no font on the machine), or nil when it can.
    func problem(with text: LabelText) -> String?
}

extension LabelTextRasterizing {
    func problem(with text: LabelText) -> String? { nil }
}
