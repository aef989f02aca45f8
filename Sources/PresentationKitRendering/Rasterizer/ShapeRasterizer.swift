/// Walks a shape row by row and hands each row's segments to a painter.
///
/// Grid-aligned shapes split every row into per-pixel edge segments and one uniform interior
/// segment, so a full-screen fill costs one word store (or one blend) per pixel. Projected shapes
/// compute every pixel of their bounding box through the inverse mapping.
struct ShapeRasterizer {
    /// Coverage bytes for one row segment; holds at least a canvas row.
    let scratch: UnsafeMutablePointer<UInt8>

    /// Fills `shape`, or with `inner`, the ring between them (a border).
    func fill<Painter: RowPainter>(
        _ shape: AlignedRoundedRect, minus inner: AlignedRoundedRect? = nil, with painter: Painter,
        on surface: Surface
    ) {
        let rows = shape.pixelBounds.intersection(surface.clip)
        guard !rows.isEmpty else { return }
        for y in rows.minY..<rows.maxY {
            guard let outerSpan = shape.span(row: y) else { continue }
            guard let inner, let innerSpan = inner.span(row: y) else {
                edge(shape, nil, outerSpan, nil, y, outerSpan.start, outerSpan.uniformStart, painter, surface)
                uniform(
                    y, outerSpan.uniformStart, outerSpan.uniformEnd, outerSpan.verticalCoverage, painter,
                    surface)
                edge(shape, nil, outerSpan, nil, y, outerSpan.uniformEnd, outerSpan.end, painter, surface)
                continue
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
            let centreY = Double(y) + 0.5
            var first = area.maxX
            var last = area.minX
            for x in area.minX..<area.maxX {
                let byte = PackedPixel.byte(shape.coverage(deviceX: Double(x) + 0.5, deviceY: centreY))
                scratch[x - area.minX] = byte
                if byte != 0 {
                    first = min(first, x)
                    last = x
                }
            }
            guard last >= first else { continue }
            painter.paint(
                y: y, from: first, to: last + 1, coverages: scratch + (first - area.minX), on: surface)
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
