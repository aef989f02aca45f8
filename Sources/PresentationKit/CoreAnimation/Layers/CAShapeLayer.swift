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

    /// Creates a layer that copies `layer`'s model values (for presentation copies). The path,
    /// colours, line width and stroke range come with the layer's state (presentation values in a
    /// presentation copy).
    public required init(layer: Any) {
        if let other = layer as? CAShapeLayer {
            fillRule = other.fillRule
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
        super.init(layer: layer)
    }

    /// The shape, in the layer's coordinates (nil: nothing is drawn). Animatable: paths with the
    /// same elements morph point by point, others switch halfway (Behaviour 18.21). A
    /// `CGMutablePath` is copied, so changing it afterwards does not change the layer.
    open var path: CGPath? {
        get { state.drawn.path }
        set {
            updateDrawn(\.path, to: newValue is CGMutablePath ? newValue?.copy() : newValue, property: .path)
        }
    }
    /// The colour inside the path (default opaque black; nil: no fill). Animatable.
    open var fillColor: CGColor? {
        get { state.drawn.fillColor }
        set { updateDrawn(\.fillColor, to: newValue, property: .fillColor) }
    }
    /// How the inside is decided (default `.nonZero`).
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { shapeChanged() } }
    /// The colour of the path's outline (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { state.drawn.strokeColor }
        set { updateDrawn(\.strokeColor, to: newValue, property: .strokeColor) }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat {
        get { CGFloat(state.drawn.strokeStart) }
        set {
            guard newValue.isFinite else {
                return reportMisuse("strokeStart \(newValue) is not finite; ignored")
            }
            updateDrawn(\.strokeStart, to: Double(newValue), property: .strokeStart)
        }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1). Animatable.
    open var strokeEnd: CGFloat {
        get { CGFloat(state.drawn.strokeEnd) }
        set {
            guard newValue.isFinite else {
                return reportMisuse("strokeEnd \(newValue) is not finite; ignored")
            }
            updateDrawn(\.strokeEnd, to: Double(newValue), property: .strokeEnd)
        }
    }
    /// The stroke's width in points (default 1). Animatable.
    open var lineWidth: CGFloat {
        get { CGFloat(state.drawn.lineWidth) }
        set {
            guard newValue.isFinite else {
                return reportMisuse("lineWidth \(newValue) is not finite; ignored")
            }
            updateDrawn(\.lineWidth, to: Double(newValue), property: .lineWidth)
        }
    }
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

    /// The last rendering, the values and resolution it was made from, until a style changes.
    private var cachedShape:
        (
            box: DrawnLayerValuesBox?, values: DrawnLayerValues, pixelsPerPoint: Double,
            image: LayerContentsImage?
        )?

    private func shapeChanged() { cachedShape = nil }

    package override func renderedContents(presenting state: LayerState, pixelsPerPoint: Double)
        -> LayerContentsImage?
    {
        let values = state.drawn
        // The same box is the same values, without comparing paths element by element.
        if let cachedShape, cachedShape.pixelsPerPoint == pixelsPerPoint,
            cachedShape.box === state.drawnBox || cachedShape.values == values
        {
            return cachedShape.image
        }
        let image = renderShape(values, pixelsPerPoint: pixelsPerPoint)
        cachedShape = (state.drawnBox, values, pixelsPerPoint, image)
        return image
    }

    /// The outline the stroke fills: the trimmed, dashed path stroked with the line settings.
    private func strokeOutline(_ values: DrawnLayerValues, tolerance: CGFloat) -> CGPath? {
        // Core Animation clamps the stroke range to the path (an animation may overshoot it).
        let strokeStart = CGFloat(min(max(values.strokeStart, 0), 1))
        let strokeEnd = CGFloat(min(max(values.strokeEnd, 0), 1))
        let lineWidth = CGFloat(values.lineWidth)
        guard let path = values.path, let strokeColor = values.strokeColor, strokeColor.alpha > 0,
            lineWidth > 0,
            lineWidth.isFinite, strokeEnd > strokeStart
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

    private func renderShape(_ values: DrawnLayerValues, pixelsPerPoint: Double) -> LayerContentsImage? {
        guard let path = values.path, !path.isEmpty, pixelsPerPoint > 0, pixelsPerPoint.isFinite else {
            return nil
        }
        let fill = values.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let outline = strokeOutline(values, tolerance: 0.05 / pixelsPerPoint)
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
        if let outline, let strokeColor = values.strokeColor {
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
