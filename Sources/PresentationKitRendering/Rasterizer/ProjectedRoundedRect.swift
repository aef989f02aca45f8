import Foundation
import PresentationKit

/// A rounded rectangle in a layer's own coordinates seen through an arbitrary (rotating, skewing
/// or projective) device mapping, with coverage estimated per device pixel.
///
/// Each pixel centre is mapped back onto the layer's plane through the inverse homography. The
/// signed distance to the shape there is in layer units; dividing it by the length of its gradient
/// with respect to device pixels (the chain rule through the inverse mapping's local Jacobian)
/// turns it into a distance in device pixels, and `½ − distance`, clamped, is the covered area of a
/// pixel crossed by a straight edge. Straight sides use one distance per axis and multiply the two
/// coverages, which keeps square corners crisp; rounded corners use the distance to the arc.
struct ProjectedRoundedRect: PixelCoverage {
    /// Device pixels to local coordinates.
    let inverse: ProjectiveTransform2D
    let centreX: Double
    let centreY: Double
    let halfWidth: Double
    let halfHeight: Double
    let radius: Double
    /// For a ring (a border), the width removed from the inside; zero for a filled shape.
    let ringWidth: Double
    /// The projected rectangle, and the parts of it no corner rounds (two arms of a cross, or the
    /// rectangle itself without corners), in device pixels: where rows are known to be empty or
    /// full (see ``rowExtent(row:within:)``). Nil when the mapping's perspective is too strong
    /// for that to be safe.
    private var quads: (outer: ConvexQuad, cores: [ConvexQuad])?

    /// How far from an edge, in device pixels, a pixel centre must be for the per-pixel estimate
    /// to be exactly 0 or 1. The estimate is the distance to the edge in device pixels to first
    /// order, `D / |∇D − (D/W)·∇W|` for a centre `D` pixels from the edge where the inverse
    /// mapping's weight is `W`; with `|∇W| / W ≤ 0.1` a pixel it calls at least 2 away is at
    /// least 2 / 1.2 ≈ 1.7 away by the estimate, well past the ½ at which coverage saturates.
    private static let margin = 2.0
    /// The strongest perspective (|∇W| / W per device pixel) for which the margin above holds.
    private static let maximumPerspective = 0.1

