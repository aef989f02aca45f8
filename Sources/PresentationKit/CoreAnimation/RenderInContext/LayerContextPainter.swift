import Foundation

/// Paints a layer tree into a Core Graphics context with the context's own drawing operations:
/// what `CALayer.render(in:)` and `UIView.drawHierarchy(in:afterScreenUpdates:)` do (Behaviour 25.8).
///
/// The context's user space is the root layer's bounds coordinates. Each layer paints, in order,
/// its background (rounded by `cornerRadius` on `maskedCorners`, with its `cornerCurve`), its
/// contents (images, shape and gradient layers), a label's text, its sublayers (by `zPosition`,
/// clipped when `masksToBounds`) and its border; `opacity` below 1 composites the layer and its
/// sublayers as one group, and a `mask` scales that group by the mask's alpha. As on iOS, where
/// this path is the CPU's and not the compositor's, some things are left out: a layer whose
/// transform has perspective (it cannot be an affine map of the context), shadows, and a blur's
/// backdrop (an effect view paints only its tint).
@MainActor
struct LayerContextPainter {
    /// The host time whose presentation values are painted; nil paints the model values.
    let time: Double?
    let context: CGContext

    /// Paints `layer` and its sublayers in the context's current user space.
    func paint(_ layer: CALayer) {
        let state = time.map { layer.presentationState(at: $0) } ?? layer.state
        guard !state.isHidden, state.opacity * 255 >= 0.5, Self.isFinite(state) else { return }
        let mask = layer.mask
        let grouped = state.opacity < 1 || mask != nil
        context.saveGState()
        defer { context.restoreGState() }
        if grouped {
            // The layer's parts (background, contents, text, border) and sublayers fade as one
            // image: a border at half opacity does not let the background show through it. The
            // group holds only what the subtree can paint, not the whole context.
            context.setAlpha(CGFloat(state.opacity))
            context.beginTransparencyLayer(in: paintedExtent(of: layer, state: state), auxiliaryInfo: nil)
        }
        let outline = Self.outline(of: state)
        if let background = state.backgroundColor, background.clampedAlpha > 0 {
            context.addPath(outline)
            context.setFillColor(background)
            context.fillPath()
        }
        if let backdrop = (layer as? VisualEffectBackdropLayer)?.backdropFilter(presenting: state),
            backdrop.tintAlpha > 0
        {
            context.addPath(outline)
            context.setFillColor(gray: CGFloat(backdrop.tintGray), alpha: CGFloat(backdrop.tintAlpha))
            context.fillPath()
        }
        context.saveGState()
        if state.masksToBounds {
            context.addPath(outline)
            context.clip()
        }
        let pixelsPerPoint = Self.pixelsPerPoint(of: context.ctm)
        if let contents = layer.contentsImage(presenting: state, pixelsPerPoint: pixelsPerPoint) {
            paint(contents)
        }
        let text =
            (layer.delegate as? UILabel).flatMap(LabelText.init(label:))
            ?? layer.frozenLabelText.flatMap(LabelText.init(frozen:))
        if let text { paint(text, in: state.bounds, pixelsPerPoint: pixelsPerPoint) }
        paintSublayers(of: layer, state: state)
        context.restoreGState()
        if state.borderWidth > 0, let border = state.borderColor, border.clampedAlpha > 0 {
            context.addPath(outline)
            context.addPath(Self.outline(of: state, insetBy: state.borderWidth))
            context.setFillColor(border)
            context.fillPath(using: .evenOdd)
        }
        if let mask { apply(mask) }
        if grouped { context.endTransparencyLayer() }
    }

    /// Scales what the open transparency layer holds by the alpha `mask` paints, in the masked
    /// layer's coordinates (the context's current user space), as the screen's renderer does
    /// (Behaviour 18.22). A mask that paints nothing leaves nothing.
    private func apply(_ mask: CALayer) {
        let group = context.bitmap
        guard group.width > 0, group.height > 0,
            let coverage = CGContext(
                data: nil, width: group.width, height: group.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return }
        // The coverage context is the group's extent: its device origin is the group's.
        coverage.state.ctm = context.state.ctm.concatenating(
            CGAffineTransform(translationX: -CGFloat(group.originX), y: -CGFloat(group.originY)))
        coverage.baseScale = context.baseScale
        let maskState = time.map { mask.presentationState(at: $0) } ?? mask.state
        if let affine = Self.affine(ProjectiveTransform2D(toSuperlayerOf: maskState)) {
            coverage.concatenate(affine)
            LayerContextPainter(time: time, context: coverage).paint(mask)
        }
        let alpha = coverage.bitmap
        for row in 0..<group.height {
            let target = group.data + row * group.bytesPerRow
            let source = alpha.data + row * alpha.bytesPerRow
            for x in 0..<group.width {
                let factor = UInt32(source[x * 4 + 3])
                guard factor < 255 else { continue }
                for channel in 0..<4 {
                    let value = UInt32(target[x * 4 + channel])
                    target[x * 4 + channel] = UInt8((value * factor + 127) / 255)
                }
            }
        }
    }

