import Foundation

/// The outline of a stroked polyline (curves flattened before it comes here): closed polygons to
/// fill with the nonzero rule.
///
/// Each subpath becomes one polygon when open (its left side forward, the end cap, its right side
/// back, the start cap) and two when closed (the left side, and the right side reversed, so the
/// hole inside a ring winds to zero). Each side is the pieces offset by half the width; at a
/// corner the outer side gets the join (miter tip, arc or bevel) and the inner side the point
/// where the two offset lines cross, when both pieces are long enough to reach it, else a
/// straight step to the next piece's offset (a small loop inside the stroke, which the nonzero
/// rule fills). Done in doubles: FreeType's stroker, which this replaces for strokes a context
/// paints, took a fifth of the drawn sheet's time turning its rings' 340 pieces a circle into
/// outlines in 1/64-pixel fixed point with CORDIC angles (Benchmarks/README.md).
enum PolylineStroker {
    /// The outline of `polylines` stroked with `style`, round joins and caps within `tolerance` of
    /// their arcs: `contour` is called with each closed polygon (its last point joins its first).
    static func outline(
        _ polylines: [Polyline], style: StrokeStyle, tolerance: CGFloat,
        contour: (UnsafeBufferPointer<SIMD2<Double>>) -> Void
    ) {
        let radius = Double(style.width) / 2
        guard radius > 0, radius.isFinite else { return }
        var stroker = Builder(
            radius: radius, cap: style.cap, join: style.join, miterLimit: max(Double(style.miterLimit), 1),
            tolerance: max(Double(tolerance), 1e-6))
        for polyline in polylines {
            stroker.subpath(polyline.points, closed: polyline.isClosed, contour: contour)
        }
    }

    /// The outline as path segments: each polygon a closed subpath, mapped by `transform`.
    static func outlineSegments(
        _ polylines: [Polyline], style: StrokeStyle, tolerance: CGFloat, transform: CGAffineTransform
    ) -> [PathSegment] {
        var result: [PathSegment] = []
        outline(polylines, style: style, tolerance: tolerance) { points in
            // Room for the polygon, growing by at least half (a dashed path is many polygons).
            let needed = result.count + points.count + 1
            if needed > result.capacity { result.reserveCapacity(max(needed, result.capacity * 3 / 2)) }
            for (index, p) in points.enumerated() {
                let point = CGPoint(x: p.x, y: p.y).applying(transform)
                result.append(index == 0 ? .move(point) : .line(point))
            }
            result.append(.close)
        }
        return result
    }

    /// Whether two points fall on the same 1/64-pixel position.
    @inline(__always)
    static func same(_ a: CGPoint, _ b: CGPoint) -> Bool {
        // Points a 64th or more apart on either axis never round to the same position: decided
        // without rounding (a call into the C library on this target), as for nearly every piece.
        if abs(a.x - b.x) * 64 >= 1 || abs(a.y - b.y) * 64 >= 1 { return false }
        return (a.x * 64).rounded() == (b.x * 64).rounded() && (a.y * 64).rounded() == (b.y * 64).rounded()
    }

    private struct Builder {
        let radius: Double
        let cap: CGLineCap
        let join: CGLineJoin
        let miterLimit: Double
        /// The largest angle one chord of a round join or cap may span.
        let arcStep: Double
        // Reused between subpaths.
        var p: [SIMD2<Double>] = []
        var contourPoints: [SIMD2<Double>] = []
        var left: [SIMD2<Double>] = []
        var right: [SIMD2<Double>] = []
        var directions: [SIMD2<Double>] = []
        var lengths: [Double] = []

        init(radius: Double, cap: CGLineCap, join: CGLineJoin, miterLimit: Double, tolerance: Double) {
            self.radius = radius
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
            // A chord spanning angle a strays r·(1 − cos(a/2)) from its arc.
            let cosine = max(1 - tolerance / radius, -1)
            arcStep = max(2 * acos(cosine), 1e-3)
        }

