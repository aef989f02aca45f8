import CFreeType
import Foundation

/// Hands a path to FreeType's stroker one subpath at a time, open or closed as the path says.
///
/// Zero-length pieces are left out: the stroker has no direction for them, and Core Graphics
/// draws nothing for them either (apart from caps on a lone point, which are left out here).
enum StrokerFeeder {
    static func feed(_ segments: [PathSegment], to stroker: FT_Stroker) {
        for subpath in Subpath.split(segments) {
            // Compared as FreeType receives them (1/64 pixel): a piece shorter than that reaches
            // the stroker with no length, which FreeType 2.12's stroker can crash on (ending an
            // open subpath whose last piece is such a curve reads outside its border).
            var last = vector(subpath.start)
            var pieces: [PathSegment] = []
            for piece in subpath.pieces {
                let points = piece.points.map(vector)
                guard let end = points.last, points.contains(where: { $0.x != last.x || $0.y != last.y })
                else {
                    continue
                }
                pieces.append(piece)
                last = end
            }
            guard !pieces.isEmpty else { continue }
            var start = vector(subpath.start)
            FT_Stroker_BeginSubPath(stroker, &start, subpath.isClosed ? 0 : 1)
            for piece in pieces {
                switch piece {
                case .line(let p):
                    var to = vector(p)
                    FT_Stroker_LineTo(stroker, &to)
                case .quad(let c, let e):
                    var control = vector(c)
                    var to = vector(e)
                    FT_Stroker_ConicTo(stroker, &control, &to)
                case .cubic(let c1, let c2, let e):
                    var control1 = vector(c1)
                    var control2 = vector(c2)
                    var to = vector(e)
                    FT_Stroker_CubicTo(stroker, &control1, &control2, &to)
                case .move, .close: break
                }
            }
            FT_Stroker_EndSubPath(stroker)
        }
    }

    private static func vector(_ p: CGPoint) -> FT_Vector {
        let limit = OutlineRasterizer.coordinateLimit
        return FT_Vector(
            x: FT_Pos((min(max(p.x, -limit), limit) * OutlineRasterizer.subpixels).rounded()),
            y: FT_Pos((min(max(p.y, -limit), limit) * OutlineRasterizer.subpixels).rounded()))
    }
}
