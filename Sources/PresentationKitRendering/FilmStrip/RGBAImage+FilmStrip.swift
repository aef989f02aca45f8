extension RGBAImage {
    /// The film strip's default gap between frames, in pixels.
    public static let filmStripSpacing = 8

    /// The film strip's default background: an opaque mid grey, which separates light and dark
    /// frames alike and looks the same in every image viewer.
    public static let filmStripBackground = RGBAPixel(r: 128, g: 128, b: 128, a: 255)

    /// The frames side by side, left to right and top-aligned, `spacing` pixels apart, on
    /// `background` (which also shows through transparent frame pixels and below shorter frames).
    ///
    /// - Returns: nil when there are no frames, `spacing` is negative, or the strip would exceed
    ///   `maximumPixelCount` pixels.
    public static func filmStrip(
        _ frames: [RGBAImage], spacing: Int = filmStripSpacing, background: RGBAPixel = filmStripBackground
    ) -> RGBAImage? {
        guard !frames.isEmpty, spacing >= 0 else { return nil }
        var width = 0
        var height = 0
        for (index, frame) in frames.enumerated() {
            // Every term is checked: many large frames must give nil, not an overflow trap.
            let gap = index == 0 ? 0 : spacing
            let (withGap, gapOverflow) = width.addingReportingOverflow(gap)
            let (total, frameOverflow) = withGap.addingReportingOverflow(frame.width)
            guard !gapOverflow, !frameOverflow else { return nil }
            width = total
            height = max(height, frame.height)
        }
        guard var strip = RGBAImage(width: width, height: height, fill: background) else { return nil }
        var x = 0
        for frame in frames {
            strip.composite(frame, atX: x, y: 0)
            x += frame.width + spacing
        }
        return strip
    }
}
