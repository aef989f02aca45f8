/// Walks a shape row by row and hands each row's segments to a painter.
///
/// Grid-aligned shapes split every row into per-pixel edge segments and one uniform interior
/// segment, so a full-screen fill costs one word store (or one blend) per pixel. Projected shapes
/// compute every pixel of their bounding box through the inverse mapping.
struct ShapeRasterizer {
    /// Coverage bytes for one row segment; holds at least a canvas row.
    let scratch: UnsafeMutablePointer<UInt8>
    /// Whether shapes skip evaluating pixels whose coverage they know: projected shapes' empty and
    /// full stretches (``PixelCoverage/rowExtent(row:within:)``), a shadow's flat middle columns
    /// and the pixels its card hides, a rounded corner's pixels clear of its arc
    /// (``AlignedRoundedRect/span(row:narrowingCorners:)``). False on the reference path, which
    /// evaluates every pixel.
    var skipsKnownPixels = true

    /// Fills `shape`, or with `inner`, the ring between them (a border).
    func fill<Painter: RowPainter>(
        _ shape: AlignedRoundedRect, minus inner: AlignedRoundedRect? = nil, with painter: Painter,
        on surface: Surface
    ) {
        let rows = shape.pixelBounds.intersection(surface.clip)
        guard !rows.isEmpty else { return }
        /// Rows of the straight middle (of the shape, and of `inner` or clear of it) are painted
        /// alike; every other row is its own.
        func key(_ y: Int) -> Int {
            guard shape.isStraight(row: y) else { return -1 - y }
            var rowClass = 0
            if let inner {
                if inner.isStraight(row: y) {
                    rowClass = 1
                } else if inner.span(row: y) != nil {
                    return -1 - y
                }
            }
            return painter.rowKey(y: y) << 1 | rowClass
        }
        surface.paintRows(rows.minY..<rows.maxY, key: key) { y in
            guard let outerSpan = shape.span(row: y, narrowingCorners: skipsKnownPixels) else { return }
            guard let inner, let innerSpan = inner.span(row: y, narrowingCorners: skipsKnownPixels) else {
                edge(shape, nil, outerSpan, nil, y, outerSpan.start, outerSpan.uniformStart, painter, surface)
                uniform(
                    y, outerSpan.uniformStart, outerSpan.uniformEnd, outerSpan.verticalCoverage, painter,
                    surface)
                edge(shape, nil, outerSpan, nil, y, outerSpan.uniformEnd, outerSpan.end, painter, surface)
                return
            }
            edge(
                shape, inner, outerSpan, innerSpan, y, outerSpan.start, innerSpan.uniformStart, painter,
                surface)
            if outerSpan.uniformStart <= innerSpan.uniformStart
                && innerSpan.uniformEnd <= outerSpan.uniformEnd
            {
                let coverage = outerSpan.verticalCoverage - innerSpan.verticalCoverage
                uniform(y, innerSpan.uniformStart, innerSpan.uniformEnd, coverage, painter, surface)
            } else {
                let (from, to) = (innerSpan.uniformStart, innerSpan.uniformEnd)
                edge(shape, inner, outerSpan, innerSpan, y, from, to, painter, surface)
            }
            edge(shape, inner, outerSpan, innerSpan, y, innerSpan.uniformEnd, outerSpan.end, painter, surface)
        }
    }

    /// Fills a shape evaluated per pixel over the pixels of `bounds`.
    func fill<Shape: PixelCoverage, Painter: RowPainter>(
        _ shape: Shape, within bounds: PixelRect, with painter: Painter, on surface: Surface
    ) {
        let area = bounds.intersection(surface.clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            guard skipsKnownPixels, let extent = shape.rowExtent(row: y, within: area) else {
                evaluate(shape, y: y, from: area.minX, to: area.maxX, with: painter, on: surface)
                continue
            }
            let inner = extent.inner
            guard !inner.isEmpty else {
                evaluate(
                    shape, y: y, from: extent.outer.lowerBound, to: extent.outer.upperBound, with: painter,
                    on: surface)
                continue
            }
            evaluate(
                shape, y: y, from: extent.outer.lowerBound, to: inner.lowerBound, with: painter, on: surface)
            painter.paint(y: y, from: inner.lowerBound, to: inner.upperBound, coverage: 255, on: surface)
            evaluate(
                shape, y: y, from: inner.upperBound, to: extent.outer.upperBound, with: painter, on: surface)
        }
    }

