import Foundation

extension CGContext {
    /// Intersects the clip with the current path filled with `rule`, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(with: coverage(of: currentPath.segments, rule: rule))
        beginPath()
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        let region = CGMutablePath()
        region.addRects(rects, transform: state.ctm)
        intersectClip(with: coverage(of: region.segments, rule: .winding))
    }

    /// Intersects the clip with `rect`, weighted by `mask` stretched over it: a grey image's
    /// levels (white paints), or another image's alpha.
    public func clip(to rect: CGRect, mask: CGImage) {
        let region = CGMutablePath()
        region.addRect(rect, transform: state.ctm)
        let inverse = state.ctm.inverted()
        let useGray = !mask.hasAlpha || mask.colorSpace?.model == .monochrome
        let spans = coverage(of: region.segments, rule: .winding)
        let extent = DeviceExtent(covering: spans)
        var values = [UInt8](repeating: 0, count: extent.width * extent.height)
        for span in spans where span.coverage > 0 {
            let y = Int(span.y)
            let row = (extent.maxY - 1 - y) * extent.width - extent.minX
            for x in Int(span.x)..<Int(span.x + span.length) {
                let user = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let u = Float((user.x - rect.minX) / rect.width) * Float(mask.width)
                let v = Float((rect.maxY - user.y) / rect.height) * Float(mask.height)
                let texel = mask.sample(u: u, v: v, smooth: true)
                let level = useGray ? (0.3 * texel.x + 0.59 * texel.y + 0.11 * texel.z) : texel.w
                values[row + x] = UInt8((level * Float(span.coverage)).rounded())
            }
        }
        intersectClip(with: ClipMask(extent: extent, coverage: values))
    }

    /// Removes the clip.
    public func resetClip() { state.clip = nil }

    /// The bounds of the area drawing may touch, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var device = CGRect(x: 0, y: 0, width: width, height: height)
        if let clip = state.clip {
            let extent = clip.extent
            var minX = Int.max
            var maxX = Int.min
            var minY = Int.max
            var maxY = Int.min
            for y in extent.minY..<max(extent.maxY, extent.minY) {
                let row = (extent.maxY - 1 - y) * extent.width
                for column in 0..<extent.width where clip.coverage[row + column] > 0 {
                    minX = min(minX, extent.minX + column)
                    maxX = max(maxX, extent.minX + column)
                    minY = min(minY, y)
                    maxY = max(maxY, y)
                }
            }
            guard maxX >= minX else { return .zero }
            device = CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return device.applying(state.ctm.inverted())
    }

    /// Intersects the clip with the spans' coverage (rounded to in or out without anti-aliasing).
    private func intersectClip(with spans: [CoverageSpan]) {
        let extent = DeviceExtent(covering: spans)
        var values = [UInt8](repeating: 0, count: extent.width * extent.height)
        let antialias = state.shouldAntialias && state.allowsAntialiasing
        for span in spans where span.coverage > 0 {
            let row = (extent.maxY - 1 - Int(span.y)) * extent.width - extent.minX
            let value = antialias ? span.coverage : (span.coverage >= 128 ? 255 : 0)
            for x in Int(span.x)..<Int(span.x + span.length) { values[row + x] = value }
        }
        intersectClip(with: ClipMask(extent: extent, coverage: values))
    }

    /// Multiplies the clip by `mask` (which is 0 outside its extent, so the result's extent is
    /// the two extents' intersection).
    private func intersectClip(with mask: ClipMask) {
        guard let old = state.clip else {
            state.clip = mask
            return
        }
        let extent = mask.extent.intersection(old.extent)
        guard !extent.isEmpty else {
            state.clip = ClipMask(extent: .empty, coverage: [])
            return
        }
        var combined = [UInt8](repeating: 0, count: extent.width * extent.height)
        for y in extent.minY..<extent.maxY {
            let target = (extent.maxY - 1 - y) * extent.width - extent.minX
            let new = (mask.extent.maxY - 1 - y) * mask.extent.width - mask.extent.minX
            let previous = (old.extent.maxY - 1 - y) * old.extent.width - old.extent.minX
            for x in extent.minX..<extent.maxX {
                combined[target + x] = UInt8(
                    (UInt16(mask.coverage[new + x]) * UInt16(old.coverage[previous + x]) + 127) / 255)
            }
        }
        state.clip = ClipMask(extent: extent, coverage: combined)
    }
}
