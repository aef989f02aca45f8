import Foundation

extension CGContext {
    /// Draws `image` stretched over `rect`, its top row at the rectangle's maximum y (Core
    /// Graphics' y-up convention: in a flipped UIKit context the image appears upside down, as
    /// on iOS). With `byTiling`, `rect` is one tile and the image repeats over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let inverse = state.ctm.inverted()
        let smooth = image.shouldInterpolate && state.interpolationQuality != .none
        let spans: [CoverageSpan]
        if byTiling {
            spans = wholeBitmap()
        } else {
            let region = CGMutablePath()
            region.addRect(r, transform: state.ctm)
            spans = coverage(of: region.segments, rule: .winding)
        }
        let imageWidth = Float(image.width)
        let imageHeight = Float(image.height)
        composite(spans, mode: state.blendMode, alpha: state.alpha) { x, y in
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
            var u = Float((p.x - r.minX) / r.width)
            var v = Float((r.maxY - p.y) / r.height)
            if byTiling {
                u -= u.rounded(.down)
                v -= v.rounded(.down)
            }
            return image.sample(u: u * imageWidth, v: v * imageHeight, smooth: smooth)
        }
    }
}
