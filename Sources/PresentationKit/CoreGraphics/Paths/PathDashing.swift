import Foundation

/// A path cut into dashes: the painted stretches of a dash pattern, each an open subpath.
///
/// Curves are flattened first (within `tolerance`); the pattern runs on across the pieces of a
/// subpath, including a closed subpath's closing line, and starts again at every subpath, as in
/// Core Graphics. On a closed subpath whose pattern is on across its start point, the last dash
/// runs on into the first, so they meet in a join instead of two caps (Behaviour 18.28).
enum PathDashing {
    static func dash(_ segments: [PathSegment], lengths: [CGFloat], phase: CGFloat, tolerance: CGFloat)
        -> [PathSegment]
    {
        let period = lengths.reduce(0, +)
        guard period > 0, period.isFinite else { return segments }
        var result: [PathSegment] = []
        for line in PathFlattening.polylines(segments, tolerance: tolerance) {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Where in the pattern the subpath starts.
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var drawing = false
            // This subpath's dashes, kept apart until its end decides whether the last joins the first.
            var dashes: [PathSegment] = []
            for i in 1..<points.count {
                let a = points[i - 1]
                let b = points[i]
                let length = hypot(b.x - a.x, b.y - a.y)
                var travelled: CGFloat = 0
                while travelled < length {
                    let step = min(remaining, length - travelled)
                    let on = index % 2 == 0
                    let from = interpolate(a, b, travelled / length)
                    let to = interpolate(a, b, (travelled + step) / length)
                    if on {
                        if !drawing {
                            dashes.append(.move(from))
                            drawing = true
                        }
                        dashes.append(.line(to))
                    }
                    travelled += step
                    remaining -= step
                    if remaining <= 1e-9 {
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                        drawing = false
                    }
                }
            }
            result += line.isClosed && drawing ? joiningEnds(dashes, at: points[0]) : dashes
        }
        return result
    }

    /// A closed subpath's dashes when the pattern is still on at its end: if the first dash starts
    /// at the start point too, the last dash continues into it (one dash, joined where the
    /// subpath closes); a single dash all the way round is the closed subpath itself.
    private static func joiningEnds(_ dashes: [PathSegment], at start: CGPoint) -> [PathSegment] {
        func isMove(_ segment: PathSegment) -> Bool { if case .move = segment { true } else { false } }
        guard case .move(let first) = dashes.first, first == start,
            let lastMove = dashes.lastIndex(where: isMove)
        else { return dashes }
        if lastMove == 0 { return dashes + [.close] }
        let firstEnd = dashes[1...].firstIndex(where: isMove) ?? dashes.count
        return Array(dashes[lastMove...]) + dashes[1..<firstEnd] + dashes[firstEnd..<lastMove]
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
