import Foundation

extension CGContext {
    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// Adds an open subpath through `points`.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a closed ellipse that fits `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds an arc; `clockwise` is in Core Graphics' y-up sense (see ``CGMutablePath``).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }

    /// Adds an arc tangent to two lines from the current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds `path`, mapped by the current transform.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounds of the current path, in user space; `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBoxOfPath
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space; nil when it is empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(segments: currentPath.transformed(by: state.ctm.inverted()))
    }

    /// Whether `point` (user space) is inside the current path drawn with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        switch mode {
        case .fill, .fillStroke: if currentPath.contains(device, using: .winding) { return true }
        case .eoFill, .eoFillStroke: if currentPath.contains(device, using: .evenOdd) { return true }
        case .stroke: break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return false }
        return CGPath(segments: strokedDeviceOutline()).contains(device, using: .winding)
    }

    /// Replaces the current path with the outline of its stroke under the current line settings.
    public func replacePathWithStrokedPath() {
        currentPath = CGMutablePath(segments: strokedDeviceOutline())
    }
}
