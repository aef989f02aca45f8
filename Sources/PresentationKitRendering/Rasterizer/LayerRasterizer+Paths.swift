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
    /// Whether the layer's rounded outline is a path (continuous corners) rather than the
    /// analytic circular rounded rectangle (Behaviour 18.25).
    var hasContinuousCorners: Bool { state.cornerCurve == .continuous && cornerRadius > 0 }

    /// The rounded outline with continuous corners, inset by `inset` (a border's inner edge).
    func continuousOutline(insetBy inset: Double = 0) -> CGPath {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return CGMutablePath() }
        return ContinuousCorners.path(roundedRect: rect, radius: max(cornerRadius - inset, 0))
    }

    /// The `shadowPath` the shadow takes its shape from, moved by `shadowOffset`, if one is set.
    var offsetShadowPath: CGPath? {
        guard let path = state.drawn.shadowPath, !path.isEmpty else { return nil }
        return path.copy(
            using: [CGAffineTransform(translationX: state.shadowOffset.width, y: state.shadowOffset.height)])
    }
}

extension LayerRasterizer {
    /// Fills the node's outline with continuous corners (or, with `ring` > 0, the border between
    /// it and the outline inset by `ring`), through its mapping, anti-aliased by coverage.
    func fillContinuous<Painter: RowPainter>(
        _ node: RenderNode, ring: Double, with painter: Painter, on surface: Surface
    ) {
        let path = CGMutablePath()
        path.addPath(node.continuousOutline())
        if ring > 0 { path.addPath(node.continuousOutline(insetBy: ring)) }
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

    /// Paints the shadow of a layer with a `shadowPath`: the path, moved by the offset, filled in
    /// device pixels and blurred by the shadow's Gaussian (Behaviour 18.24). False when the layer
    /// is seen in perspective, whose shadow then takes the bounds' shape.
    func drawPathShadow(_ node: RenderNode, color: CGColor, alpha: Double, on surface: Surface) -> Bool {
        guard let path = node.offsetShadowPath, let affine = node.mapping.affine else { return false }
        let opacity = unitClamp(node.state.shadowOpacity) * alpha
        let painter = ColorPainter(color: color.premultipliedPixel(opacity: opacity))
        guard PackedPixel.alpha(painter.color) > 0 else { return true }
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
