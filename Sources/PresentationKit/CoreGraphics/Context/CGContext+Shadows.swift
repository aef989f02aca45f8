import Foundation

extension CGContext {
    /// Sets a shadow that everything painted afterwards casts (until the state is restored or the
    /// shadow is set again): the painted shape's alpha, blurred, moved by `offset` and coloured
    /// `color`, composited under it with the same blend mode, alpha and clip (Behaviour 18.23).
    ///
    /// As in Core Graphics, `offset` and `blur` are in the context's base space, which the current
    /// transform does not change: pixels for a context made with `CGContext(data:…)`, points y-up
    /// for the contexts UIKit makes (`draw(_:)`, image renderers), so a positive height moves the
    /// shadow up. `blur` is the Gaussian's standard deviation times two. A nil colour turns
    /// shadows off. A negative or non-finite blur, or an offset that is not finite, is reported and
    /// turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, blur >= 0 else {
            DrawingDiagnostics.report(
                "CGContext.setShadow(offset:blur:color:): offset \(offset) with blur \(blur) is not a shadow; "
                    + "the offset must be finite and the blur finite and not negative. No shadow is drawn.")
            state.shadow = nil
            return
        }
        state.shadow = color.map {
            GraphicsState.Shadow(offset: offset, blur: blur, color: Self.components($0))
        }
    }

    /// Sets a shadow of one-third-opaque black (Core Graphics' default shadow colour); see
    /// ``setShadow(offset:blur:color:)``.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Paints the shadow of what `source` paints over `spans`: its alpha (coverage times the
    /// source's alpha, before the clip) blurred and moved in device pixels, in the shadow colour.
    func drawShadow(
        _ shadow: GraphicsState.Shadow, of spans: [CoverageSpan], mode: CGBlendMode, alpha: Float,
        source: (Int, Int) -> SIMD4<Float>?
    ) {
        guard !spans.isEmpty else { return }
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for span in spans where span.coverage > 0 && span.length > 0 {
            minX = min(minX, Int(span.x))
            maxX = max(maxX, Int(span.x + span.length))
            minY = min(minY, Int(span.y))
            maxY = max(maxY, Int(span.y) + 1)
        }
        guard maxX > minX, maxY > minY else { return }
        let sigma = Double(shadow.blur * baseScale) / 2
        let dx = Double(shadow.offset.width * baseScale)
        let dy = Double(shadow.offset.height * baseScale)
        let margin = sigma > 0.01 ? AlphaBlur.reach(sigma: sigma) : 1
        // The plane covers the shape plus the blur's reach, in the shape's own pixels (the offset
        // is applied when sampling it).
        let originX = minX - margin
        let originY = minY - margin
        let planeWidth = maxX - minX + 2 * margin
        let planeHeight = maxY - minY + 2 * margin
        guard planeWidth * planeHeight < 1 << 26 else { return }
        var plane = [Float](repeating: 0, count: planeWidth * planeHeight)
        let antialias = state.shouldAntialias && state.allowsAntialiasing
        for span in spans {
            var shape = Float(span.coverage) / 255
            if !antialias { shape = shape >= 0.5 ? 1 : 0 }
            guard shape > 0 else { continue }
            let y = Int(span.y)
            let row = (y - originY) * planeWidth - originX
            for x in Int(span.x)..<Int(span.x + span.length) {
                guard let color = source(x, y), color.w > 0 else { continue }
                plane[row + x] = shape * min(color.w, 1)
            }
        }
        if sigma > 0.01 {
            AlphaBlur.blur(&plane, width: planeWidth, height: planeHeight, sigma: sigma)
        }
        // The device pixels the moved plane can touch, within the bitmap.
        let extent = drawableExtent
        let fromX = max(extent.minX, Int((Double(originX) + dx).rounded(.down)))
        let toX = min(extent.maxX, Int((Double(originX + planeWidth) + dx).rounded(.up)) + 1)
        let fromY = max(extent.minY, Int((Double(originY) + dy).rounded(.down)))
        let toY = min(extent.maxY, Int((Double(originY + planeHeight) + dy).rounded(.up)) + 1)
        guard toX > fromX, toY > fromY else { return }
        let shadowSpans = (fromY..<toY).map {
            CoverageSpan(y: Int32($0), x: Int32(fromX), length: Int32(toX - fromX), coverage: 255)
        }
        let color = shadow.color
        let premultiplied = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
        composite(shadowSpans, mode: mode, alpha: alpha, castsShadow: false) { x, y in
            // The plane's value at this pixel's centre moved back by the offset, bilinearly.
            let u = Double(x) + 0.5 - dx - Double(originX) - 0.5
            let v = Double(y) + 0.5 - dy - Double(originY) - 0.5
            let value = Self.bilinear(plane, width: planeWidth, height: planeHeight, u, v)
            return value > 0.5 / 255 ? premultiplied * value : nil
        }
    }

    /// `plane` at (`u`, `v`) in its pixel indices, interpolated between the four nearest, 0 outside.
    private static func bilinear(_ plane: [Float], width: Int, height: Int, _ u: Double, _ v: Double) -> Float
    {
        let x0 = Int(u.rounded(.down))
        let y0 = Int(v.rounded(.down))
        let fx = Float(u - Double(x0))
        let fy = Float(v - Double(y0))
        func at(_ x: Int, _ y: Int) -> Float {
            x >= 0 && x < width && y >= 0 && y < height ? plane[y * width + x] : 0
        }
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }
}