    /// A rectangle in `layer`'s bounds coordinates holding everything ``paint(_:)`` can paint for
    /// it and its sublayers: its bounds (background, border, backdrop tint, mask), its contents'
    /// frame, its text's clip, and each painted sublayer's extent through its transform; within
    /// the bounds when they clip. Nil parts are left out; a sublayer with perspective is.
    private func paintedExtent(of layer: CALayer, state: LayerState) -> CGRect {
        var inside = CGRect.null
        let pixelsPerPoint = Self.pixelsPerPoint(of: context.ctm)
        if let contents = layer.contentsImage(presenting: state, pixelsPerPoint: pixelsPerPoint) {
            inside = inside.union(contents.frame)
        }
        let text =
            (layer.delegate as? UILabel).flatMap(LabelText.init(label:))
            ?? layer.frozenLabelText.flatMap(LabelText.init(frozen:))
        if let text { inside = inside.union(text.clip(in: state.bounds)) }
        if !layer.children.isEmpty {
            let sublayerTransform = ProjectiveTransform2D(sublayerTransformOf: state)
            for sublayer in layer.children {
                let childState = time.map { sublayer.presentationState(at: $0) } ?? sublayer.state
                guard !childState.isHidden, childState.opacity * 255 >= 0.5, Self.isFinite(childState) else {
                    continue
                }
                var toParent = ProjectiveTransform2D(toSuperlayerOf: childState)
                if let sublayerTransform { toParent = toParent.concatenating(sublayerTransform) }
                guard let affine = Self.affine(toParent) else { continue }
                let child = paintedExtent(of: sublayer, state: childState)
                guard !child.isNull, !child.isInfinite else { continue }
                inside = inside.union(child.applying(affine))
            }
        }
        if state.masksToBounds { inside = inside.intersection(state.bounds) }
        return inside.isNull ? state.bounds : state.bounds.union(inside)
    }

    private func paintSublayers(of layer: CALayer, state: LayerState) {
        let sublayers = layer.children
        guard !sublayers.isEmpty else { return }
        let sublayerTransform = ProjectiveTransform2D(sublayerTransformOf: state)
        // Stable: equal zPositions keep their sublayer order.
        let ordered = sublayers.enumerated().map { (offset: $0.offset, layer: $0.element) }.sorted {
            ($0.layer.zPosition, $0.offset) < ($1.layer.zPosition, $1.offset)
        }
        for (_, sublayer) in ordered {
            let childState = time.map { sublayer.presentationState(at: $0) } ?? sublayer.state
            var toParent = ProjectiveTransform2D(toSuperlayerOf: childState)
            if let sublayerTransform { toParent = toParent.concatenating(sublayerTransform) }
            // A perspective projection is no affine map of the context: left out, as on iOS.
            guard let affine = Self.affine(toParent) else { continue }
            context.saveGState()
            context.concatenate(affine)
            paint(sublayer)
            context.restoreGState()
        }
    }

    /// Draws contents upright in the layer's (y-down) space: Core Graphics draws an image's top
    /// row at its rectangle's maximum y, so the rectangle is flipped about its middle first.
    private func paint(_ contents: LayerContentsImage) {
        let whole = CGRect(x: 0, y: 0, width: contents.image.width, height: contents.image.height)
        let image = contents.source == whole ? contents.image : contents.image.cropping(to: contents.source)
        guard let image else { return }
        let frame = contents.frame
        context.saveGState()
        context.translateBy(x: 0, y: frame.minY + frame.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: frame)
        context.restoreGState()
    }

    /// Fills each line's glyph coverage with the text colour, laid out as the renderer lays out a
    /// label (``LabelText``), at the context's resolution.
    private func paint(_ text: LabelText, in bounds: CGRect, pixelsPerPoint: Double) {
        guard case .success(let rasterizer) = TextRasterizer.shared else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: text.clip(in: bounds))
        context.setFillColor(text.color)
        for (index, line) in text.lines.enumerated() {
            guard let mask = rasterizer.mask(for: line, font: text.font, pixelsPerPoint: pixelsPerPoint),
                mask.width > 0, mask.height > 0
            else { continue }
            let image = CGImage(
                width: mask.width, height: mask.height, pixels: mask.coverage.flatMap { [$0, $0, $0, 255] },
                hasAlpha: false, colorSpace: CGColorSpaceCreateDeviceGray(), shouldInterpolate: false)
            // The pen lands on a whole device pixel, as the renderer puts it, so glyphs stay sharp.
            let pen = text.penOrigin(line: index, advance: mask.advance / pixelsPerPoint, in: bounds)
            let device = CGPoint(x: pen.x, y: pen.y).applying(context.ctm)
            let snapped = CGPoint(x: device.x.rounded(), y: device.y.rounded()).applying(
                context.ctm.inverted())
            let rect = CGRect(
                x: snapped.x + Double(mask.originX) / pixelsPerPoint,
                y: snapped.y + Double(mask.originY) / pixelsPerPoint,
                width: Double(mask.width) / pixelsPerPoint, height: Double(mask.height) / pixelsPerPoint)
            context.saveGState()
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.clip(to: rect, mask: image)
            context.fill(rect)
            context.restoreGState()
        }
    }

    /// The layer's rounded outline (``LayerState/roundedOutline(insetBy:)``).
    static func outline(of state: LayerState, insetBy inset: Double = 0) -> CGPath {
        state.roundedOutline(insetBy: inset)
    }

    /// Device pixels per user-space point of `ctm` (the square root of its area scale).
    static func pixelsPerPoint(of ctm: CGAffineTransform) -> Double {
        let scale = abs(Double(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
        return scale.isFinite && scale > 0 ? scale : 1
    }

    /// `transform` as an affine map, or nil when it has perspective.
    static func affine(_ transform: ProjectiveTransform2D) -> CGAffineTransform? {
        guard transform.m14 == 0, transform.m24 == 0, transform.m44 != 0, transform.isFinite else {
            return nil
        }
        let w = transform.m44
        return CGAffineTransform(
            a: transform.m11 / w, b: transform.m12 / w, c: transform.m21 / w, d: transform.m22 / w,
            tx: transform.m41 / w, ty: transform.m42 / w)
    }

    private static func isFinite(_ state: LayerState) -> Bool {
        let b = state.bounds
        return [b.origin.x, b.origin.y, b.size.width, b.size.height, state.cornerRadius, state.borderWidth]
            .allSatisfy(\.isFinite)
    }
}
