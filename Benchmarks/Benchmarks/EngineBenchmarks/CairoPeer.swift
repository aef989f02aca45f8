import CCairo
import Foundation
import PresentationKit

// The peer renderer: the same layer tree drawn by cairo (pixman), so each render benchmark reports
// PresentationKit's time over cairo's from the same iteration.
//
// The scene is captured once from the public CALayer API (presentation values, as a compositor
// reads them) into a list of drawing operations in device pixels; only cairo's drawing of that list
// is timed. PresentationKit's measured snapshot does more (it reads the layer tree every frame), so
// the comparison leans in cairo's favour.
//
// Same geometry: each layer's rounded rectangle mapped by the chain of its ancestors' position,
// anchor point, bounds origin and transform (the 2-D projective part, as the renderer flattens
// every layer) and the screen's scale; affine mappings go to cairo as its matrix, projective ones
// (a flip mid-turn) as the outline projected point by point. Same appearance: backgrounds, borders,
// group opacity (a cairo group when a translucent layer has painting sublayers), `masksToBounds`
// clipping, shadows (cairo has no blur: the silhouette is drawn into an A8 mask and blurred with
// three box passes, the usual cairo recipe) and label text (cairo's text API with the label's
// DejaVu face and size, at its alignment).

/// A 3 × 3 projective matrix acting on row vectors (x, y, 1), as Core Animation's matrices do.
struct PeerProjective {
    var m11 = 1.0, m12 = 0.0, m14 = 0.0
    var m21 = 0.0, m22 = 1.0, m24 = 0.0
    var m41 = 0.0, m42 = 0.0, m44 = 1.0

    static func translation(_ x: Double, _ y: Double) -> PeerProjective {
        PeerProjective(m41: x, m42: y)
    }

    static func scale(_ s: Double) -> PeerProjective { PeerProjective(m11: s, m22: s) }

    /// The part of `t` that maps the layer's plane (z = 0) to its parent's, dropping z.
    init(flattening t: CATransform3D) {
        m11 = Double(t.m11)
        m12 = Double(t.m12)
        m14 = Double(t.m14)
        m21 = Double(t.m21)
        m22 = Double(t.m22)
        m24 = Double(t.m24)
        m41 = Double(t.m41)
        m42 = Double(t.m42)
        m44 = Double(t.m44)
    }

    init(
        m11: Double = 1, m12: Double = 0, m14: Double = 0, m21: Double = 0, m22: Double = 1, m24: Double = 0,
        m41: Double = 0, m42: Double = 0, m44: Double = 1
    ) {
        (self.m11, self.m12, self.m14) = (m11, m12, m14)
        (self.m21, self.m22, self.m24) = (m21, m22, m24)
        (self.m41, self.m42, self.m44) = (m41, m42, m44)
    }

    /// `self` then `other`.
    func concatenating(_ o: PeerProjective) -> PeerProjective {
        PeerProjective(
            m11: m11 * o.m11 + m12 * o.m21 + m14 * o.m41, m12: m11 * o.m12 + m12 * o.m22 + m14 * o.m42,
            m14: m11 * o.m14 + m12 * o.m24 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m24 * o.m41, m22: m21 * o.m12 + m22 * o.m22 + m24 * o.m42,
            m24: m21 * o.m14 + m22 * o.m24 + m24 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m44 * o.m41, m42: m41 * o.m12 + m42 * o.m22 + m44 * o.m42,
            m44: m41 * o.m14 + m42 * o.m24 + m44 * o.m44)
    }

    var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    func apply(_ x: Double, _ y: Double) -> (Double, Double) {
        let w = x * m14 + y * m24 + m44
        return ((x * m11 + y * m21 + m41) / w, (x * m12 + y * m22 + m42) / w)
    }

    /// Cairo's matrix for an affine mapping.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: m11, yx: m12, xy: m21, yy: m22, x0: m41, y0: m42)
    }
}

/// A rounded rectangle in a layer's own coordinates and the mapping to device pixels.
struct PeerShape {
    var rect: CGRect
    var radius: Double
    var toDevice: PeerProjective
}

/// Straight (not premultiplied) RGBA, 0…1, as cairo's `set_source_rgba` takes it.
struct PeerColour {
    var r, g, b, a: Double

