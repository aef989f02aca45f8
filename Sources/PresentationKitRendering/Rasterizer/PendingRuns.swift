/// The canvas's rows as runs of one colour not yet written to memory.
///
/// Most of a frame is flat: a backdrop, a dimming view over the whole screen, a card's interior.
/// Painting those layer by layer writes every pixel once per layer. Instead, each row of the canvas
/// starts as one pending run of the background colour; a uniform source-over of one colour (what
/// a flat fill's interior is) splits the row's runs at its ends and composes the colour into each
/// run's colour, touching no pixel. Pixels that need per-pixel work (anti-aliased edges, text,
/// offscreen groups) are *materialized* first: their runs' colours are written, and from then on
/// memory holds the truth for them. ``flush()`` writes what is still pending, so a flat frame is
/// written once.
///
/// The result is byte-identical to painting layer by layer: composing a colour over a run of
/// equal pixels gives the same bytes as composing it over each pixel, with the same integer
/// arithmetic (``PackedPixel``).
///
/// A row holds at most ``capacity`` runs; a row that would need more is materialized whole, and
/// from then on its pixels are painted directly (a tree of many small views costs what it cost
/// before, plus one write of the row).
struct PendingRuns {
    /// Runs a row may hold before it is written out and painted directly.
    static let capacity = 32

    /// A run's value: its colour in the low 32 bits, or ``materialized`` when memory holds it.
    private static let materialized: UInt64 = 1 << 32

    /// Pixel (`frame.minX`, `frame.minY`) of the canvas, rows `width` words apart.
    private let pixels: UnsafeMutablePointer<UInt32>
    private let frame: PixelRect
    private let width: Int
    private let height: Int
    /// Per row, the number of runs.
    private let counts: UnsafeMutablePointer<Int32>
    /// Per row, ``capacity`` run starts (a run ends where the next starts, the last at `width`),
    /// frame-relative.
    private let starts: UnsafeMutablePointer<Int32>
    /// Per row, ``capacity`` run values.
    private let values: UnsafeMutablePointer<UInt64>

    /// Pending runs over all of a canvas (`pixels` covering `frame`), each row one run of
    /// `background`. The caller frees them with ``deallocate()`` after ``flush()``.
    init(pixels: UnsafeMutablePointer<UInt32>, frame: PixelRect, background: UInt32) {
        self.pixels = pixels
        self.frame = frame
        width = frame.width
        height = frame.height
        counts = .allocate(capacity: height)
        counts.initialize(repeating: 1, count: height)
        starts = .allocate(capacity: height * Self.capacity)
        values = .allocate(capacity: height * Self.capacity)
        for row in 0..<height {
            starts[row * Self.capacity] = 0
            values[row * Self.capacity] = UInt64(background)
        }
    }

    func deallocate() {
        counts.deallocate()
        starts.deallocate()
        values.deallocate()
    }

    /// Composes `source` (premultiplied, nonzero) over device pixels `x0..<x1` of row `y`.
    func composite(_ source: UInt32, y: Int, from x0: Int, to x1: Int) {
        let row = y - frame.minY
        guard let (first, last) = isolate(row: row, from: x0 - frame.minX, to: x1 - frame.minX)
        else {
            ColorPainter.composite(source, onto: pixels + (row * width + x0 - frame.minX), count: x1 - x0)
            return
        }
        let base = row * Self.capacity
        let opaque = PackedPixel.alpha(source) == 255
        for index in first..<last {
            let value = values[base + index]
            if value & Self.materialized == 0 {
                values[base + index] = UInt64(opaque ? source : PackedPixel.over(source, UInt32(value)))
            } else if opaque {
                // What memory holds under an opaque colour no longer matters: the run is flat again.
                values[base + index] = UInt64(source)
            } else {
                let (start, end) = bounds(row: row, run: index)
                PackedPixel.blend(source, over: pixels + (row * width + start), count: end - start)
            }
        }
        coalesce(row: row)
    }