        mutating func subpath(
            _ points: [CGPoint], closed: Bool, contour: (UnsafeBufferPointer<SIMD2<Double>>) -> Void
        ) {
            // Pieces shorter than a 64th of a pixel are left out, as the FreeType stroker (which
            // saw coordinates in 1/64 steps) left them out: they have no direction to offset.
            // Room for a side a point (and a few for joins) at once: grown a point at a time, the
            // six buffers took a reallocation each for every doubling of a flattened circle.
            p.removeAll(keepingCapacity: true)
            p.reserveCapacity(points.count)
            var last: CGPoint?
            for point in points {
                if let last, PolylineStroker.same(last, point) { continue }
                p.append(SIMD2(Double(point.x), Double(point.y)))
                last = point
            }
            if closed, p.count > 1, let first = points.first, let last, PolylineStroker.same(first, last) {
                p.removeLast()
            }
            guard p.count > 1 else { return }
            let pieceCount = closed ? p.count : p.count - 1
            directions.removeAll(keepingCapacity: true)
            directions.reserveCapacity(pieceCount)
            lengths.removeAll(keepingCapacity: true)
            lengths.reserveCapacity(pieceCount)
            for i in 0..<pieceCount {
                let delta = p[(i + 1) % p.count] - p[i]
                let length = (delta * delta).sum().squareRoot()
                directions.append(delta / length)
                lengths.append(length)
            }
            left.removeAll(keepingCapacity: true)
            left.reserveCapacity(p.count + 8)
            right.removeAll(keepingCapacity: true)
            right.reserveCapacity(p.count + 8)
            if closed {
                let last = pieceCount - 1
                left.append(p[0] + radius * normal(directions[last]))
                right.append(p[0] - radius * normal(directions[last]))
                for i in 0..<pieceCount {
                    corner(at: p[i], from: i == 0 ? last : i - 1, to: i)
                    let end = p[(i + 1) % p.count]
                    left.append(end + radius * normal(directions[i]))
                    right.append(end - radius * normal(directions[i]))
                }
                // The last piece's end is the first corner's start, already first in each side.
                left.removeLast()
                right.removeLast()
                left.withUnsafeBufferPointer(contour)
                right.reverse()
                right.withUnsafeBufferPointer(contour)
            } else {
                left.append(p[0] + radius * normal(directions[0]))
                right.append(p[0] - radius * normal(directions[0]))
                for i in 0..<pieceCount {
                    if i > 0 { corner(at: p[i], from: i - 1, to: i) }
                    left.append(p[i + 1] + radius * normal(directions[i]))
                    right.append(p[i + 1] - radius * normal(directions[i]))
                }
                contourPoints.removeAll(keepingCapacity: true)
                contourPoints.reserveCapacity(left.count + right.count + 8)
                contourPoints.append(contentsOf: left)
                appendCap(at: p[p.count - 1], direction: directions[pieceCount - 1], to: &contourPoints)
                contourPoints.append(contentsOf: right.reversed())
                appendCap(at: p[0], direction: -directions[0], to: &contourPoints)
                contourPoints.withUnsafeBufferPointer(contour)
            }
        }

        /// The left-hand normal.
        @inline(__always)
        func normal(_ d: SIMD2<Double>) -> SIMD2<Double> { SIMD2(-d.y, d.x) }

