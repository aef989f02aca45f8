import Foundation

/// The animatable properties of the layers that draw themselves: a shape layer's path, colours,
/// line width and stroke range, and a gradient layer's colours, locations and end points.
///
/// They live in ``LayerState`` (behind one reference, so that plain layers, which have none of
/// them, copy eight bytes more per presentation read) so that animations fold over them as over
/// every other property, and the renderer draws a shape or gradient from its presentation values.
package struct DrawnLayerValues: Equatable {
    /// `CAShapeLayer.path`.
    package var path: CGPath?
    /// `CAShapeLayer.fillColor` (default opaque black).
    package var fillColor: CGColor? = LayerState.opaqueBlack
    /// `CAShapeLayer.strokeColor`.
    package var strokeColor: CGColor?
    /// `CAShapeLayer.strokeStart`.
    package var strokeStart: Double = 0
    /// `CAShapeLayer.strokeEnd`.
    package var strokeEnd: Double = 1
    /// `CAShapeLayer.lineWidth`.
    package var lineWidth: Double = 1
    /// `CALayer.shadowPath`: the shadow's silhouette instead of the bounds (any layer).
    package var shadowPath: CGPath?
    /// `CAGradientLayer.colors`, the `CGColor`s among them.
    package var colors: [CGColor]?
    /// `CAGradientLayer.locations`.
    package var locations: [Double]?
    /// `CAGradientLayer.startPoint`.
    package var startPoint = CGPoint(x: 0.5, y: 0)
    /// `CAGradientLayer.endPoint`.
    package var endPoint = CGPoint(x: 0.5, y: 1)

    /// Core Animation's defaults.
    nonisolated(unsafe) package static let defaults = DrawnLayerValues()

    /// Sets the field of `property` to `other`'s (the model's, as a fold starts a property).
    mutating func take(_ property: LayerProperty, from other: DrawnLayerValues) {
        switch property {
        case .path: path = other.path
        case .shadowPath: shadowPath = other.shadowPath
        case .fillColor: fillColor = other.fillColor
        case .strokeColor: strokeColor = other.strokeColor
        case .strokeStart: strokeStart = other.strokeStart
        case .strokeEnd: strokeEnd = other.strokeEnd
        case .lineWidth: lineWidth = other.lineWidth
        case .colors: colors = other.colors
        case .locations: locations = other.locations
        case .startPoint: startPoint = other.startPoint
        case .endPoint: endPoint = other.endPoint
        default: break
        }
    }
}

/// Holds a layer's ``DrawnLayerValues``; never changed once made (a change makes a new box), so
/// that a presentation copy and its model can share one.
package final class DrawnLayerValuesBox {
    package let values: DrawnLayerValues
    init(_ values: DrawnLayerValues) { self.values = values }
}

extension LayerState {
    /// The shape and gradient properties (their defaults for a layer that never set one).
    package var drawn: DrawnLayerValues {
        get { drawnBox?.values ?? .defaults }
        set { drawnBox = DrawnLayerValuesBox(newValue) }
    }

    /// One field of ``drawn``, as a key path a layer's setter can name.
    subscript<Value>(drawn field: WritableKeyPath<DrawnLayerValues, Value>) -> Value {
        get { drawn[keyPath: field] }
        set { drawn[keyPath: field] = newValue }
    }
}

extension CGPath {
    /// The path `progress` of the way from `self` to `other`, point by point, when both have the
    /// same elements in the same order (Core Animation's rule: a morph between paths of equal
    /// structure); nil otherwise.
    func interpolated(to other: CGPath, progress p: Double) -> CGPath? {
        guard segments.count == other.segments.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * CGFloat(p), y: a.y + (b.y - a.y) * CGFloat(p))
        }
        var result: [PathSegment] = []
        result.reserveCapacity(segments.count)
        for (a, b) in zip(segments, other.segments) {
            switch (a, b) {
            case let (.move(x), .move(y)): result.append(.move(mix(x, y)))
            case let (.line(x), .line(y)): result.append(.line(mix(x, y)))
            case let (.quad(c1, e1), .quad(c2, e2)):
                result.append(.quad(control: mix(c1, c2), end: mix(e1, e2)))
            case let (.cubic(a1, a2, e1), .cubic(b1, b2, e2)):
                result.append(.cubic(control1: mix(a1, b1), control2: mix(a2, b2), end: mix(e1, e2)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return CGPath(segments: result)
    }

    /// Whether every point of the path is finite.
    var allPointsFinite: Bool { segments.allSatisfy(\.isFinite) }
}
