import Foundation

/// A path cut into dashes: the painted stretches of a dash pattern, each an open subpath.
///
/// Curves are flattened first (within `tolerance`); the pattern runs on across the pieces of a
/// subpath, including a closed subpath's closing line, and starts again at every subpath, as in
/// Core Graphics.
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
                            result.append(.move(from))
                            drawing = true
                        }
                        result.append(.line(to))
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
        }
        return result
    }

    private static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