    init?(_ color: CGColor?, opacity: Double) {
        guard let color, let c = color.components else { return nil }
        if c.count >= 4 {
            (r, g, b) = (Double(c[0]), Double(c[1]), Double(c[2]))
        } else {
            (r, g, b) = (Double(c[0]), Double(c[0]), Double(c[0]))
        }
        a = Double(color.alpha) * opacity
        guard a > 0 else { return nil }
    }
}

/// One drawing operation of the captured scene.
enum PeerOperation {
    case fill(PeerShape, PeerColour)
    /// A border of `width` points inside the shape.
    case ring(PeerShape, width: Double, PeerColour)
    case shadow(PeerShape, sigma: Double, PeerColour)
    case pushClip(PeerShape)
    case popClip
    case pushGroup
    case popGroup(opacity: Double)
    case text(String, fontSize: Double, bold: Bool, alignment: NSTextAlignment, in: PeerShape, PeerColour)
}

/// A scene captured from a layer tree, drawn by cairo on demand.
@MainActor
final class CairoPeer {
    let width: Int
    let height: Int
    private(set) var operations: [PeerOperation] = []
    private let surface: OpaquePointer
    private let context: OpaquePointer

    /// Captures `window` (placed by its own geometry) as it presents, at `scale` pixels per point.
    init(window: CALayer, screenSize: CGSize, scale: Double) {
        width = Int((Double(screenSize.width) * scale).rounded())
        height = Int((Double(screenSize.height) * scale).rounded())
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        capture(window, parentToDevice: .scale(scale), inheritedOpacity: 1)
    }

    isolated deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The measured work: the whole frame, from an opaque black screen.
    func draw() {
        let cr = context
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        for operation in operations {
            switch operation {
            case .fill(let shape, let colour):
                path(shape)
                source(colour)
                cairo_fill(cr)
            case .ring(let shape, let width, let colour):
                path(shape)
                let inner = PeerShape(
                    rect: shape.rect.insetBy(dx: width, dy: width), radius: max(shape.radius - width, 0),
                    toDevice: shape.toDevice)
                path(inner, newPath: false)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                source(colour)
                cairo_fill(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            case .shadow(let shape, let sigma, let colour):
                drawShadow(shape, sigma: sigma, colour: colour)
            case .pushClip(let shape):
                cairo_save(cr)
                path(shape)
                cairo_clip(cr)
            case .popClip:
                cairo_restore(cr)
            case .pushGroup:
                cairo_push_group(cr)
            case .popGroup(let opacity):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacity)
            case .text(let string, let size, let bold, let alignment, let shape, let colour):
                drawText(string, size: size, bold: bold, alignment: alignment, in: shape, colour: colour)
            }
        }
        cairo_surface_flush(surface)
    }

