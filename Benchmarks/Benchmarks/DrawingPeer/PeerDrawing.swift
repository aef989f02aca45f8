import CCairo
import Foundation
import PresentationKit

// Drawing (issue 29) against cairo, shared by the benchmarks and the coverage check: one path and
// how to paint it, painted by PresentationKit's `CGContext` and by cairo from the same elements.

/// One path and how to paint it (in black, fully opaque).
public struct PeerDrawing {
    public var name: String
    public var path: CGPath
    public var stroke = false
    public var evenOdd = false
    public var lineWidth: CGFloat = 1
    public var cap = CGLineCap.butt
    public var join = CGLineJoin.miter
    public var dash: [CGFloat] = []

    public init(
        _ name: String, path: CGPath, stroke: Bool = false, evenOdd: Bool = false, lineWidth: CGFloat = 1,
        cap: CGLineCap = .butt, join: CGLineJoin = .miter, dash: [CGFloat] = []
    ) {
        self.name = name
        self.path = path
        self.stroke = stroke
        self.evenOdd = evenOdd
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.dash = dash
    }

    /// The path's elements, cubic curves for quadratic ones (as cairo takes them).
    public var elements: [PeerElement] {
        var result: [PeerElement] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                current = p[0]
                start = current
                result.append(PeerElement(type: .moveToPoint, points: [p[0]]))
            case .addLineToPoint:
                current = p[0]
                result.append(PeerElement(type: .addLineToPoint, points: [p[0]]))
            case .addQuadCurveToPoint:
                // The same curve as a cubic: control points two thirds of the way to the quadratic's.
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (p[0].x - current.x), y: current.y + 2 / 3 * (p[0].y - current.y))
                let c2 = CGPoint(x: p[1].x + 2 / 3 * (p[0].x - p[1].x), y: p[1].y + 2 / 3 * (p[0].y - p[1].y))
                current = p[1]
                result.append(PeerElement(type: .addCurveToPoint, points: [c1, c2, p[1]]))
            case .addCurveToPoint:
                current = p[2]
                result.append(PeerElement(type: .addCurveToPoint, points: [p[0], p[1], p[2]]))
            case .closeSubpath:
                current = start
                result.append(PeerElement(type: .closeSubpath, points: []))
            @unknown default: break
            }
        }
        return result
    }

    /// Paints into a `CGContext` whose user space is y-down (see ``peerBitmapContext(width:height:scale:)``).
    public func draw(in context: CGContext) {
        context.addPath(path)
        if stroke {
            context.setLineWidth(lineWidth)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(10)
            context.setLineDash(phase: 0, lengths: dash)
            context.strokePath()
        } else {
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
        }
    }

    /// Paints with cairo (its user space y-down, as the context's), from ``elements`` computed once.
    public func draw(with cr: OpaquePointer, elements: [PeerElement]) {
        cairo_new_path(cr)
        for element in elements {
            let points = element.points
            switch element.type {
            case .moveToPoint: cairo_move_to(cr, points[0].x, points[0].y)
            case .addLineToPoint: cairo_line_to(cr, points[0].x, points[0].y)
            case .addCurveToPoint:
                cairo_curve_to(
                    cr, points[0].x, points[0].y, points[1].x, points[1].y, points[2].x, points[2].y)
            case .closeSubpath: cairo_close_path(cr)
            default: break
            }
        }
        if stroke {
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(
                cr,
                cap == .round
                    ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(
                cr,
                join == .round
                    ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, 10)
            let lengths = dash.map(Double.init)
            cairo_set_dash(cr, lengths, Int32(lengths.count), 0)
            cairo_stroke(cr)
        } else {
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }
}

/// One path element as cairo takes it (no quadratic curves).
public struct PeerElement {
    public var type: CGPathElementType
    public var points: [CGPoint]
}
