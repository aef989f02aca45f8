import Foundation

extension CGContext {
    /// Fills the current path (each subpath closed) with the fill colour, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(deviceSegments: currentPath.segments, rule: rule, color: state.fillColor)
        beginPath()
    }

    /// Strokes the current path with the stroke colour and line settings, then empties the path.
    public func strokePath() {
        paintStroke()
        beginPath()
    }

    /// Fills, strokes or both, then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .fillStroke:
            fill(deviceSegments: currentPath.segments, rule: .winding, color: state.fillColor)
        case .eoFill, .eoFillStroke:
            fill(deviceSegments: currentPath.segments, rule: .evenOdd, color: state.fillColor)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { paintStroke() }
        beginPath()
    }

    /// Fills a rectangle with the fill colour (the current path is emptied).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills rectangles with the fill colour (the current path is emptied).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Fills an ellipse with the fill colour (the current path is emptied).
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes a rectangle with the stroke colour (the current path is emptied).
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes a rectangle with a line of `width` (the line width setting is kept).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.stroke.width
        setLineWidth(width)
        stroke(rect)
        state.stroke.width = saved
    }

    /// Strokes an ellipse with the stroke colour (the current path is emptied).
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate line segments between successive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes a rectangle transparent, inside the clip, whatever the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        let region = CGMutablePath()
        region.addRect(rect, transform: state.ctm)
        let spans = coverage(of: region.segments, rule: .winding)
        composite(spans, mode: .clear, alpha: 1, castsShadow: false) { _, _ in .zero }
    }

    // MARK: Internals shared by painting

    /// The outline of the current path's stroke in device space, dashed when a pattern is set.
    func strokedDeviceOutline() -> [PathSegment] {
        guard let stroke = strokeGeometry() else { return [] }
        return PolylineStroker.outlineSegments(
            stroke.polylines, style: stroke.style, tolerance: ScanConverter.flatness, transform: stroke.back)
    }

    /// The current path's stroke painted with the stroke colour: its outline goes straight into
    /// the scan converter's edges, with no path in between.
    func paintStroke() {
        guard let stroke = strokeGeometry() else { return }
        let extent = drawableExtent
        guard !extent.isEmpty else { return }
        let clip = extent.scanClip
        var edges = scanWorkspace.edgeList(clip: clip)
        var finite = true
        PolylineStroker.outline(stroke.polylines, style: stroke.style, tolerance: ScanConverter.flatness) {
            points in
            finite = finite && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
            edges.polygon(points, transform: stroke.back)
        }
        if !finite { edges.edges.removeAll(keepingCapacity: true) }
        paint(&edges, evenOdd: false, clip: clip, color: state.strokeColor)
    }

    /// The current path's stroke as polylines in a space scaled uniformly from user space, the
    /// style in that space, and the map from it to device space; nil when nothing is stroked.
    ///
    /// Line widths and dashes are in user space, so the stroke is computed in user space scaled
    /// uniformly by the transform's mean scale (device-sized steps for any transform) and mapped
    /// back to device space.
    private func strokeGeometry() -> (polylines: [Polyline], style: StrokeStyle, back: CGAffineTransform)? {
        let ctm = state.ctm
        let determinant = ctm.a * ctm.d - ctm.b * ctm.c
        guard determinant != 0, determinant.isFinite, state.stroke.width > 0 else { return nil }
        let scale = abs(determinant).squareRoot()
        let toStroke = ctm.inverted().concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var segments = currentPath.segments.map { $0.applying(toStroke) }
        // Curves reach the stroker as polylines within a hundredth of a pixel, dashed or not (at
        // 0.05 the chords of a dashed circle left its edge pixels up to 0.4 pixel from cairo's
        // exact coverage, Benchmarks' cairo-coverage-check).
        let tolerance: CGFloat = 0.01
        if !state.dashLengths.isEmpty {
            segments = PathDashing.dash(
                segments, lengths: state.dashLengths.map { $0 * scale }, phase: state.dashPhase * scale,
                tolerance: tolerance)
        }
        var style = state.stroke
        style.width *= scale
        let back = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(ctm)
        return (PathFlattening.polylines(segments, tolerance: tolerance), style, back)
    }

    /// Fills device-space segments with a solid premultiplied-by-nothing (straight) colour.
    func fill(deviceSegments segments: [PathSegment], rule: CGPathFillRule, color: SIMD4<Float>) {
        let extent = drawableExtent
        guard !extent.isEmpty else { return }
        let clip = extent.scanClip
        var edges = scanWorkspace.edgeList(clip: clip)
        // A path with a non-finite coordinate draws nothing.
        if !edges.add(segments) { edges.edges.removeAll(keepingCapacity: true) }
        paint(&edges, evenOdd: rule == .evenOdd, clip: clip, color: color)
    }

    /// Paints the shape `edges` bound with a straight colour: row by row as the scan converter
    /// sweeps them when a ``SolidRowPainter`` can, else through the shape's spans.
    private func paint(
        _ edges: inout ScanConverter.EdgeList, evenOdd: Bool,
        clip: (x: Int32, y: Int32, width: Int32, height: Int32), color: SIMD4<Float>
    ) {
        let premultiplied = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
        if var painter = solidPainter(color: premultiplied) {
            scanWorkspace.paint(&edges, evenOdd: evenOdd, clip: clip, into: &painter)
            return
        }
        let spans = scanWorkspace.spans(of: &edges, evenOdd: evenOdd, clip: clip)
        composite(spans, mode: state.blendMode, alpha: state.alpha) { _, _ in premultiplied }
        scanWorkspace.recycle(spans)
    }

    /// A painter of one premultiplied colour in the normal blend mode with no clip mask and no
    /// shadow, on a 4-byte layout; nil when those conditions do not hold.
    private func solidPainter(color: SIMD4<Float>) -> SolidRowPainter? {
        let layout = bitmap.layout
        guard state.blendMode == .normal, state.clip == nil, layout.bytesPerPixel == 4,
            state.shadow.map({ $0.color.w <= 0 }) ?? true
        else { return nil }
        return SolidRowPainter(
            bitmap: bitmap, source: color * state.alpha,
            antialias: state.shouldAntialias && state.allowsAntialiasing)
    }

    /// `count` copies of `word` from `start`: the C library's wide-character fill, which stores
    /// the widest aligned vectors the CPU has, where the loop `update(repeating:count:)` compiles
    /// to unaligned 16-byte stores, slower by half or more on a 4-byte-aligned row (the interior of
    /// a filled shape is most of a fill's time, Benchmarks/README.md).
    @inline(__always)
    static func fillWords(_ start: UnsafeMutablePointer<UInt32>, with word: UInt32, count: Int) {
        guard count > 16, let wideFill = WideFill.function else {
            start.update(repeating: word, count: count)
            return
        }
        _ = wideFill(UnsafeMutableRawPointer(start), Int32(bitPattern: word), count)
    }

    /// Each byte of `destination` moved toward the same byte of `source` by `weight` (1…254) / 255,
    /// rounded to the nearest: what the float blend stores for an opaque colour over a partly
    /// covered pixel (`d + (s − d) · w`), in integers. The exact quotient is never half-way
    /// (`(s − d) · w / 255` has a fraction of k / 255), so the float path's rounding, off by far
    /// less than the 1/510 to the nearest half, gives the same bytes. Two bytes at a time: with
    /// `n = d · (255 − w) + s · w` (at most 255², in 16 bits), `d + (s − d) · w / 255` rounded is
    /// `((n + 128) + ((n + 128) >> 8)) >> 8`, exactly, for every `n` in that range.
    @inline(__always)
    static func mix(_ destination: UInt32, toward source: UInt32, weight: Int32) -> UInt32 {
        let w = UInt32(truncatingIfNeeded: weight)
        let inverse = 255 &- w
        let mask: UInt32 = 0x00FF_00FF
        var low = (destination & mask) &* inverse &+ (source & mask) &* w &+ 0x0080_0080
        low = ((low &+ ((low >> 8) & mask)) >> 8) & mask
        var high = ((destination >> 8) & mask) &* inverse &+ ((source >> 8) & mask) &* w &+ 0x0080_0080
        high = (high &+ ((high >> 8) & mask)) & ~mask
        return low | high
    }

    /// The device pixels drawing can reach: the bitmap's (a transparency layer's may be a part
    /// of the context) within the clip mask's extent.
    var drawableExtent: DeviceExtent {
        let extent = bitmap.extent
        return state.clip.map { extent.intersection($0.extent) } ?? extent
    }

    /// The spans a device-space shape covers where drawing can reach.
    func coverage(of segments: [PathSegment], rule: CGPathFillRule) -> [CoverageSpan] {
        let extent = drawableExtent
        guard !extent.isEmpty else { return [] }
        return scanWorkspace.fill(segments, rule: rule, clip: extent.scanClip)
    }

    /// Spans covering every pixel drawing can reach: gradients paint everywhere the clip allows.
    func wholeBitmap() -> [CoverageSpan] {
        let extent = drawableExtent
        guard !extent.isEmpty else { return [] }
        return extent.coveringSpans
    }

    /// Blends `source` (premultiplied colour at a device pixel, nil: nothing there) into the
    /// bitmap over `spans`, weighted by their coverage, the clip and `alpha`; first its shadow,
    /// when the state has one and `castsShadow` (Behaviour 18.23).
    func composite(
        _ spans: [CoverageSpan], mode: CGBlendMode, alpha: Float, castsShadow: Bool = true,
        source: (Int, Int) -> SIMD4<Float>?
    ) {
        if castsShadow, let shadow = state.shadow, shadow.color.w > 0 {
            drawShadow(shadow, of: spans, mode: mode, alpha: alpha, source: source)
        }
        let layout = bitmap.layout
        let clip = state.clip
        let antialias = state.shouldAntialias && state.allowsAntialiasing
        for span in spans {
            var shape = Float(span.coverage) / 255
            if !antialias { shape = shape >= 0.5 ? 1 : 0 }
            guard shape > 0 else { continue }
            let y = Int(span.y)
            for x in Int(span.x)..<Int(span.x + span.length) {
                let weight = clip.map { shape * $0.value(x: x, deviceRow: y) } ?? shape
                guard weight > 0, let color = source(x, y) else { continue }
                let pixel = bitmap.pixel(x: x, deviceRow: y)
                let destination = layout.load(pixel)
                let blended = Blending.blend(color * alpha, over: destination, mode: mode)
                // Wholly covered: the blend itself (d + (b − d) · 1 can miss b by a rounding).
                layout.store(weight >= 1 ? blended : destination + (blended - destination) * weight, pixel)
            }
        }
    }
}

