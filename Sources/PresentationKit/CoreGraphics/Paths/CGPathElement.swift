import Foundation

/// The kind of one element of a path, as Core Graphics reports it to an applier.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]` and `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its start.
    case closeSubpath = 4
}

/// One element of a path as handed to ``CGPath/applyWithBlock(_:)``: its kind and its points.
///
/// The points are valid only during the call that receives the element, as in Core Graphics.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points: one, two or three of them, by ``type`` (none for `closeSubpath`).
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function ``CGPath/apply(info:function:)`` calls for every element.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// Which points a filled path covers where subpaths overlap.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding: a point is inside when the path winds around it a nonzero number of times.
    case winding = 0
    /// Even–odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// How the ends of open subpaths are drawn when stroked.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end point.
    case butt = 0
    /// A half circle of the line's width closes the end.
    case round = 1
    /// The stroke goes on half the line's width past the end point.
    case square = 2
}

/// How the corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet in a point, or are bevelled where the miter limit is exceeded.
    case miter = 0
    /// A circular arc of the line's width rounds the corner.
    case round = 1
    /// The corner is cut off by a straight line.
    case bevel = 2
}

/// What ``CGContext/drawPath(using:)`` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills with the nonzero winding rule.
    case fill = 0
    /// Fills with the even–odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills with the nonzero winding rule, then strokes.
    case fillStroke = 3
    /// Fills with the even–odd rule, then strokes.
    case eoFillStroke = 4
}
