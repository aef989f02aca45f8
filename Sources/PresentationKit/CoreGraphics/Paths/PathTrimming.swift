import Foundation

/// The part of a path between two fractions of its length, as `CAShapeLayer`'s `strokeStart` and
/// `strokeEnd` choose it.
///
/// The length runs across every subpath in order (a closed subpath's closing line included), so
/// 0.5 of a path of two equal subpaths is the end of the first. Curves are flattened first
/// (within `tolerance`); the stretches come back as open subpaths of lines.
enum PathTrimming {
    static func trim(_ segments: [PathSegment], from start: CGFloat, to end: CGFloat, tolerance: CGFloat)
        -> [PathSegment]
    {
        var lines = PathFlattening.polylines(segments, tolerance: tolerance).map { line -> [CGPoint] in
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            return points
        }
        lines.removeAll { $0.count < 2 }
        let total = lines.reduce(0) { sum, points in sum + length(of: points) }
        guard total > 0, total.isFinite else { return [] }
        let from = max(0, min(start, 1)) * total
        let to = max(0, min(end, 1)) * total
        guard to > from else { return [] }
        var result: [PathSegment] = []
        var travelled: CGFloat = 0
        for points in lines {
            var drawing = false
            for index in 1..<points.count {
                let a = points[index - 1]
                let b = points[index]
                let piece = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += piece }
                let lower = max(from, travelled)
                let upper = min(to, travelled + piece)
                guard upper > lower || (piece == 0 && travelled >= from && travelled <= to) else {
                    drawing = false
                    continue
                }
                let t0 = piece > 0 ? (lower - travelled) / piece : 0
                let t1 = piece > 0 ? (upper - travelled) / piece : 0
                if !drawing {
                    result.append(.move(point(a, b, t0)))
                    drawing = true
                }
                result.append(.line(point(a, b, t1)))
                if upper < travelled + piece { drawing = false }
            }
        }
        return result
    }

    private static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    private static func point(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