/// ``CGContext/composite(_:mode:alpha:castsShadow:source:)`` for one colour in the normal blend
/// mode with no clip mask and no shadow, on a 4-byte layout, giving the same bytes, a row at a
/// time as the scan converter sweeps it (no list of the shape's spans written and read back):
/// wholly covered pixels take the colour's word at once when it is opaque, and otherwise the
/// result computed for the last distinct destination word (a fill's interior sees few); partly
/// covered pixels are blended one by one.
struct SolidRowPainter: CoverageSink {
    let layout: PixelLayout
    let source: SIMD4<Float>
    let antialias: Bool
    /// Memory row 0's first pixel, less the bitmap's first column.
    let origin: UnsafeMutablePointer<UInt32>
    /// The device row of memory row 0 (rows run top to bottom in memory, device space is y-up).
    let topRow: Int
    /// Words a row.
    let wordsPerRow: Int
    /// The colour's word when it is opaque: it replaces what is below whatever it is (s + d · 0 = s).
    let opaqueWord: UInt32?
    /// The word partly covered pixels blend toward in integers, when that gives the float blend's
    /// bytes: an opaque colour whose components are whole bytes (``CGContext/mix(_:toward:weight:)``).
    let mixWord: UInt32?
    var lastDestination: UInt32 = 0
    var lastResult: UInt32 = 0

