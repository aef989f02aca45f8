import Foundation
import PresentationKit

/// How one layer's own coordinates (its bounds space, in points) land on the canvas, in device
/// pixels: the layer's transform to its superlayer, composed up to the root and scaled.
///
/// Most layers are only translated and scaled; those take the span-based path, which works in
/// device pixels directly. The rest (rotations, skews, perspective) are drawn per pixel through
/// ``inverse``, only within their device bounding box.
struct DeviceMapping {
    /// Local (bounds) coordinates to device pixels.
    let forward: ProjectiveTransform2D
    /// Device pixels back to local coordinates; its weight is positive exactly for device points
    /// that have a preimage in front of the eye.
    let inverse: ProjectiveTransform2D

    /// Nil when `forward` is not finite or not invertible: such a layer cannot be drawn.
    init?(_ forward: ProjectiveTransform2D) {
        let entries = [
            forward.m11, forward.m12, forward.m14, forward.m21, forward.m22, forward.m24,
            forward.m41, forward.m42, forward.m44,
        ]
        guard entries.allSatisfy(\.isFinite), let inverse = forward.inverted() else { return nil }
        self.forward = forward
        self.inverse = inverse
    }

    /// The scale and translation when the mapping keeps axes axis-aligned (no rotation, skew or
    /// perspective): device x = `scaleX` · x + `translateX`, and likewise for y.
    var axisAligned: (scaleX: Double, scaleY: Double, translateX: Double, translateY: Double)? {
        let t = forward
        guard t.m14 == 0, t.m24 == 0, t.m44 == 1, t.m12 == 0, t.m21 == 0 else { return nil }
        return (t.m11, t.m22, t.m41, t.m42)
    }

    /// The device bounding box of a local rectangle, or nil when part of it lies on or behind the
    /// eye plane (its image is then unbounded, and callers fall back to their clip).
    func deviceBox(of rect: CGRect) -> DeviceBox? {
        var box = DeviceBox.empty
        let t = forward
        for (x, y) in [
            (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY),
        ] {
            let x = Double(x)
            let y = Double(y)
            let w = x * t.m14 + y * t.m24 + t.m44
            guard w > ProjectiveTransform2D.minimumWeight else { return nil }
            box.include((x * t.m11 + y * t.m21 + t.m41) / w, (x * t.m12 + y * t.m22 + t.m42) / w)
        }
        return box
    }

    /// The device pixels a local rectangle may touch, grown by `margin` pixels, within `limit`.
    ///
    /// A degenerate (zero-area) image draws nothing and stays empty. Per-pixel shapes pass a margin
    /// of one pixel, since anti-aliasing reaches half a pixel beyond a slanted edge.
    func pixelBounds(of rect: CGRect, within limit: PixelRect, margin: Double = 0) -> PixelRect {
        guard let box = deviceBox(of: rect) else { return limit }
        guard !box.isEmpty else { return .empty }
        return PixelRect(covering: box.outset(margin, margin), within: limit)
    }

    /// A local rectangle in device pixels, when the mapping is grid-aligned (a flip is undone, so
    /// min ≤ max).
    func alignedBox(of rect: CGRect) -> DeviceBox? {
        guard let aligned = axisAligned else { return nil }
        let x0 = Double(rect.minX) * aligned.scaleX + aligned.translateX
        let x1 = Double(rect.maxX) * aligned.scaleX + aligned.translateX
        let y0 = Double(rect.minY) * aligned.scaleY + aligned.translateY
        let y1 = Double(rect.maxY) * aligned.scaleY + aligned.translateY
        return DeviceBox(minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1))
    }

    /// The uniform device scale of a grid-aligned mapping (circles stay circles), if it has one.
    var uniformScale: Double? {
        guard let aligned = axisAligned else { return nil }
        let sx = abs(aligned.scaleX)
        let sy = abs(aligned.scaleY)
        return abs(sx - sy) <= 1e-9 * max(sx, sy) ? sx : nil
    }

    /// Device pixels per point near the local point `(x, y)`: the square root of the mapping's
    /// area scale there, used to pick a resolution for text.
    func pixelsPerPoint(near x: Double, _ y: Double) -> Double {
        let t = forward
        let w = x * t.m14 + y * t.m24 + t.m44
        guard w > ProjectiveTransform2D.minimumWeight else { return 0 }
        let X = (x * t.m11 + y * t.m21 + t.m41) / w
        let Y = (x * t.m12 + y * t.m22 + t.m42) / w
        let dXdx = (t.m11 - X * t.m14) / w
        let dXdy = (t.m21 - X * t.m24) / w
        let dYdx = (t.m12 - Y * t.m14) / w
        let dYdy = (t.m22 - Y * t.m24) / w
        return abs(dXdx * dYdy - dXdy * dYdx).squareRoot()
    }
}
