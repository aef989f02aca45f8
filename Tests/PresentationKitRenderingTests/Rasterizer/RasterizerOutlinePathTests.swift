import Foundation
import PresentationKit
import PresentationKitRendering
import Testing

/// Rounded outlines drawn as paths on screen: `maskedCorners` (Behaviour 18.26), the shadow of a
/// continuous outline without a `shadowPath` (Behaviour 18.26), and a `shadowPath` on a layer seen
/// in perspective (Behaviour 18.27).
@MainActor
@Suite("Rasterizer · masked corners and outline shadows")
struct RasterizerOutlinePathTests {
    /// A 120 × 100 white screen with a black 100 × 80 card at (10, 10), rounded by 24 on `corners`
    /// with `curve`.
    private func card(_ corners: CACornerMask, curve: CALayerCornerCurve, radius: CGFloat = 24) -> RGBAImage {
        let stage = RasterizerStage(width: 120, height: 100)
        let card = stage.addView(CGRect(x: 10, y: 10, width: 100, height: 80), color: .black)
        card.layer.cornerRadius = radius
        card.layer.cornerCurve = curve
        card.layer.maskedCorners = corners
        let image = stage.snapshot()
        let both = stage.host.renderedBothWays(scale: 1)
        #expect(both.fast.differingByteCount(from: both.reference) == 0, "fast and reference paths agree")
        return image
    }

    /// The largest difference of one byte in rows `rows` of two images of one size.
    private func largestDifference(_ a: RGBAImage, _ b: RGBAImage, rows: Range<Int>) -> Int {
        let range = (rows.lowerBound * a.width * 4)..<(rows.upperBound * a.width * 4)
        guard a.bytes[range] != b.bytes[range] else { return 0 }
        var largest = 0
        for index in range { largest = max(largest, abs(Int(a.bytes[index]) - Int(b.bytes[index]))) }
        return largest
    }

    /// Behaviour 18.26: only the masked corners round, with either curve: the top half of a card
    /// masked at its top corners is the fully rounded card's top half (within 16 levels at the
    /// rim: four circular corners are the renderer's analytic shape, fewer a path's coverage), its
    /// bottom half
    /// the square card's bottom half; its bottom corner pixels are covered wholly, its top ones not
    /// at all.
    @Test(arguments: [CALayerCornerCurve.circular, .continuous])
    func onlyTheMaskedCornersRound(curve: CALayerCornerCurve) {
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let masked = card(top, curve: curve)
        let rounded = card(.allCorners, curve: curve)
        let square = card(.allCorners, curve: curve, radius: 0)
        #expect(largestDifference(masked, rounded, rows: 0..<50) <= 16)
        #expect(largestDifference(masked, square, rows: 50..<100) == 0)
        #expect(masked[10, 89] == .gray(0) && masked[109, 89] == .gray(0), "square bottom corners")
        #expect(masked[10, 10] == .gray(255) && masked[109, 10] == .gray(255), "rounded top corners")
        // The left and right corners: the mask names a UIKit layer's corners (min X is the left).
        let left = card([.layerMinXMinYCorner, .layerMinXMaxYCorner], curve: curve)
        #expect(left[10, 10] == .gray(255) && left[10, 89] == .gray(255))
        #expect(left[109, 10] == .gray(0) && left[109, 89] == .gray(0))
    }

