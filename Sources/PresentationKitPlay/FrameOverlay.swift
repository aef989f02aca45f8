import PresentationKitRendering

/// The frame-time overlay: the last frame's interval, presentation pass and render times, the
/// median and 99th percentile of the frame work, and a histogram of recent frames, drawn into the
/// top-left corner of the frame so that a dropped frame shows.
///
/// Each bar is one frame's work (pass + render), newest on the right; a bar past the 120 Hz budget
/// (8.3 ms) is yellow, past 60 Hz (16.7 ms) red. Two lines mark those budgets; the histogram's top
/// is 33 ms.
struct FrameOverlay {
    /// How many recent frames the histogram shows.
    static let historyLength = 90
    /// Pixels per font pixel.
    var dot = 2

    /// Draws the overlay for `statistics` over `frame`.
    func draw(_ statistics: FrameStatistics, on frame: inout RGBAImage) {
        let timings = statistics.timings
        let last = timings.last
        let work = statistics.summary(\.work)
        let lines = [
            "FRAME " + Self.ms(last?.interval ?? 0),
            "PASS " + Self.ms(last?.pass ?? 0) + " RENDER " + Self.ms(last?.render ?? 0),
            "WORK MED " + Self.ms(work.median) + " P99 " + Self.ms(work.p99),
        ]
        let lineHeight = (OverlayFont.height + 2) * dot
        let histogramHeight = 34 * dot
        let panelWidth = min(frame.width, Self.historyLength * dot + 4 * dot)
        let panelHeight = min(frame.height, lines.count * lineHeight + histogramHeight + 4 * dot)
        guard panelWidth > 0, panelHeight > 0 else { return }
        let width = frame.width
        let dot = self.dot
        frame.withUnsafeMutableBytes { bytes in
            func blend(_ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Int) {
                guard x >= 0, x < panelWidth, y >= 0, y < panelHeight else { return }
                let index = (y * width + x) * 4
                let keep = 255 - alpha
                bytes[index] = UInt8((Int(bytes[index]) * keep + Int(r) * alpha) / 255)
                bytes[index + 1] = UInt8((Int(bytes[index + 1]) * keep + Int(g) * alpha) / 255)
                bytes[index + 2] = UInt8((Int(bytes[index + 2]) * keep + Int(b) * alpha) / 255)
                bytes[index + 3] = 255
            }
            for y in 0..<panelHeight {
                for x in 0..<panelWidth { blend(x, y, 0, 0, 0, 180) }
            }
            for (row, text) in lines.enumerated() {
                for (column, character) in text.enumerated() {
                    for gy in 0..<OverlayFont.height {
                        for gx in 0..<OverlayFont.width where OverlayFont.isLit(character, x: gx, y: gy) {
                            for dy in 0..<dot {
                                for dx in 0..<dot {
                                    blend(
                                        2 * dot + (column * (OverlayFont.width + 1) + gx) * dot + dx,
                                        2 * dot + row * lineHeight + gy * dot + dy, 255, 255, 255, 255)
                                }
                            }
                        }
                    }
                }
            }
            // The histogram: 1 pixel (times dot) per millisecond, bars growing up from its base.
            let base = panelHeight - 2 * dot
            for budget in [1.0 / 120, 1.0 / 60] {
                let y = base - Int(budget * 1000 * Double(dot))
                for x in (2 * dot)..<(panelWidth - 2 * dot) { blend(x, y, 120, 120, 120, 255) }
            }
            let recent = timings.suffix(Self.historyLength)
            for (index, timing) in recent.enumerated() {
                let height = min(33 * dot, Int(timing.work * 1000 * Double(dot)))
                let colour: (UInt8, UInt8, UInt8) =
                    timing.work > 1.0 / 60
                    ? (230, 60, 60) : timing.work > 1.0 / 120 ? (230, 200, 60) : (80, 210, 100)
                let x = 2 * dot + index * dot
                for y in (base - height)..<base {
                    for dx in 0..<max(1, dot - 1) { blend(x + dx, y, colour.0, colour.1, colour.2, 255) }
                }
            }
        }
    }

    private static func ms(_ seconds: Double) -> String {
        FrameStatistics.milliseconds(seconds)
    }
}