        /// The corner at `point` between piece `a` and piece `b`: each side's last point is
        /// piece `a`'s offset end.
        mutating func corner(at point: SIMD2<Double>, from a: Int, to b: Int) {
            let din = directions[a]
            let dout = directions[b]
            let cross = din.x * dout.y - din.y * dout.x
            let dot = (din * dout).sum()
            if cross == 0 && dot > 0 { return }
            let nin = normal(din)
            let nout = normal(dout)
            // A left turn (and a U-turn, whose cross product is +0) has its inside on the left:
            // atan2(cross, dot) > 0, without the call (a corner every piece of a flattened curve).
            let insideLeft = cross > 0 || (cross == 0 && cross.sign == .plus)
            // Inside: the offset lines' crossing, when both pieces reach it (it lies r · tan(turn / 2)
            // = r · |sin| / (1 + cos) along each) and the turn is short of a U-turn by more than
            // 0.0088 rad (cos(3.1328) = −0.99996134).
            let crossing = point + (insideLeft ? radius : -radius) * (nin + nout) / (1 + dot)
            let insideOut = point + (insideLeft ? radius : -radius) * nout
            if dot > -0.999_961_34, lengths[a] * (1 + dot) >= radius * abs(cross),
                lengths[b] * (1 + dot) >= radius * abs(cross)
            {
                if insideLeft { left[left.count - 1] = crossing } else { right[right.count - 1] = crossing }
            } else {
                if insideLeft { left.append(insideOut) } else { right.append(insideOut) }
            }
            // Outside: the join.
            let side: Double = insideLeft ? -1 : 1
            let shape = (join, radius, miterLimit, arcStep)
            // The signed turn, which only a round join needs (a left turn positive, a U-turn π).
            let turn = join == .round ? (insideLeft ? 1 : -1) * atan2(abs(cross), dot) : 0
            if insideLeft {
                Self.appendJoin(
                    shape, at: point, side: side, turn: turn, nin: nin, nout: nout, dot: dot, to: &right)
            } else {
                Self.appendJoin(
                    shape, at: point, side: side, turn: turn, nin: nin, nout: nout, dot: dot, to: &left)
            }
        }

        /// The outer side's join at `point`, from the incoming piece's offset end (the side's
        /// last point) to the outgoing piece's offset start.
        static func appendJoin(
            _ shape: (join: CGLineJoin, radius: Double, miterLimit: Double, arcStep: Double),
            at point: SIMD2<Double>, side: Double, turn: Double, nin: SIMD2<Double>, nout: SIMD2<Double>,
            dot: Double, to border: inout [SIMD2<Double>]
        ) {
            let (join, radius, miterLimit, arcStep) = shape
            switch join {
            case .miter:
                // The miter's length over the line width is 1 / cos(half the turn).
                if dot > -1, 2 / (1 + dot) <= miterLimit * miterLimit {
                    // The tip is where the two offset lines cross: it replaces the incoming
                    // piece's offset end, and the outgoing one's offset start lies on the way from
                    // it, so neither is needed (the same polygon with half the edges).
                    border[border.count - 1] = point + side * radius * (nin + nout) / (1 + dot)
                    return
                }
            case .round:
                let steps = Int((abs(turn) / arcStep).rounded(.up))
                if steps > 1 {
                    let start = side * nin
                    for i in 1..<steps {
                        let angle = turn * Double(i) / Double(steps)
                        let (s, c) = (sin(angle), cos(angle))
                        border.append(
                            point + radius * SIMD2(start.x * c - start.y * s, start.x * s + start.y * c))
                    }
                }
            case .bevel:
                break
            }
            border.append(point + side * radius * nout)
        }

        /// The cap at `point`, the end of a stroke going in `direction`, from the left side's
        /// offset to the right side's (the contour's last point is the left offset).
        func appendCap(at point: SIMD2<Double>, direction d: SIMD2<Double>, to contour: inout [SIMD2<Double>])
        {
            let n = normal(d)
            switch cap {
            case .butt:
                break
            case .square:
                contour.append(point + radius * (n + d))
                contour.append(point + radius * (d - n))
            case .round:
                let steps = max(Int((Double.pi / arcStep).rounded(.up)), 2)
                for i in 1..<steps {
                    let angle = -Double.pi * Double(i) / Double(steps)
                    let (s, c) = (sin(angle), cos(angle))
                    contour.append(point + radius * SIMD2(n.x * c - n.y * s, n.x * s + n.y * c))
                }
            }
        }
    }
}
