import Foundation

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in unit coordinates of the bounds ((0, 0) the top left on
/// screen); the default runs from the top edge's middle to the bottom edge's. An axial gradient
/// is constant across the line between them and keeps its end colours beyond them; a radial one
/// grows from `startPoint` to the ellipse whose radii are the two points' distances along each
/// axis; a conic one turns clockwise (on screen) around `startPoint`, starting towards
/// `endPoint`. Colours are interpolated between `locations` (evenly spaced when nil), their
/// components straight, then premultiplied.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer with Core Animation's defaults (no colours: nothing is drawn).
    public required init() { super.init() }

    /// Creates a layer from an archive; made as `init()` makes it (no archives are decoded here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a layer that copies `layer`'s model values (for presentation copies). The colours,
    /// locations and end points come with the layer's state (presentation values in a
    /// presentation copy).
    public required init(layer: Any) {
        if let other = layer as? CAGradientLayer {
            type = other.type
        }
        super.init(layer: layer)
    }

    /// The colours, as `CGColor`s (nil: nothing is drawn). Other elements are reported and left
    /// out. Animatable: lists of equal length blend colour by colour, others switch halfway.
    open var colors: [Any]? {
        get { state.drawn.colors }
        set {
            if let newValue, newValue.contains(where: { !($0 is CGColor) }) {
                reportMisuse(
                    "CAGradientLayer.colors must be CGColors (use UIColor's cgColor); the others are left out"
                )
            }
            updateDrawn(\.colors, to: newValue.map { $0.compactMap { $0 as? CGColor } }, property: .colors)
        }
    }
    /// Where each colour sits, from 0 to 1, ascending (nil: evenly spaced). Animatable.
    open var locations: [NSNumber]? {
        get { state.drawn.locations?.map { NSNumber(value: $0) } }
        set { updateDrawn(\.locations, to: newValue?.map(\.doubleValue), property: .locations) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds (default (0.5, 0)). Animatable.
    open var startPoint: CGPoint {
        get { state.drawn.startPoint }
        set {
            guard AnimatableValue.point(newValue).isFinite else {
                return reportMisuse("startPoint \(newValue) is not finite; ignored")
            }
            updateDrawn(\.startPoint, to: newValue, property: .startPoint)
        }
    }
    /// Where it ends, in unit coordinates of the bounds (default (0.5, 1)). Animatable.
    open var endPoint: CGPoint {
        get { state.drawn.endPoint }
        set {
            guard AnimatableValue.point(newValue).isFinite else {
                return reportMisuse("endPoint \(newValue) is not finite; ignored")
            }
            updateDrawn(\.endPoint, to: newValue, property: .endPoint)
        }
    }
    /// The gradient's shape (default `.axial`).
    open var type = CAGradientLayerType.axial { didSet { cachedGradient = nil } }

    private var cachedGradient:
        (
            box: DrawnLayerValuesBox?, values: DrawnLayerValues, bounds: CGRect, pixelsPerPoint: Double,
            image: LayerContentsImage?
        )?

    package override func renderedContents(presenting state: LayerState, pixelsPerPoint: Double)
        -> LayerContentsImage?
    {
        let values = state.drawn
        let bounds = state.bounds
        if let cachedGradient, cachedGradient.bounds == bounds,
            cachedGradient.pixelsPerPoint == pixelsPerPoint,
            cachedGradient.box === state.drawnBox || cachedGradient.values == values
        {
            return cachedGradient.image
        }
        let image = renderGradient(values, bounds: bounds, pixelsPerPoint: pixelsPerPoint)
        cachedGradient = (state.drawnBox, values, bounds, pixelsPerPoint, image)
        return image
    }

    /// The colour stops: straight RGBA at ascending locations.
    private static func stops(_ values: DrawnLayerValues) -> [(location: Double, rgba: SIMD4<Double>)] {
        let colours = values.colors ?? []
        guard !colours.isEmpty else { return [] }
        let given = values.locations
        return colours.enumerated().map { index, colour in
            let components = (colour.components ?? [0, 0, 0, 1]).map(Double.init)
            let rgba =
                components.count == 2
                ? SIMD4(components[0], components[0], components[0], components[1])
                : SIMD4(components[0], components[1], components[2], components[3])
            let location: Double
            if let given, given.count == colours.count {
                location = given[index]
            } else {
                location = colours.count == 1 ? 0 : Double(index) / Double(colours.count - 1)
            }
            return (location, rgba)
        }
    }

    /// The colour at `t`: the end colours beyond the first and last stops, linear between.
    private static func colour(at t: Double, in stops: [(location: Double, rgba: SIMD4<Double>)]) -> SIMD4<
        Double
    > {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.location { return first.rgba }
        if t >= last.location { return last.rgba }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return a.rgba + (b.rgba - a.rgba) * f
        }
        return last.rgba
    }

    private func renderGradient(_ values: DrawnLayerValues, bounds: CGRect, pixelsPerPoint: Double)
        -> LayerContentsImage?
    {
        let stops = Self.stops(values)
        let startPoint = values.startPoint
        let endPoint = values.endPoint
        let width = Double(bounds.width)
        let height = Double(bounds.height)
        guard !stops.isEmpty, width > 0, height > 0, width.isFinite, height.isFinite, pixelsPerPoint > 0
        else {
            return nil
        }
        let scale = min(pixelsPerPoint, 4096 / max(width, height))
        let columns = max(1, Int((width * scale).rounded(.up)))
        let rows = max(1, Int((height * scale).rounded(.up)))
        let start = SIMD2(Double(startPoint.x) * width, Double(startPoint.y) * height)
        let end = SIMD2(Double(endPoint.x) * width, Double(endPoint.y) * height)
        let axis = end - start
        let axisLengthSquared = (axis * axis).sum()
        var radii = SIMD2(abs(axis.x), abs(axis.y))
        if radii.x == 0 { radii.x = radii.y }
        if radii.y == 0 { radii.y = radii.x }
        let startAngle = atan2(axis.y, axis.x)
        var pixels = [UInt8](repeating: 0, count: columns * rows * 4)
        for row in 0..<rows {
            for column in 0..<columns {
                // The pixel's centre in points from the bounds' origin.
                let p = SIMD2(
                    (Double(column) + 0.5) * width / Double(columns),
                    (Double(row) + 0.5) * height / Double(rows))
                let d = p - start
                let t: Double
                switch type {
                case .radial:
                    let q = radii.x > 0 ? d / radii : .zero
                    t = radii.x > 0 ? (q * q).sum().squareRoot() : 1
                case .conic:
                    var angle = atan2(d.y, d.x) - startAngle
                    angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
                    if angle < 0 { angle += 2 * .pi }
                    t = angle / (2 * .pi)
                default:
                    t = axisLengthSquared > 0 ? (d * axis).sum() / axisLengthSquared : 0
                }
                let c = Self.colour(at: t, in: stops)
                let alpha = min(max(c.w, 0), 1)
                let index = (row * columns + column) * 4
                pixels[index] = UInt8((min(max(c.x, 0), 1) * alpha * 255).rounded())
                pixels[index + 1] = UInt8((min(max(c.y, 0), 1) * alpha * 255).rounded())
                pixels[index + 2] = UInt8((min(max(c.z, 0), 1) * alpha * 255).rounded())
                pixels[index + 3] = UInt8((alpha * 255).rounded())
            }
        }
        let image = CGImage(
            width: columns, height: rows, pixels: pixels, hasAlpha: true,
            colorSpace: CGColorSpaceCreateDeviceRGB())
        return LayerContentsImage(wholeImage: image, frame: bounds)
    }
}

/// The shape of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The type's Core Animation name.
    public let rawValue: String
    /// Creates a type from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from `startPoint` to an ellipse through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
