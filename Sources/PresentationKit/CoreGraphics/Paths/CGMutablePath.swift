import Foundation

/// A graphics path that can be added to, as in Core Graphics.
///
/// Every method takes an optional `transform` applied to the points before they are stored.
/// Bad input (a non-finite coordinate, a line or curve with no current point, a negative
/// radius) is reported as a diagnostic and the element left out, as Core Graphics logs and
/// ignores it.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Whether there is a current point: the path is not empty.
    private var hasCurrentPoint: Bool { !segments.isEmpty }

    private func append(_ segment: PathSegment, _ method: String) {
        guard segment.isFinite else {
            DrawingDiagnostics.report(
                "CGMutablePath.\(method): a coordinate is NaN or infinite, so the element was left out. "
                    + "Check the values the path is built from.")
            return
        }
        if case .move = segment {
        } else if !hasCurrentPoint {
            DrawingDiagnostics.report(
                "CGMutablePath.\(method): the path has no current point, so the element was left out. "
                    + "Start the subpath with move(to:) first.")
            return
        }
        segments.append(segment)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)), "move(to:)")
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)), "addLine(to:)")
    }

    /// Adds a quadratic Bézier curve from the current point to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(
            .quad(control: control.applying(transform), end: end.applying(transform)),
            "addQuadCurve(to:control:)")
    }

    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        append(
            .cubic(
                control1: control1.applying(transform), control2: control2.applying(transform),
                end: end.applying(transform)), "addCurve(to:control1:control2:)")
    }

    /// Closes the current subpath with a line back to its start; nothing when there is none.
    public func closeSubpath() {
        guard let last = segments.last, last != .close else { return }
        segments.append(.close)
    }

    /// Adds a closed rectangle started at its minimum corner, going first along x.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open subpath through `points` (a move to the first, lines to the others).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed ellipse that fits `rect`: four quarter arcs started at the middle of the
    /// right edge, going first towards increasing y.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return append(.move(CGPoint(x: CGFloat.nan, y: 0)), "addEllipse(in:)")
        }
        let unit = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: unit)
        for segment in PathArcs.cubics(center: .zero, radius: 1, start: 0, sweep: 2 * .pi) {
            append(segment.applying(unit), "addEllipse(in:)")
        }
        closeSubpath()
    }

    /// Adds a closed rectangle whose corners are quarter ellipses of `cornerWidth` by
    /// `cornerHeight`. Corner sizes larger than half the rectangle's side are reported and
    /// reduced to it (Core Graphics stops the program instead).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        var rx = cornerWidth
        var ry = cornerHeight
        if rx < 0 || ry < 0 || 2 * rx > r.width || 2 * ry > r.height {
            DrawingDiagnostics.report(
                "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:): corner size \(cornerWidth) × "
                    + "\(cornerHeight) does not fit \(r.width) × \(r.height) (each must be between 0 and half "
                    + "the side); it was clamped.")
            rx = min(max(rx, 0), r.width / 2)
            ry = min(max(ry, 0), r.height / 2)
        }
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let unit = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            for segment in PathArcs.cubics(center: .zero, radius: 1, start: angle, sweep: .pi / 2) {
                append(segment.applying(unit), "addRoundedRect(in:cornerWidth:cornerHeight:)")
            }
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, from: 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, from: .pi)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians from
    /// the positive x axis), going towards decreasing angles when `clockwise` (in Core
    /// Graphics' y-up sense; in UIKit's flipped space that looks counter-clockwise). A line
    /// joins the current point to the arc's start; without one the arc starts a subpath.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathArcs.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArc(
            center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform, "addArc")
    }

    /// Adds an arc of `delta` radians (positive: increasing angles) from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, start: startAngle, sweep: delta, transform: transform,
            "addRelativeArc")
    }

    private func addArc(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform,
        _ method: String
    ) {
        guard radius >= 0, radius.isFinite, start.isFinite, sweep.isFinite else {
            DrawingDiagnostics.report(
                "CGMutablePath.\(method): radius \(radius) and angles must be finite and the radius not "
                    + "negative; the arc was left out.")
            return
        }
        let first = PathArcs.point(center: center, radius: radius, angle: start).applying(transform)
        if hasCurrentPoint { append(.line(first), method) } else { append(.move(first), method) }
        for segment in PathArcs.cubics(center: center, radius: radius, start: start, sweep: sweep) {
            append(segment.applying(transform), method)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from `tangent1End` to `tangent2End`, with a line from the current point to
    /// the arc's start. Where the lines are parallel or the radius is zero it adds a line to
    /// `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard hasCurrentPoint else {
            return append(.line(tangent1End), "addArc(tangent1End:tangent2End:radius:)")
        }
        // The current point is stored transformed; work in untransformed space when possible.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let p1 = tangent1End
        let p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy)
        let l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let cosine = max(-1, min(1, (v1.dx * v2.dx + v1.dy * v2.dy) / (l1 * l2)))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + v1.dx / l1 * distance, y: p1.y + v1.dy / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.dx / l2 * distance, y: p1.y + v2.dy / l2 * distance)
        let bisector = CGVector(dx: v1.dx / l1 + v2.dx / l2, dy: v1.dy / l1 + v2.dy / l2)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centreDistance = radius / sin(half)
        let center = CGPoint(
            x: p1.x + bisector.dx / bisectorLength * centreDistance,
            y: p1.y + bisector.dy / bisectorLength * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        let end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        for segment in PathArcs.cubics(center: center, radius: radius, start: start, sweep: sweep) {
            append(segment.applying(transform), "addArc(tangent1End:tangent2End:radius:)")
        }
    }

    /// Adds every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let added = transform == .identity ? path.segments : path.segments.map { $0.applying(transform) }
        // Every element finite and a current point for the first: each would be taken as it
        // comes, so they are taken at once (a stroke's outline is a thousand lines, each checked
        // and appended alone before).
        let startsAtMove: Bool
        if case .move = added.first { startsAtMove = true } else { startsAtMove = added.isEmpty }
        if (hasCurrentPoint || startsAtMove) && added.allSatisfy(\.isFinite) {
            segments.append(contentsOf: added)
            return
        }
        for segment in added { append(segment, "addPath(_:)") }
    }
}
