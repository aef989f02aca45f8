import Foundation

/// The points where a Bézier curve turns in x or y, for tight bounding boxes.
enum CurveExtremes {
    /// The quadratic's points where dx/dt or dy/dt is zero, for t strictly inside (0, 1).
    static func quadratic(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var result: [CGPoint] = []
        for axis in 0..<2 {
            let (a, b, e) = axis == 0 ? (p0.x, c.x, p1.x) : (p0.y, c.y, p1.y)
            let denominator = a - 2 * b + e
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            guard t > 0, t < 1 else { continue }
            let u = 1 - t
            result.append(
                CGPoint(
                    x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                    y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
        return result
    }

    /// The cubic's points where dx/dt or dy/dt is zero, for t strictly inside (0, 1): the roots
    /// of the derivative, a quadratic `a·t² + b·t + c` per axis.
    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var result: [CGPoint] = []
        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let w0 = u * u * u
            let w1 = 3 * u * u * t
            let w2 = 3 * u * t * t
            let w3 = t * t * t
            return CGPoint(
                x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
        }
        for axis in 0..<2 {
            let (v0, v1, v2, v3) = axis == 0 ? (p0.x, c1.x, c2.x, p1.x) : (p0.y, c1.y, c2.y, p1.y)
            let a = 3 * (-v0 + 3 * v1 - 3 * v2 + v3)
            let b = 6 * (v0 - 2 * v1 + v2)
            let c = 3 * (v1 - v0)
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots.append((-b + root) / (2 * a))
                    roots.append((-b - root) / (2 * a))
                }
            }
            for t in roots where t > 0 && t < 1 { result.append(point(t)) }
        }
        return result
    }
}
