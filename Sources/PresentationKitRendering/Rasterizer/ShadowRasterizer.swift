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
                var hiddenStart = area.maxX
                var hiddenEnd = area.maxX
                if let span = occluder?.span(row: y), span.verticalCoverage >= 1,
                    span.uniformEnd > span.uniformStart
                {
                    hiddenStart = max(span.uniformStart, area.minX)
                    hiddenEnd = max(min(span.uniformEnd, area.maxX), hiddenStart)
                }
                // The parts left and right of the hidden run.
                for part in 0..<2 {
                    let from = part == 0 ? area.minX : hiddenEnd
                    let to = part == 0 ? hiddenStart : area.maxX
                    guard to > from else { continue }
                    if straightOnly {
                        for x in from..<to {
                            scratch[x - from] = PackedPixel.byte(table[x - area.minX] * middle)
                        }
                    } else {
                        for x in from..<to {
                            let index = x - area.minX
                            var value = table[index] * middle
                            for slice in 0..<slices {
                                value += table[(slice + 1) * columns + index] * weights[slice]
                            }
                            scratch[x - from] = PackedPixel.byte(value)
                        }
                    }
                    painter.paint(y: y, from: from, to: to, coverages: scratch, on: surface)
                }
            }
        }
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
