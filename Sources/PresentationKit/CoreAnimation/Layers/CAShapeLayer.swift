import Foundation

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`.
///
/// The path is in the layer's coordinates and is not clipped to the bounds (unless
/// `masksToBounds`). The shape is drawn above the background and below the sublayers, at the
/// screen's resolution whenever it is rendered. `strokeStart` and `strokeEnd` choose the part of
/// the path's whole length that is stroked.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// Creates a shape layer with Core Animation's defaults: no path, a black fill, no stroke.
    public required init() { super.init() }

    /// Creates a layer from an archive; made as `init()` makes it (no archives are decoded here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a layer that copies `layer`'s model values (for presentation copies).
    public required init(layer: Any) {
        if let other = layer as? CAShapeLayer {
            path = other.path
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
            lineWidth = other.lineWidth
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
        super.init(layer: layer)
    }

    /// The shape, in the layer's coordinates (nil: nothing is drawn).
    open var path: CGPath? { didSet { shapeChanged() } }
    /// The colour inside the path (default opaque black; nil: no fill).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { shapeChanged() } }
    /// How the inside is decided (default `.nonZero`).
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { shapeChanged() } }
    /// The colour of the path's outline (default nil: no stroke).
    open var strokeColor: CGColor? { didSet { shapeChanged() } }
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat = 0 { didSet { shapeChanged() } }
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat = 1 { didSet { shapeChanged() } }
    /// The stroke's width in points (default 1).
    open var lineWidth: CGFloat = 1 { didSet { shapeChanged() } }
    /// How far a miter join may reach, in line widths, before it is bevelled (default 10).
    open var miterLimit: CGFloat = 10 { didSet { shapeChanged() } }
    /// How open strokes end (default `.butt`).
    open var lineCap = CAShapeLayerLineCap.butt { didSet { shapeChanged() } }
    /// How stroke segments meet (default `.miter`).
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { shapeChanged() } }
    /// How far into the dash pattern the stroke starts (default 0).
    open var lineDashPhase: CGFloat = 0 { didSet { shapeChanged() } }
    /// Painted and skipped lengths, alternately (nil: a solid stroke).
    open var lineDashPattern: [NSNumber]? { didSet { shapeChanged() } }

    /// The last rendering and the resolution it was made at, until a property changes.
    private var cachedShape: (pixelsPerPoint: Double, image: LayerContentsImage?)?

    private func shapeChanged() { cachedShape = nil }

    package override func renderedContents(bounds: CGRect, pixelsPerPoint: Double) -> LayerContentsImage? {
        if let cachedShape, cachedShape.pixelsPerPoint == pixelsPerPoint { return cachedShape.image }
        let image = renderShape(pixelsPerPoint: pixelsPerPoint)
        cachedShape = (pixelsPerPoint, image)
        return image
    }

    /// The outline the stroke fills: the trimmed, dashed path stroked with the line settings.
    private func strokeOutline(tolerance: CGFloat) -> CGPath? {
        guard let path, let strokeColor, strokeColor.alpha > 0, lineWidth > 0, lineWidth.isFinite,
            strokeEnd > strokeStart
        else { return nil }
        var stroked = path
        if strokeStart > 0 || strokeEnd < 1 {
            stroked = CGMutablePath(
                segments: PathTrimming.trim(
                    path.segments, from: strokeStart, to: strokeEnd, tolerance: tolerance))
        }
        if let pattern = lineDashPattern?.map({ CGFloat($0.doubleValue) }), !pattern.isEmpty {
            stroked = stroked.copy(dashingWithPhase: lineDashPhase, lengths: pattern)
        }
        return stroked.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin,
            miterLimit: miterLimit)
    }

    private func renderShape(pixelsPerPoint: Double) -> LayerContentsImage? {
        guard let path, !path.isEmpty, pixelsPerPoint > 0, pixelsPerPoint.isFinite else { return nil }
        let fill = fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let outline = strokeOutline(tolerance: 0.05 / pixelsPerPoint)
        var area = CGRect.null
        if fill != nil { area = area.union(path.boundingBoxOfPath) }
        if let outline, !outline.isEmpty { area = area.union(outline.boundingBoxOfPath) }
        guard !area.isNull, area.width.isFinite, area.height.isFinite else { return nil }
        // A pixel of margin for anti-aliasing; the bitmap's pixels then set the frame exactly.
        let margin = 1 / pixelsPerPoint
        area = area.insetBy(dx: -margin, dy: -margin)
        // Keep the bitmap within 4096 pixels a side: a huge shape draws coarser, never fails.
        let scale = min(pixelsPerPoint, 4096 / max(area.width, area.height))
        guard
            let context = CGContext.uiKitBitmap(
                size: area.size, scale: scale, opaque: false, caller: "CAShapeLayer")
        else { return nil }
        context.translateBy(x: -area.minX, y: -area.minY)
        if let fill {
            context.addPath(path)
            context.setFillColor(fill)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let outline, let strokeColor {
            context.addPath(outline)
            context.setFillColor(strokeColor)
            context.fillPath(using: .winding)
        }
        guard let image = context.makeImage() else { return nil }
        let frame = CGRect(
            x: area.minX, y: area.minY, width: CGFloat(image.width) / scale,
            height: CGFloat(image.height) / scale)
        return LayerContentsImage(wholeImage: image, frame: frame)
    }
}
