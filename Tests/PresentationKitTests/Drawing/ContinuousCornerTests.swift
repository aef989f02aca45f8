import Foundation
import PresentationKit
import Testing

/// The elements of a path as (kind, points) pairs, read through `applyWithBlock`.
func pathElements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
    var result: [(CGPathElementType, [CGPoint])] = []
    path.applyWithBlock { element in
        let count: Int
        switch element.pointee.type {
        case .moveToPoint, .addLineToPoint: count = 1
        case .addQuadCurveToPoint: count = 2
        case .addCurveToPoint: count = 3
        case .closeSubpath: count = 0
        @unknown default: count = 0
        }
        result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
    }
    return result
}

/// The area a closed path encloses, by the shoelace formula over its curves sampled 400 times each
/// (Bézier polynomials evaluated directly, independent of any rasterizer or flattening).
func enclosedArea(_ path: CGPath) -> Double {
    var area = 0.0
    var current = CGPoint.zero
    var start = CGPoint.zero
    func edge(_ a: CGPoint, _ b: CGPoint) { area += Double(a.x * b.y - b.x * a.y) / 2 }
    for (type, points) in pathElements(path) {
        switch type {
        case .moveToPoint:
            current = points[0]
            start = current
        case .addLineToPoint:
            edge(current, points[0])
            current = points[0]
        case .addQuadCurveToPoint, .addCurveToPoint:
            let p0 = current
            var last = p0
            for step in 1...400 {
                let t = CGFloat(step) / 400
                let u = 1 - t
                let point: CGPoint
                if type == .addCurveToPoint {
                    let (c1, c2, end) = (points[0], points[1], points[2])
                    point = CGPoint(
                        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                } else {
                    let (c, end) = (points[0], points[1])
                    point = CGPoint(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * end.x,
                        y: u * u * p0.y + 2 * u * t * c.y + t * t * end.y)
                }
                edge(last, point)
                last = point
            }
            current = last
        case .closeSubpath:
            edge(current, start)
            current = start
        @unknown default: break
        }
    }
    return abs(area)
}

/// Continuous corners (Behaviour 18.25): the curve's defining properties, and the pixels of
/// `UIBezierPath(roundedRect:cornerRadius:)`, `cornerCurve` and `render(in:)`.
@MainActor
struct ContinuousCornerTests {
    /// Behaviour 18.25: each corner leaves the straight edge 1.528665 radii from the corner point,
    /// along a cubic whose control points lie on the edge (curvature 0 there), meets a circular arc
    /// of the radius centred r in from both edges along its tangent, and the arc's middle lies on
    /// the corner's diagonal.
    @Test func theCornerStartsAtTheReportedExtentAndBendsSmoothly() throws {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let r: CGFloat = 20
        let elements = pathElements(UIBezierPath(roundedRect: rect, cornerRadius: r).cgPath)
        // Move, then the top edge's line to where the top-right corner begins.
        #expect(elements[0].0 == .moveToPoint)
        #expect(abs(elements[0].1[0].x - 1.528665 * r) < 1e-9)
        #expect(elements[1].0 == .addLineToPoint)
        let edgeEnd = elements[1].1[0]
        #expect(abs(edgeEnd.x - (200 - 1.528665 * r)) < 1e-9 && edgeEnd.y == 0)
        let cubic = try #require(elements.dropFirst(2).first { $0.0 == .addCurveToPoint })
        // Both control points on the edge line: the curvature is 0 where the curve leaves it.
        #expect(abs(cubic.1[0].y) < 1e-9 && abs(cubic.1[1].y) < 1e-9)
        // The curve ends on the circle of radius r around (180, 20), along its tangent.
        let end = cubic.1[2]
        let centre = CGPoint(x: 180, y: 20)
        let distance = hypot(end.x - centre.x, end.y - centre.y)
        #expect(abs(distance - r) < 1e-9)
        let tangent = CGPoint(x: end.x - cubic.1[1].x, y: end.y - cubic.1[1].y)
        let radial = CGPoint(x: end.x - centre.x, y: end.y - centre.y)
        #expect(abs(tangent.x * radial.x + tangent.y * radial.y) < 1e-9 * hypot(tangent.x, tangent.y) * r)
        // The corner ends as it began, mirrored: on the right edge 1.528665 radii down, from where
        // the right edge's line runs on.
        let index = try #require(
            elements.firstIndex {
                $0.0 == .addLineToPoint && abs($0.1[0].x - 200) < 1e-9
                    && abs($0.1[0].y - (100 - 1.528665 * r)) < 1e-9
            })
        let cornerEnd = elements[index - 1].1.last!
        #expect(abs(cornerEnd.x - 200) < 1e-9 && abs(cornerEnd.y - 1.528665 * r) < 1e-9)
    }

    /// Behaviour 18.25: a radius of half the shorter side or more gives a capsule of circular ends.
    @Test func aLargeRadiusGivesACapsule() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 30)
            .cgPath
        let capsule = 60 * 40 + Double.pi * 20 * 20
        // Arcs are cubic Béziers, up to 0.03 % outside the circle: under a unit of area here.
        #expect(abs(enclosedArea(path) - capsule) < 1)
        let box = path.boundingBox
        #expect(
            abs(box.minX) < 1e-9 && abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9
                && abs(box.maxY - 40) < 1e-9)
    }

    /// Behaviour 18.25: filled, the rounded rectangle covers exactly its enclosed area, which is less
    /// than the circular corners' (the continuous corner starts further along each edge).
    @Test func theFilledShapeCoversItsEnclosedArea() {
        let rect = CGRect(x: 2, y: 2, width: 60, height: 40)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 12)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 44)).image { _ in
            UIColor.black.setFill()
            path.fill()
        }
        let expected = enclosedArea(path.cgPath)
        let circular = 60 * 40 - (4 - Double.pi) * 144
        #expect(expected < circular - 2)
        let scale = Double(image.scale)
        #expect(abs(PixelProbe(image.cgImage!).coveredArea / (scale * scale) - expected) < 0.5)
    }

    /// Behaviour 18.25 and 25.8: `render(in:)` draws a layer's continuous corners as the path does.
    @Test func renderInContextDrawsTheLayersCornerCurve() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.backgroundColor = CGColor(gray: 0, alpha: 1)
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        #expect(layer.cornerCurve == .continuous)
        let context = makeBitmapContext(width: 60, height: 40)
        layer.render(in: context)
        let continuous = PixelProbe(context).coveredArea
        let expected = enclosedArea(UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath)
        #expect(abs(continuous - expected) < 1)
        layer.cornerCurve = .circular
        let circularContext = makeBitmapContext(width: 60, height: 40)
        layer.render(in: circularContext)
        #expect(abs(PixelProbe(circularContext).coveredArea - (2400 - (4 - Double.pi) * 144)) < 1)
        #expect(abs(PixelProbe(circularContext).coveredArea - continuous) > 2.5)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) > 1.52)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }
}