    /// Writes the pending colours of device pixels `x0..<x1` of row `y` to memory, so that code
    /// reading or writing those pixels directly sees the frame as painted so far.
    func materialize(y: Int, from x0: Int, to x1: Int) {
        let row = y - frame.minY
        guard let (first, last) = isolate(row: row, from: x0 - frame.minX, to: x1 - frame.minX)
        else { return }
        let base = row * Self.capacity
        for index in first..<last where values[base + index] & Self.materialized == 0 {
            write(row: row, run: index)
            values[base + index] = Self.materialized
        }
        coalesce(row: row)
    }

    /// Calls `body` for each run of row `y` within device columns `x0..<x1`, in order, with the
    /// run's columns (clipped) and its pending colour, or nil where memory holds the pixels.
    @inline(__always)
    func forEachRun(y: Int, from x0: Int, to x1: Int, _ body: (Int, Int, UInt32?) -> Void) {
        let row = y - frame.minY
        let base = row * Self.capacity
        let count = Int(counts[row])
        let left = x0 - frame.minX
        let right = x1 - frame.minX
        var index = count - 1
        while Int(starts[base + index]) > left { index -= 1 }
        while index < count {
            let (start, end) = bounds(row: row, run: index)
            if start >= right { break }
            let value = values[base + index]
            body(
                max(start, left) + frame.minX, min(end, right) + frame.minX,
                value & Self.materialized == 0 ? UInt32(truncatingIfNeeded: value) : nil)
            index += 1
        }
    }

    /// Writes every pending run: after this, memory holds the whole frame.
    func flush() {
        for row in 0..<height {
            materializeWholeRow(row)
        }
    }

    /// Splits `row`'s runs at `left` and `right` (frame-relative columns, `left < right`) and
    /// returns the range of runs between them; nil when memory holds the whole row (it was
    /// materialized, possibly now because the split would overflow its capacity).
    private func isolate(row: Int, from left: Int, to right: Int) -> (Int, Int)? {
        let count = Int(counts[row])
        if count == 1 && values[row * Self.capacity] == Self.materialized { return nil }
        if count + 2 > Self.capacity {
            materializeWholeRow(row)
            return nil
        }
        let first = split(row: row, at: left)
        let last = right < width ? split(row: row, at: right) : Int(counts[row])
        return (first, last)
    }

    /// Makes `column` the start of a run of `row`, and returns that run's index.
    private func split(row: Int, at column: Int) -> Int {
        let base = row * Self.capacity
        let count = Int(counts[row])
        // The run holding `column` is the last that starts at or before it; rows hold few runs.
        var index = count - 1
        while Int(starts[base + index]) > column { index -= 1 }
        if Int(starts[base + index]) == column { return index }
        let inserted = index + 1
        var move = count
        while move > inserted {
            starts[base + move] = starts[base + move - 1]
            values[base + move] = values[base + move - 1]
            move -= 1
        }
        starts[base + inserted] = Int32(column)
        values[base + inserted] = values[base + index]
        counts[row] = Int32(count + 1)
        return inserted
    }

    /// Joins neighbouring runs with equal values, so rows stay short.
    private func coalesce(row: Int) {
        let base = row * Self.capacity
        let count = Int(counts[row])
        var kept = 1
        for index in 1..<max(count, 1) where values[base + index] != values[base + kept - 1] {
            starts[base + kept] = starts[base + index]
            values[base + kept] = values[base + index]
            kept += 1
        }
        counts[row] = Int32(kept)
    }

    private func materializeWholeRow(_ row: Int) {
        let base = row * Self.capacity
        for index in 0..<Int(counts[row]) where values[base + index] & Self.materialized == 0 {
            write(row: row, run: index)
        }
        counts[row] = 1
        starts[base] = 0
        values[base] = Self.materialized
    }

    /// The frame-relative columns of run `index` of `row`.
    @inline(__always)
    private func bounds(row: Int, run index: Int) -> (Int, Int) {
        let base = row * Self.capacity
        let start = Int(starts[base + index])
        let end = index + 1 < Int(counts[row]) ? Int(starts[base + index + 1]) : width
        return (start, end)
    }

    /// Writes run `index` of `row`'s pending colour to memory.
    @inline(__always)
    private func write(row: Int, run index: Int) {
        let (start, end) = bounds(row: row, run: index)
        (pixels + (row * width + start)).update(
            repeating: UInt32(truncatingIfNeeded: values[row * Self.capacity + index]), count: end - start)
    }
}
