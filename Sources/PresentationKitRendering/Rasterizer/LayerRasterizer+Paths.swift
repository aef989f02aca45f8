import Foundation
import PresentationKit

extension DeviceMapping {
    /// The mapping as an affine transform of the layer's coordinates, when it has no perspective.
    var affine: CGAffineTransform? {
        let t = forward
        guard t.m14 == 0, t.m24 == 0, t.m44 != 0 else { return nil }
        let w = t.m44
        return CGAffineTransform(
            a: t.m11 / w, b: t.m12 / w, c: t.m21 / w, d: t.m22 / w, tx: t.m41 / w, ty: t.m42 / w)
    }

    /// A local point in device pixels, nil when it lies on or behind the eye plane.
    func project(_ point: CGPoint) -> CGPoint? {
        let t = forward
        let x = Double(point.x)
        let y = Double(point.y)
        let w = x * t.m14 + y * t.m24 + t.m44
        guard w > ProjectiveTransform2D.minimumWeight else { return nil }
        return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
    }
}

extension RenderNode {
    /// Whether the layer's rounded outline is a path rather than the analytic circular rounded
    /// rectangle: continuous corners (Behaviour 18.25) or only some corners rounded
    /// (`maskedCorners`, Behaviour 18.26).
    var hasOutlinePath: Bool {
        cornerRadius > 0 && (state.cornerCurve == .continuous || state.maskedCorners != .allCorners)
    }

    /// The rounded outline as a path, inset by `inset` (a border's inner edge).
    func outlinePath(insetBy inset: Double = 0) -> CGPath {
        state.roundedOutline(insetBy: inset)
    }

    /// The path the shadow takes its shape from, moved by `shadowOffset`: the `shadowPath` if one
    /// is set (Behaviour 18.24), else the rounded outline when it is a path (Behaviour 18.26).
    /// Nil for the analytic rounded rectangle's shadow.
    var offsetShadowPath: CGPath? {
        let path: CGPath
        if let shadowPath = state.drawn.shadowPath, !shadowPath.isEmpty {
            path = shadowPath
        } else if hasOutlinePath {
            path = outlinePath()
        } else {
            return nil
        }
        return path.copy(
            using: [CGAffineTransform(translationX: state.shadowOffset.width, y: state.shadowOffset.height)])
    }

    /// Whether the shadow's shape is the layer's own `shadowPath` (whose alpha is not the
    /// background's).
    var hasShadowPath: Bool {
        guard let shadowPath = state.drawn.shadowPath else { return false }
        return !shadowPath.isEmpty
    }
}

extension LayerRasterizer {
    /// Fills the node's outline path (or, with `ring` > 0, the border between it and the outline
    /// inset by `ring`), through its mapping, anti-aliased by coverage.
    func fillOutline<Painter: RowPainter>(
        _ node: RenderNode, ring: Double, with painter: Painter, on surface: Surface
    ) {
        let path = CGMutablePath()
        path.addPath(node.outlinePath())
        if ring > 0 { path.addPath(node.outlinePath(insetBy: ring)) }
        fill(path, evenOdd: ring > 0, mapping: node.mapping, with: painter, on: surface)
    }

    /// Fills a path in a layer's coordinates, within the surface's clip.
    func fill<Painter: RowPainter>(
        _ path: CGPath, evenOdd: Bool, mapping: DeviceMapping, with painter: Painter, on surface: Surface
    ) {
        let clip = surface.clip
        guard !clip.isEmpty else { return }
        let runs = DevicePathCoverage.runs(
            of: path, evenOdd: evenOdd, affine: mapping.affine, project: mapping.project,
            clip: (clip.minX, clip.minY, clip.maxX, clip.maxY))
        for run in runs where run.coverage > 0 {
            let from = max(run.x, clip.minX)
            let to = min(run.x + run.length, clip.maxX)
            guard to > from, run.y >= clip.minY, run.y < clip.maxY else { continue }
            painter.paint(y: run.y, from: from, to: to, coverage: run.coverage, on: surface)
        }
    }

