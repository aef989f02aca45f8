import CFreeType
import Foundation

/// A path in FreeType's outline form: 26.6 points, on-curve and control tags, contour ends.
///
/// Curves are flattened into lines first (see ``flatness``). FreeType counts an outline's points
/// in a `short`, so a longer path is cut into several outlines at subpath boundaries
/// (``chunks(of:)``); each is rasterized on its own.
struct OutlineBuilder {
    private(set) var points: [FT_Vector] = []
    private var tags: [CChar] = []
    private var contours: [Int16] = []

    /// The most points one outline holds.
    static let pointLimit = Int(Int16.max) - 8

    /// How far flattened curves may stray from the true curve, in device pixels. FreeType's own
    /// curve splitting strays up to about 1/20 of a pixel, which shows as a circle 0.6 % too
    /// large or small in area; flattening here first keeps edges within 1/50 of a pixel.
    static let flatness: CGFloat = 0.02

    /// The path, curves flattened, cut into outlines of at most ``pointLimit`` points each.
    static func chunks(of segments: [PathSegment]) -> [OutlineBuilder] {
        var result: [OutlineBuilder] = []
        var current = OutlineBuilder()
        for line in PathFlattening.polylines(segments, tolerance: flatness) where line.points.count > 1 {
            if current.points.count + line.points.count > pointLimit, !current.points.isEmpty {
                result.append(current)
                current = OutlineBuilder()
            }
            for point in line.points.prefix(pointLimit) {
                current.points.append(vector(point))
                current.tags.append(CChar(FT_CURVE_TAG_ON))
            }
            current.contours.append(Int16(current.points.count - 1))
        }
        if !current.points.isEmpty { result.append(current) }
        return result
    }

    private static func vector(_ p: CGPoint) -> FT_Vector {
        let limit = OutlineRasterizer.coordinateLimit
        let x = min(max(p.x, -limit), limit) * OutlineRasterizer.subpixels
        let y = min(max(p.y, -limit), limit) * OutlineRasterizer.subpixels
        return FT_Vector(x: FT_Pos(x.rounded()), y: FT_Pos(y.rounded()))
    }

    /// Calls `body` with a FreeType outline over this builder's arrays.
    mutating func withOutline<R>(evenOdd: Bool, _ body: (UnsafeMutablePointer<FT_Outline>) -> R) -> R {
        let pointCount = Int16(points.count)
        let contourCount = Int16(contours.count)
        return points.withUnsafeMutableBufferPointer { points in
            tags.withUnsafeMutableBufferPointer { tags in
                contours.withUnsafeMutableBufferPointer { contours in
                    var outline = FT_Outline(
                        n_contours: contourCount, n_points: pointCount, points: points.baseAddress,
                        tags: tags.baseAddress, contours: contours.baseAddress,
                        flags: evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0)
                    return body(&outline)
                }
            }
        }
    }
}