    /// The shape `rect` (local coordinates) with corners of `radius`, drawn through `mapping`;
    /// `area` is the device rectangle it will be evaluated in.
    init(
        rect: (minX: Double, minY: Double, maxX: Double, maxY: Double), radius: Double,
        ringWidth: Double = 0, mapping: DeviceMapping, area: PixelRect
    ) {
        self.init(rect: rect, radius: radius, ringWidth: ringWidth, inverse: mapping.inverse)
        guard !area.isEmpty, Self.perspectiveIsMild(mapping.inverse, over: area) else { return }
        let forward = mapping.forward
        func quad(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> ConvexQuad? {
            let corners = [(minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY)].map {
                forward.apply(CGPoint(x: $0.0, y: $0.1))
            }
            guard corners.allSatisfy({ $0 != nil }) else { return nil }
            return ConvexQuad(corners.map { (x: Double($0!.x), y: Double($0!.y)) })
        }
        let (minX, maxX) = (centreX - halfWidth, centreX + halfWidth)
        let (minY, maxY) = (centreY - halfHeight, centreY + halfHeight)
        guard let outer = quad(minX, minY, maxX, maxY) else { return }
        var cores: [ConvexQuad] = []
        if ringWidth <= 0 {
            let r = self.radius
            cores =
                r > 0
                ? [quad(minX, minY + r, maxX, maxY - r), quad(minX + r, minY, maxX - r, maxY)].compactMap {
                    $0
                }
                : [outer]
        }
        quads = (outer, cores)
    }

    private init(
        rect: (minX: Double, minY: Double, maxX: Double, maxY: Double), radius: Double,
        ringWidth: Double, inverse: ProjectiveTransform2D
    ) {
        self.inverse = inverse
        centreX = (rect.minX + rect.maxX) / 2
        centreY = (rect.minY + rect.maxY) / 2
        halfWidth = max((rect.maxX - rect.minX) / 2, 0)
        halfHeight = max((rect.maxY - rect.minY) / 2, 0)
        self.radius = min(max(radius, 0), min(halfWidth, halfHeight))
        self.ringWidth = ringWidth
        quads = nil
    }

    /// Whether the inverse mapping's weight stays positive over `area` and changes by at most
    /// ``maximumPerspective`` of itself per device pixel (the weight is affine, so its extremes
    /// are at the corners).
    private static func perspectiveIsMild(_ n: ProjectiveTransform2D, over area: PixelRect) -> Bool {
        let slope = (n.m14 * n.m14 + n.m24 * n.m24).squareRoot()
        let corners = [
            (area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY),
        ]
        let lowest = corners.map { Double($0.0) * n.m14 + Double($0.1) * n.m24 + n.m44 }.min()!
        return lowest > 0 && slope <= maximumPerspective * lowest
    }

    /// Row `y`'s columns that may be covered and those covered fully, within `area`.
    func rowExtent(row y: Int, within area: PixelRect) -> RowExtent? {
        guard let quads else { return nil }
        let centreY = Double(y) + 0.5
        // Pixel x is in an interval of centres [a, b] when x + ½ lies in it.
        func columns(_ interval: (Double, Double)) -> Range<Int> {
            let first = max(Int(max((interval.0 - 0.5).rounded(.up), -1e9)), area.minX)
            let last = min(Int(min((interval.1 - 0.5).rounded(.down), 1e9)), area.maxX - 1)
            return first <= last ? first..<(last + 1) : area.minX..<area.minX
        }
        guard let outerInterval = quads.outer.interval(atY: centreY, margin: -Self.margin) else {
            return RowExtent(outer: area.minX..<area.minX, inner: area.minX..<area.minX)
        }
        let outer = columns(outerInterval)
        var inner = outer.lowerBound..<outer.lowerBound
        for core in quads.cores {
            guard let interval = core.interval(atY: centreY, margin: Self.margin) else { continue }
            let candidate = columns(interval).clamped(to: outer)
            if candidate.count > inner.count { inner = candidate }
        }
        return RowExtent(outer: outer, inner: inner)
    }

    /// The coverage of the device pixel whose centre is (`x`, `y`), 0…1.
    @inline(__always)
    func coverage(deviceX x: Double, deviceY y: Double) -> Double {
        let n = inverse
        let w = x * n.m14 + y * n.m24 + n.m44
        // No preimage in front of the eye: this part of the plane is not visible.
        guard w > 1e-12 else { return 0 }
        let u = (x * n.m11 + y * n.m21 + n.m41) / w
        let v = (x * n.m12 + y * n.m22 + n.m42) / w
        // The gradients of u and v with respect to device x and y.
        let gradient = Gradients(
            ux: (n.m11 - u * n.m14) / w, uy: (n.m21 - u * n.m24) / w,
            vx: (n.m12 - v * n.m14) / w, vy: (n.m22 - v * n.m24) / w)
        let outer = Self.coverage(
            u - centreX, v - centreY, halfWidth, halfHeight, radius, gradient)
        guard ringWidth > 0, outer > 0 else { return outer }
        let innerHalfWidth = halfWidth - ringWidth
        let innerHalfHeight = halfHeight - ringWidth
        guard innerHalfWidth > 0, innerHalfHeight > 0 else { return outer }
        let inner = Self.coverage(
            u - centreX, v - centreY, innerHalfWidth, innerHalfHeight, max(radius - ringWidth, 0),
            gradient)
        return max(outer - inner, 0)
    }

    struct Gradients {
        var ux: Double
        var uy: Double
        var vx: Double
        var vy: Double
    }

    /// The coverage of a centred rounded rectangle at offset (`du`, `dv`) from its centre.
    @inline(__always)
    private static func coverage(
        _ du: Double, _ dv: Double, _ halfWidth: Double, _ halfHeight: Double, _ radius: Double,
        _ g: Gradients
    ) -> Double {
        let px = abs(du)
        let py = abs(dv)
        if radius > 0 {
            let qx = px - (halfWidth - radius)
            let qy = py - (halfHeight - radius)
            if qx > 0 && qy > 0 {
                let length = (qx * qx + qy * qy).squareRoot()
                let nx = (du < 0 ? -qx : qx) / length
                let ny = (dv < 0 ? -qy : qy) / length
                let gx = nx * g.ux + ny * g.vx
                let gy = nx * g.uy + ny * g.vy
                let pixels = (gx * gx + gy * gy).squareRoot()
                return unitClamp(0.5 - (length - radius) / pixels)
            }
        }
        let perPixelU = (g.ux * g.ux + g.uy * g.uy).squareRoot()
        let perPixelV = (g.vx * g.vx + g.vy * g.vy).squareRoot()
        return unitClamp(0.5 - (px - halfWidth) / perPixelU) * unitClamp(0.5 - (py - halfHeight) / perPixelV)
    }
}

/// Clamps to 0…1, mapping NaN (a degenerate gradient) to 0.
@inline(__always)
func unitClamp(_ value: Double) -> Double {
    value > 0 ? (value < 1 ? value : 1) : 0
}