    /// Paints the shadow of a layer whose shadow is a path (its `shadowPath`, or its rounded
    /// outline when that is a path): the path, moved by the offset, filled and blurred by the
    /// shadow's Gaussian (Behaviours 18.24, 18.26). An outline's shadow is as opaque as the
    /// background (`silhouetteAlpha`), a `shadowPath`'s fully. Seen in perspective, the path is
    /// blurred in the layer's plane and that plane projected, as Core Animation draws a layer's
    /// shadow as part of the layer. False when the shadow is not a path.
    func drawPathShadow(
        _ node: RenderNode, color: CGColor, silhouetteAlpha: Double, alpha: Double, on surface: Surface
    ) -> Bool {
        guard let path = node.offsetShadowPath else { return false }
        let opacity = unitClamp(node.state.shadowOpacity) * alpha * (node.hasShadowPath ? 1 : silhouetteAlpha)
        let painter = ColorPainter(color: color.premultipliedPixel(opacity: opacity))
        guard PackedPixel.alpha(painter.color) > 0 else { return true }
        guard let affine = node.mapping.affine else {
            drawProjectedPathShadow(node, path: path, painter: painter, on: surface)
            return true
        }
        let scale = abs(Double(affine.a * affine.d - affine.b * affine.c)).squareRoot()
        let sigma = node.shadowSigma * scale
        let reach = sigma > 0.01 ? AlphaBlur.reach(sigma: sigma) : 1
        let box = path.boundingBoxOfPath.applying(affine)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return true }
        // The plane: the silhouette plus the blur's reach, limited to what the clip can see of it
        // (a blur reaches `reach` pixels, so nothing further out of the clip matters).
        let area = PixelRect(
            minX: Int(box.minX.rounded(.down)) - reach, minY: Int(box.minY.rounded(.down)) - reach,
            maxX: Int(box.maxX.rounded(.up)) + reach, maxY: Int(box.maxY.rounded(.up)) + reach)
        let seen = PixelRect(
            minX: surface.clip.minX - reach, minY: surface.clip.minY - reach, maxX: surface.clip.maxX + reach,
            maxY: surface.clip.maxY + reach)
        let plane = area.intersection(seen)
        guard !plane.isEmpty, plane.width * plane.height < 1 << 26 else { return true }
        let values = ShadowPlaneCache.shared.plane(
            path: path, affine: affine, area: plane, sigma: sigma)
        let painted = plane.intersection(surface.clip)
        guard !painted.isEmpty else { return true }
        for y in painted.minY..<painted.maxY {
            let row = (y - plane.minY) * plane.width - plane.minX
            for x in painted.minX..<painted.maxX {
                scratch[x - painted.minX] = PackedPixel.byte(Double(values[row + x]))
            }
            shapes.paintCoverages(
                y: y, from: painted.minX, to: painted.maxX, scratch, with: painter, on: surface)
        }
        return true
    }

    /// The shadow of a path on a layer seen in perspective: the path filled and blurred on a plane
    /// in the layer's own coordinates, at the device's pixels per point near the layer's centre
    /// (at least 1), then sampled bilinearly through the mapping's inverse at each device pixel.
    private func drawProjectedPathShadow(
        _ node: RenderNode, path: CGPath, painter: ColorPainter, on surface: Surface
    ) {
        let box = path.boundingBoxOfPath
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return }
        let centre = node.bounds
        var density = node.mapping.pixelsPerPoint(near: Double(centre.midX), Double(centre.midY))
        if !density.isFinite || density < 1 { density = 1 }
        // Keep the plane within 4 M samples however large the layer or its magnification.
        let limit = Double(1 << 22)
        if Double(box.width) * Double(box.height) * density * density > limit {
            density = max((limit / max(Double(box.width * box.height), 1)).squareRoot(), 0.05)
        }
        let sigma = node.shadowSigma * density
        let reach = sigma > 0.01 ? AlphaBlur.reach(sigma: sigma) : 1
        let area = PixelRect(
            minX: Int((Double(box.minX) * density).rounded(.down)) - reach,
            minY: Int((Double(box.minY) * density).rounded(.down)) - reach,
            maxX: Int((Double(box.maxX) * density).rounded(.up)) + reach,
            maxY: Int((Double(box.maxY) * density).rounded(.up)) + reach)
        guard !area.isEmpty, area.width * area.height < 1 << 23 else { return }
        let scale = CGAffineTransform(scaleX: density, y: density)
        let values = ShadowPlaneCache.shared.plane(path: path, affine: scale, area: area, sigma: sigma)
        let local = CGRect(
            x: Double(area.minX) / density, y: Double(area.minY) / density,
            width: Double(area.width) / density,
            height: Double(area.height) / density)
        let bounds = node.mapping.pixelBounds(of: local, within: surface.clip, margin: 1)
        values.withUnsafeBufferPointer { plane in
            let shape = ProjectedPlane(
                plane: plane, area: area, density: density, inverse: node.mapping.inverse)
            shapes.fill(shape, within: bounds, with: painter, on: surface)
        }
    }

    /// A row of coverage bytes (the shape rasterizer's, as wide as the canvas).
    private var scratch: UnsafeMutablePointer<UInt8> { shapes.scratch }
}

