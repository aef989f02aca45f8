import Foundation
import PresentationKit

/// Draws captured ``RenderNode`` trees onto a surface, following Core Animation's order and
/// compositing rules.
///
/// Per layer: shadow, background, contents (an image, then label text), sublayers, then the border, which Core
/// Animation draws above the sublayers. `masksToBounds` clips contents and sublayers to the rounded
/// bounds. A layer with opacity below 1 whose subtree paints more than one layer is drawn as a
/// group (iOS's default `allowsGroupOpacity`): into an offscreen buffer the size of what it
/// paints, then composited at its opacity; with a single painting layer that is the same as
/// multiplying alpha, which is what happens then.
@MainActor
struct LayerRasterizer {
    let shapes: ShapeRasterizer
    /// Where label text comes from (see ``LabelTextRasterizing``).
    let textSource: LabelTextRasterizing
    /// The frame's canvas: what blur effect views read as the backdrop behind them.
    var canvas: Surface?
    /// The offscreen groups being drawn into, outermost first: with the canvas, what a blur inside
    /// them has behind it.
    let openGroups = OpenGroups()
    /// Whether offscreen groups defer their flat fills too (``PendingRuns``): false on the
    /// layer-by-layer reference path, which is also where shapes evaluate every pixel, so one
    /// switch says both.
    private var defersFlatRuns: Bool { shapes.skipsKnownPixels }

    /// Draws `node` with its alpha multiplied by `alpha` (an ancestor's opacity passed down).
    func draw(_ node: RenderNode, alpha: Double, on surface: Surface) {
        let area = node.pixelBounds.intersection(surface.clip)
        guard !area.isEmpty else { return }
        let opacity = unitClamp(node.state.opacity) * alpha
        guard opacity * 255 >= 0.5 else { return }
        if let mask = node.mask {
            drawMasked(node, by: mask.node, opacity: opacity, area: area, on: surface)
            return
        }
        if let vibrancy = node.vibrancy {
            drawVibrantly(node, vibrancy: vibrancy, alpha: opacity, area: area, on: surface)
            return
        }
        guard opacity < 1, node.paintingLayers > 1 else {
            drawContents(of: node, alpha: opacity, on: surface)
            return
        }
        withOffscreen(area) { group in
            openGroups.within(group, opacity: opacity) { drawContents(of: node, alpha: 1, on: group) }
            let painter = SurfacePainter(source: group, opacity: UInt32(PackedPixel.byte(opacity)))
            surface.paintRows(area.minY..<area.maxY, key: painter.rowKey) { y in
                painter.paint(y: y, from: area.minX, to: area.maxX, coverage: 255, on: surface)
            }
        }
    }

    func drawContents(of node: RenderNode, alpha: Double, on surface: Surface) {
        let radius = node.cornerRadius
        if let backdrop = node.backdrop {
            drawBackdrop(backdrop, of: node, alpha: alpha, on: surface)
        }
        if let color = node.visibleShadow,
            !drawPathShadow(
                node, color: color, silhouetteAlpha: node.visibleBackground?.clampedAlpha ?? 1, alpha: alpha,
                on: surface)
        {
            drawShadow(
                of: node, color: color, silhouetteAlpha: node.visibleBackground?.clampedAlpha ?? 1,
                alpha: alpha,
                on: surface)
        }
        if let color = node.visibleBackground {
            fill(
                node, radius: radius, ring: 0,
                with: ColorPainter(color: color.premultipliedPixel(opacity: alpha)), on: surface)
        }
        if node.text != nil || node.contents != nil || !node.children.isEmpty {
            if node.state.masksToBounds {
                drawClipped(node, alpha: alpha, on: surface)
            } else {
                drawInside(node, alpha: alpha, on: surface)
            }
        }
        if let color = node.visibleBorder {
            fill(
                node, radius: radius, ring: node.state.borderWidth,
                with: ColorPainter(color: color.premultipliedPixel(opacity: alpha)), on: surface)
        }
    }

    /// Contents and sublayers, unclipped.
    private func drawInside(_ node: RenderNode, alpha: Double, on surface: Surface) {
        if let contents = node.contents {
            drawImage(contents, of: node, alpha: alpha, on: surface)
        }
        if let text = node.text {
            drawText(text, of: node, alpha: alpha, on: surface)
        }
        for child in node.children {
            draw(child, alpha: alpha, on: surface)
        }
    }

