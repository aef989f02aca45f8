/// The canvas's rows as runs of one colour not yet written to memory.
///
/// Most of a frame is flat: a backdrop, a dimming view over the whole screen, a card's interior.
/// Painting those layer by layer writes every pixel once per layer. Instead, each row of the canvas
/// starts as one pending run of the background colour; a uniform source-over of one colour (what
/// a flat fill's interior is) splits the row's runs at its ends and composes the colour into each
/// run's colour, touching no pixel; so does a short stretch of per-pixel coverage over pending runs
/// (the anti-aliased side of a rectangle), as runs a pixel wide. Pixels that need per-pixel work
/// over a wider stretch (text, shadows, diagonal edges, offscreen groups) are *materialized*
/// first: their runs' colours are written, and from then on memory holds the truth for them.
/// ``flush()`` writes what is still pending, so a flat frame is written once.
///
/// Rows share their run lists (``RunLists``), so an operation on a band of equal rows works out
/// the new list once and every other row of the band finds it in the memo.
///
/// The result is byte-identical to painting layer by layer: composing a colour over a run of
/// equal pixels gives the same bytes as composing it over each pixel, with the same integer
/// arithmetic (``PackedPixel``). A row whose list would overflow ``RunLists/capacity`` is
/// materialized whole and painted directly from then on.
struct PendingRuns {
    /// Pixel (`frame.minX`, `frame.minY`) of the canvas, rows `width` words apart.
    private let pixels: UnsafeMutablePointer<UInt32>
    private let frame: PixelRect
    private let width: Int
    private let height: Int
    /// Per row, its list in `lists`.
    private let rows: UnsafeMutablePointer<Int32>
    private let lists: RunLists

    private static let composing: UInt8 = 1
    private static let materializing: UInt8 = 2
    private static let composingCoverages: UInt8 = 3
    /// The longest stretch of per-pixel coverage composed as runs a pixel wide.
    static let longestCoverageStretch = 4

    /// Pending runs over all of a canvas (`pixels` covering `frame`), each row one run of
    /// `background`. The caller frees them with ``deallocate()`` after ``flush()``.
    init(pixels: UnsafeMutablePointer<UInt32>, frame: PixelRect, background: UInt32) {
        self.pixels = pixels
        self.frame = frame
        width = frame.width
        height = frame.height
        lists = RunLists()
        rows = .allocate(capacity: height)
        rows.initialize(repeating: lists.make(value: UInt64(background)), count: height)
    }

    func deallocate() {
        rows.deallocate()
        lists.deallocate()
    }

    /// Composes `source` (premultiplied, nonzero) over device pixels `x0..<x1` of row `y`.
    func composite(_ source: UInt32, y: Int, from x0: Int, to x1: Int) {
        let row = y - frame.minY
        let (left, right) = (x0 - frame.minX, x1 - frame.minX)
        let input = rows[row]
        guard input != RunLists.wholeRowMaterialized else {
            lists.memoryTouches &+= 1
            ColorPainter.composite(source, onto: pixels + (row * width + left), count: right - left)
            return
        }
        let opaque = PackedPixel.alpha(source) == 255
        let operation = RunLists.Operation(
            kind: Self.composing, colour: source, from: Int32(left), to: Int32(right))
        let output = lists.output(of: operation, on: input) {
            let list = lists.copy(input)
            guard let (first, last) = isolate(list, from: left, to: right) else {
                return RunLists.wholeRowMaterialized
            }
            for index in first..<last {
                let value = lists.value(list, index)
                if value & RunLists.materialized == 0 {
                    lists.setValue(
                        list, index, UInt64(opaque ? source : PackedPixel.over(source, UInt32(value))))
                } else if opaque {
                    // What memory holds under an opaque colour no longer matters: flat again.
                    lists.setValue(list, index, UInt64(source))
                }
            }
            lists.coalesce(list)
            return list
        }
        if output == RunLists.wholeRowMaterialized {
            lists.memoryTouches &+= 1
            write(row: row, list: input, from: 0, to: width)
            ColorPainter.composite(source, onto: pixels + (row * width + left), count: right - left)
        } else if !opaque {
            // Pixels memory holds take the colour over them where they are.
            forEachRun(of: input, from: left, to: right) { start, end, value in
                if value & RunLists.materialized != 0 {
                    lists.memoryTouches &+= 1
                    PackedPixel.blend(source, over: pixels + (row * width + start), count: end - start)
                }
            }
        }
        rows[row] = output
    }