/// The last blurred `shadowPath` silhouettes, so that a still shadow is blurred once, not on
/// every frame: keyed by the path object (held, so it cannot be confused with a new one at the
/// same address), the transform, the plane and the blur.
final class ShadowPlaneCache: @unchecked Sendable {
    static let shared = ShadowPlaneCache()
    private let lock = NSLock()
    private var entries:
        [(path: CGPath, affine: CGAffineTransform, area: PixelRect, sigma: Double, plane: [Float])] = []
    private static let capacity = 8

    func plane(path: CGPath, affine: CGAffineTransform, area: PixelRect, sigma: Double) -> [Float] {
        lock.lock()
        if let hit = entries.first(where: {
            ($0.path === path || $0.path == path) && $0.affine == affine && $0.area == area
                && $0.sigma == sigma
        }) {
            lock.unlock()
            return hit.plane
        }
        lock.unlock()
        let plane = DevicePathCoverage.blurredCoverage(
            of: path, affine: affine, originX: area.minX, originY: area.minY, width: area.width,
            height: area.height, sigma: sigma)
        lock.lock()
        entries.append((path, affine, area, sigma, plane))
        if entries.count > Self.capacity { entries.removeFirst() }
        lock.unlock()
        return plane
    }
}

/// A plane of alphas in a layer's own coordinates (`density` samples a point, sample (i, j)
/// centred at ((`area.minX` + i + ½) / density, (`area.minY` + j + ½) / density)), seen through
/// the layer's device mapping: each device pixel's centre mapped back into the layer and the plane
/// read there bilinearly (0 outside it).
struct ProjectedPlane: PixelCoverage {
    let plane: UnsafeBufferPointer<Float>
    let area: PixelRect
    let density: Double
    let inverse: ProjectiveTransform2D

    func coverage(deviceX x: Double, deviceY y: Double) -> Double {
        let n = inverse
        let w = x * n.m14 + y * n.m24 + n.m44
        guard w > 1e-12 else { return 0 }
        let u = (x * n.m11 + y * n.m21 + n.m41) / w * density - Double(area.minX) - 0.5
        let v = (x * n.m12 + y * n.m22 + n.m42) / w * density - Double(area.minY) - 0.5
        guard u > -1, v > -1, u < Double(area.width), v < Double(area.height) else { return 0 }
        let i = Int(u.rounded(.down))
        let j = Int(v.rounded(.down))
        let fx = u - Double(i)
        let fy = v - Double(j)
        func sample(_ i: Int, _ j: Int) -> Double {
            guard i >= 0, j >= 0, i < area.width, j < area.height else { return 0 }
            return Double(plane[j * area.width + i])
        }
        let top = sample(i, j) * (1 - fx) + sample(i + 1, j) * fx
        let bottom = sample(i, j + 1) * (1 - fx) + sample(i + 1, j + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
