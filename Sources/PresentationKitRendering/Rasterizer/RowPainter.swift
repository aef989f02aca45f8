/// What a shape is filled with, one row segment at a time.
///
/// Shapes (rounded rectangles, rings, shadows, masks) work out which pixels of a row they cover and
/// how much; painters decide what those pixels become. Segments of one coverage (the inside of a
/// shape) take ``paint(y:from:to:coverage:on:)``, whose loop has no per-pixel branch; edges and
/// corners take ``paint(y:from:to:coverages:on:)`` with a coverage byte per pixel. Callers clip
/// segments to the surface first. Painters are used through generics, never existentials, so each
/// shape's loop is specialised for its painter.
protocol RowPainter {
    /// Paints pixels `x0..<x1` of row `y`, each covered by `coverage` / 255.
    func paint(y: Int, from x0: Int, to x1: Int, coverage: UInt8, on surface: Surface)
    /// Paints pixels `x0..<x1` of row `y`; pixel `x0 + i` is covered by `coverages[i]` / 255.
    func paint(y: Int, from x0: Int, to x1: Int, coverages: UnsafePointer<UInt8>, on surface: Surface)
    /// A number (zero or more) equal for rows the painter paints alike, given the same segments:
    /// what lets a band of equal rows be painted once (``Surface/paintRows(_:key:_:)``).
    func rowKey(y: Int) -> Int
}

/// Paints one premultiplied colour with source-over.
struct ColorPainter: RowPainter {
    /// The colour at full coverage, premultiplied, with the layer's opacity already applied.
    let color: UInt32

    func paint(y: Int, from x0: Int, to x1: Int, coverage: UInt8, on surface: Surface) {
        guard x1 > x0 else { return }
        let source = coverage == 255 ? color : PackedPixel.scale(color, by: UInt32(coverage))
        guard source != 0 else { return }
        surface.composite(source, y: y, from: x0, to: x1)
    }

    /// One colour paints every row alike.
    func rowKey(y: Int) -> Int { 0 }

    /// Source-over of `source` onto `count` pixels of memory.
    @inline(__always)
    static func composite(_ source: UInt32, onto row: UnsafeMutablePointer<UInt32>, count: Int) {
        if PackedPixel.alpha(source) == 255 {
            row.update(repeating: source, count: count)
        } else if source != 0 {
            PackedPixel.blend(source, over: row, count: count)
        }
    }

    func paint(y: Int, from x0: Int, to x1: Int, coverages: UnsafePointer<UInt8>, on surface: Surface) {
        guard x1 > x0 else { return }
        // A rectangle's anti-aliased side over flat pixels stays flat: runs a pixel wide.
        if x1 - x0 <= PendingRuns.longestCoverageStretch, let pending = surface.pending,
            pending.composite(color, y: y, from: x0, to: x1, coverages: coverages)
        {
            return
        }
        guard let pending = surface.pending else {
            PackedPixel.over(color, coverages: coverages, onto: surface.pointer(x: x0, y: y), count: x1 - x0)
            return
        }
        // Over a flat run, each pixel is worked out from the run's colour and written once.
        pending.claim(y: y, from: x0, to: x1) { start, end, under in
            let row = surface.pointer(x: start, y: y)
            if let under {
                PackedPixel.over(
                    color, coverages: coverages + (start - x0), under: under, into: row, count: end - start)
            } else {
                PackedPixel.over(color, coverages: coverages + (start - x0), onto: row, count: end - start)
            }
        }
    }
}

/// Composites another surface (an offscreen group) over the target at an opacity.
///
/// Both surfaces use device coordinates, so pixel (x, y) of the source lands on (x, y) of the
/// target. Callers keep segments inside the source's frame.
struct SurfacePainter: RowPainter {
    let source: Surface
    /// The group opacity, 0…255.
    let opacity: UInt32

    /// Rows of the group with equal pending runs read alike (where the group's memory holds
    /// pixels, painting reads it, and ``PendingRuns/paintRows(_:key:_:)`` never reuses such rows).
    func rowKey(y: Int) -> Int { Int(source.pending?.list(y: y) ?? 0) }

    func paint(y: Int, from x0: Int, to x1: Int, coverage: UInt8, on surface: Surface) {
        guard x1 > x0 else { return }
        let factor = (opacity * UInt32(coverage) + 127) / 255
        guard factor > 0 else { return }
        guard let pending = source.pending else {
            blend(y: y, from: x0, to: x1, factor: factor, on: surface)
            return
        }
        // A flat run of the group composes as one colour (and a transparent one, where the group
        // drew nothing, costs nothing); only pixels the group painted one by one are read.
        pending.forEachRun(y: y, from: x0, to: x1) { start, end, colour in
            if let colour {
                let scaled = factor == 255 ? colour : PackedPixel.scale(colour, by: factor)
                if scaled != 0 { surface.composite(scaled, y: y, from: start, to: end) }
            } else {
                blend(y: y, from: start, to: end, factor: factor, on: surface)
            }
        }
    }

    /// Source-over of the source's pixels `x0..<x1` of row `y`, scaled by `factor` / 255.
    @inline(__always)
    private func blend(y: Int, from x0: Int, to x1: Int, factor: UInt32, on surface: Surface) {
        let row = surface.pixels(y: y, from: x0, to: x1)
        let sourceRow = source.pixels(y: y, from: x0, to: x1)
        let count = x1 - x0
        if factor == 255 {
            PackedPixel.over(sourceRow, onto: row, count: count)
        } else {
            for index in 0..<count {
                row[index] = PackedPixel.over(PackedPixel.scale(sourceRow[index], by: factor), row[index])
            }
        }
    }

    func paint(y: Int, from x0: Int, to x1: Int, coverages: UnsafePointer<UInt8>, on surface: Surface) {
        guard x1 > x0 else { return }
        // A clip's anti-aliased side over one flat run of the group, onto flat pixels, stays flat:
        // the run's colour under each pixel's factor, as runs a pixel wide.
        if x1 - x0 <= PendingRuns.longestCoverageStretch, let groupRuns = source.pending,
            let target = surface.pending
        {
            var colour: UInt32?
            var runs = 0
            groupRuns.forEachRun(y: y, from: x0, to: x1) { _, _, value in
                colour = value
                runs += 1
            }
            if runs == 1, let colour {
                var factors: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                let done = withUnsafeMutableBytes(of: &factors) { bytes in
                    for index in 0..<(x1 - x0) {
                        bytes[index] = UInt8((opacity * UInt32(coverages[index]) + 127) / 255)
                    }
                    return target.composite(
                        colour, y: y, from: x0, to: x1,
                        coverages: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
                }
                if done { return }
            }
        }
        let row = surface.pixels(y: y, from: x0, to: x1)
        let sourceRow = source.pixels(y: y, from: x0, to: x1)
        for index in 0..<(x1 - x0) {
            let factor = (opacity * UInt32(coverages[index]) + 127) / 255
            row[index] = PackedPixel.over(PackedPixel.scale(sourceRow[index], by: factor), row[index])
        }
    }
}
