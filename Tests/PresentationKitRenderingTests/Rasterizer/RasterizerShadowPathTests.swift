import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// `shadowPath` and continuous corners on screen (Behaviours 18.24, 18.25).
@MainActor
@Suite("Rasterizer · shadow paths and continuous corners")
struct RasterizerShadowPathTests {
    /// The blurred box's intensity at a pixel centre, from the Gaussian's integral.
    private func darkness(x: Double, y: Double, box: CGRect, sigma: Double) -> Double {
        (normalCDF((x - box.minX) / sigma) - normalCDF((x - box.maxX) / sigma))
            * (normalCDF((y - box.minY) / sigma) - normalCDF((y - box.maxY) / sigma))
    }

    /// Behaviour 18.24: a layer with no background and a `shadowPath` casts the path's shadow,
    /// moved by the offset and blurred with σ = radius / 2, not its bounds'.
    @Test func theShadowFollowsThePath() {
        let stage = RasterizerStage(width: 200, height: 200)
        let view = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: nil)
        view.layer.shadowPath = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 40, height: 30)).cgPath
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = CGSize(width: 5, height: 10)
        let image = stage.snapshot()
        let box = CGRect(x: 65, y: 80, width: 40, height: 30)
        for (x, y) in [(85, 95), (105, 95), (108, 95), (112, 100), (85, 112), (100, 116)] {
            let expected = 255 * (1 - darkness(x: Double(x) + 0.5, y: Double(y) + 0.5, box: box, sigma: 4))
            #expect(
                abs(Double(image[x, y].r) - expected) <= 3, "(\(x), \(y)): \(image[x, y].r) vs \(expected)")
        }
        // The bounds' far corner casts nothing.
        #expect(image[145, 145] == .gray(255))
    }

    /// Behaviour 18.24: an unblurred elliptical path darkens the pixels inside the moved ellipse
    /// and leaves the bounds' corners alone, behind a card with a background.
    @Test func anUnblurredPathIsItsOwnSilhouette() {
        let stage = RasterizerStage(width: 200, height: 200)
        let view = stage.addView(CGRect(x: 40, y: 40, width: 60, height: 60), color: .white)
        view.layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = CGSize(width: 70, height: 0)
        let image = stage.snapshot()
        #expect(image[140, 70] == .gray(0))
        #expect(image[112, 45] == .gray(255), "the moved bounds' corner lies outside the ellipse")
        #expect(image[160, 70] == .gray(0))
        #expect(image[70, 70] == .gray(255))
    }

    /// Behaviour 18.25: a layer with continuous corners covers the area the continuous outline
    /// encloses (worked out from the curve's polynomials), less than circular corners do, and
    /// `masksToBounds` clips sublayers to the same outline.
    @Test func continuousCornersCoverTheirEnclosedArea() {
        let stage = RasterizerStage(width: 120, height: 100, background: .white)
        let card = stage.addView(CGRect(x: 10, y: 10, width: 100, height: 80), color: .black)
        card.layer.cornerRadius = 24
        card.layer.cornerCurve = .continuous
        let image = stage.snapshot()
        var darkness = 0.0
        for y in 0..<100 {
            for x in 0..<120 { darkness += Double(255 - Int(image[x, y].r)) / 255 }
        }
        let bezier = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 80), cornerRadius: 24)
        let area = continuousArea(bezier.cgPath)
        #expect(abs(darkness - area) < 1.5, "covered \(darkness), enclosed \(area)")
        #expect(area < 8000 - (4 - Double.pi) * 576 - 10, "circular corners enclose more")
        // Clipping: a black sublayer filling a white card with masksToBounds shows the same shape.
        let clipStage = RasterizerStage(width: 120, height: 100, background: .white)
        let clipCard = clipStage.addView(CGRect(x: 10, y: 10, width: 100, height: 80), color: .white)
        clipCard.layer.cornerRadius = 24
        clipCard.layer.cornerCurve = .continuous
        clipCard.clipsToBounds = true
        _ = clipStage.addView(CGRect(x: -10, y: -10, width: 120, height: 100), color: .black, to: clipCard)
        #expect(clipStage.snapshot().differingByteCount(from: image) < 200)
    }

    private func continuousArea(_ path: CGPath) -> Double {
        var area = 0.0
        var current = CGPoint.zero
        var start = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) { area += Double(a.x * b.y - b.x * a.y) / 2 }
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                current = points[0]
                start = current
            case .addLineToPoint:
                edge(current, points[0])
                current = points[0]
            case .addCurveToPoint:
                let (p0, c1, c2, end) = (current, points[0], points[1], points[2])
                var last = p0
                for step in 1...400 {
                    let t = CGFloat(step) / 400
                    let u = 1 - t
                    let point = CGPoint(
                        x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                    edge(last, point)
                    last = point
                }
                current = end
            case .closeSubpath:
                edge(current, start)
                current = start
            default: break
            }
        }
        return abs(area)
    }
}
