import PresentationKit

/// A convex quadrilateral in device pixels, asked row by row which pixel centres lie at least a
/// given distance inside (or within a given distance outside) it.
///
/// A projected layer's shape is evaluated per pixel through the inverse mapping; most of those
/// pixels are far from any edge, where the answer is known: fully covered inside, empty outside.
/// The quad (the projected rectangle, exact because a homography maps lines to lines) tells each
/// row where those stretches are, so only pixels near an edge are evaluated.
struct ConvexQuad {
    /// Each edge's line as `a·x + b·y + c`, the signed distance to it, positive inside.
    private let edges: [(a: Double, b: Double, c: Double)]

    /// The quad with corners `points` in order around it (either direction); nil when they do not
    /// make a convex quadrilateral with area.
    init?(_ points: [(x: Double, y: Double)]) {
        guard points.count == 4 else { return nil }
        let centreX = points.map(\.x).reduce(0, +) / 4
        let centreY = points.map(\.y).reduce(0, +) / 4
        var edges: [(a: Double, b: Double, c: Double)] = []
        for index in 0..<4 {
            let p = points[index]
            let q = points[(index + 1) % 4]
            let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
            guard length > 1e-9, length.isFinite else { return nil }
            var a = -(q.y - p.y) / length
            var b = (q.x - p.x) / length
            var c = -(a * p.x + b * p.y)
            if a * centreX + b * centreY + c < 0 { (a, b, c) = (-a, -b, -c) }
            edges.append((a, b, c))
        }
        // Convex with area: every corner is strictly inside the two edges it does not touch.
        for index in 0..<4 {
            let p = points[index]
            for edge in [edges[(index + 1) % 4], edges[(index + 2) % 4]] {
                guard edge.a * p.x + edge.b * p.y + edge.c > 1e-9 else { return nil }
            }
        }
        self.edges = edges
    }

    /// The x range of the points on the horizontal line at `y` whose distance inside every edge is
    /// at least `margin` (a negative margin reaches outside the quad); nil when there are none.
    func interval(atY y: Double, margin: Double) -> (Double, Double)? {
        var low = -Double.infinity
        var high = Double.infinity
        for edge in edges {
            // a·x ≥ margin − b·y − c
            let bound = margin - edge.b * y - edge.c
            if abs(edge.a) < 1e-12 {
                if bound > 0 { return nil }
            } else if edge.a > 0 {
                low = max(low, bound / edge.a)
            } else {
                high = min(high, bound / edge.a)
            }
        }
        return low <= high ? (low, high) : nil
    }
}

/// The columns of one row that a projected shape may touch and, within them, the columns it
/// covers fully.
struct RowExtent {
    /// Pixels outside `outer` are not covered at all.
    var outer: Range<Int>
    /// Pixels inside are covered fully (empty when unknown).
    var inner: Range<Int>
}
