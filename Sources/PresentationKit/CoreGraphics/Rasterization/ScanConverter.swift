import Foundation

/// Paths into anti-aliased coverage spans by each pixel's exact covered area, one row at a time.
///
/// Every edge (curves flattened within ``flatness``) adds, in each pixel it
/// crosses, its signed height times the share of the pixel to its right, and the rest of its
/// height to the next pixel: a row's running sum of these is then each pixel's covered area
/// (signed by winding), and a pixel no edge crosses has its left neighbour's value. So a row costs
/// its edges' pixels, not its width: the runs between them come out as single spans, which the
/// compositor fills as rows of one word. The fill rule is applied to the summed area, as
/// FreeType's rasterizer does (a pixel where two contours' edges meet gets their summed area).
///
/// Rows are swept from the top down, the order of a bitmap's memory (device space is y-up, memory
/// rows run top to bottom), and each row goes to a ``CoverageSink`` as it is swept: a solid
/// colour is painted straight from the row's runs (``CGContext``), with no list of the whole
/// shape's spans written and read back.
///
/// Replaces FreeType's rasterizer for contexts' fills and strokes: that one walks the whole
/// outline again for every band of rows its fixed cell pool holds (a tall shape is many bands)
/// and hands its spans to a callback one row at a time (figures in Benchmarks/README.md).
enum ScanConverter {
    /// How far flattened curves may stray from the true curve, in device pixels. Chords lie inside
    /// a convex curve, so a shape loses up to two thirds of this times its curved length in area
    /// (at FreeType's 0.02 a 60-pixel circle lost 1.4 pixels of area; at this tolerance it is 0.25 over).
    static let flatness: CGFloat = 0.005

    /// The spans filling `segments` (device space, y-up pixels, rows counted from the bottom)
    /// with `rule`, inside `clip`. Nothing for a path with a non-finite coordinate.
    static func fill(
        _ segments: [PathSegment], rule: CGPathFillRule,
        clip: (x: Int32, y: Int32, width: Int32, height: Int32)
    ) -> [CoverageSpan] {
        Workspace().fill(segments, rule: rule, clip: clip)
    }

