import Foundation

/// The layer properties animations can target, by Core Animation's key path names.
enum LayerProperty: String, CaseIterable {
    case bounds, position, anchorPoint, transform, sublayerTransform, opacity, backgroundColor
    case cornerRadius, borderWidth, borderColor, shadowColor, shadowOpacity, shadowRadius
    case shadowOffset, zPosition, hidden
    /// `CALayer.shadowPath`, kept with the shape values (``DrawnLayerValues``).
    case shadowPath
    /// How much of a visual effect view's effect shows (0: none, 1: all), animated when `effect`
    /// changes inside an animation; a private property of the effect's layers, as the filter
    /// values are on iOS.
    case effectAmount
    /// A visual effect view's blur as four numbers, each its style's value times `effectAmount`:
    /// the radius, the saturation boost (saturation − 1), the premultiplied tint grey and the tint's
    /// alpha. Animated when `effect` changes inside an animation, additively as every number is, so
    /// that changes overlapping in time add up (Behaviour 25.10); private, as `effectAmount`.
    /// Stored as a colour's four components are, unclamped.
    case effectBlur
    /// The grey Reduce Transparency shows instead of the blur, times `effectAmount` (premultiplied);
    /// private, as `effectAmount`.
    case effectOpaque
    /// `CAShapeLayer`'s animatable properties.
    case path, fillColor, strokeColor, strokeStart, strokeEnd, lineWidth
    /// `CAGradientLayer`'s animatable properties.
    case colors, locations, startPoint, endPoint

    var kind: AnimatableValueKind {
        switch self {
        case .bounds: return .rect
        case .position, .anchorPoint, .startPoint, .endPoint: return .point
        case .transform, .sublayerTransform: return .transform
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .effectBlur:
            return .color
        case .path, .shadowPath: return .path
        case .colors: return .colors
        case .locations: return .numbers
        case .shadowOffset: return .size
        case .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius, .zPosition, .hidden,
            .effectAmount, .effectOpaque, .strokeStart, .strokeEnd, .lineWidth:
            return .scalar
        }
    }
}

/// A parsed animation key path: a property, optionally narrowed to one component of it
/// (`position.y`, `bounds.size`, `transform.rotation.z`, …).
struct AnimationKeyPath: Equatable {
    enum Component: Equatable {
        case x, y, width, height, size, origin
        case scale, scaleX, scaleY, rotationZ, translationX, translationY
    }

    let property: LayerProperty
    let component: Component?

