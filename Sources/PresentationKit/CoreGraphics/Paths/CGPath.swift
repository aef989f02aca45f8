import Foundation

/// An immutable graphics path: lines and curves in subpaths, as in Core Graphics.
///
/// Build one with ``CGMutablePath`` or the rectangle, ellipse and rounded-rectangle
/// initializers; read it with ``applyWithBlock(_:)``, ``boundingBox`` and
/// ``contains(_:using:transform:)``; draw it with ``CGContext`` or a `CAShapeLayer`.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in the path's own coordinates.
    var segments: [PathSegment]

    init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// Creates a path holding one closed rectangle, started at its minimum corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a path holding one closed ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a path holding one closed rectangle whose corners are quarter ellipses of
    /// `cornerWidth` by `cornerHeight`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    // MARK: Copies

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// An immutable copy with every point mapped by `transform` (none when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(segments: transformed(by: transform?.pointee ?? .identity))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// A mutable copy with every point mapped by `transform` (none when nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(segments: transformed(by: transform?.pointee ?? .identity))
    }

    func transformed(by transform: CGAffineTransform) -> [PathSegment] {
        transform == .identity ? segments : segments.map { $0.applying(transform) }
    }

    // MARK: Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path. After a close it is the
    /// start of the closed subpath.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                start = p
                current = p
            case .close: current = start
            default: current = segment.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: segments.lazy.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn: curves' extremes rather than their
    /// control points; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        var start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                points.append(p)
                start = p
                last = p
            case .line(let p):
                points.append(p)
                last = p
            case .quad(let c, let e):
                points.append(e)
                points.append(contentsOf: CurveExtremes.quadratic(last, c, e))
                last = e
            case .cubic(let c1, let c2, let e):
                points.append(e)
                points.append(contentsOf: CurveExtremes.cubic(last, c1, c2, e))
                last = e
            case .close: last = start
            }
        }
        return Self.bounds(of: points)
    }

    static func bounds<S: Sequence>(of points: S) -> CGRect where S.Element == CGPoint {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether filling the path (each subpath closed) with `rule` covers `point`, the path first
    /// mapped by `transform`. Points exactly on an edge count as inside.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let box = boundingBoxOfPath
        guard !box.isNull else { return false }
        let tolerance = max(box.width, box.height, 1) * 1e-4
        let lines = PathFlattening.polylines(transformed(by: transform), tolerance: tolerance)
        return WindingNumber.isInside(point, lines, rule: rule)
    }

    /// Whether the path is exactly one rectangle (a move and three or four lines along the axes,
    /// closed); if so and `rect` is given, it receives the rectangle.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        var closed = false
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where !closed: points.append(p)
            case .close where !closed: closed = true
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4, closed || segments.count == 5 else { return false }
        let horizontalFirst = points[0].y == points[1].y
        for i in 0..<4 {
            let a = points[i]
            let b = points[(i + 1) % 4]
            let horizontal = (i % 2 == 0) == horizontalFirst
            guard horizontal ? a.y == b.y && a.x != b.x : a.x == b.x && a.y != b.y else { return false }
        }
        rect?.pointee = Self.bounds(of: points)
        return true
    }

    // MARK: Elements

    /// Calls `block` with every element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        for segment in segments {
            for (index, point) in segment.points.enumerated() { storage[index] = point }
            var element = CGPathElement(type: segment.elementType, points: storage)
            block(&element)
        }
    }

    /// Calls `function` with `info` and every element in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // MARK: Equality

    /// Whether both paths have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    public var description: String {
        "CGPath("
            + segments.map { "\($0.elementType) \($0.points.map { "(\($0.x), \($0.y))" })" }.joined(
                separator: ", ")
            + ")"
    }
}