    /// Composes `colour` scaled by each pixel's coverage over device pixels `x0..<x1` of row `y`
    /// (at most ``longestCoverageStretch`` of them) as runs a pixel wide; false, with nothing done,
    /// when memory holds any of them or the row's list has no room: the caller paints memory.
    func composite(_ colour: UInt32, y: Int, from x0: Int, to x1: Int, coverages: UnsafePointer<UInt8>)
        -> Bool
    {
        let row = y - frame.minY
        let (left, right) = (x0 - frame.minX, x1 - frame.minX)
        let input = rows[row]
        guard input != RunLists.wholeRowMaterialized, right - left <= Self.longestCoverageStretch else {
            return false
        }
        var packed: UInt32 = 0
        for index in 0..<(right - left) { packed |= UInt32(coverages[index]) << (8 * index) }
        let operation = RunLists.Operation(
            kind: Self.composingCoverages, colour: colour, from: Int32(left), to: Int32(right),
            coverages: packed)
        let output = lists.output(of: operation, on: input) {
            var symbolic = true
            forEachRun(of: input, from: left, to: right) { _, _, value in
                if value & RunLists.materialized != 0 { symbolic = false }
            }
            guard symbolic, lists.count(input) + (right - left) + 1 <= RunLists.capacity else {
                return RunLists.notSymbolic
            }
            let list = lists.copy(input)
            for column in left..<right {
                guard let index = lists.split(list, at: column) else { return RunLists.notSymbolic }
                if column + 1 < width { _ = lists.split(list, at: column + 1) }
                let coverage = UInt32(coverages[column - left])
                guard coverage != 0 else { continue }
                let value = UInt32(truncatingIfNeeded: lists.value(list, index))
                lists.setValue(
                    list, index, UInt64(PackedPixel.over(PackedPixel.scale(colour, by: coverage), value)))
            }
            lists.coalesce(list)
            return list
        }
        guard output != RunLists.notSymbolic else { return false }
        rows[row] = output
        return true
    }

    /// Writes the pending colours of device pixels `x0..<x1` of row `y` to memory, so that code
    /// reading or writing those pixels directly sees the frame as painted so far.
    func materialize(y: Int, from x0: Int, to x1: Int) {
        let row = y - frame.minY
        let (left, right) = (x0 - frame.minX, x1 - frame.minX)
        // The caller goes on to read or write these pixels in memory.
        lists.memoryTouches &+= 1
        let input = rows[row]
        guard input != RunLists.wholeRowMaterialized else { return }
        let output = lists.output(of: materializing(from: left, to: right), on: input) {
            materialized(input, from: left, to: right)
        }
        if output == RunLists.wholeRowMaterialized {
            write(row: row, list: input, from: 0, to: width)
        } else {
            write(row: row, list: input, from: left, to: right)
        }
        rows[row] = output
    }

    /// Hands the runs of device pixels `x0..<x1` of row `y` to `body` in order (their columns,
    /// and their pending colour, or nil where memory holds the pixels), then counts them all as
    /// held in memory: `body` must write every pixel of each run it gets a colour for. Per-pixel
    /// painting over a flat run so writes each pixel once, instead of writing the run's colour
    /// and reading it back (``materialize(y:from:to:)``).
    func claim(y: Int, from x0: Int, to x1: Int, _ body: (Int, Int, UInt32?) -> Void) {
        let row = y - frame.minY
        let (left, right) = (x0 - frame.minX, x1 - frame.minX)
        lists.memoryTouches &+= 1
        let input = rows[row]
        guard input != RunLists.wholeRowMaterialized else {
            body(x0, x1, nil)
            return
        }
        let output = lists.output(of: materializing(from: left, to: right), on: input) {
            materialized(input, from: left, to: right)
        }
        if output == RunLists.wholeRowMaterialized {
            // The rest of the row is written now too: memory holds all of it from here on.
            write(row: row, list: input, from: 0, to: left)
            write(row: row, list: input, from: right, to: width)
        }
        forEachRun(of: input, from: left, to: right) { start, end, value in
            body(
                start + frame.minX, end + frame.minX,
                value & RunLists.materialized == 0 ? UInt32(truncatingIfNeeded: value) : nil)
        }
        rows[row] = output
    }