    /// Parses a Core Animation key path; nil for paths the engine does not animate.
    init?(_ path: String) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = LayerProperty(rawValue: parts[0]) else { return nil }
        self.property = property
        guard parts.count == 2 else {
            component = nil
            return
        }
        switch (property, parts[1]) {
        case (.position, "x"), (.anchorPoint, "x"), (.startPoint, "x"), (.endPoint, "x"): component = .x
        case (.position, "y"), (.anchorPoint, "y"), (.startPoint, "y"), (.endPoint, "y"): component = .y
        case (.bounds, "size"), (.shadowOffset, "size"): component = .size
        case (.bounds, "origin"): component = .origin
        case (.bounds, "size.width"), (.shadowOffset, "width"): component = .width
        case (.bounds, "size.height"), (.shadowOffset, "height"): component = .height
        case (.transform, "scale"), (.sublayerTransform, "scale"): component = .scale
        case (.transform, "scale.x"), (.sublayerTransform, "scale.x"): component = .scaleX
        case (.transform, "scale.y"), (.sublayerTransform, "scale.y"): component = .scaleY
        case (.transform, "rotation"), (.transform, "rotation.z"), (.sublayerTransform, "rotation.z"):
            component = .rotationZ
        case (.transform, "translation.x"), (.sublayerTransform, "translation.x"): component = .translationX
        case (.transform, "translation.y"), (.sublayerTransform, "translation.y"): component = .translationY
        default: return nil
        }
    }

    /// The kind of the values an animation on this key path carries.
    var valueKind: AnimatableValueKind {
        switch component {
        case nil: return property.kind
        case .size?: return .size
        case .origin?: return .point
        default: return .scalar
        }
    }

    /// Reads this key path's part of a whole property value.
    func extract(from whole: AnimatableValue) -> AnimatableValue {
        guard let component else { return whole }
        switch (component, whole) {
        case (.x, .point(let p)): return .scalar(Double(p.x))
        case (.y, .point(let p)): return .scalar(Double(p.y))
        case (.size, .rect(let r)): return .size(r.size)
        case (.size, .size): return whole
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.width, .rect(let r)): return .scalar(Double(r.width))
        case (.height, .rect(let r)): return .scalar(Double(r.height))
        case (.width, .size(let s)): return .scalar(Double(s.width))
        case (.height, .size(let s)): return .scalar(Double(s.height))
        case (_, .transform(let t)):
            return .scalar(TransformComponents(t).value(of: component))
        default: return whole
        }
    }

    /// Writes this key path's part into a whole property value.
    func inject(_ part: AnimatableValue, into whole: AnimatableValue) -> AnimatableValue {
        guard let component else { return part }
        switch (component, whole, part) {
        case (.x, .point(var p), .scalar(let v)):
            p.x = CGFloat(v)
            return .point(p)
        case (.y, .point(var p), .scalar(let v)):
            p.y = CGFloat(v)
            return .point(p)
        case (.size, .rect(var r), .size(let s)):
            r.size = s
            return .rect(r)
        case (.size, .size, .size): return part
        case (.origin, .rect(var r), .point(let o)):
            r.origin = o
            return .rect(r)
        case (.width, .rect(var r), .scalar(let v)):
            r.size.width = CGFloat(v)
            return .rect(r)
        case (.height, .rect(var r), .scalar(let v)):
            r.size.height = CGFloat(v)
            return .rect(r)
        case (.width, .size(var s), .scalar(let v)):
            s.width = CGFloat(v)
            return .size(s)
        case (.height, .size(var s), .scalar(let v)):
            s.height = CGFloat(v)
            return .size(s)
        case (_, .transform(let t), .scalar(let v)):
            var parts = TransformComponents(t)
            parts.setValue(v, of: component)
            return .transform(parts.transform)
        default: return whole
        }
    }
}

/// A 2D reading of a transform as translation, scale and rotation about z, for the
/// `transform.scale`, `transform.rotation.z` and `transform.translation` key paths.
private struct TransformComponents {
    var translationX: Double
    var translationY: Double
    var scaleX: Double
    var scaleY: Double
    var rotation: Double
    /// Parts the 2D reading cannot express (perspective, z terms) are kept as they were.
    var original: CATransform3D

    init(_ t: CATransform3D) {
        original = t
        translationX = Double(t.m41)
        translationY = Double(t.m42)
        rotation = atan2(Double(t.m12), Double(t.m11))
        scaleX = hypot(Double(t.m11), Double(t.m12))
        let determinant = Double(t.m11 * t.m22 - t.m12 * t.m21)
        scaleY = scaleX == 0 ? hypot(Double(t.m21), Double(t.m22)) : determinant / scaleX
    }

    func value(of component: AnimationKeyPath.Component) -> Double {
        switch component {
        case .scale, .scaleX: return scaleX
        case .scaleY: return scaleY
        case .rotationZ: return rotation
        case .translationX: return translationX
        case .translationY: return translationY
        default: return 0
        }
    }

    mutating func setValue(_ value: Double, of component: AnimationKeyPath.Component) {
        switch component {
        case .scale:
            scaleX = value
            scaleY = value
        case .scaleX: scaleX = value
        case .scaleY: scaleY = value
        case .rotationZ: rotation = value
        case .translationX: translationX = value
        case .translationY: translationY = value
        default: break
        }
    }

    var transform: CATransform3D {
        var t = original
        let c = cos(rotation)
        let s = sin(rotation)
        t.m11 = CGFloat(scaleX * c)
        t.m12 = CGFloat(scaleX * s)
        t.m21 = CGFloat(-scaleY * s)
        t.m22 = CGFloat(scaleY * c)
        t.m41 = CGFloat(translationX)
        t.m42 = CGFloat(translationY)
        return t
    }
}
