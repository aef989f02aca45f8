import Foundation

extension CGPath {
    /// The outline of the path stroked with these settings, as closed subpaths to fill with the
    /// nonzero winding rule; the path is mapped by `transform` first.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let segments = transformed(by: transform)
        guard lineWidth > 0, lineWidth.isFinite else { return CGMutablePath() }
        // FreeType works in 1/64 steps: scale small paths up so the outline keeps its detail.
        let box = CGPath.bounds(of: segments.lazy.flatMap(\.points))
        let extent = box.isNull ? 0 : max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
        let scale = max(1, min(4096, 65536 / max(extent + lineWidth, 1e-9)))
        let up = CGAffineTransform(scaleX: scale, y: scale)
        let style = StrokeStyle(
            width: lineWidth * scale, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let outline = OutlineRasterizer.shared.strokeOutline(segments.map { $0.applying(up) }, style: style)
        let down = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
        return CGMutablePath(segments: outline.map { $0.applying(down) })
    }

    /// The path cut into the painted stretches of a dash pattern (`lengths` alternately painted
    /// and skipped, starting `phase` into it), each an open subpath; curves become lines.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    )
        -> CGPath
    {
        let segments = transformed(by: transform)
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            return CGMutablePath(segments: segments)
        }
        let box = boundingBoxOfPath
        let tolerance = box.isNull ? 0.01 : max(box.width, box.height, 1) * 1e-4
        return CGMutablePath(
            segments: PathDashing.dash(
                segments, lengths: lengths, phase: phase.isFinite ? phase : 0, tolerance: tolerance))
    }
}