    /// Contents and sublayers clipped to the rounded bounds.
    ///
    /// A clip that is a whole-pixel rectangle narrows the surface's clip and costs nothing. Any
    /// other (rounded, fractional, transformed) draws into an offscreen buffer that is composited
    /// through the bounds' anti-aliased coverage.
    private func drawClipped(_ node: RenderNode, alpha: Double, on surface: Surface) {
        let bounds = node.bounds
        if node.cornerRadius == 0, let box = node.mapping.alignedBox(of: bounds),
            [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0 - $0.rounded()) < 1e-6 })
        {
            var clipped = surface
            clipped.clip = PixelRect(covering: box, within: surface.clip)
            guard !clipped.clip.isEmpty else { return }
            drawInside(node, alpha: alpha, on: clipped)
            return
        }
        if node.text == nil, node.contents == nil, let arms = fullyCoveredArms(of: node),
            node.children.allSatisfy({ child in
                arms.contains { child.pixelBounds.intersection($0) == child.pixelBounds }
            })
        {
            // Everything inside lies where the clip covers each pixel fully, so it clips nothing.
            // Core Animation clips sublayers without grouping them: each composites straight onto
            // what is below, which is what drawing them directly gives (a group would round
            // overlapping translucent sublayers differently).
            drawInside(node, alpha: alpha, on: surface)
            return
        }
        let area = node.mapping.pixelBounds(of: bounds, within: surface.clip, margin: 1)
        guard !area.isEmpty else { return }
        withOffscreen(area) { layer in
            openGroups.within(layer, opacity: 1) { drawInside(node, alpha: alpha, on: layer) }
            var target = surface
            target.clip = area
            fill(
                node, radius: node.cornerRadius, ring: 0, with: SurfacePainter(source: layer, opacity: 255),
                on: target)
        }
    }

    /// The whole pixels the node's rounded bounds cover completely, for a grid-aligned layer
    /// with circular corners, as the two arms of a cross: the device box less the corner radius at
    /// the top and bottom, and less it at the left and right. A rectangle of pixels inside the
    /// rounded bounds but clear of the corners lies within one arm.
    private func fullyCoveredArms(of node: RenderNode) -> [PixelRect]? {
        guard !node.hasOutlinePath, let aligned = node.mapping.axisAligned,
            let box = node.mapping.alignedBox(of: node.bounds),
            node.cornerRadius == 0 || node.mapping.uniformScale != nil
        else { return nil }
        let radius = node.cornerRadius * abs(aligned.scaleX)
        let unbounded = PixelRect(minX: Int.min / 4, minY: Int.min / 4, maxX: Int.max / 4, maxY: Int.max / 4)
        func pixels(insetX dx: Double, insetY dy: Double) -> PixelRect {
            PixelRect(
                covering: DeviceBox(
                    minX: (box.minX + dx).rounded(.up), minY: (box.minY + dy).rounded(.up),
                    maxX: (box.maxX - dx).rounded(.down), maxY: (box.maxY - dy).rounded(.down)),
                within: unbounded)
        }
        let arms = [pixels(insetX: 0, insetY: radius), pixels(insetX: radius, insetY: 0)].filter {
            !$0.isEmpty
        }
        return arms.isEmpty ? nil : arms
    }

    /// Fills the node's rounded bounds (or, with `ring` > 0, a border of that width inside them).
    private func fill<Painter: RowPainter>(
        _ node: RenderNode, radius: Double, ring: Double, with painter: Painter, on surface: Surface
    ) {
        if node.hasOutlinePath {
            return fillOutline(node, ring: ring, with: painter, on: surface)
        }
        fill(node.bounds, mapping: node.mapping, radius: radius, ring: ring, with: painter, on: surface)
    }

    /// Fills a local rectangle, rounded by `radius` (or, with `ring` > 0, a border of that width
    /// inside it), through `mapping`.
    private func fill<Painter: RowPainter>(
        _ rect: CGRect, mapping: DeviceMapping, radius: Double, ring: Double, with painter: Painter,
        on surface: Surface
    ) {
        if let aligned = mapping.axisAligned, let box = mapping.alignedBox(of: rect),
            radius == 0 || mapping.uniformScale != nil
        {
            // Corners stay circular only under a uniform scale; elliptical ones take the general path.
            let outer = AlignedRoundedRect(box, radius: radius * abs(aligned.scaleX))
            if ring > 0 {
                let inner = outer.inset(dx: ring * abs(aligned.scaleX), dy: ring * abs(aligned.scaleY))
                shapes.fill(outer, minus: inner, with: painter, on: surface)
            } else {
                shapes.fill(outer, with: painter, on: surface)
            }
            return
        }
        let area = mapping.pixelBounds(of: rect, within: surface.clip, margin: 1)
        let shape = ProjectedRoundedRect(
            rect: (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY)),
            radius: radius, ringWidth: ring, mapping: mapping, area: area)
        shapes.fill(shape, within: area, with: painter, on: surface)
    }

    private func drawShadow(
        of node: RenderNode, color: CGColor, silhouetteAlpha: Double, alpha: Double, on surface: Surface
    ) {
        let opacity = unitClamp(node.state.shadowOpacity) * silhouetteAlpha * alpha
        let painter = ColorPainter(color: color.premultipliedPixel(opacity: opacity))
        guard PackedPixel.alpha(painter.color) > 0 else { return }
        let rect = node.shadowRect
        let radius = node.cornerRadius
        let sigma = node.shadowSigma
        let mapping = node.mapping
        if let aligned = mapping.axisAligned, let box = mapping.alignedBox(of: rect) {
            let sx = abs(aligned.scaleX)
            let sy = abs(aligned.scaleY)
            // Below a quarter pixel the blur is invisible: draw the silhouette itself.
            if sigma * min(sx, sy) < 0.25 && (radius == 0 || mapping.uniformScale != nil) {
                shapes.fill(AlignedRoundedRect(box, radius: radius * sx), with: painter, on: surface)
                return
            }
            let shadow = GaussianShadow(
                minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY, radiusX: radius * sx,
                radiusY: radius * sy, sigmaX: max(sigma * sx, 0.25), sigmaY: max(sigma * sy, 0.25),
                maximumSlices: 8)
            shapes.fill(
                shadow, occludedBy: opaqueBackground(of: node, alpha: alpha), with: painter, on: surface)
            return
        }
        drawProjectedShadow(node, rect: rect, radius: radius, sigma: sigma, painter: painter, on: surface)
    }

    private func drawProjectedShadow(
        _ node: RenderNode, rect: CGRect, radius: Double, sigma: Double, painter: ColorPainter,
        on surface: Surface
    ) {
        // Keep a minimum blur of a hundredth of a point so the analytic form never divides by zero.
        let sigma = max(sigma, 0.01)
        let shadow = GaussianShadow(
            minX: Double(rect.minX), minY: Double(rect.minY), maxX: Double(rect.maxX),
            maxY: Double(rect.maxY),
            radiusX: radius, radiusY: radius, sigmaX: sigma, sigmaY: sigma, maximumSlices: 4)
        let reach = GaussianShadow.reach * sigma
        let bounds = node.mapping.pixelBounds(
            of: rect.insetBy(dx: -reach, dy: -reach), within: surface.clip, margin: 1)
        NormalCDF.withLookup { phi in
            shapes.fill(
                ProjectedShadow(shadow: shadow, inverse: node.mapping.inverse, phi: phi), within: bounds,
                with: painter, on: surface)
        }
    }

    /// The node's background in device pixels when it will cover the shadow completely: opaque,
    /// drawn at full alpha, on a grid-aligned layer with circular corners.
    private func opaqueBackground(of node: RenderNode, alpha: Double) -> AlignedRoundedRect? {
        guard alpha >= 1, !node.hasOutlinePath, node.offsetShadowPath == nil,
            let background = node.visibleBackground, background.clampedAlpha >= 1,
            let aligned = node.mapping.axisAligned
        else { return nil }
        guard let box = node.mapping.alignedBox(of: node.bounds),
            node.cornerRadius == 0 || node.mapping.uniformScale != nil
        else { return nil }
        return AlignedRoundedRect(box, radius: node.cornerRadius * abs(aligned.scaleX))
    }

    /// Draws the layer's contents image where its gravity placed it; the frame's edges are
    /// anti-aliased like any rectangle's, and `masksToBounds` has clipped the surface already.
    private func drawImage(
        _ contents: LayerContentsImage, of node: RenderNode, alpha: Double, on surface: Surface
    ) {
        let opacity = UInt32(PackedPixel.byte(alpha))
        guard opacity > 0 else { return }
        ImagePainter.with(contents, mapping: node.mapping, opacity: opacity) { painter in
            fill(contents.frame, mapping: node.mapping, radius: 0, ring: 0, with: painter, on: surface)
        }
    }

    private func drawText(_ text: LabelText, of node: RenderNode, alpha: Double, on surface: Surface) {
        let bounds = node.bounds
        let pixelsPerPoint = node.mapping.pixelsPerPoint(near: Double(bounds.midX), Double(bounds.midY))
        guard pixelsPerPoint > 0, pixelsPerPoint.isFinite else { return }
        let lines = textSource.rasterize(text, pixelsPerPoint: pixelsPerPoint)
        drawLabelText(text, lines: lines, of: node, alpha: alpha, on: surface)
    }

    /// Draws a label's lines, given their coverage masks, in the label's text colour.
    ///
    /// This is the seam between layout and glyph rasterization: `lines[i]` is the mask of
    /// `text.lines[i]`; missing masks draw nothing.
    func drawLabelText(
        _ text: LabelText, lines: [LineCoverage], of node: RenderNode, alpha: Double, on surface: Surface
    ) {
        let painter = ColorPainter(color: text.color.premultipliedPixel(opacity: alpha))
        guard PackedPixel.alpha(painter.color) > 0 else { return }
        let clip = text.clip(in: node.bounds)
        for (index, line) in lines.enumerated() where index < text.lines.count {
            let pen = text.penOrigin(
                line: index, advance: line.advance / line.pixelsPerPoint, in: node.bounds)
            shapes.draw(
                line, penX: pen.x, penY: pen.y, within: clip, mapping: node.mapping, with: painter,
                on: surface)
        }
    }

    /// Paints what lies behind the node blurred, saturated and tinted, within its rounded bounds.
    ///
    /// The backdrop is the canvas as painted so far with every group the node is drawn inside laid
    /// over it, outermost first, each at the opacity it will be composited with: what the effect
    /// view has behind it in the window, however deeply it is nested in opacity groups and
    /// clipping groups.
    private func drawBackdrop(
        _ filter: BackdropFilter, of node: RenderNode, alpha: Double, on surface: Surface
    ) {
        let area = node.mapping.pixelBounds(of: node.bounds, within: surface.clip, margin: 1)
        guard !area.isEmpty else { return }
        let bounds = node.bounds
        let blur = BackdropBlur(
            filter: filter,
            pixelsPerPoint: node.mapping.pixelsPerPoint(near: Double(bounds.midX), Double(bounds.midY)))
        let canvas = self.canvas ?? surface
        let source = blur.sourceArea(for: area, within: canvas.frame)
        // Two rows of scratch, used in turn: the blur reads two rows at once.
        let scratchRows = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * max(source.width, 1))
        defer { scratchRows.deallocate() }
        var useSecond = false
        let groups = openGroups.groups.filter { $0.surface.pixels != canvas.pixels }
        let opaqueGroups = groups.allSatisfy { $0.opacity == 255 }
        let accumulator = UnsafeMutablePointer<UInt32>.allocate(capacity: max(source.width, 1))
        defer { accumulator.deallocate() }
        let backdropRow = { (y: Int, x0: Int, x1: Int) -> UnsafePointer<UInt32> in
            let row = canvas.pixels(y: y, from: x0, to: x1)
            guard !groups.isEmpty else { return UnsafePointer(row) }
            let scratch = useSecond ? scratchRows + max(source.width, 1) : scratchRows
            useSecond.toggle()
            scratch.update(from: row, count: x1 - x0)
            let line = PixelRect(minX: x0, minY: y, maxX: x1, maxY: y + 1)
            if opaqueGroups {
                // Each group laid over what is below it, outermost first (source-over associates).
                for group in groups {
                    let overlap = line.intersection(group.surface.frame)
                    guard !overlap.isEmpty else { continue }
                    PackedPixel.over(
                        group.surface.pixels(y: y, from: overlap.minX, to: overlap.maxX),
                        onto: scratch + (overlap.minX - x0), count: overlap.width)
                }
                return UnsafePointer(scratch)
            }
            // A faded group fades what is drawn inside it too: from the innermost out, each group
            // so far goes over its parent's pixels, and the two fade by the parent's opacity.
            let count = x1 - x0
            accumulator.update(repeating: 0, count: count)
            for group in groups.reversed() {
                let overlap = line.intersection(group.surface.frame)
                if !overlap.isEmpty {
                    let pixels = group.surface.pixels(y: y, from: overlap.minX, to: overlap.maxX)
                    let target = accumulator + (overlap.minX - x0)
                    for index in 0..<overlap.width {
                        target[index] = PackedPixel.over(target[index], pixels[index])
                    }
                }
                if group.opacity != 255 {
                    for index in 0..<count where accumulator[index] != 0 {
                        accumulator[index] = PackedPixel.scale(accumulator[index], by: group.opacity)
                    }
                }
            }
            PackedPixel.over(accumulator, onto: scratch, count: count)
            return UnsafePointer(scratch)
        }
        if let exact = Self.exactPixelCover(of: node, opacity: alpha, within: surface.clip) {
            // A square-cornered, pixel-aligned, opaque-layer backdrop covers its pixels wholly:
            // each blurred row goes straight onto the surface, with no offscreen round trip.
            blur.render(area: exact, source: source, row: backdropRow) { y in
                surface.pixels(y: y, from: exact.minX, to: exact.maxX)
            }
            return
        }
        let (output, capacity) = OffscreenMemory.take(area.width * area.height)
        defer { OffscreenMemory.give(output, capacity: capacity) }
        blur.render(area: area, source: source, row: backdropRow, into: output)
        let painter = SurfacePainter(
            source: Surface(pixels: output, frame: area), opacity: UInt32(PackedPixel.byte(alpha)))
        var target = surface
        target.clip = area.intersection(surface.clip)
        fill(node, radius: node.cornerRadius, ring: 0, with: painter, on: target)
    }

    /// The pixels `node` covers wholly, within `clip`, when it covers no pixel partly: its bounds
    /// land on whole device pixels without rotation, its corners are square and it is drawn at
    /// full opacity. Nil otherwise.
    static func exactPixelCover(of node: RenderNode, opacity: Double, within clip: PixelRect) -> PixelRect? {
        guard PackedPixel.byte(opacity) == 255, node.cornerRadius == 0,
            let box = node.mapping.alignedBox(of: node.bounds)
        else { return nil }
        let edges = [box.minX, box.minY, box.maxX, box.maxY]
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 && abs($0) < 1e9 }) else { return nil }
        return PixelRect(
            minX: Int(box.minX.rounded()), minY: Int(box.minY.rounded()), maxX: Int(box.maxX.rounded()),
            maxY: Int(box.maxY.rounded())
        ).intersection(clip)
    }

    /// Draws a vibrancy effect's content: the subtree into a group, whose coverage then moves the
    /// pixels below towards white or black (Behaviour 25.6); the content's own colours are not used.
    private func drawVibrantly(
        _ node: RenderNode, vibrancy: VibrancyFilter, alpha: Double, area: PixelRect, on surface: Surface
    ) {
        withOffscreen(area) { group in
            drawContents(of: node, alpha: 1, on: group)
            let strength = UInt32(PackedPixel.byte(min(max(vibrancy.strength * alpha, 0), 1)))
            for y in area.minY..<area.maxY {
                let content = group.pixels(y: y, from: area.minX, to: area.maxX)
                let below = surface.pixels(y: y, from: area.minX, to: area.maxX)
                for x in 0..<area.width {
                    let coverage = PackedPixel.alpha(content[x])
                    guard coverage > 0 else { continue }
                    let amount = (coverage * strength + 127) / 255
                    let pixel = below[x]
                    let target =
                        vibrancy.liftsTowardsWhite ? PackedPixel.white(atAlphaOf: pixel) : pixel & 0xFF00_0000
                    below[x] = PackedPixel.mix(pixel, target, by: amount)
                }
            }
        }
    }

    /// The offscreen groups open while a layer is drawn, outermost first, each with the opacity
    /// (0…255) it will be composited with. A reference shared by the copies of the rasterizer a
    /// frame makes.
    final class OpenGroups {
        private(set) var groups: [(surface: Surface, opacity: UInt32)] = []

        /// Runs `body` with `surface` open as a group composited at `opacity`.
        func within(_ surface: Surface, opacity: Double, _ body: () -> Void) {
            groups.append((surface, UInt32(PackedPixel.byte(min(max(opacity, 0), 1)))))
            defer { groups.removeLast() }
            body()
        }
    }

    /// Runs `body` with a cleared (transparent) offscreen surface covering `area`, then frees it.
    ///
    /// Deferring, the buffer starts as one transparent pending run per row: nothing is written
    /// until a pixel needs it, and compositing the group back reads only what was painted.
    func withOffscreen(_ area: PixelRect, _ body: (Surface) -> Void) {
        let count = area.width * area.height
        let (pixels, capacity) = OffscreenMemory.take(count)
        defer { OffscreenMemory.give(pixels, capacity: capacity) }
        guard defersFlatRuns else {
            pixels.initialize(repeating: 0, count: count)
            body(Surface(pixels: pixels, frame: area))
            return
        }
        let pending = PendingRuns(pixels: pixels, frame: area, background: 0)
        defer { pending.deallocate() }
        body(Surface(pixels: pixels, frame: area, pending: pending))
    }
}
