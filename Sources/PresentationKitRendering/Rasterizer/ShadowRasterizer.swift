import PresentationKit

extension ShapeRasterizer {
    /// Paints a blurred shadow whose frame is device pixels (a grid-aligned layer).
    ///
    /// The horizontal factors depend only on the column, so they are tabulated once per column
    /// (one plane per slice); each row then costs a few multiply-adds per pixel. Pixels under
    /// `occluder` (the layer's own opaque background, drawn next) are skipped: nothing of the
    /// shadow would survive there.
    func fill(
        _ shadow: GaussianShadow, occludedBy occluder: AlignedRoundedRect?, with painter: ColorPainter,
        on surface: Surface
    ) {
        let area = PixelRect(covering: shadow.box, within: surface.clip)
        guard !area.isEmpty else { return }
        let columns = area.width
        let slices = shadow.sliceCount
        let table = UnsafeMutablePointer<Double>.allocate(capacity: columns * (slices + 2) + slices)
        defer { table.deallocate() }
        let weights = table + columns * (slices + 1)
        let sums = weights + slices
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
            let flat =
                skipsKnownPixels ? Self.nearlyFlatColumns(table, columns: columns, slices: slices) : nil
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
                /// The bytes of columns `start..<end` (canvas columns) into `scratch`: each pixel
                /// sums the straight band's factor times its weight, then each slice's in order
                /// (the reference's per-pixel sum, done a plane at a time so the loops vectorize).
                @inline(__always) func bytes(_ start: Int, _ end: Int) {
                    let count = end - start
                    let base = start - area.minX
                    let middlePlane = table + base
                    for index in 0..<count { sums[index] = middlePlane[index] * middle }
                    if !straightOnly {
                        // Two slices a pass: half the trips through `sums`, the same sum in order.
                        var slice = 0
                        while slice + 2 <= slices {
                            let (first, second) = (weights[slice], weights[slice + 1])
                            let planeA = table + ((slice + 1) * columns + base)
                            let planeB = planeA + columns
                            for index in 0..<count {
                                sums[index] = (sums[index] + planeA[index] * first) + planeB[index] * second
                            }
                            slice += 2
                        }
                        if slice < slices {
                            let weight = weights[slice]
                            let plane = table + ((slice + 1) * columns + base)
                            for index in 0..<count { sums[index] += plane[index] * weight }
                        }
                    }
                    PackedPixel.bytes(sums, into: scratch, count: count)
                }
                var hiddenStart = area.maxX
                var hiddenEnd = area.maxX
                if let span = occluder?.span(row: y, narrowingCorners: skipsKnownPixels),
                    span.verticalCoverage >= 1,
                    span.uniformEnd > span.uniformStart
                {
                    // Within the area: an occluder may lie partly or wholly beyond it.
                    hiddenStart = min(max(span.uniformStart, area.minX), area.maxX)
                    hiddenEnd = max(min(span.uniformEnd, area.maxX), hiddenStart)
                }
                // Across the nearly flat columns the intensity lies between the weighted sums of
                // the factors' least and greatest values there; when both round to one byte (with
                // room for rounding error), every column there gives that byte.
                var flatColumns = 0..<0
                var flatByte: UInt8 = 0
                if let flat {
                    var low = flat.low[0] * middle
                    var high = flat.high[0] * middle
                    if !straightOnly {
                        for slice in 0..<slices {
                            low += flat.low[slice + 1] * weights[slice]
                            high += flat.high[slice + 1] * weights[slice]
                        }
                    }
                    flatByte = PackedPixel.byte(low - 1e-9)
                    if flatByte == PackedPixel.byte(high + 1e-9) {
                        flatColumns =
                            (flat.columns.lowerBound + area.minX)..<(flat.columns.upperBound + area.minX)
                    }
                }
                // The parts left and right of the hidden run, each split around the flat columns.
                for part in 0..<2 {
                    let from = part == 0 ? area.minX : hiddenEnd
                    let to = part == 0 ? hiddenStart : area.maxX
                    guard to > from else { continue }
                    let flatFrom = min(max(flatColumns.lowerBound, from), to)
                    let flatTo = max(min(flatColumns.upperBound, to), flatFrom)
                    for (start, end) in [(from, flatFrom), (flatTo, to)] where end > start {
                        bytes(start, end)
                        paintCoverages(y: y, from: start, to: end, scratch, with: painter, on: surface)
                    }
                    if flatTo > flatFrom && flatByte != 0 {
                        painter.paint(y: y, from: flatFrom, to: flatTo, coverage: flatByte, on: surface)
                    }
                }
            }
        }
    }

    /// The columns around the middle where every horizontal factor (the straight band's and each
    /// corner slice's) is within a millionth of 1, with each factor's least and greatest value
    /// there; nil when the middle column is not such a column.
    private static func nearlyFlatColumns(
        _ table: UnsafeMutablePointer<Double>, columns: Int, slices: Int
    ) -> (columns: Range<Int>, low: [Double], high: [Double])? {
        guard columns > 0 else { return nil }
        func flat(_ index: Int) -> Bool {
            for slice in 0...slices where abs(table[slice * columns + index] - 1) > 1e-6 { return false }
            return true
        }
        let middle = columns / 2
        guard flat(middle) else { return nil }
        var lowIndex = middle
        while lowIndex > 0 && flat(lowIndex - 1) { lowIndex -= 1 }
        var highIndex = middle + 1
        while highIndex < columns && flat(highIndex) { highIndex += 1 }
        var low = [Double](repeating: .infinity, count: slices + 1)
        var high = [Double](repeating: -.infinity, count: slices + 1)
        for slice in 0...slices {
            for index in lowIndex..<highIndex {
                low[slice] = min(low[slice], table[slice * columns + index])
                high[slice] = max(high[slice], table[slice * columns + index])
            }
        }
        return (lowIndex..<highIndex, low, high)
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