    /// Behaviour 18.26: a border and a `masksToBounds` clip follow the masked outline.
    @Test func borderAndClipFollowTheMaskedOutline() {
        let stage = RasterizerStage(width: 120, height: 100)
        let card = stage.addView(CGRect(x: 10, y: 10, width: 100, height: 80), color: .white)
        card.layer.cornerRadius = 24
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMaxXMaxYCorner]
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.black.cgColor
        card.clipsToBounds = true
        stage.addView(CGRect(x: -20, y: -20, width: 160, height: 140), color: .red, to: card).layer
            .zPosition = -1
        let image = stage.snapshot()
        // Square corners: the corner pixel is the border's; the bottom-right one is rounded away.
        #expect(image[10, 10] == .gray(0) && image[109, 10] == .gray(0) && image[10, 89] == .gray(0))
        #expect(image[109, 89] == .gray(255), "outside the rounded corner: the screen")
        #expect(image[60, 50] == RGBAPixel(r: 255, g: 0, b: 0, a: 255), "the clipped sublayer inside")
    }

    /// The darkness (0…1) at (`px`, `py`) of a shape blurred by a Gaussian of `sigma`, computed in
    /// doubles from the shape's polygon: rows of the shape 0.05 pixel apart, each row's inside
    /// intervals integrated exactly across by the normal distribution.
    private func blurredDarkness(of polygon: [CGPoint], px: Double, py: Double, sigma: Double) -> Double {
        var total = 0.0
        let step = 0.05
        var y = py - 5 * sigma
        while y < py + 5 * sigma {
            let weight =
                exp(-((y - py) * (y - py)) / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
                * step
            var crossings: [(x: Double, winding: Int)] = []
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                let (ay, by) = (Double(a.y), Double(b.y))
                guard (ay <= y) != (by <= y) else { continue }
                let t = (y - ay) / (by - ay)
                crossings.append((Double(a.x) + t * Double(b.x - a.x), by > ay ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.winding
                if winding != 0, index + 1 < crossings.count {
                    let next = crossings[index + 1].x
                    total += weight * (normalCDF((next - px) / sigma) - normalCDF((crossing.x - px) / sigma))
                }
            }
            y += step
        }
        return total
    }

    /// A path's outline as a polygon (curves at 200 points each, arcs through their cubics).
    private func polygon(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        path.applyWithBlock { element in
            let p = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint:
                current = p[0]
                points.append(current)
            case .addQuadCurveToPoint:
                let start = current
                for step in 1...200 {
                    let t = CGFloat(step) / 200
                    let u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * p[0].x + t * t * p[1].x,
                            y: u * u * start.y + 2 * u * t * p[0].y + t * t * p[1].y))
                }
                current = p[1]
            case .addCurveToPoint:
                let start = current
                for step in 1...200 {
                    let t = CGFloat(step) / 200
                    let u = 1 - t
                    points.append(
                        CGPoint(
                            x: u * u * u * start.x + 3 * u * u * t * p[0].x + 3 * u * t * t * p[1].x + t * t
                                * t * p[2].x,
                            y: u * u * u * start.y + 3 * u * u * t * p[0].y + 3 * u * t * t * p[1].y + t * t
                                * t * p[2].y))
                }
                current = p[2]
            default: break
            }
        }
        return points
    }

    /// Behaviour 18.26: a layer with continuous corners and no `shadowPath` casts the continuous
    /// outline's shadow, not the circular rounded rectangle's: just above the top edge where the
    /// corner bends, outside the card, each pixel is within 3 levels of the outline blurred
    /// directly (σ = radius / 2), and several are 4 or more levels from the circular corners' shadow.
    @Test func aContinuousOutlineCastsItsOwnShadow() {
        let stage = RasterizerStage(width: 160, height: 160)
        let rect = CGRect(x: 20, y: 20, width: 120, height: 120)
        let card = stage.addView(rect, color: .white)
        card.layer.cornerRadius = 30
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = .zero
        let image = stage.snapshot()
        let continuous = polygon(UIBezierPath(roundedRect: rect, cornerRadius: 30).cgPath)
        let circular = polygon(
            UIBezierPath(
                roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 30, height: 30)
            )
            .cgPath)
        var discriminating = 0
        let pixels = [30, 34, 38, 42, 46, 50, 54, 58, 62].flatMap { [($0, 18), ($0, 19)] }
        for (x, y) in pixels {
            let expected =
                255
                * (1 - blurredDarkness(of: continuous, px: Double(x) + 0.5, py: Double(y) + 0.5, sigma: 2))
            let other =
                255 * (1 - blurredDarkness(of: circular, px: Double(x) + 0.5, py: Double(y) + 0.5, sigma: 2))
            #expect(
                abs(Double(image[x, y].r) - expected) <= 3,
                "(\(x), \(y)): \(image[x, y].r), direct \(expected)")
            if abs(other - expected) >= 4 { discriminating += 1 }
        }
        #expect(discriminating >= 3, "the circular corners' shadow differs at these pixels")
    }

    /// Behaviour 18.27: a `shadowPath` on a layer turned in perspective casts the path's shadow
    /// in the layer's plane: outside the path, within 4 levels of the renderer's analytic shadow
    /// (a Gaussian of a rectangle evaluated at each pixel's preimage, independent of paths) cast
    /// by a red sublayer filling the same rectangle under the same transform; and nothing where
    /// the layer's bounds but not the path lie.
    @Test func aShadowPathInPerspective() {
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 300
        transform = CATransform3DRotate(transform, 0.6, 0, 1, 0)
        let path = CGRect(x: 10, y: 20, width: 40, height: 30)
        let stage = RasterizerStage(width: 200, height: 200)
        let view = stage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: nil)
        view.layer.shadowPath = UIBezierPath(rect: path).cgPath
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 6
        view.layer.transform = transform
        let image = stage.snapshot()
        let analyticStage = RasterizerStage(width: 200, height: 200)
        let holder = analyticStage.addView(CGRect(x: 50, y: 50, width: 100, height: 100), color: nil)
        let filler = analyticStage.addView(path, color: .red, to: holder)
        filler.layer.shadowOpacity = 1
        filler.layer.shadowRadius = 6
        holder.layer.transform = transform
        let analytic = analyticStage.snapshot()
        var compared = 0
        var shaded = 0
        for y in stride(from: 56, to: 144, by: 4) {
            for x in stride(from: 52, to: 148, by: 4) {
                let reference = analytic[x, y]
                // Only where the red filler shows none of its colour: its shadow alone.
                guard reference.r == reference.g, reference.g == reference.b else { continue }
                compared += 1
                #expect(
                    abs(Int(image[x, y].r) - Int(reference.r)) <= 4,
                    "(\(x), \(y)): \(image[x, y].r) vs \(reference.r)")
                if reference.r < 200 { shaded += 1 }
            }
        }
        #expect(compared > 300 && shaded >= 8, "\(compared) compared, \(shaded) in the shadow")
        // The bounds' far corner region, well away from the path, stays clear.
        #expect(image[125, 125] == .gray(255))
    }
}
