import CCairo
import Foundation
import PresentationKit

// Pixels checked against an independent reference (issue 29): a set of paths with curves, arcs,
// even-odd holes, dashes, joins and caps, filled or stroked in opaque black by `CGContext` and by
// cairo on the same 200 × 200 pixel grid, and every pixel's alpha (its coverage) compared.

/// One drawing of the coverage set and what the check allows it, in alpha levels (0…255) of one
/// pixel against cairo's exact coverage.
public struct CoverageCase {
    public var drawing: PeerDrawing
    /// No pixel may differ from cairo's by more than this.
    public var largest: Int
    /// At most this many pixels may differ by more than ``CoverageCase/edge`` (the plain
    /// tolerance).
    public var outliers: Int
    /// Why the allowance is wider than the plain one, when it is.
    public var reason: String?

    /// The plain tolerance: anti-aliased edges, curves and joins.
    public static let edge = 8

    init(_ drawing: PeerDrawing, largest: Int = CoverageCase.edge, outliers: Int = 0, reason: String? = nil) {
        self.drawing = drawing
        self.largest = largest
        self.outliers = outliers
        self.reason = reason
    }
}

/// The coverage set, 200 × 200 pixels each: fills with curves, arcs, holes (even-odd and
/// winding), continuous corners; strokes with every cap and join, a wide circular arc, dashes.
public func coverageCases() -> [CoverageCase] {
    let curves = CGMutablePath()
    curves.move(to: CGPoint(x: 20.3, y: 180))
    curves.addCurve(
        to: CGPoint(x: 180, y: 170.6), control1: CGPoint(x: 40, y: 10), control2: CGPoint(x: 150, y: 30))
    curves.addQuadCurve(to: CGPoint(x: 60, y: 120), control: CGPoint(x: 120, y: 200))
    let closedCurves = curves.mutableCopy()!
    closedCurves.closeSubpath()
    let arcs = CGMutablePath()
    arcs.addArc(
        center: CGPoint(x: 100.5, y: 100.25), radius: 73.3, startAngle: 0.3, endAngle: 4.9, clockwise: false)
    arcs.addLine(to: CGPoint(x: 100, y: 100))
    arcs.closeSubpath()
    let holes = CGMutablePath()
    holes.addEllipse(in: CGRect(x: 15.5, y: 20.25, width: 170, height: 160))
    holes.addEllipse(in: CGRect(x: 55.7, y: 60.1, width: 90, height: 80))
    holes.addRect(CGRect(x: 90.4, y: 5.2, width: 20, height: 190))
    let zigzag = CGMutablePath()
    zigzag.addLines(between: [
        CGPoint(x: 20, y: 170), CGPoint(x: 60.5, y: 30.3), CGPoint(x: 100, y: 160), CGPoint(x: 140.2, y: 40),
        CGPoint(x: 180, y: 150),
    ])
    let ring = CGPath(ellipseIn: CGRect(x: 30.3, y: 30.6, width: 140, height: 140), transform: nil)
    let progress = UIBezierPath(
        arcCenter: CGPoint(x: 100.3, y: 99.6), radius: 70, startAngle: -.pi / 2, endAngle: .pi,
        clockwise: true
    ).cgPath
    let rounded = UIBezierPath(
        roundedRect: CGRect(x: 20.5, y: 40.25, width: 160, height: 120), cornerRadius: 30
    ).cgPath
    let overlap =
        "FreeType's rasterizer sums each contour's area in a pixel before the fill rule: where edges of two "
        + "contours share a pixel, it over- or under-covers it"
    let dashes =
        "dash ends along curves land up to 0.15 (the circle) and 0.4 (the tighter open curve) pixel from cairo's; "
        + "the pixels they cross differ by that share of a pixel"
    return [
        CoverageCase(PeerDrawing("curves, filled", path: closedCurves)),
        CoverageCase(PeerDrawing("arc sector, filled", path: arcs)),
        CoverageCase(
            PeerDrawing("ellipses and a bar, even-odd", path: holes, evenOdd: true), largest: 110,
            outliers: 24,
            reason: overlap),
        CoverageCase(
            PeerDrawing("ellipses and a bar, winding", path: holes), largest: 60, outliers: 12,
            reason: overlap),
        CoverageCase(PeerDrawing("continuous rounded rect, filled", path: rounded)),
        CoverageCase(
            PeerDrawing("zigzag, 12 wide, butt caps, miter joins", path: zigzag, stroke: true, lineWidth: 12)),
        CoverageCase(
            PeerDrawing(
                "zigzag, 9.5 wide, round caps and joins", path: zigzag, stroke: true, lineWidth: 9.5,
                cap: .round,
                join: .round)),
        CoverageCase(
            PeerDrawing(
                "zigzag, 7 wide, square caps, bevel joins", path: zigzag, stroke: true, lineWidth: 7,
                cap: .square,
                join: .bevel)),
        CoverageCase(
            PeerDrawing("arc, 14 wide, round caps", path: progress, stroke: true, lineWidth: 14, cap: .round)),
        CoverageCase(
            PeerDrawing("curves, 2.5 wide, miter joins", path: closedCurves, stroke: true, lineWidth: 2.5),
            largest: 60,
            outliers: 4,
            reason:
                "the sharp miter where the curve leaves the closing line: its tip follows the flattened curve's first "
                + "chord (within 0.01 pixel of the curve), not the tangent"),
        CoverageCase(
            PeerDrawing(
                "circle, 6.5 wide, dashed 18/7", path: ring, stroke: true, lineWidth: 6.5, dash: [18, 7]),
            largest: 40, outliers: 40, reason: dashes),
        CoverageCase(
            PeerDrawing(
                "open curves, 3.3 wide, round joins, dashed 11/4/2/4", path: curves, stroke: true,
                lineWidth: 3.3,
                join: .round, dash: [11, 4, 2, 4]), largest: 110, outliers: 40, reason: dashes),
    ]
}

