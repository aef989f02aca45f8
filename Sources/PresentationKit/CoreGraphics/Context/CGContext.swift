import Foundation

/// A drawing destination, as in Core Graphics: here, always a bitmap.
///
/// Device space is Core Graphics': pixels, origin at the bottom left, y up. A context made with
/// ``init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`` starts with the
/// identity transform; the contexts UIKit hands to drawing code (`draw(_:)`, image renderers)
/// are flipped and scaled so user space is the view's points, y down, as on iOS.
///
/// Paths are built in user space and stored in device space when added (later transform
/// changes do not move them), line widths and dashes are read in user space when stroking, and
/// everything painted is clipped, blended and multiplied by the global alpha — Core Graphics'
/// model. Bad input (non-finite values, negative widths, an unbalanced ``restoreGState()``)
/// is reported as a diagnostic and ignored.
public final class CGContext {
    /// Where drawing lands: the context's pixels, or the innermost open transparency layer's.
    var bitmap: Bitmap
    /// The transparency layers begun and not yet ended, outermost first.
    var transparencyLayers: [TransparencyLayer] = []
    /// The context's own pixels, whatever transparency layer is open.
    var baseBitmap: Bitmap { transparencyLayers.first?.destination ?? bitmap }
    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The current path, in device space.
    var currentPath = CGMutablePath()
    /// The colour space the context was made with.
    public let colorSpace: CGColorSpace?
    /// The layout the context was made with.
    public let bitmapInfo: UInt32
    /// Device pixels per unit of base space, where shadow offsets and blurs are measured: 1 for
    /// a context made with `CGContext(data:…)`, the scale for the contexts UIKit makes.
    var baseScale: CGFloat = 1
    /// The scan converter's storage, kept from one fill to the next.
    let scanWorkspace = ScanConverter.Workspace()

    /// Creates a bitmap context over `data` (or memory of its own when nil). Supported layouts:
    /// 8 bits per component; RGB with premultiplied alpha first or last or a skipped byte, in the
    /// default, 32-bit big or 32-bit little byte order; 8-bit grey without alpha; 8-bit alpha only.
    /// Nil, with a diagnostic, for anything else, a size that is not positive, or too few bytes
    /// per row (0 means "work it out").
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard
            let layout = PixelLayout(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
        else {
            DrawingDiagnostics.report(
                "CGContext(data:…): \(bitsPerComponent) bits per component with bitmap info \(bitmapInfo) in "
                    + "\(space) is not a supported layout; use 8 bits with "
                    + "CGImageAlphaInfo.premultipliedLast.rawValue in CGColorSpaceCreateDeviceRGB().")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard width > 0, height > 0, rowBytes >= width * layout.bytesPerPixel else {
            DrawingDiagnostics.report(
                "CGContext(data:…): a \(width) × \(height) bitmap with \(bytesPerRow) bytes a row cannot be "
                    + "drawn into; the size must be positive and each row at least \(width * layout.bytesPerPixel) "
                    + "bytes.")
            return nil
        }
        bitmap = Bitmap(width: width, height: height, bytesPerRow: rowBytes, layout: layout, data: data)
        state = GraphicsState(ctm: .identity)
        colorSpace = space
        self.bitmapInfo = bitmapInfo
    }

    /// The width in pixels.
    public var width: Int { baseBitmap.width }
    /// The height in pixels.
    public var height: Int { baseBitmap.height }
    /// 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 for RGB layouts, 8 for grey and alpha-only ones.
    public var bitsPerPixel: Int { bitmap.layout.bytesPerPixel * 8 }
    /// The bytes in one row.
    public var bytesPerRow: Int { baseBitmap.bytesPerRow }
    /// The pixels.
    public var data: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(baseBitmap.data) }
    /// The alpha information of the layout.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// An image of the pixels as they are now; later drawing does not change it.
    public func makeImage() -> CGImage? {
        CGImage(
            width: width, height: height, pixels: baseBitmap.rgbaPixels(),
            hasAlpha: baseBitmap.layout.hasAlpha && !baseBitmap.layout.isGray, colorSpace: colorSpace)
    }

    /// Nothing to do: drawing lands in the bitmap at once.
    public func flush() {}
    /// Nothing to do: drawing lands in the bitmap at once.
    public func synchronize() {}

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line settings, alpha,
    /// blend mode, shadow) that ``restoreGState()`` brings back.
    public func saveGState() { savedStates.append(state) }

    /// Brings back the graphics state the last ``saveGState()`` pushed. Without one it reports
    /// the imbalance and changes nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else {
            DrawingDiagnostics.report(
                "CGContext.restoreGState(): there is no saved state to restore; each restoreGState() must "
                    + "follow a saveGState(). Nothing changed.")
            return
        }
        state = saved
    }

    /// The current transform from user space to device space.
    public var ctm: CGAffineTransform { state.ctm }

    /// The current transform from user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        guard finite(transform, "concatenate(_:)") else { return }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (counter-clockwise in y-up space).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// A point in user space in device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    /// A point in device space in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    /// A size in user space in device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    /// A size in device space in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    /// The device-space bounds of a user-space rectangle.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    /// The user-space bounds of a device-space rectangle.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    /// Sets the width of stroked lines, in user space. A negative or non-finite width is
    /// reported and ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else {
            return DrawingDiagnostics.report(
                "CGContext.setLineWidth(_:): \(width) is not a line width; it must be finite and not negative. "
                    + "The width stays \(state.stroke.width).")
        }
        state.stroke.width = width
    }

    /// Sets how open ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.cap = cap }
    /// Sets how corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.join = join }
    /// Sets the miter limit: a miter longer than this many line widths becomes a bevel.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.stroke.miterLimit = limit
    }

    /// Sets the dash pattern (lengths in user space, alternately painted and skipped, starting
    /// `phase` into the pattern); an empty array draws solid lines. A pattern with a negative
    /// length, or with no positive one, is reported and draws solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard
            lengths.isEmpty || (lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 })
        else {
            DrawingDiagnostics.report(
                "CGContext.setLineDash(phase:lengths:): \(lengths) is not a dash pattern; lengths must be finite, "
                    + "not negative, and one at least positive. Lines are drawn solid.")
            state.dashLengths = []
            return
        }
        state.dashPhase = phase.isFinite ? phase : 0
        state.dashLengths = lengths
    }

    /// Sets how finely curves are flattened (kept; curves are always drawn exactly here).
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }

    /// Sets the opacity everything painted is multiplied by, clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = Float(min(max(alpha, 0), 1))
    }

    /// Sets how painting combines with the context's pixels.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Sets whether shapes are anti-aliased (when the context allows it).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Sets whether the context allows anti-aliasing at all.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
    }

    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = Self.components(color) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Self.components(color) }
    /// Sets the fill colour from RGBA components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the stroke colour from RGBA components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// Sets the fill colour to a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }
    /// Sets the stroke colour to a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    static func components(_ color: CGColor) -> SIMD4<Float> {
        SIMD4(
            Float(min(max(color.red, 0), 1)), Float(min(max(color.green, 0), 1)),
            Float(min(max(color.blue, 0), 1)),
            Float(min(max(color.alpha, 0), 1)))
    }

    func finite(_ t: CGAffineTransform, _ method: String) -> Bool {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            DrawingDiagnostics.report(
                "CGContext.\(method): the transform has a NaN or infinite entry; it was ignored.")
            return false
        }
        return true
    }
}
