import Foundation

/// Rounded rectangles whose corners bend with continuous curvature, as iOS draws
/// `UIBezierPath(roundedRect:cornerRadius:)` and layers with `cornerCurve = .continuous`
/// (Behaviour 18.25).
///
/// Apple documents no curve. What is publicly reported is its shape: a circular arc in the middle
/// of the corner, reached from each straight edge by a cubic Bézier whose curvature starts at 0, the
/// corner beginning about 1.528665 radii from the corner point. The curve here is ours, built to
/// that description: with smoothing ξ = 0.528665 the corner reaches (1 + ξ)·r along each edge; the
/// arc (radius r, centred r in from both edges) spans 90° · (1 − ξ) about the corner's diagonal; each
/// cubic starts on the edge, has both control points on the edge line (so its curvature is 0 where
/// it leaves the edge) and meets the arc along its tangent, the first control point two thirds of
/// the way to the second. When the extent does not fit in half the shorter side the smoothing
/// shrinks to make it fit, down to circular corners of at most half the shorter side (a capsule).
package enum ContinuousCorners {
    /// How much longer than the radius a corner reaches along each edge, less one.
    package static let smoothing: CGFloat = 0.528665

    /// A closed rounded rectangle running clockwise on screen (y down) from the top-left corner's
    /// end, `corners` rounded by `radius` with continuous corners.
    package static func path(
        roundedRect rect: CGRect, radius: CGFloat, corners: UIRectCorner = .allCorners
    ) -> CGMutablePath {
        let path = CGMutablePath()
        add(to: path, roundedRect: rect, radius: radius, corners: corners)
        return path
    }

    /// Adds the rounded rectangle of ``path(roundedRect:radius:corners:)`` to `path`.
    package static func add(
        to path: CGMutablePath, roundedRect rect: CGRect, radius: CGFloat, corners: UIRectCorner = .allCorners
    ) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, radius.isFinite else { return }
        let half = min(r.width, r.height) / 2
        var radius = max(0, radius)
        var smoothing = smoothing
        if radius >= half {
            radius = half
            smoothing = 0
        } else if radius > 0 {
            smoothing = min(smoothing, half / radius - 1)
        }
        // Travel directions along the four edges, clockwise on screen from the top edge.
        let directions = [
            CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1),
        ]
        let cornerPoints = [
            CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.minX, y: r.minY),
        ]
        let rounded: [Bool] = [
            corners.contains(.topRight), corners.contains(.bottomRight), corners.contains(.bottomLeft),
            corners.contains(.topLeft),
        ]
        let extent = radius * (1 + smoothing)
        // Start where the top-left corner ends.
        let start =
            rounded[3] && radius > 0 ? CGPoint(x: r.minX + extent, y: r.minY) : CGPoint(x: r.minX, y: r.minY)
        path.move(to: start)
        for index in 0..<4 {
            let corner = cornerPoints[index]
            guard rounded[index], radius > 0 else {
                path.addLine(to: corner)
                continue
            }
            addCorner(
                to: path, at: corner, incoming: directions[index], outgoing: directions[(index + 1) % 4],
                radius: radius, smoothing: smoothing)
        }
        path.closeSubpath()
    }

    /// Adds a line to where the corner at `corner` begins on the incoming edge, then the corner to
    /// where it ends on the outgoing edge.
    private static func addCorner(
        to path: CGMutablePath, at corner: CGPoint, incoming u: CGPoint, outgoing v: CGPoint, radius: CGFloat,
        smoothing: CGFloat
    ) {
        // A point as a · u + b · v from the corner.
        func point(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
            CGPoint(x: corner.x + a * u.x + b * v.x, y: corner.y + a * u.y + b * v.y)
        }
        let extent = radius * (1 + smoothing)
        // α: how far the arc's ends turn from the edges' own directions.
        let alpha = CGFloat.pi / 4 * smoothing
        let (sinA, cosA) = (sin(alpha), cos(alpha))
        // The arc's centre is (−r, r); its start, the point where the tangent has turned by α.
        let arcStart = (a: -radius + radius * sinA, b: radius - radius * cosA)
        // The second control point: back along that tangent to the edge line (b = 0).
        let back = radius * tan(alpha / 2)
        let control2 = (a: arcStart.a - back * cosA, b: arcStart.b - back * sinA)
        let control1 = (a: -extent + (control2.a + extent) * 2 / 3, b: CGFloat(0))
        path.addLine(to: point(-extent, 0))
        if smoothing > 0 {
            path.addCurve(
                to: point(arcStart.a, arcStart.b), control1: point(control1.a, control1.b),
                control2: point(control2.a, control2.b))
        }
        // The arc, turning clockwise on screen (with y down, increasing angles) from the start.
        let centre = point(-radius, radius)
        let startPoint = point(arcStart.a, arcStart.b)
        let startAngle = atan2(startPoint.y - centre.y, startPoint.x - centre.x)
        path.addRelativeArc(
            center: centre, radius: radius, startAngle: startAngle, delta: .pi / 2 - 2 * alpha)
        if smoothing > 0 {
            // The mirror image across the corner's diagonal: (a, b) → (−b, −a).
            path.addCurve(
                to: point(0, extent), control1: point(-control2.b, -control2.a),
                control2: point(-control1.b, -control1.a))
        }
    }
}
