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

    init(
        rect: (minX: Double, minY: Double, maxX: Double, maxY: Double), radius: Double,
        ringWidth: Double = 0, inverse: ProjectiveTransform2D
    ) {
        self.inverse = inverse
        centreX = (rect.minX + rect.maxX) / 2
        centreY = (rect.minY + rect.maxY) / 2
        halfWidth = max((rect.maxX - rect.minX) / 2, 0)
        halfHeight = max((rect.maxY - rect.minY) / 2, 0)
        self.radius = min(max(radius, 0), min(halfWidth, halfHeight))
        self.ringWidth = ringWidth
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
