import Foundation

/// Drawings of the SF Symbols presentation code uses most (close, chevrons, plus, checkmark,
/// ellipsis, circles, stars, arrows, search, share), so their stand-ins show something like the
/// symbol: strokes and fills in a square, in black for tinting as templates (Behaviour 28.4).
///
/// The drawings are ours (the symbol font is not on Linux): round-capped strokes one tenth of the
/// side wide (one seventh for `.bold` and heavier, one fourteenth for `.light` and lighter). Other
/// names stay empty stand-ins of the symbol's size.
enum SymbolGlyphs {
    /// What to do with a glyph's path.
    private enum Ink {
        case stroke
        case fill
        case fillThenClearStroke(CGPath)
    }

    /// The drawing for `name` in a unit square, or nil for a name without one.
    private static func glyph(named name: String) -> (path: CGPath, ink: Ink)? {
        let path = CGMutablePath()
        func line(_ points: [(CGFloat, CGFloat)]) {
            path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        }
        func circle(_ radius: CGFloat) {
            path.addEllipse(
                in: CGRect(x: 0.5 - radius, y: 0.5 - radius, width: 2 * radius, height: 2 * radius))
        }
        func cross(_ inset: CGFloat) -> CGPath {
            let cross = CGMutablePath()
            cross.addLines(between: [CGPoint(x: inset, y: inset), CGPoint(x: 1 - inset, y: 1 - inset)])
            cross.addLines(between: [CGPoint(x: 1 - inset, y: inset), CGPoint(x: inset, y: 1 - inset)])
            return cross
        }
        func star() {
            let points = (0..<10).map { index -> CGPoint in
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                let radius: CGFloat = index.isMultiple(of: 2) ? 0.46 : 0.19
                return CGPoint(x: 0.5 + radius * cos(angle), y: 0.54 + radius * sin(angle))
            }
            path.addLines(between: points)
            path.closeSubpath()
        }
        switch name {
        case "xmark": return (cross(0.22), .stroke)
        case "xmark.circle":
            circle(0.44)
            path.addPath(cross(0.36))
            return (path, .stroke)
        case "xmark.circle.fill":
            circle(0.46)
            return (path, .fillThenClearStroke(cross(0.35)))
        case "chevron.left", "chevron.backward": line([(0.64, 0.18), (0.32, 0.5), (0.64, 0.82)])
        case "chevron.right", "chevron.forward": line([(0.36, 0.18), (0.68, 0.5), (0.36, 0.82)])
        case "chevron.up": line([(0.18, 0.64), (0.5, 0.32), (0.82, 0.64)])
        case "chevron.down": line([(0.18, 0.36), (0.5, 0.68), (0.82, 0.36)])
        case "plus":
            line([(0.5, 0.16), (0.5, 0.84)])
            line([(0.16, 0.5), (0.84, 0.5)])
        case "minus": line([(0.16, 0.5), (0.84, 0.5)])
        case "checkmark": line([(0.16, 0.52), (0.4, 0.76), (0.84, 0.26)])
        case "circle":
            circle(0.44)
        case "circle.fill":
            circle(0.46)
            return (path, .fill)
        case "ellipsis":
            for x in [0.18, 0.5, 0.82] as [CGFloat] {
                path.addEllipse(in: CGRect(x: x - 0.08, y: 0.42, width: 0.16, height: 0.16))
            }
            return (path, .fill)
        case "star":
            star()
        case "star.fill":
            star()
            return (path, .fill)
        case "arrow.right", "arrow.forward":
            line([(0.14, 0.5), (0.84, 0.5)])
            line([(0.56, 0.22), (0.84, 0.5), (0.56, 0.78)])
        case "arrow.left", "arrow.backward":
            line([(0.86, 0.5), (0.16, 0.5)])
            line([(0.44, 0.22), (0.16, 0.5), (0.44, 0.78)])
        case "arrow.up":
            line([(0.5, 0.86), (0.5, 0.16)])
            line([(0.22, 0.44), (0.5, 0.16), (0.78, 0.44)])
        case "arrow.down":
            line([(0.5, 0.14), (0.5, 0.84)])
            line([(0.22, 0.56), (0.5, 0.84), (0.78, 0.56)])
        case "magnifyingglass":
            path.addEllipse(in: CGRect(x: 0.14, y: 0.14, width: 0.52, height: 0.52))
            line([(0.59, 0.59), (0.86, 0.86)])
        case "square.and.arrow.up":
            line([(0.5, 0.1), (0.5, 0.6)])
            line([(0.3, 0.3), (0.5, 0.1), (0.7, 0.3)])
            line([(0.34, 0.44), (0.18, 0.44), (0.18, 0.9), (0.82, 0.9), (0.82, 0.44), (0.66, 0.44)])
        case "line.3.horizontal", "line.horizontal.3":
            for y in [0.26, 0.5, 0.74] as [CGFloat] { line([(0.14, y), (0.86, y)]) }
        default:
            return nil
        }
        return (path, .stroke)
    }

    /// Memoised drawings by name, side and weight.
    nonisolated(unsafe) private static var cache: [String: CGImage] = [:]
    private static let lock = NSLock()

    /// The template bitmap for `name` at `size` points and 3 pixels a point, or nil for a name
    /// without a drawing.
    static func image(named name: String, size: CGSize, weight: UIImage.SymbolWeight) -> CGImage? {
        let key = "\(name)|\(size.width)|\(size.height)|\(weight.rawValue)"
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let (path, ink) = glyph(named: name), size.width > 0, size.height > 0,
            let context = CGContext.uiKitBitmap(
                size: size, scale: scale, opaque: false, caller: "UIImage(systemName:)")
        else { return nil }
        context.scaleBy(x: size.width, y: size.height)
        let width: CGFloat =
            switch weight {
            case .bold, .heavy, .black: 1.0 / 7
            case .ultraLight, .thin, .light: 1.0 / 14
            default: 0.1
            }
        context.setLineWidth(width)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setFillColor(gray: 0, alpha: 1)
        context.addPath(path)
        switch ink {
        case .stroke:
            context.strokePath()
        case .fill:
            context.fillPath()
        case .fillThenClearStroke(let cut):
            context.fillPath()
            context.setBlendMode(.clear)
            context.addPath(cut)
            context.strokePath()
        }
        guard let image = context.makeImage() else { return nil }
        lock.lock()
        cache[key] = image
        lock.unlock()
        return image
    }

    /// Pixels per point of the drawings.
    static let scale: CGFloat = 3
}