/// One drawing's comparison with cairo.
public struct CoverageDifference {
    public var name: String
    /// The largest difference of one pixel's alpha, in levels.
    public var largest: Int
    /// Where it is (column, row from the top).
    public var worstPixel: (x: Int, y: Int)
    /// Pixels more than ``CoverageCase/edge`` levels apart.
    public var outliers: Int
    /// Pixels compared.
    public var compared: Int
    /// Pixels either side covers at all (how much of the grid the drawing touches).
    public var painted: Int
    /// The first pixels (top to bottom) more than ``CoverageCase/edge`` levels apart:
    /// column, row, our alpha, cairo's.
    public var samples: [(x: Int, y: Int, ours: UInt8, cairo: UInt8)] = []
}

/// One drawing painted both ways on a `size` × `size` grid and compared pixel by pixel; with
/// `writingTo`, the two alpha planes are also written there as PNG files (ours above, cairo's below).
public func compareWithCairo(_ drawing: PeerDrawing, size: Int = 200, writingTo folder: String? = nil)
    -> CoverageDifference
{
    do {
        let ours = peerBitmapContext(width: size, height: size)
        drawing.draw(in: ours)
        // cairo at 16 times the resolution, averaged down: the exact coverage to within a level.
        let factor = 16
        let cairo = CairoCanvas(width: size * factor, height: size * factor, scale: Double(factor))
        drawing.draw(with: cairo.cr, elements: drawing.elements)
        let a = peerAlphas(of: ours)
        let b = cairo.alphas(averaging: factor)
        if let folder {
            writeAlphas(
                a + b, width: size, height: 2 * size,
                to: "\(folder)/\(drawing.name.replacingOccurrences(of: "/", with: "-")).png")
        }
        var result = CoverageDifference(
            name: drawing.name, largest: 0, worstPixel: (0, 0), outliers: 0, compared: a.count, painted: 0)
        for index in a.indices {
            let difference = abs(Int(a[index]) - Int(b[index]))
            if difference > result.largest {
                result.largest = difference
                result.worstPixel = (index % size, index / size)
            }
            if difference > CoverageCase.edge {
                result.outliers += 1
                if result.samples.count < 40 {
                    result.samples.append((index % size, index / size, a[index], b[index]))
                }
            }
            if a[index] > 0 || b[index] > 0 { result.painted += 1 }
        }
        return result
    }
}

/// Writes alphas (top row first) as a grey PNG, black where covered, through cairo.
func writeAlphas(_ alphas: [UInt8], width: Int, height: Int, to path: String) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
    for y in 0..<height {
        for x in 0..<width {
            let level = UInt32(255 - alphas[y * width + x])
            data.storeBytes(
                of: level << 16 | level << 8 | level, toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }
    cairo_surface_mark_dirty(surface)
    cairo_surface_write_to_png(surface, path)
}