    init(bitmap: Bitmap, source: SIMD4<Float>, antialias: Bool) {
        layout = bitmap.layout
        self.source = source
        self.antialias = antialias
        // A bitmap's rows are whole words apart (4-byte pixels, rows of whole pixels).
        wordsPerRow = bitmap.bytesPerRow / 4
        origin = UnsafeMutableRawPointer(bitmap.data).assumingMemoryBound(to: UInt32.self) - bitmap.originX
        topRow = bitmap.originY + bitmap.height - 1
        let overNothing = Self.blended(0, weight: 1, source: source, layout: layout)
        lastResult = overNothing
        opaqueWord = source.w >= 1 ? overNothing : nil
        let byteExact = source * 255 == (source * 255).rounded(.toNearestOrEven)
        mixWord = layout.hasAlpha && byteExact ? opaqueWord : nil
    }

    /// What the generic path stores for `destination` under `weight`.
    @inline(__always)
    func blended(_ destination: UInt32, weight: Float) -> UInt32 {
        Self.blended(destination, weight: weight, source: source, layout: layout)
    }

    @inline(__always)
    static func blended(_ destination: UInt32, weight: Float, source: SIMD4<Float>, layout: PixelLayout)
        -> UInt32
    {
        var word = destination
        withUnsafeMutableBytes(of: &word) { bytes in
            let pixel = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let d = layout.load(pixel)
            let blended = Blending.blend(source, over: d, mode: .normal)
            layout.store(weight >= 1 ? blended : d + (blended - d) * weight, pixel)
        }
        return word
    }

