import Foundation

/// A path of lines and curves with the settings to draw it, as in UIKit.
///
/// Coordinates are UIKit's: y grows downwards, so `clockwise` arcs turn the way a clock's hands
/// do on screen (the opposite of Core Graphics' `clockwise` parameter, which is y-up). Paths
/// made from shapes run clockwise on screen from their first corner or from the right-hand
/// middle (ovals). Drawing methods paint into the current context (`UIGraphicsGetCurrentContext()`:
/// inside `draw(_:)` or an image renderer) and report a diagnostic when there is none.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates a closed oval inscribed in `rect`, clockwise from the middle of its right side.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates a closed rectangle with all corners rounded by `cornerRadius`, clockwise on
    /// screen. As on iOS the corners are continuous: the curvature grows from the straight edges
    /// into a circular arc, each corner reaching about 1.53 radii along its edges (Behaviour
    /// 18.25; the exact curve is ours). A radius of half the shorter side or more gives a capsule.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        guard cornerRadius.isFinite else {
            DrawingDiagnostics.report(
                "UIBezierPath(roundedRect:cornerRadius:): \(cornerRadius) is not a radius; the path is the "
                    + "rectangle with square corners.")
            path.addRect(rect)
            return
        }
        ContinuousCorners.add(to: path, roundedRect: rect, radius: cornerRadius)
    }

    /// Creates a closed rectangle with the chosen corners rounded. As UIKit does, the radius is
    /// `cornerRadii.width` for both directions, at most half the shorter side.
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func corner(_ which: UIRectCorner) -> CGFloat { corners.contains(which) ? radius : 0 }
        let topLeft = corner(.topLeft)
        let topRight = corner(.topRight)
        let bottomRight = corner(.bottomRight)
        let bottomLeft = corner(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        if topRight > 0 {
            path.addRelativeArc(
                center: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), radius: topRight,
                startAngle: -.pi / 2,
                delta: .pi / 2)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        if bottomRight > 0 {
            path.addRelativeArc(
                center: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), radius: bottomRight,
                startAngle: 0,
                delta: .pi / 2)
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        if bottomLeft > 0 {
            path.addRelativeArc(
                center: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), radius: bottomLeft,
                startAngle: .pi / 2,
                delta: .pi / 2)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        if topLeft > 0 {
            path.addRelativeArc(
                center: CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), radius: topLeft, startAngle: .pi,
                delta: .pi / 2)
        }
        path.closeSubpath()
    }

    /// Creates an open arc of the circle around `center`, from `startAngle` to `endAngle`
    /// (radians from the positive x axis, which points right).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    /// Creates a path with the elements of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = CGMutablePath(segments: cgPath.segments)
    }

    /// The path as a Core Graphics path (a copy; setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(segments: path.segments) }
        set { path = CGMutablePath(segments: newValue.segments) }
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, joined to the current point by a line when there is one.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit's clockwise is on screen (y down), which is Core Graphics' counter-clockwise.
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// A path with the same shape drawn in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(segments: PathReversal.reversed(path.segments)))
        reversed.copySettings(from: self)
        return reversed
    }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(segments: path.transformed(by: transform))
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The bounds of the path's points, control points included (as in UIKit).
    open var bounds: CGRect { path.boundingBox }

    /// The current point.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether filling the path (with ``usesEvenOddFillRule``) covers `point`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing settings

    /// The width of stroked lines (1 by default).
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (0.6 by default; curves are drawn exactly here).
    open var flatness: CGFloat = 0.6
    /// Whether filling and hit testing use the even–odd rule instead of nonzero winding.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern from `count` lengths (nil or 0: solid).
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: the lengths into `pattern` (which must hold them), their number
    /// into `count`, the phase into `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    private func copySettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    /// A copy with the same elements and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.copySettings(from: self)
        return copy
    }

    // MARK: Drawing

    /// Fills the path with the current fill colour in the current context.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with a blend mode and opacity.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw("fill()") { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Strokes the path with the current stroke colour and this path's line settings.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path with a blend mode and opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw("stroke()") { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: dashPhase, lengths: dashPattern)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path's filled area. Unlike filling, the
    /// clip stays after the call, as in UIKit.
    open func addClip() {
        guard let context = currentDrawingContext(for: "UIBezierPath.addClip()") else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func draw(_ method: String, _ body: (CGContext) -> Void) {
        guard let context = currentDrawingContext(for: "UIBezierPath.\(method)") else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        body(context)
        context.restoreGState()
    }
}
