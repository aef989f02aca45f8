import Foundation
import PresentationKit
import Testing

/// Core Graphics paths: building, reading, hit testing, stroking and dashing, against values
/// worked out by hand from the geometry (Behaviour 18.3).
@MainActor
struct CGPathTests {
    private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int =
                switch element.pointee.type {
                case .moveToPoint, .addLineToPoint: 1
                case .addQuadCurveToPoint: 2
                case .addCurveToPoint: 3
                case .closeSubpath: 0
                }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    @Test func aRectangleIsAMoveThreeLinesAndAClose() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let got = elements(path)
        #expect(
            got.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(
            got.flatMap(\.1) == [
                CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6),
            ])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == rect)
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test func aQuarterArcEndsOnTheCircleAndItsMiddleIsOnTheCircle() {
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let got = elements(path)
        #expect(got.map(\.0) == [.moveToPoint, .addCurveToPoint])
        let p0 = got[0].1[0]
        let (c1, c2, p1) = (got[1].1[0], got[1].1[1], got[1].1[2])
        #expect(p0 == CGPoint(x: 15, y: 10))
        #expect(abs(p1.x - 10) < 1e-12 && abs(p1.y - 15) < 1e-12)
        // B(½) = (p0 + 3c1 + 3c2 + p1)/8 lies exactly on the circle for the 4/3·tan(θ/4) handles.
        let mid = CGPoint(
            x: (p0.x + 3 * c1.x + 3 * c2.x + p1.x) / 8, y: (p0.y + 3 * c1.y + 3 * c2.y + p1.y) / 8)
        #expect(abs(hypot(mid.x - 10, mid.y - 10) - 5) < 1e-12)
        // Handle length for a quarter turn: 4/3·(√2 − 1)·r = 2.7614…
        #expect(abs(c1.y - 10 - 4.0 / 3.0 * (2.0.squareRoot() - 1) * 5) < 1e-12)
    }

    @Test func clockwiseInCoreGraphicsGoesTowardsDecreasingAngles() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Three quarters of a turn the other way: three curves, ending at (0, 1).
        let got = elements(path)
        #expect(got.count == 4)
        let end = got[3].1[2]
        #expect(abs(end.x) < 1e-12 && abs(end.y - 1) < 1e-12)
        #expect(got[1].1[2].y < -0.99)  // the first quarter goes down to (0, −1)
    }

    @Test func aTightBoundingBoxFollowsTheCurveAndTheLooseOneItsControlPoints() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.minX) < 1e-9 && abs(tight.maxX - 20) < 1e-9)
        #expect(abs(tight.minY) < 1e-9 && abs(tight.maxY - 10) < 1e-9)
        #expect(path.boundingBox.contains(tight))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func windingAndEvenOddDisagreeInsideASecondLoopTheSameWay() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let centre = CGPoint(x: 50, y: 50)
        let ring = CGPoint(x: 10, y: 50)
        #expect(path.contains(centre, using: .winding))
        #expect(!path.contains(centre, using: .evenOdd))
        #expect(path.contains(ring, using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        // The transform moves the path before the test.
        #expect(path.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test func anArcBetweenTangentsTouchesBothLines() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        let got = elements(path)
        #expect(got[1].0 == .addLineToPoint)
        #expect(abs(got[1].1[0].x - 5) < 1e-9 && got[1].1[0].y == 0)
        let end = path.currentPoint
        #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 5) < 1e-9)
    }

    @Test func badCoordinatesAreReportedAndLeftOut() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        let lonely = CGMutablePath()
        lonely.addLine(to: CGPoint(x: 1, y: 1))
        #expect(path.currentPoint == .zero)
        #expect(lonely.isEmpty)
        #expect(host.diagnostics.contains { $0.message.contains("NaN or infinite") })
        #expect(host.diagnostics.contains { $0.message.contains("no current point") })
    }

    /// `addPath` takes every element mapped by the transform (all at once when each is finite);
    /// an element the transform makes non-finite is still left out with a diagnostic, and the
    /// rest are taken.
    @Test func addingAPathMapsItsElementsAndLeavesOutNonFiniteOnes() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let source = CGMutablePath()
        source.move(to: CGPoint(x: 1, y: 2))
        source.addLine(to: CGPoint(x: 3, y: 4))
        source.closeSubpath()
        let mapped = CGMutablePath()
        mapped.addPath(source, transform: CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
        #expect(elements(mapped).map(\.0) == [.moveToPoint, .addLineToPoint, .closeSubpath])
        #expect(elements(mapped).flatMap(\.1) == [CGPoint(x: 12, y: 4), CGPoint(x: 16, y: 8)])
        #expect(host.diagnostics.isEmpty)
        // A scale of 1e308 overflows the second point's coordinates only.
        let overflowing = CGMutablePath()
        overflowing.move(to: CGPoint(x: 1e-300, y: 0))
        overflowing.addLine(to: CGPoint(x: 10, y: 0))
        let target = CGMutablePath()
        target.addPath(overflowing, transform: CGAffineTransform(scaleX: 1e308, y: 1))
        #expect(elements(target).map(\.0) == [.moveToPoint])
        #expect(
            host.diagnostics.contains { $0.message.contains("addPath(_:): a coordinate is NaN or infinite") })
    }

    @Test func strokingALineGivesARectangleOfTheLinesWidth() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
            .boundingBoxOfPath
        #expect(abs(butt.minX) < 0.02 && abs(butt.maxX - 10) < 0.02)
        #expect(abs(butt.minY + 2) < 0.02 && abs(butt.maxY - 2) < 0.02)
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
            .boundingBoxOfPath
        #expect(abs(square.minX + 2) < 0.02 && abs(square.maxX - 12) < 0.02)
    }

    @Test func dashingCutsTheLineIntoThePatternsPaintedStretches() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [2, 3])
        let got = elements(dashed)
        #expect(got.map(\.0) == [.moveToPoint, .addLineToPoint, .moveToPoint, .addLineToPoint])
        #expect(got.flatMap(\.1) == [.zero, CGPoint(x: 2, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 7, y: 0)])
        // A phase of 1 starts one unit into the first dash.
        let shifted = elements(line.copy(dashingWithPhase: 1, lengths: [2, 3]))
        #expect(shifted.flatMap(\.1)[0...1] == [.zero, CGPoint(x: 1, y: 0)])
    }

    @Test func copiesAreEqualAndIndependent() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let copy = path.copy()!
        #expect(copy == path)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(copy != path)
    }
}
