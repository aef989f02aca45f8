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
        var values = [UInt8](repeating: 0, count: width * height)
        for span in coverage(of: region.segments, rule: .winding) {
            let y = Int(span.y)
            for x in Int(span.x)..<Int(span.x + span.length) {
                let user = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let u = Float((user.x - rect.minX) / rect.width) * Float(mask.width)
                let v = Float((rect.maxY - user.y) / rect.height) * Float(mask.height)
                let texel = mask.sample(u: u, v: v, smooth: true)
                let level = useGray ? (0.3 * texel.x + 0.59 * texel.y + 0.11 * texel.z) : texel.w
                values[(height - 1 - y) * width + x] = UInt8((level * Float(span.coverage)).rounded())
            }
        }
        intersectClip(mask: values)
    }

    /// Removes the clip.
    public func resetClip() { state.clip = nil }

    /// The bounds of the area drawing may touch, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var device = CGRect(x: 0, y: 0, width: width, height: height)
        if let clip = state.clip {
            var minX = width
            var maxX = -1
            var minRow = height
            var maxRow = -1
            for row in 0..<height {
                for x in 0..<width where clip.coverage[row * width + x] > 0 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minRow = min(minRow, row)
                    maxRow = max(maxRow, row)
                }
            }
            guard maxX >= 0 else { return .zero }
            device = CGRect(
                x: minX, y: height - 1 - maxRow, width: maxX - minX + 1, height: maxRow - minRow + 1)
        }
        return device.applying(state.ctm.inverted())
    }

    private func intersectClip(with spans: [CoverageSpan]) {
        var values = [UInt8](repeating: 0, count: width * height)
        let antialias = state.shouldAntialias && state.allowsAntialiasing
        for span in spans {
            let row = height - 1 - Int(span.y)
            let value = antialias ? span.coverage : (span.coverage >= 128 ? 255 : 0)
            for x in Int(span.x)..<Int(span.x + span.length) { values[row * width + x] = value }
        }
        intersectClip(mask: values)
    }

    private func intersectClip(mask values: [UInt8]) {
        guard let old = state.clip else {
            state.clip = ClipMask(width: width, height: height, coverage: values)
            return
        }
        var combined = values
        for i in combined.indices {
            combined[i] = UInt8((UInt16(combined[i]) * UInt16(old.coverage[i]) + 127) / 255)
        }
        state.clip = ClipMask(width: width, height: height, coverage: combined)
    }
}
