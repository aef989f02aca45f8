import Foundation

extension CGContext {
    /// Paints an axial gradient over the whole clip: colour 0 at `start`, colour 1 at `end`,
    /// constant along lines perpendicular to the axis; beyond the ends only where `options`
    /// extend it.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let inverse = state.ctm.inverted()
        let axis = CGVector(dx: end.x - start.x, dy: end.y - start.y)
        let lengthSquared = axis.dx * axis.dx + axis.dy * axis.dy
        guard lengthSquared > 0, lengthSquared.isFinite else { return }
        composite(wholeBitmap(), mode: state.blendMode, alpha: state.alpha) { x, y in
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
            let t = Float(((p.x - start.x) * axis.dx + (p.y - start.y) * axis.dy) / lengthSquared)
            return Self.extended(t, gradient, options)
        }
    }

    /// Paints a radial gradient between two circles over the whole clip: each point takes the
    /// colour of the largest `t` whose circle (centre and radius interpolated from the start
    /// circle at 0 to the end circle at 1) passes through it; beyond the circles only where
    /// `options` extend it.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let inverse = state.ctm.inverted()
        let cdx = Double(endCenter.x - startCenter.x)
        let cdy = Double(endCenter.y - startCenter.y)
        let r0 = Double(startRadius)
        let dr = Double(endRadius - startRadius)
        let a = cdx * cdx + cdy * cdy - dr * dr
        composite(wholeBitmap(), mode: state.blendMode, alpha: state.alpha) { x, y in
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
            let px = Double(p.x - startCenter.x)
            let py = Double(p.y - startCenter.y)
            let b = px * cdx + py * cdy + r0 * dr
            let c = px * px + py * py - r0 * r0
            var candidates: [Double] = []
            if abs(a) < 1e-12 {
                if b != 0 { candidates = [c / (2 * b)] }
            } else {
                let discriminant = b * b - a * c
                guard discriminant >= 0 else { return nil }
                let root = discriminant.squareRoot()
                candidates = [(b + root) / a, (b - root) / a].sorted(by: >)
            }
            for t in candidates where r0 + t * dr >= 0 {
                if let color = Self.extended(Float(t), gradient, options) { return color }
            }
            return nil
        }
    }

    /// The gradient's colour at `t`, or nil where `t` is outside 0…1 and not extended.
    static func extended(_ t: Float, _ gradient: CGGradient, _ options: CGGradientDrawingOptions) -> SIMD4<
        Float
    >? {
        guard t.isFinite else { return nil }
        if t < 0 && !options.contains(.drawsBeforeStartLocation) { return nil }
        if t > 1 && !options.contains(.drawsAfterEndLocation) { return nil }
        return gradient.color(at: min(max(t, 0), 1))
    }
}