    /// A pixel of the last drawing (premultiplied ARGB32 in native order), for the fixtures' checks.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF), UInt8(word >> 24))
    }

    // MARK: Capture

    private func capture(_ layer: CALayer, parentToDevice: PeerProjective, inheritedOpacity: Double) {
        let model = layer
        let layer = layer.presentation() ?? layer
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let bounds = layer.bounds
        let anchor = CGPoint(
            x: bounds.minX + layer.anchorPoint.x * bounds.width,
            y: bounds.minY + layer.anchorPoint.y * bounds.height)
        let toParent = PeerProjective.translation(-Double(anchor.x), -Double(anchor.y))
            .concatenating(PeerProjective(flattening: layer.transform))
            .concatenating(.translation(Double(layer.position.x), Double(layer.position.y)))
        let toDevice = toParent.concatenating(parentToDevice)
        let radius = min(Double(layer.cornerRadius), Double(min(bounds.width, bounds.height)) / 2)
        let shape = PeerShape(rect: bounds, radius: max(radius, 0), toDevice: toDevice)
        let sublayers = (model.sublayers ?? []).filter { !$0.isHidden }
        let opacity = Double(layer.opacity)
        let group = opacity < 1 && !sublayers.isEmpty
        let alpha = group ? 1 : inheritedOpacity * opacity
        if group { operations.append(.pushGroup) }
        if !layer.masksToBounds, layer.shadowOpacity > 0, layer.backgroundColor != nil,
            let colour = PeerColour(layer.shadowColor, opacity: Double(layer.shadowOpacity) * alpha)
        {
            var silhouette = shape
            silhouette.rect = bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            operations.append(.shadow(silhouette, sigma: Double(layer.shadowRadius) / 2, colour))
        }
        if let colour = PeerColour(layer.backgroundColor, opacity: alpha) {
            operations.append(.fill(shape, colour))
        }
        if layer.masksToBounds { operations.append(.pushClip(shape)) }
        if let label = model.delegate as? UILabel, let text = label.text, !text.isEmpty,
            let colour = PeerColour(label.textColor?.cgColor, opacity: alpha)
        {
            let font = label.font ?? .systemFont(ofSize: 17)
            operations.append(
                .text(
                    text, fontSize: Double(font.pointSize), bold: font.fontName.contains("Bold"),
                    alignment: label.textAlignment, in: shape, colour))
        }
        var childBase = toDevice
        if !CATransform3DIsIdentity(layer.sublayerTransform) {
            childBase = PeerProjective.translation(-Double(anchor.x), -Double(anchor.y))
                .concatenating(PeerProjective(flattening: layer.sublayerTransform))
                .concatenating(.translation(Double(anchor.x), Double(anchor.y)))
                .concatenating(toDevice)
        }
        for sublayer in sublayers {
            capture(sublayer, parentToDevice: childBase, inheritedOpacity: alpha)
        }
        if layer.masksToBounds { operations.append(.popClip) }
        if layer.borderWidth > 0, let colour = PeerColour(layer.borderColor, opacity: alpha) {
            operations.append(.ring(shape, width: Double(layer.borderWidth), colour))
        }
        if group { operations.append(.popGroup(opacity: inheritedOpacity * opacity)) }
    }

    // MARK: Drawing

    private func source(_ c: PeerColour) {
        cairo_set_source_rgba(context, c.r, c.g, c.b, c.a)
    }

    /// Adds the shape's outline to the path, in device pixels.
    private func path(_ shape: PeerShape, newPath: Bool = true) {
        let cr = context
        if newPath { cairo_new_path(cr) }
        let r = shape.rect
        let radius = shape.radius
        if shape.toDevice.isAffine {
            cairo_save(cr)
            var matrix = shape.toDevice.cairoMatrix
            cairo_transform(cr, &matrix)
            Self.roundedRectangle(r, radius: radius, on: cr)
            cairo_restore(cr)
            return
        }
        // Projective: the outline projected point by point (eight segments per corner).
        var points: [(Double, Double)] = []
        let corners: [(Double, Double, Double)] = [
            (r.maxX - radius, r.minY + radius, -Double.pi / 2), (r.maxX - radius, r.maxY - radius, 0),
            (r.minX + radius, r.maxY - radius, Double.pi / 2), (r.minX + radius, r.minY + radius, Double.pi),
        ]
        for (cx, cy, start) in corners {
            let steps = radius > 0 ? 8 : 0
            for step in 0...steps {
                let angle = start + Double(step) / 8 * Double.pi / 2
                points.append(shape.toDevice.apply(cx + radius * cos(angle), cy + radius * sin(angle)))
            }
        }
        cairo_move_to(cr, points[0].0, points[0].1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_close_path(cr)
    }

    private func drawText(
        _ text: String, size: Double, bold: Bool, alignment: NSTextAlignment, in shape: PeerShape,
        colour: PeerColour
    ) {
        guard shape.toDevice.isAffine else { return }
        let cr = context
        cairo_save(cr)
        var matrix = shape.toDevice.cairoMatrix
        cairo_transform(cr, &matrix)
        cairo_select_font_face(
            cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        let r = shape.rect
        let x: Double
        switch alignment {
        case .center: x = r.midX - extents.x_advance / 2
        case .right: x = r.maxX - extents.x_advance
        default: x = r.minX
        }
        let baseline = r.midY - (font.ascent + font.descent) / 2 + font.ascent
        source(colour)
        cairo_move_to(cr, x, baseline)
        cairo_show_text(cr, text)
        cairo_restore(cr)
    }

    /// A Gaussian shadow: the silhouette drawn into an A8 mask over its reach (three sigmas), blurred
    /// by three box passes each way, then used to mask the shadow colour.
    private func drawShadow(_ shape: PeerShape, sigma: Double, colour: PeerColour) {
        guard shape.toDevice.isAffine else { return }
        let m = shape.toDevice
        let deviceSigma = sigma * (m.m11 * m.m11 + m.m12 * m.m12).squareRoot()
        let reach = (3 * deviceSigma).rounded(.up) + 1
        let corners = [
            m.apply(shape.rect.minX, shape.rect.minY), m.apply(shape.rect.maxX, shape.rect.minY),
            m.apply(shape.rect.minX, shape.rect.maxY), m.apply(shape.rect.maxX, shape.rect.maxY),
        ]
        let minX = max((corners.map(\.0).min()! - reach).rounded(.down), 0)
        let minY = max((corners.map(\.1).min()! - reach).rounded(.down), 0)
        let maxX = min((corners.map(\.0).max()! + reach).rounded(.up), Double(width))
        let maxY = min((corners.map(\.1).max()! + reach).rounded(.up), Double(height))
        guard maxX > minX, maxY > minY else { return }
        let maskWidth = Int(maxX - minX)
        let maskHeight = Int(maxY - minY)
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        var moved = shape
        moved.toDevice = shape.toDevice.concatenating(.translation(-minX, -minY))
        drawSilhouette(moved, on: maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        BoxBlur.gaussian(
            cairo_image_surface_get_data(mask)!, width: maskWidth, height: maskHeight,
            stride: Int(cairo_image_surface_get_stride(mask)), sigma: deviceSigma)
        cairo_surface_mark_dirty(mask)
        source(colour)
        cairo_mask_surface(context, mask, minX, minY)
    }

    /// Adds a rounded rectangle (a plain one without radius) to `cr`'s path, in its user space.
    private static func roundedRectangle(_ r: CGRect, radius: Double, on cr: OpaquePointer) {
        guard radius > 0 else {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func drawSilhouette(_ shape: PeerShape, on cr: OpaquePointer) {
        let r = shape.rect
        let radius = shape.radius
        var matrix = shape.toDevice.cairoMatrix
        cairo_transform(cr, &matrix)
        Self.roundedRectangle(r, radius: radius, on: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
    }
}

/// Three box blurs approximating a Gaussian, on an 8-bit mask, in place (the approach of cairo-based
/// browsers' shadow code: box sizes from the standard deviation, each pass a running sum). Rows are
/// blurred along their bytes; columns with one running sum per column, walking down the rows, so
/// both passes read memory in order.
enum BoxBlur {
    static func gaussian(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
    ) {
        // The box width whose three passes match a Gaussian of `sigma` (the SVG specification's
        // figure: d = ⌊σ · 3√(2π) / 4 + ½⌋).
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1, width > 0, height > 0 else { return }
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer {
            line.deallocate()
            sums.deallocate()
            copy.deallocate()
        }
        let left = d / 2
        let right = d - left - 1
        let reciprocal = (1 << 16) / Int32(d) + 1
        for _ in 0..<3 {
            for y in 0..<height {
                let row = data + y * stride
                line.update(from: row, count: width)
                var sum: Int32 = 0
                for x in 0...min(right, width - 1) { sum += Int32(line[x]) }
                for x in 0..<width {
                    row[x] = UInt8(truncatingIfNeeded: min((sum * reciprocal) >> 16, 255))
                    if x + right + 1 < width { sum += Int32(line[x + right + 1]) }
                    if x - left >= 0 { sum -= Int32(line[x - left]) }
                }
            }
            copy.update(from: data, count: stride * height)
            sums.initialize(repeating: 0, count: width)
            for y in 0...min(right, height - 1) {
                let row = copy + y * stride
                for x in 0..<width { sums[x] += Int32(row[x]) }
            }
            for y in 0..<height {
                let out = data + y * stride
                for x in 0..<width {
                    out[x] = UInt8(truncatingIfNeeded: min((sums[x] * reciprocal) >> 16, 255))
                }
                if y + right + 1 < height {
                    let entering = copy + (y + right + 1) * stride
                    for x in 0..<width { sums[x] += Int32(entering[x]) }
                }
                if y - left >= 0 {
                    let leaving = copy + (y - left) * stride
                    for x in 0..<width { sums[x] -= Int32(leaving[x]) }
                }
            }
        }
    }
}
