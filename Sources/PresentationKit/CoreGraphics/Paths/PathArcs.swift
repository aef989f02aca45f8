import Foundation

/// Circular and elliptical arcs as cubic Bézier curves, the way Core Graphics stores them.
enum PathArcs {
    /// The cubic pieces of the arc of `radius` around `center` from `start` through a signed
    /// `sweep` (radians, positive counter-clockwise in a y-up space), each at most a quarter
    /// turn. A quarter-turn piece uses the control distance `4/3·tan(θ/4)·r`, whose midpoint
    /// lies exactly on the circle; the radial error is below 0.03 % of the radius.
    static func cubics(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [PathSegment] {
        guard sweep != 0 else { return [] }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var result: [PathSegment] = []
        result.reserveCapacity(count)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (s0, c0) = (sin(angle), cos(angle))
            let (s1, c1) = (sin(next), cos(next))
            result.append(
                .cubic(
                    control1: CGPoint(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0),
                    control2: CGPoint(x: center.x + radius * c1 + k * s1, y: center.y + radius * s1 - k * c1),
                    end: CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)))
            angle = next
        }
        return result
    }

    /// The signed sweep Core Graphics draws from `start` to `end`: counter-clockwise (increasing
    /// angles) unless `clockwise`, reduced to at most one full turn.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if clockwise {
            if delta <= -turn { return -turn }
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
            if delta == -turn { delta = 0 }
            return delta
        } else {
            if delta >= turn { return turn }
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
            if delta == turn { delta = 0 }
            return delta
        }
    }

    /// A point on the circle.
    static func point(center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
