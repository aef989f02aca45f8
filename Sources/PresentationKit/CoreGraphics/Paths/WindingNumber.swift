import Foundation

/// Point-in-polygon by winding number over flattened subpaths (each closed for filling).
enum WindingNumber {
    static func isInside(_ point: CGPoint, _ lines: [Polyline], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for line in lines where line.points.count > 1 {
            let points = line.points
            for i in 0..<points.count {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                if onSegment(point, a, b) { return true }
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Positive when `p` is left of the directed line from `a` to `b`.
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    private static func onSegment(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Bool {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { return p == a }
        guard abs(cross(a, b, p)) / length < 1e-9 * max(1, length) else { return false }
        return p.x >= min(a.x, b.x) - 1e-9 && p.x <= max(a.x, b.x) + 1e-9 && p.y >= min(a.y, b.y) - 1e-9
            && p.y <= max(a.y, b.y) + 1e-9
    }
}
