import Foundation

/// One stored element of a path: the points in the path's own space.
///
/// An enum instead of Core Graphics' element-and-points pair, so that building, transforming and
/// flattening a path never reaches through a pointer.
enum PathSegment: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, end: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
    case close

    /// The segment's points in Core Graphics' element order (controls first, end last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let e): [c, e]
        case .cubic(let c1, let c2, let e): [c1, c2, e]
        case .close: []
        }
    }

    /// The element type Core Graphics reports for the segment.
    var elementType: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The segment with every point mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): .move(p.applying(transform))
        case .line(let p): .line(p.applying(transform))
        case .quad(let c, let e): .quad(control: c.applying(transform), end: e.applying(transform))
        case .cubic(let c1, let c2, let e):
            .cubic(
                control1: c1.applying(transform), control2: c2.applying(transform), end: e.applying(transform)
            )
        case .close: .close
        }
    }

    /// Whether every coordinate is finite (point by point: ``points`` makes an array, and every
    /// element a path takes is checked).
    var isFinite: Bool {
        @inline(__always) func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .move(let p), .line(let p): return finite(p)
        case .quad(let c, let e): return finite(c) && finite(e)
        case .cubic(let c1, let c2, let e): return finite(c1) && finite(c2) && finite(e)
        case .close: return true
        }
    }
}
