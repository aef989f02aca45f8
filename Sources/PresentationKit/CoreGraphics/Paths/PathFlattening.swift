import Foundation

/// A subpath turned into straight lines: what filling, hit testing, dashing and measuring see.
struct Polyline: Sendable {
    var points: [CGPoint]
    /// Whether the subpath ended with a close element (its last point joins its first).
    var isClosed: Bool
}

/// Turns curves into lines close enough that no point of the line is farther than `tolerance`
/// from the curve.
///
/// The number of pieces comes from the curve's second differences: a quadratic or cubic Bézier
/// curve split into `n` equal parameter steps deviates from its chords by at most
/// `(1/8)·max|B''|/n²`, and `max|B''|` is bounded by the control polygon's second differences
/// (times 2 for quadratics, 6 for cubics), so `n = ceil(sqrt(bound / (8·tolerance)))` suffices.
enum PathFlattening {
    static func polylines(_ segments: [PathSegment], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        var last = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                current = [p]
                start = p
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quad(let c, let e):
                if current.isEmpty { current = [last] }
                // Room for the curve's points at once (a flattened circle is hundreds of them).
                makeRoom(in: &current, for: quadPieces(from: last, c, e, tolerance: tolerance))
                forEachQuadPoint(from: last, c, e, tolerance: tolerance) { current.append($0) }
                last = e
            case .cubic(let c1, let c2, let e):
                if current.isEmpty { current = [last] }
                makeRoom(in: &current, for: cubicPieces(from: last, c1, c2, e, tolerance: tolerance))
                forEachCubicPoint(from: last, c1, c2, e, tolerance: tolerance) { current.append($0) }
                last = e
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// Pieces for a curve whose second derivative is at most `bound`, capped so a wild control
    /// point cannot make millions of them.
    /// Calls `emit` with the ends of the straight pieces that follow the quadratic curve from `p0`
    /// (control `c`, end `e`) within `tolerance`; the last one is `e` itself.
    @inline(__always)
    static func forEachQuadPoint(
        from p0: CGPoint, _ c: CGPoint, _ e: CGPoint, tolerance: CGFloat, _ emit: (CGPoint) -> Void
    ) {
        let steps = quadPieces(from: p0, c, e, tolerance: tolerance)
        for i in 1..<steps {
            let t = CGFloat(i) / CGFloat(steps)
            let u = 1 - t
            emit(
                CGPoint(
                    x: u * u * p0.x + 2 * u * t * c.x + t * t * e.x,
                    y: u * u * p0.y + 2 * u * t * c.y + t * t * e.y))
        }
        emit(e)
    }

    /// Calls `emit` with the ends of the straight pieces that follow the cubic curve from `p0`
    /// (controls `c1`, `c2`, end `e`) within `tolerance`; the last one is `e` itself.
    @inline(__always)
    static func forEachCubicPoint(
        from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint, tolerance: CGFloat,
        _ emit: (CGPoint) -> Void
    ) {
        let steps = cubicPieces(from: p0, c1, c2, e, tolerance: tolerance)
        for i in 1..<steps {
            let t = CGFloat(i) / CGFloat(steps)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let cc = 3 * u * t * t
            let d = t * t * t
            emit(
                CGPoint(
                    x: a * p0.x + b * c1.x + cc * c2.x + d * e.x,
                    y: a * p0.y + b * c1.y + cc * c2.y + d * e.y))
        }
        emit(e)
    }

    /// Room in `points` for `count` more, growing by at least half (a path of many small
    /// curves must not reallocate for each).
    @inline(__always)
    static func makeRoom(in points: inout [CGPoint], for count: Int) {
        let needed = points.count + count
        if needed > points.capacity { points.reserveCapacity(max(needed, points.capacity * 3 / 2)) }
    }

    /// How many straight pieces follow the quadratic curve from `p0` within `tolerance`.
    @inline(__always)
    static func quadPieces(from p0: CGPoint, _ c: CGPoint, _ e: CGPoint, tolerance: CGFloat) -> Int {
        let dx = p0.x - 2 * c.x + e.x
        let dy = p0.y - 2 * c.y + e.y
        return pieces(bound: 2 * (dx * dx + dy * dy).squareRoot(), tolerance: tolerance)
    }

    /// How many straight pieces follow the cubic curve from `p0` within `tolerance`.
    @inline(__always)
    static func cubicPieces(
        from p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ e: CGPoint, tolerance: CGFloat
    ) -> Int {
        let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + e.x, c1.y - 2 * c2.y + e.y)
        return pieces(bound: 6 * max(d1, d2), tolerance: tolerance)
    }

    static func pieces(bound: CGFloat, tolerance: CGFloat) -> Int {
        guard bound.isFinite, tolerance > 0 else { return 1 }
        let n = (bound / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 4096))
    }
}