    /// Evaluates `shape` at each pixel of `x0..<x1` on row `y` and paints what it covers.
    private func evaluate<Shape: PixelCoverage, Painter: RowPainter>(
        _ shape: Shape, y: Int, from x0: Int, to x1: Int, with painter: Painter, on surface: Surface
    ) {
        guard x1 > x0 else { return }
        let centreY = Double(y) + 0.5
        var first = x1
        var last = x0
        for x in x0..<x1 {
            let byte = PackedPixel.byte(shape.coverage(deviceX: Double(x) + 0.5, deviceY: centreY))
            scratch[x - x0] = byte
            if byte != 0 {
                first = min(first, x)
                last = x
            }
        }
        guard last >= first else { return }
        paintCoverages(y: y, from: first, to: last + 1, scratch + (first - x0), with: painter, on: surface)
    }

    /// Paints `x0..<x1` of row `y` with per-pixel `coverages`, handing long stretches of one
    /// coverage to the painter as a uniform segment (or skipping them, where the coverage is 0): a
    /// shape's interior (or a shadow's flat middle) then composes as one colour, which a canvas
    /// deferring flat runs never writes pixel by pixel. The bytes are the same either way: a
    /// painter's uniform segment is its per-pixel arithmetic with one coverage, and coverage 0
    /// leaves a pixel as it is.
    ///
    /// Any stretch of at least 16 equal bytes holds 8 equal bytes at one of every eighth position
    /// from the start, so the search reads the coverages eight at a time and looks closer only
    /// where eight are equal.
    @inline(__always)
    func paintCoverages<Painter: RowPainter>(
        y: Int, from x0: Int, to x1: Int, _ coverages: UnsafePointer<UInt8>, with painter: Painter,
        on surface: Surface
    ) {
        // Shorter stretches are cheaper painted pixel by pixel than split into runs.
        let shortest = 16
        var segmentStart = x0
        var index = x0
        while index + 8 <= x1 {
            let word = UnsafeRawPointer(coverages + (index - x0)).loadUnaligned(as: UInt64.self)
            let value = UInt8(truncatingIfNeeded: word)
            guard word == UInt64(value) &* 0x0101_0101_0101_0101 else {
                index += 8
                continue
            }
            var runStart = index
            while runStart > segmentStart && coverages[runStart - 1 - x0] == value { runStart -= 1 }
            var runEnd = index + 8
            while runEnd < x1 && coverages[runEnd - x0] == value { runEnd += 1 }
            if runEnd - runStart >= shortest {
                if runStart > segmentStart {
                    painter.paint(
                        y: y, from: segmentStart, to: runStart, coverages: coverages + (segmentStart - x0),
                        on: surface)
                }
                if value != 0 {
                    painter.paint(y: y, from: runStart, to: runEnd, coverage: value, on: surface)
                }
                segmentStart = runEnd
            }
            index = runEnd
        }
        if x1 > segmentStart {
            painter.paint(
                y: y, from: segmentStart, to: x1, coverages: coverages + (segmentStart - x0), on: surface)
        }
    }

    /// Paints `x0..<x1` of row `y` with one coverage, clipped.
    @inline(__always)
    private func uniform<Painter: RowPainter>(
        _ y: Int, _ x0: Int, _ x1: Int, _ coverage: Double, _ painter: Painter, _ surface: Surface
    ) {
        let from = max(x0, surface.clip.minX)
        let to = min(x1, surface.clip.maxX)
        let byte = PackedPixel.byte(coverage)
        guard to > from, byte != 0 else { return }
        painter.paint(y: y, from: from, to: to, coverage: byte, on: surface)
    }

    /// Paints `x0..<x1` of row `y` with per-pixel coverage of `shape` (minus `inner`), clipped.
    private func edge<Painter: RowPainter>(
        _ shape: AlignedRoundedRect, _ inner: AlignedRoundedRect?, _ span: AlignedRoundedRect.RowSpan,
        _ innerSpan: AlignedRoundedRect.RowSpan?, _ y: Int, _ x0: Int, _ x1: Int, _ painter: Painter,
        _ surface: Surface
    ) {
        let from = max(x0, surface.clip.minX)
        let to = min(x1, surface.clip.maxX)
        guard to > from else { return }
        for x in from..<to {
            var value = shape.coverage(x: x, y: y, verticalCoverage: span.verticalCoverage)
            if let inner, let innerSpan {
                value -= inner.coverage(x: x, y: y, verticalCoverage: innerSpan.verticalCoverage)
            }
            scratch[x - from] = PackedPixel.byte(value)
        }
        painter.paint(y: y, from: from, to: to, coverages: scratch, on: surface)
    }
}
