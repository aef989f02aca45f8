import CFreeType
import Foundation

/// Paths into anti-aliased coverage, and stroke outlines, by FreeType's outline rasterizer and
/// stroker.
///
/// FreeType's "smooth" rasterizer computes each pixel's exact covered area for lines and Bézier
/// curves with both fill rules, and its stroker offsets curves with Core Graphics' caps and
/// joins; both are what the text renderer already links. One library instance serves every
/// context, behind a lock, because FreeType objects must not be used from two threads at once.
final class OutlineRasterizer: @unchecked Sendable {
    static let shared = OutlineRasterizer()

    private let lock = NSLock()
    private var library: FT_Library?

    private init() {
        var handle: FT_Library?
        if FT_Init_FreeType(&handle) == 0 { library = handle }
    }

    /// FreeType's 26.6 fixed point: device coordinates are multiplied by this.
    static let subpixels: CGFloat = 64
    /// Coordinates beyond this many pixels are clamped so FreeType's arithmetic cannot overflow.
    static let coordinateLimit: CGFloat = 4_194_304

    /// The spans filling `segments` (device space, y-up pixels) with `rule`, inside `clip`
    /// (pixel columns and rows, bottom-up).
    func fill(
        _ segments: [PathSegment], rule: CGPathFillRule,
        clip: (x: Int32, y: Int32, width: Int32, height: Int32)
    ) -> [CoverageSpan] {
        guard clip.width > 0, clip.height > 0 else { return [] }
        var collector = SpanCollector()
        lock.lock()
        defer { lock.unlock() }
        guard let library else { return [] }
        for var outline in OutlineBuilder.chunks(of: segments) {
            outline.withOutline(evenOdd: rule == .evenOdd) { ftOutline in
                withUnsafeMutablePointer(to: &collector) { user in
                    var params = FT_Raster_Params()
                    params.flags = Int32(FT_RASTER_FLAG_AA | FT_RASTER_FLAG_DIRECT | FT_RASTER_FLAG_CLIP)
                    params.gray_spans = { y, count, spans, user in
                        guard let spans, let user else { return }
                        let collector = user.assumingMemoryBound(to: SpanCollector.self)
                        for i in 0..<Int(count) {
                            let span = spans[i]
                            collector.pointee.spans.append(
                                CoverageSpan(
                                    y: y, x: Int32(span.x), length: Int32(span.len), coverage: span.coverage))
                        }
                    }
                    params.user = UnsafeMutableRawPointer(user)
                    params.clip_box = FT_BBox(
                        xMin: FT_Pos(clip.x), yMin: FT_Pos(clip.y), xMax: FT_Pos(clip.x + clip.width),
                        yMax: FT_Pos(clip.y + clip.height))
                    params.source = UnsafeRawPointer(ftOutline)
                    _ = FT_Outline_Render(library, ftOutline, &params)
                }
            }
        }
        return collector.spans
    }

    /// The outline of `segments` stroked with `style`, as closed subpaths to fill with the
    /// nonzero rule, in the same space as `segments` (scaled to keep FreeType's 1/64 precision
    /// fine enough: callers pass coordinates of at least device size).
    func strokeOutline(_ segments: [PathSegment], style: StrokeStyle) -> [PathSegment] {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { return [] }
        var stroker: FT_Stroker?
        guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return [] }
        defer { FT_Stroker_Done(stroker) }
        let radius = FT_Fixed((style.width / 2 * Self.subpixels).rounded())
        guard radius > 0 else { return [] }
        let cap: FT_Stroker_LineCap =
            switch style.cap {
            case .butt: FT_STROKER_LINECAP_BUTT
            case .round: FT_STROKER_LINECAP_ROUND
            case .square: FT_STROKER_LINECAP_SQUARE
            }
        let join: FT_Stroker_LineJoin =
            switch style.join {
            case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
            case .round: FT_STROKER_LINEJOIN_ROUND
            case .bevel: FT_STROKER_LINEJOIN_BEVEL
            }
        let miter = FT_Fixed((max(style.miterLimit, 1) * 65536).rounded())
        FT_Stroker_Set(stroker, radius, cap, join, miter)
        StrokerFeeder.feed(segments, to: stroker)
        var pointCount: FT_UInt = 0
        var contourCount: FT_UInt = 0
        guard FT_Stroker_GetCounts(stroker, &pointCount, &contourCount) == 0, pointCount > 0,
            pointCount < FT_UInt(Int16.max), contourCount < FT_UInt(Int16.max)
        else { return [] }
        var outline = FT_Outline()
        guard FT_Outline_New(library, pointCount, Int32(contourCount), &outline) == 0 else { return [] }
        defer { FT_Outline_Done(library, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(stroker, &outline)
        return OutlineReader.segments(of: &outline)
    }
}

/// How a path is stroked: the line's width and how its ends and corners are drawn.
struct StrokeStyle: Sendable, Equatable {
    var width: CGFloat
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
}

private struct SpanCollector {
    var spans: [CoverageSpan] = []
}