    /// The least integer not below `value` (finite, within `Int`'s range): `rounded(.up)`
    /// without a call to the C library's `ceil`, which baseline x86-64 code makes (no SSE4.1
    /// rounding instruction), three times an edge and once a piece crossing columns right to left.
    @inline(__always)
    static func ceiling(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) < value ? truncated + 1 : truncated
    }

    /// One straight edge, `y0 < y1`, with the sign its direction gives the area it bounds.
    struct Edge {
        var x0: Double
        var y0: Double
        var y1: Double
        var dxdy: Double
        var sign: Double
    }

    /// Edges made from path segments: curves flattened, each subpath closed, horizontal edges and
    /// edges wholly above or below the clip's rows left out.
    struct EdgeList {
        var edges: [Edge] = []
        let minY: Double
        let maxY: Double

        init(minY: Double, maxY: Double, reusing storage: [Edge] = []) {
            self.minY = minY
            self.maxY = maxY
            edges = storage
            edges.removeAll(keepingCapacity: true)
            edges.reserveCapacity(64)
        }

        /// Adds the closed polygon through `points` mapped by `transform`.
        mutating func polygon(_ points: UnsafeBufferPointer<SIMD2<Double>>, transform t: CGAffineTransform) {
            guard let first = points.first else { return }
            @inline(__always) func map(_ p: SIMD2<Double>) -> CGPoint {
                CGPoint(x: t.a * p.x + t.c * p.y + t.tx, y: t.b * p.x + t.d * p.y + t.ty)
            }
            let start = map(first)
            var last = start
            for index in 1..<points.count {
                let point = map(points[index])
                line(last, point)
                last = point
            }
            line(last, start)
        }

        /// False when a coordinate is not finite.
        mutating func add(_ segments: [PathSegment]) -> Bool {
            var start = CGPoint.zero
            var last = CGPoint.zero
            var open = false
            for segment in segments {
                switch segment {
                case .move(let p):
                    guard p.x.isFinite, p.y.isFinite else { return false }
                    if open { line(last, start) }
                    start = p
                    last = p
                    open = true
                case .line(let p):
                    guard p.x.isFinite, p.y.isFinite else { return false }
                    line(last, p)
                    last = p
                    open = true
                case .quad(let c, let e):
                    guard c.x.isFinite, c.y.isFinite, e.x.isFinite, e.y.isFinite else { return false }
                    var previous = last
                    PathFlattening.forEachQuadPoint(from: last, c, e, tolerance: flatness) { point in
                        line(previous, point)
                        previous = point
                    }
                    last = e
                    open = true
                case .cubic(let c1, let c2, let e):
                    guard c1.x.isFinite, c1.y.isFinite, c2.x.isFinite, c2.y.isFinite, e.x.isFinite,
                        e.y.isFinite
                    else { return false }
                    var previous = last
                    PathFlattening.forEachCubicPoint(from: last, c1, c2, e, tolerance: flatness) { point in
                        line(previous, point)
                        previous = point
                    }
                    last = e
                    open = true
                case .close:
                    if open { line(last, start) }
                    last = start
                    open = false
                }
            }
            if open { line(last, start) }
            return true
        }

        /// Adds the edge from `a` to `b` (coordinates clamped as FreeType's were, so that rows and
        /// columns stay within integers).
        @inline(__always)
        mutating func line(_ a: CGPoint, _ b: CGPoint) {
            let limit = OutlineRasterizer.coordinateLimit
            let ay = min(max(a.y, -limit), limit)
            let by = min(max(b.y, -limit), limit)
            guard ay != by else { return }
            let ax = min(max(a.x, -limit), limit)
            let bx = min(max(b.x, -limit), limit)
            let (x0, y0, x1, y1, sign) = ay < by ? (ax, ay, bx, by, 1.0) : (bx, by, ax, ay, -1.0)
            guard y1 > minY, y0 < maxY else { return }
            edges.append(Edge(x0: x0, y0: y0, y1: y1, dxdy: (x1 - x0) / (y1 - y0), sign: sign))
        }
    }

    /// Storage reused from one fill to the next (a context keeps one): edges, row tables, the
    /// row of area deltas and the spans. Made afresh for every fill, these cost more in page
    /// faults than the sweep itself for a shape the size of a screen.
    final class Workspace {
        // No dynamic exclusivity checks: the storage is only reached through the workspace's own
        // methods, one at a time (with them, the checks took a quarter of a stroke's time).
        @exclusivity(unchecked) private var edgeStorage: [Edge] = []
        @exclusivity(unchecked) private var spanStorage: [CoverageSpan] = []
        @exclusivity(unchecked) private var firstOfRow: [Int32] = []
        @exclusivity(unchecked) private var order: [Int32] = []
        @exclusivity(unchecked) private var next: [Int32] = []
        @exclusivity(unchecked) private var activeStorage = UnsafeMutablePointer<Int32>.allocate(capacity: 16)
        @exclusivity(unchecked) private var activeCapacity = 16
        @exclusivity(unchecked) private var cells = RowCells()

        deinit {
            cells.deallocate()
            activeStorage.deallocate()
        }

        /// An empty edge list for `clip`'s rows, holding the storage of the last one.
        func edgeList(clip: (x: Int32, y: Int32, width: Int32, height: Int32)) -> EdgeList {
            let storage = edgeStorage
            edgeStorage = []
            return EdgeList(
                minY: Double(clip.y), maxY: Double(clip.y) + Double(clip.height), reusing: storage)
        }

        /// The spans filling `segments` with `rule` inside `clip` (``ScanConverter/fill(_:rule:clip:)``).
        func fill(
            _ segments: [PathSegment], rule: CGPathFillRule,
            clip: (x: Int32, y: Int32, width: Int32, height: Int32)
        ) -> [CoverageSpan] {
            guard clip.width > 0, clip.height > 0 else { return [] }
            var edges = edgeList(clip: clip)
            guard edges.add(segments) else {
                edgeStorage = edges.edges
                return []
            }
            return spans(of: &edges, evenOdd: rule == .evenOdd, clip: clip)
        }

        /// The spans filling `edges` inside `clip`, rows from the top down; the list's storage is
        /// kept for the next.
        func spans(
            of edges: inout EdgeList, evenOdd: Bool, clip: (x: Int32, y: Int32, width: Int32, height: Int32)
        ) -> [CoverageSpan] {
            var list = SpanList(spans: spanStorage)
            spanStorage = []
            list.spans.removeAll(keepingCapacity: true)
            paint(&edges, evenOdd: evenOdd, clip: clip, into: &list)
            return list.spans
        }

        /// Hands `sink` the rows of `edges` filled inside `clip`, from the top down; the list's
        /// storage is kept for the next.
        func paint<Sink: CoverageSink>(
            _ edges: inout EdgeList, evenOdd: Bool, clip: (x: Int32, y: Int32, width: Int32, height: Int32),
            into sink: inout Sink
        ) {
            defer {
                edgeStorage = edges.edges
                edges.edges = []
            }
            guard clip.width > 0, clip.height > 0, !edges.edges.isEmpty else { return }
            sweep(edges.edges, evenOdd: evenOdd, clip: clip, into: &sink)
        }

        /// Takes back spans no longer needed, for their storage.
        func recycle(_ spans: [CoverageSpan]) {
            if spans.capacity > spanStorage.capacity { spanStorage = spans }
        }

        /// The rows from the top of the clip down: each edge joins the active list at its top row
        /// and leaves after its bottom one; the active edges' pieces in a row are summed into
        /// `cells` and swept into runs for `sink`. Rows that only vertical edges cross wholly
        /// repeat the row above, so its runs go to the sink again rather than being swept (a
        /// filled rectangle's sides).
        private func sweep<Sink: CoverageSink>(
            _ edges: [Edge], evenOdd: Bool, clip: (x: Int32, y: Int32, width: Int32, height: Int32),
            into sink: inout Sink
        ) {
            let minY = Int(clip.y)
            let height = Int(clip.height)
            // The row (counted from the clip's bottom) holding an edge's top; every edge ends above
            // the clip's bottom (the edge list leaves out the others).
            @inline(__always) func topRow(_ edge: Edge) -> Int {
                min(ScanConverter.ceiling(edge.y1) - 1 - minY, height - 1)
            }
            // Edges bucketed by their top row (a counting sort), over the rows the edges' tops
            // span rather than the clip's (a small shape in a screen-sized context would
            // otherwise clear and sum thousands of buckets).
            var lowRow = Int.max
            var highRow = Int.min
            for edge in edges {
                let row = topRow(edge)
                lowRow = min(lowRow, row)
                highRow = max(highRow, row)
            }
            guard lowRow <= highRow else { return }
            let bucketCount = highRow - lowRow + 1
            firstOfRow.removeAll(keepingCapacity: true)
            firstOfRow.append(contentsOf: repeatElement(0, count: bucketCount + 1))
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: repeatElement(0, count: edges.count))
            next.removeAll(keepingCapacity: true)
            cells.prepare(minX: Int(clip.x), width: Int(clip.width))
            for edge in edges { firstOfRow[topRow(edge) - lowRow + 1] += 1 }
            for bucket in 0..<bucketCount { firstOfRow[bucket + 1] += firstOfRow[bucket] }
            next.append(contentsOf: firstOfRow.prefix(bucketCount))
            for (index, edge) in edges.enumerated() {
                let bucket = topRow(edge) - lowRow
                order[Int(next[bucket])] = Int32(index)
                next[bucket] += 1
            }
            edges.withUnsafeBufferPointer { edges in
                firstOfRow.withUnsafeBufferPointer { firstOfRow in
                    order.withUnsafeBufferPointer { order in
                        /// Whether no edge has its top in `row`.
                        @inline(__always) func noneStart(_ row: Int) -> Bool {
                            row < lowRow || firstOfRow[row - lowRow + 1] == firstOfRow[row - lowRow]
                        }
                        // The row's cells and the active edges as locals, in storage the workspace
                        // keeps: the loop's state stays out of the class's properties (whose
                        // accesses, with array uniqueness checks, took a sixth of a ring's sweep).
                        var cells = self.cells
                        defer { self.cells = cells }
                        let active = activeEdges(capacity: edges.count)
                        var activeCount = 0
                        var row = highRow
                        while row >= 0 {
                            if !noneStart(row) {
                                for position in Int(
                                    firstOfRow[row - lowRow])..<Int(firstOfRow[row - lowRow + 1])
                                {
                                    active[activeCount] = order[position]
                                    activeCount += 1
                                }
                            }
                            if activeCount == 0 {
                                // Skip to the next row down where an edge starts.
                                var nextRow = row - 1
                                while nextRow >= lowRow && noneStart(nextRow) { nextRow -= 1 }
                                if nextRow < lowRow { break }
                                row = nextRow
                                continue
                            }
                            let bottom = Double(minY + row)
                            let top = bottom + 1
                            var kept = 0
                            // The lowest row down to which every active edge is vertical and
                            // crosses the whole row (so the rows down to it repeat this one).
                            var repeatsDownTo = 0
                            for slot in 0..<activeCount {
                                let edge = edges[Int(active[slot])]
                                let ya = max(edge.y0, bottom)
                                let yb = min(edge.y1, top)
                                if yb > ya {
                                    cells.add(
                                        from: edge.x0 + (ya - edge.y0) * edge.dxdy,
                                        to: edge.x0 + (yb - edge.y0) * edge.dxdy,
                                        height: (yb - ya) * edge.sign)
                                }
                                if edge.y0 < bottom {
                                    active[kept] = active[slot]
                                    kept += 1
                                }
                                if edge.dxdy == 0 && edge.y1 >= top {
                                    repeatsDownTo = max(repeatsDownTo, ScanConverter.ceiling(edge.y0) - minY)
                                } else {
                                    repeatsDownTo = height
                                }
                            }
                            activeCount = kept
                            let runs = cells.sweep(row: Int32(minY + row), evenOdd: evenOdd)
                            sink.paint(row: Int32(minY + row), runs: runs)
                            row -= 1
                            // Repeat the row while no edge starts within the next one down.
                            while row >= repeatsDownTo && noneStart(row) {
                                sink.paint(row: Int32(minY + row), runs: runs)
                                row -= 1
                            }
                        }
                    }
                }
            }
        }

        /// Room for `capacity` active edges' indices.
        private func activeEdges(capacity: Int) -> UnsafeMutablePointer<Int32> {
            if capacity > activeCapacity {
                activeStorage.deallocate()
                activeCapacity = max(capacity, activeCapacity * 2)
                activeStorage = .allocate(capacity: activeCapacity)
            }
            return activeStorage
        }
    }

    /// One row's area deltas, by column from the clip's left, and the ranges of columns that
    /// hold any (one a piece of edge: the sweep sorts a few ranges, not every column, which a
    /// nearly horizontal edge crossing many columns right to left made quadratic).
    private struct RowCells {
        var minX = 0
        var width = 0
        /// `deltas[i]`: what pixel `minX + i` adds to the running sum of the row; all zero
        /// between rows.
        var deltas = UnsafeMutablePointer<Double>.allocate(capacity: 1)
        var capacity = 0
        /// The first and last column each piece touched this row, unordered.
        var ranges = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: 16)
        var rangeCount = 0
        var rangeCapacity = 16
        /// The last swept row's runs (their `y` that row's).
        var runs = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 16)
        var runCount = 0
        var runCapacity = 16

        /// Ready for rows `width` wide from column `minX`, growing the buffers if need be.
        mutating func prepare(minX: Int, width: Int) {
            self.minX = minX
            self.width = width
            rangeCount = 0
            // A row has at most a run a column, and one more.
            if width + 2 > runCapacity {
                runs.deallocate()
                runCapacity = width + 2
                runs = .allocate(capacity: runCapacity)
            }
            guard width + 2 > capacity else { return }
            deltas.deallocate()
            capacity = width + 2
            deltas = .allocate(capacity: capacity)
            deltas.initialize(repeating: 0, count: capacity)
        }

        func deallocate() {
            deltas.deallocate()
            ranges.deallocate()
            runs.deallocate()
        }

        /// Adds a run (room for it was made by ``prepare(minX:width:)``).
        @inline(__always)
        mutating func appendRun(_ run: CoverageSpan) {
            runs[runCount] = run
            runCount += 1
        }

        @inline(__always)
        mutating func touch(_ first: Int, _ last: Int) {
            if rangeCount == rangeCapacity {
                let grown = UnsafeMutablePointer<SIMD2<Int32>>.allocate(capacity: rangeCapacity * 2)
                grown.moveInitialize(from: ranges, count: rangeCount)
                ranges.deallocate()
                ranges = grown
                rangeCapacity *= 2
            }
            ranges[rangeCount] = SIMD2(Int32(first), Int32(last))
            rangeCount += 1
        }

        @inline(__always)
        func bump(_ column: Int, _ amount: Double) {
            deltas[column] += amount
        }

        /// A piece of an edge within the row, from x `xa` to `xb` (device columns), `height`
        /// tall (signed). Parts left of the clip add their whole height at its first column; parts
        /// right of it add nothing the clip shows.
        @inline(__always)
        mutating func add(from xa: Double, to xb: Double, height: Double) {
            // The common piece, a steep edge's in a row: within one column inside the clip, done
            // here (what ``addAcross(from:to:height:)`` does for it) without the call.
            let a = xa - Double(minX)
            let b = xb - Double(minX)
            let span = Double(width)
            if a >= 0 && b >= 0 && a < span && b < span {
                let column = Int(a)
                if column == Int(b) {
                    let m = (a + b) / 2 - Double(column)
                    bump(column, height * (1 - m))
                    bump(column + 1, height * m)
                    touch(column, column + 1)
                    return
                }
            }
            addAcross(from: xa, to: xb, height: height)
        }

        /// ``add(from:to:height:)`` for any piece: cut at the clip's sides, split at each column.
        @inline(never)
        mutating func addAcross(from xa: Double, to xb: Double, height: Double) {
            let left = Double(minX)
            let right = Double(minX + width)
            var xa = xa - left
            var xb = xb - left
            var height = height
            let span = right - left
            if xa <= 0 && xb <= 0 {
                bump(0, height)
                touch(0, 0)
                return
            }
            if xa >= span && xb >= span { return }
            // Cut at the clip's sides: the part left of it is a vertical edge at its left side.
            if xa < 0 || xb < 0 {
                let t = (0 - xa) / (xb - xa)
                let outside = height * (xa < 0 ? t : 1 - t)
                bump(0, outside)
                touch(0, 0)
                height -= outside
                if xa < 0 { xa = 0 } else { xb = 0 }
            }
            if xa > span || xb > span {
                let t = (span - xa) / (xb - xa)
                height *= xa > span ? 1 - t : t
                if xa > span { xa = span } else { xb = span }
            }
            let ia = Int(xa)
            let ib = Int(xb)
            if ia == ib || (xb == Double(ib) && ib == ia + 1) || (xa == Double(ia) && ia == ib + 1) {
                // Within one pixel (a side may lie on its right boundary).
                let column = min(ia, ib)
                let m = (xa + xb) / 2 - Double(column)
                bump(column, height * (1 - m))
                bump(column + 1, height * m)
                touch(column, column + 1)
                return
            }
            // Across several pixels: split at each column boundary. Each column's piece leaves a
            // share for the next column, carried to it in `pending` rather than added to the
            // row and read back by the next step (a store and a load of the same column in a row,
            // which made the steps wait on one another).
            let dydx = height / (xb - xa)
            var pending = 0.0
            if xa < xb {
                var x = xa
                var column = ia
                while x < xb {
                    let next = min(Double(column + 1), xb)
                    let h = (next - x) * dydx
                    let m = (x + next) / 2 - Double(column)
                    bump(column, pending + h * (1 - m))
                    pending = h * m
                    x = next
                    column += 1
                }
                bump(column, pending)
                touch(ia, column)
            } else {
                var x = xa
                var column = ScanConverter.ceiling(xa) - 1
                let last = column + 1
                while x > xb {
                    let next = max(Double(column), xb)
                    let h = (next - x) * dydx
                    let m = (x + next) / 2 - Double(column)
                    bump(column + 1, pending + h * m)
                    pending = h * (1 - m)
                    x = next
                    column -= 1
                }
                bump(column + 1, pending)
                touch(column + 1, last)
            }
        }

        /// The row's runs, left to right (valid until the next sweep); clears the row.
        mutating func sweep(row: Int32, evenOdd: Bool) -> UnsafeBufferPointer<CoverageSpan> {
            runCount = 0
            guard rangeCount > 0 else { return UnsafeBufferPointer(start: runs, count: 0) }
            // Insertion sort by first column: a row holds a few pieces, mostly in order already.
            for i in 1..<rangeCount {
                let value = ranges[i]
                var j = i - 1
                while j >= 0 && ranges[j].x > value.x {
                    ranges[j + 1] = ranges[j]
                    j -= 1
                }
                ranges[j + 1] = value
            }
            var sum = 0.0
            var runStart = -1
            var runCoverage: UInt8 = 0
            // The first column not swept yet (ranges may overlap).
            var nextColumn = 0
            for index in 0..<rangeCount {
                let range = ranges[index]
                var column = max(Int(range.x), nextColumn)
                // Columns right of the clip are not shown (their deltas are cleared below).
                let last = min(Int(range.y), width - 1)
                while column <= last {
                    sum += deltas[column]
                    deltas[column] = 0
                    var area = abs(sum)
                    if evenOdd {
                        area = area.truncatingRemainder(dividingBy: 2)
                        if area > 1 { area = 2 - area }
                    }
                    let coverage = area >= 1 ? 255 : UInt8(area * 255 + 0.5)
                    if coverage != runCoverage {
                        if runCoverage > 0 {
                            appendRun(
                                CoverageSpan(
                                    y: row, x: Int32(minX + runStart), length: Int32(column - runStart),
                                    coverage: runCoverage))
                        }
                        runStart = column
                        runCoverage = coverage
                    }
                    column += 1
                }
                nextColumn = max(nextColumn, last + 1)
            }
            // A piece at the clip's right side leaves its share one or two columns past it.
            deltas[width] = 0
            deltas[width + 1] = 0
            if runCoverage > 0 {
                appendRun(
                    CoverageSpan(
                        y: row, x: Int32(minX + runStart), length: Int32(width - runStart),
                        coverage: runCoverage))
            }
            rangeCount = 0
            return UnsafeBufferPointer(start: runs, count: runCount)
        }
    }
}

/// Where the scan converter's rows go, from the top row down.
protocol CoverageSink {
    /// Device row `y`'s runs, left to right (their own `y` may be another row's: a row that
    /// repeats the one above gets that row's runs).
    mutating func paint(row y: Int32, runs: UnsafeBufferPointer<CoverageSpan>)
}

/// The spans of every row, for the compositing that needs a shape's spans at once (clip masks,
/// shadows, blend modes, images).
struct SpanList: CoverageSink {
    var spans: [CoverageSpan]

    mutating func paint(row y: Int32, runs: UnsafeBufferPointer<CoverageSpan>) {
        for var run in runs {
            run.y = y
            spans.append(run)
        }
    }
}
