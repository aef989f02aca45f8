import Foundation

/// An SVG plot of animated properties against host time. Each property is scaled to its own range
/// (the legend gives the real values), so alphas and positions share one chart; the presentation
/// and dismissal spans are shaded.
struct PlotSVG {
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2"]

    let series: [PropertySeries]
    let spans: [(label: String, range: ClosedRange<TimeInterval>)]

    func render(width: Double = 720, height: Double = 300) -> String {
        let left = 48.0
        let right = 16.0
        let top = 16.0
        let legendHeight = Double(max(series.count, 1)) * 16 + 8
        let bottom = 32.0 + legendHeight
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let times =
            spans.flatMap { [$0.range.lowerBound, $0.range.upperBound] }
            + series.flatMap { $0.samples.map(\.time) }
        let start = times.min() ?? 0
        let end = max(times.max() ?? 1, start + 1e-3)
        func x(_ time: Double) -> Double { left + (time - start) / (end - start) * plotWidth }
        func y(_ unit: Double) -> Double { top + (1 - unit) * plotHeight }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="DejaVu Sans, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>

            """
        for span in spans {
            svg += """
                <rect x="\(f(x(span.range.lowerBound)))" y="\(f(top))" \
                width="\(f(max(x(span.range.upperBound) - x(span.range.lowerBound), 1)))" \
                height="\(f(plotHeight))" fill="#f0f0f5"/>
                <text x="\(f(x(span.range.lowerBound) + 4))" y="\(f(top + 12))" fill="#666">\(span.label)</text>

                """
        }
        // Axes and time ticks every 0.1 s.
        svg += """
            <line x1="\(f(left))" y1="\(f(y(0)))" x2="\(f(left + plotWidth))" y2="\(f(y(0)))" stroke="#333"/>
            <line x1="\(f(left))" y1="\(f(y(0)))" x2="\(f(left))" y2="\(f(y(1)))" stroke="#333"/>
            <text x="\(f(left - 6))" y="\(f(y(1) + 4))" text-anchor="end">max</text>
            <text x="\(f(left - 6))" y="\(f(y(0)))" text-anchor="end">min</text>

            """
        var tick = (start * 10).rounded(.up) / 10
        while tick <= end + 1e-9 {
            svg += """
                <line x1="\(f(x(tick)))" y1="\(f(y(0)))" x2="\(f(x(tick)))" y2="\(f(y(0) + 4))" stroke="#333"/>
                <text x="\(f(x(tick)))" y="\(f(y(0) + 16))" text-anchor="middle">\(String(format: "%.1f", tick)) s</text>

                """
            tick += 0.1
        }
        for (index, property) in series.enumerated() {
            let colour = Self.palette[index % Self.palette.count]
            let range = property.range
            let span = max(range.upperBound - range.lowerBound, 1e-12)
            let points = property.samples.map {
                "\(f(x($0.time))),\(f(y(($0.value - range.lowerBound) / span)))"
            }
            svg += """
                <polyline fill="none" stroke="\(colour)" stroke-width="2" points="\(points.joined(separator: " "))"/>

                """
            let first = property.samples.first?.value ?? 0
            let extreme =
                abs(range.upperBound - first) > abs(range.lowerBound - first)
                ? range.upperBound : range.lowerBound
            let legendY = height - legendHeight + Double(index) * 16 + 12
            svg += """
                <line x1="\(f(left))" y1="\(f(legendY - 4))" x2="\(f(left + 20))" y2="\(f(legendY - 4))" \
                stroke="\(colour)" stroke-width="2"/>
                <text x="\(f(left + 26))" y="\(f(legendY))">\(property.name.escapingMarkup): \
                \(value(first, property.unit)) → \(value(extreme, property.unit))</text>

                """
        }
        return svg + "</svg>\n"
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    private func value(_ number: Double, _ unit: String) -> String {
        let text = abs(number) >= 10 ? String(format: "%.1f", number) : String(format: "%.3f", number)
        return unit.isEmpty ? text : "\(text) \(unit)"
    }
}