    mutating func paint(row y: Int32, runs: UnsafeBufferPointer<CoverageSpan>) {
        let rowStart = origin + (topRow - Int(y)) * wordsPerRow
        for run in runs {
            guard run.length > 0 else { continue }
            let row = rowStart + Int(run.x)
            let count = Int(run.length)
            // Without anti-aliasing a pixel is in when the shape covers half of it or more
            // (128 / 255 ≥ 0.5 > 127 / 255).
            if run.coverage == 255 || (!antialias && run.coverage >= 128) {
                if let opaqueWord {
                    CGContext.fillWords(row, with: opaqueWord, count: count)
                    continue
                }
                for index in 0..<count {
                    let destination = row[index]
                    if destination != lastDestination {
                        lastDestination = destination
                        lastResult = blended(destination, weight: 1)
                    }
                    row[index] = lastResult
                }
                continue
            }
            guard antialias, run.coverage > 0 else { continue }
            if let mixWord {
                let weight = Int32(run.coverage)
                for index in 0..<count {
                    row[index] = CGContext.mix(row[index], toward: mixWord, weight: weight)
                }
                continue
            }
            let shape = Float(run.coverage) / 255
            for index in 0..<count { row[index] = blended(row[index], weight: shape) }
        }
    }
}

/// The C library's `wmemset` (a 32-bit `wchar_t` on Linux and Darwin alike), looked up once:
/// Foundation does not bring `wchar.h` into Swift, and the library picks the variant for the CPU.
enum WideFill {
    typealias Function = @convention(c) (UnsafeMutableRawPointer?, Int32, Int) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) static let function: Function? = {
        #if os(Linux)
            let everywhere: UnsafeMutableRawPointer? = nil
        #else
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)
        #endif
        guard MemoryLayout<wchar_t>.size == 4, let symbol = dlsym(everywhere, "wmemset") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