    /// Paints each row of `range` with `paint`, except that a row whose list and `key` equal the
    /// previous row's takes the previous row's resulting list without painting.
    ///
    /// Shapes paint bands of rows alike (the straight part of a card, a group's rows of one flat
    /// colour): `key` says which rows `paint` treats alike, so equal keys must mean equal
    /// operations. When painting a row touched no memory, its result depends only on its list
    /// and the operations, so the next row with the same list and key comes out the same; a row
    /// whose painting touched memory (per-pixel work) is never reused.
    func paintRows(_ range: Range<Int>, key: (Int) -> Int, _ paint: (Int) -> Void) {
        var previousKey = 0
        var previousInput = RunLists.wholeRowMaterialized
        var previousOutput = RunLists.wholeRowMaterialized
        var reusable = false
        for y in range {
            let row = y - frame.minY
            let input = rows[row]
            let rowKey = key(y)
            if reusable && input == previousInput && rowKey == previousKey {
                rows[row] = previousOutput
                continue
            }
            let touches = lists.memoryTouches
            paint(y)
            reusable = input != RunLists.wholeRowMaterialized && lists.memoryTouches == touches
            previousKey = rowKey
            previousInput = input
            previousOutput = rows[row]
        }
    }

    /// The list row `y` holds: rows with equal lists hold equal pending colours (and memory
    /// wherever the lists say it holds the pixels).
    @inline(__always)
    func list(y: Int) -> Int32 { rows[y - frame.minY] }

    /// Writes every pending run: after this, memory holds the whole frame.
    func flush() {
        for row in 0..<height {
            write(row: row, list: rows[row], from: 0, to: width)
            rows[row] = RunLists.wholeRowMaterialized
        }
    }

    /// Calls `body` for each run of row `y` within device columns `x0..<x1`, in order, with the
    /// run's columns (clipped) and its pending colour, or nil where memory holds the pixels.
    @inline(__always)
    func forEachRun(y: Int, from x0: Int, to x1: Int, _ body: (Int, Int, UInt32?) -> Void) {
        forEachRun(of: rows[y - frame.minY], from: x0 - frame.minX, to: x1 - frame.minX) {
            start, end, value in
            body(
                start + frame.minX, end + frame.minX,
                value & RunLists.materialized == 0 ? UInt32(truncatingIfNeeded: value) : nil)
        }
    }

    /// The runs of `list` within frame-relative columns `left..<right`, clipped to them.
    @inline(__always)
    private func forEachRun(of list: Int32, from left: Int, to right: Int, _ body: (Int, Int, UInt64) -> Void)
    {
        let count = lists.count(list)
        var index = count - 1
        while lists.start(list, index) > left { index -= 1 }
        while index < count {
            let start = lists.start(list, index)
            if start >= right { break }
            let end = index + 1 < count ? lists.start(list, index + 1) : width
            body(max(start, left), min(end, right), lists.value(list, index))
            index += 1
        }
    }

    /// The operation that puts frame-relative columns `left..<right` in memory.
    @inline(__always)
    private func materializing(from left: Int, to right: Int) -> RunLists.Operation {
        RunLists.Operation(kind: Self.materializing, colour: 0, from: Int32(left), to: Int32(right))
    }

    /// A new list: `input` with columns `left..<right` held in memory (or the whole row, when the
    /// list has no room).
    private func materialized(_ input: Int32, from left: Int, to right: Int) -> Int32 {
        let list = lists.copy(input)
        guard let (first, last) = isolate(list, from: left, to: right) else {
            return RunLists.wholeRowMaterialized
        }
        for index in first..<last { lists.setValue(list, index, RunLists.materialized) }
        lists.coalesce(list)
        return list
    }

    /// Splits `list` (being built) at `left` and `right` and returns the range of runs between
    /// them; nil when the list has no room.
    private func isolate(_ list: Int32, from left: Int, to right: Int) -> (Int, Int)? {
        guard lists.count(list) + 2 <= RunLists.capacity, let first = lists.split(list, at: left) else {
            return nil
        }
        guard right < width else { return (first, lists.count(list)) }
        guard let last = lists.split(list, at: right) else { return nil }
        return (first, last)
    }

    /// Writes the pending runs of `list` within `left..<right` to row `row`'s memory.
    @inline(__always)
    private func write(row: Int, list: Int32, from left: Int, to right: Int) {
        guard list != RunLists.wholeRowMaterialized else { return }
        let line = pixels + row * width
        forEachRun(of: list, from: left, to: right) { start, end, value in
            if value & RunLists.materialized == 0 {
                (line + start).update(repeating: UInt32(truncatingIfNeeded: value), count: end - start)
            }
        }
    }
}
