import PresentationKit

extension ShapeRasterizer {
    /// Paints a blurred shadow whose frame is device pixels (a grid-aligned layer).
    ///
    /// The horizontal factors depend only on the column, so they are tabulated once per column;
    /// each row then costs a few multiply-adds per pixel. Pixels under `occluder` (the layer's own
    /// opaque background, drawn next) are skipped: nothing of the shadow would survive there.
    func fill(
        _ shadow: GaussianShadow, occludedBy occluder: AlignedRoundedRect?, with painter: ColorPainter,
        on surface: Surface
    ) {
        let area = PixelRect(covering: shadow.box, within: surface.clip)
        guard !area.isEmpty else { return }
        let columns = area.width
        let slices = shadow.sliceCount
        let table = UnsafeMutablePointer<Double>.allocate(capacity: columns * (slices + 1) + slices)
        defer { table.deallocate() }
        let weights = table + columns * (slices + 1)
        NormalCDF.withLookup { phi in
            for index in 0..<columns {
                let x = Double(area.minX + index) + 0.5
                table[index] = shadow.horizontal(x, inset: 0, phi)
                for slice in 0..<slices {
                    table[(slice + 1) * columns + index] = shadow.horizontal(
                        x, inset: shadow.insets[slice], phi)
                }
            }
            // The reference path evaluates every column (the tests compare the two).
            let flat = skipsKnownPixels ? Self.flatColumns(table, columns: columns, slices: slices) : 0..<0
            for y in area.minY..<area.maxY {
                let centreY = Double(y) + 0.5
                let middle = shadow.middleWeight(centreY, phi)
                var cornerWeight = 0.0
                for slice in 0..<slices {
                    weights[slice] = shadow.sliceWeight(centreY, slice: slice, phi)
                    cornerWeight += weights[slice]
                }
                // Under half a level everywhere on this row.
                guard middle + cornerWeight > 0.5 / 255 else { continue }
                // Rows far from the corner bands see only the straight band: one product a pixel.
                let straightOnly = cornerWeight < 1e-5
                /// The intensity byte at column `index` of the table.
                @inline(__always) func byte(_ index: Int) -> UInt8 {
                    guard !straightOnly else { return PackedPixel.byte(table[index] * middle) }
                    var value = table[index] * middle
                    for slice in 0..<slices {
                        value += table[(slice + 1) * columns + index] * weights[slice]
                    }
                    return PackedPixel.byte(value)
                }
                var hiddenStart = area.maxX
                var hiddenEnd = area.maxX
                if let span = occluder?.span(row: y), span.verticalCoverage >= 1,
                    span.uniformEnd > span.uniformStart
                {
                    hiddenStart = max(span.uniformStart, area.minX)
                    hiddenEnd = max(min(span.uniformEnd, area.maxX), hiddenStart)
                }
                // Flat columns all give the byte of the first of them (same inputs, same
                // arithmetic): one uniform segment, however the row splits around it.
                let flatByte = flat.isEmpty ? 0 : byte(flat.lowerBound)
                // The parts left and right of the hidden run, each split around the flat columns.
                for part in 0..<2 {
                    let from = part == 0 ? area.minX : hiddenEnd
                    let to = part == 0 ? hiddenStart : area.maxX
                    guard to > from else { continue }
                    let flatFrom = min(max(flat.lowerBound + area.minX, from), to)
                    let flatTo = max(min(flat.upperBound + area.minX, to), flatFrom)
                    for (start, end) in [(from, flatFrom), (flatTo, to)] where end > start {
                        for x in start..<end { scratch[x - start] = byte(x - area.minX) }
                        paintCoverages(y: y, from: start, to: end, scratch, with: painter, on: surface)
                    }
                    if flatTo > flatFrom && flatByte != 0 {
                        painter.paint(y: y, from: flatFrom, to: flatTo, coverage: flatByte, on: surface)
                    }
                }
            }
        }
    }

    /// The widest run of columns around the middle whose horizontal factors, for the straight band
    /// and every corner slice, are the same numbers as at the middle column: there every row's
    /// intensity is one value.
    private static func flatColumns(
        _ table: UnsafeMutablePointer<Double>, columns: Int, slices: Int
    ) -> Range<Int> {
        guard columns > 0 else { return 0..<0 }
        let middle = columns / 2
        func matches(_ index: Int) -> Bool {
            for slice in 0...slices where table[slice * columns + index] != table[slice * columns + middle] {
                return false
            }
            return true
        }
        var low = middle
        while low > 0 && matches(low - 1) { low -= 1 }
        var high = middle + 1
        while high < columns && matches(high) { high += 1 }
        return low..<high
    }
}

/// A shadow evaluated in a layer's own coordinates and seen through its device mapping.
struct ProjectedShadow: PixelCoverage {
    let shadow: GaussianShadow
    let inverse: ProjectiveTransform2D
    let phi: NormalCDF

    func coverage(deviceX x: Double, deviceY y: Double) -> Double {
        let n = inverse
        let w = x * n.m14 + y * n.m24 + n.m44
        guard w > 1e-12 else { return 0 }
        return shadow.intensity(
            x: (x * n.m11 + y * n.m21 + n.m41) / w, y: (x * n.m12 + y * n.m22 + n.m42) / w, phi)
    }
}
