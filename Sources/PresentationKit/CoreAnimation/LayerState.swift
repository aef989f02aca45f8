import Foundation

/// Every animatable property of a layer, as one value.
///
/// A layer's model is one `LayerState`; its presentation is a copy with the running animations
/// applied. Keeping them in one struct makes `presentation()` a copy plus a fold over the animations.
package struct LayerState {
    /// Core Animation's default border and shadow colour, shared: `CGColor` is immutable, and a
    /// fresh one per layer cost two allocations for every `presentation()` copy.
    package static let opaqueBlack = CGColor(gray: 0, alpha: 1)

    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var opacity: Double = 1
    package var isHidden = false
    package var backgroundColor: CGColor?
    package var cornerRadius: Double = 0
    package var masksToBounds = false
    package var borderWidth: Double = 0
    package var borderColor: CGColor? = LayerState.opaqueBlack
    package var shadowColor: CGColor? = LayerState.opaqueBlack
    package var shadowOpacity: Double = 0
    package var shadowRadius: Double = 3
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var zPosition: Double = 0
    /// The corners `cornerRadius` rounds (not animatable).
    package var maskedCorners = CACornerMask.allCorners
    /// How the corners are rounded (not animatable).
    package var cornerCurve = CALayerCornerCurve.circular
    /// How much of a visual effect shows, on the layers of `UIVisualEffectView` (Behaviour 25.4).
    package var effectAmount: Double = 1
    /// A blur's radius, saturation boost, premultiplied tint grey and tint alpha, each times
    /// `effectAmount` (Behaviour 25.10); kept unclamped, as additive animations need.
    var effectBlur = RGBA(r: 0, g: 0, b: 0, a: 0)
    /// The grey Reduce Transparency shows instead of a blur, times `effectAmount` (Behaviour 25.7).
    package var effectOpaque: Double = 0
    /// The shape and gradient properties (``drawn``), nil until a shape or gradient layer sets one.
    package var drawnBox: DrawnLayerValuesBox?

    /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds.
    package var frame: CGRect {
        let size = bounds.size
        if transform.isIdentity {
            return CGRect(
                x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                width: size.width, height: size.height)
        }
        return CGRect(origin: .zero, size: size).applying(ProjectiveTransform2D(toSuperlayerOf: self))
    }

    /// Sets `position` and `bounds.size` so that the untransformed frame equals `frame`.
    ///
    /// Core Animation documents `frame` as undefined under a non-identity transform; like UIKit we
    /// then keep the transform and place the untransformed rectangle.
    mutating func setFrame(_ frame: CGRect) {
        let frame = frame.standardized
        bounds.size = frame.size
        position = CGPoint(
            x: frame.origin.x + anchorPoint.x * frame.size.width,
            y: frame.origin.y + anchorPoint.y * frame.size.height)
    }

    func value(of property: LayerProperty) -> AnimatableValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .opacity: return .scalar(opacity)
        case .backgroundColor: return .color(RGBA(backgroundColor))
        case .cornerRadius: return .scalar(cornerRadius)
        case .borderWidth: return .scalar(borderWidth)
        case .borderColor: return .color(RGBA(borderColor))
        case .shadowColor: return .color(RGBA(shadowColor))
        case .shadowOpacity: return .scalar(shadowOpacity)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowOffset: return .size(shadowOffset)
        case .zPosition: return .scalar(zPosition)
        case .hidden: return .scalar(isHidden ? 1 : 0)
        case .effectAmount: return .scalar(effectAmount)
        case .effectBlur: return .color(effectBlur)
        case .effectOpaque: return .scalar(effectOpaque)
        case .path: return .path(drawn.path)
        case .shadowPath: return .path(drawn.shadowPath)
        case .fillColor: return .color(RGBA(drawn.fillColor))
        case .strokeColor: return .color(RGBA(drawn.strokeColor))
        case .strokeStart: return .scalar(drawn.strokeStart)
        case .strokeEnd: return .scalar(drawn.strokeEnd)
        case .lineWidth: return .scalar(drawn.lineWidth)
        case .colors: return .colors(drawn.colors?.map(RGBA.init))
        case .locations: return .numbers(drawn.locations)
        case .startPoint: return .point(drawn.startPoint)
        case .endPoint: return .point(drawn.endPoint)
        }
    }

    mutating func setValue(_ value: AnimatableValue, of property: LayerProperty) {
        switch (property, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.opacity, .scalar(let v)): opacity = v
        case (.backgroundColor, .color(let c)): backgroundColor = c.cgColor
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.borderWidth, .scalar(let v)): borderWidth = v
        case (.borderColor, .color(let c)): borderColor = c.cgColor
        case (.shadowColor, .color(let c)): shadowColor = c.cgColor
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
        case (.shadowRadius, .scalar(let v)): shadowRadius = v
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.zPosition, .scalar(let v)): zPosition = v
        case (.hidden, .scalar(let v)): isHidden = v >= 0.5
        case (.effectAmount, .scalar(let v)): effectAmount = v
        case (.effectBlur, .color(let c)): effectBlur = c
        case (.effectOpaque, .scalar(let v)): effectOpaque = v
        case (.path, .path(let p)): drawn.path = p
        case (.shadowPath, .path(let p)): drawn.shadowPath = p
        case (.fillColor, .color(let c)): drawn.fillColor = c.cgColor
        case (.strokeColor, .color(let c)): drawn.strokeColor = c.cgColor
        case (.strokeStart, .scalar(let v)): drawn.strokeStart = v
        case (.strokeEnd, .scalar(let v)): drawn.strokeEnd = v
        case (.lineWidth, .scalar(let v)): drawn.lineWidth = v
        case (.colors, .colors(let c)): drawn.colors = c?.map(\.cgColor)
        case (.locations, .numbers(let n)): drawn.locations = n
        case (.startPoint, .point(let p)): drawn.startPoint = p
        case (.endPoint, .point(let p)): drawn.endPoint = p
        default: break
        }
    }
}

extension LayerState {
    /// Lays what an animation with values fixed ahead shows at `progress` (repeat `iteration`)
    /// over `property`, in place.
    ///
    /// The same arithmetic as `AnimationSampler.apply` (so `presentation()`, the renderer and
    /// hit-testing agree to the bit), without boxing values: numbers, points, sizes and rectangles
    /// are blended as lanes and written to their field, transforms come from the course's blend of
    /// this frame. Colours, `hidden` and cumulative repeats take the general path.
    @MainActor
    mutating func lay(
        _ course: FixedCourse, at progress: Double, iteration: Int, isCumulative: Bool, isAdditive: Bool,
        on property: LayerProperty
    ) {
        if !(isCumulative && iteration > 0) && course.kind == property.kind {
            switch course.form {
            case .lanes:
                if layLanes(course.lanes(at: progress), additive: isAdditive, on: property) { return }
            case .transform:
                var value = course.transform(at: progress)
                switch property {
                case .transform:
                    if isAdditive {
                        // A view's transform animation, over a planar model transform: the 2-D
                        // product, the 4 × 4 one's bits in a fifth of the arithmetic.
                        value =
                            course.lastTransformIsPlanar && transform.isExactlyPlanar
                            ? value.planarProduct(transform) : CATransform3DConcat(value, transform)
                    }
                    if value.allEntriesFinite { transform = value }
                    return
                case .sublayerTransform:
                    if isAdditive { value = CATransform3DConcat(value, sublayerTransform) }
                    if value.allEntriesFinite { sublayerTransform = value }
                    return
                default:
                    break
                }
            case .values, .keyframes:
                break
            }
        }
        guard
            let value = course.presented(
                at: progress, iteration: iteration, isCumulative: isCumulative,
                over: isAdditive ? self.value(of: property) : nil)
        else { return }
        setValue(value, of: property)
    }

    /// Writes blended lanes to `property` (added to its value when `additive`, each lane `lane +
    /// underlying`, the order of ``AnimatableValue/added(to:)``); false when the property is not
    /// one this handles. A result that is not finite leaves the property as it is.
    mutating func layLanes(_ l: SIMD4<Double>, additive: Bool, on property: LayerProperty) -> Bool {
        switch property {
        case .bounds:
            let value =
                additive
                ? CGRect(
                    x: l[0] + bounds.origin.x, y: l[1] + bounds.origin.y, width: l[2] + bounds.size.width,
                    height: l[3] + bounds.size.height)
                : CGRect(x: l[0], y: l[1], width: l[2], height: l[3])
            if value.origin.x.isFinite && value.origin.y.isFinite && value.size.width.isFinite
                && value.size.height.isFinite
            {
                bounds = value
            }
        case .position:
            let value =
                additive ? CGPoint(x: l[0] + position.x, y: l[1] + position.y) : CGPoint(x: l[0], y: l[1])
            if value.x.isFinite && value.y.isFinite { position = value }
        case .anchorPoint:
            let value =
                additive
                ? CGPoint(x: l[0] + anchorPoint.x, y: l[1] + anchorPoint.y) : CGPoint(x: l[0], y: l[1])
            if value.x.isFinite && value.y.isFinite { anchorPoint = value }
        case .shadowOffset:
            let value =
                additive
                ? CGSize(width: l[2] + shadowOffset.width, height: l[3] + shadowOffset.height)
                : CGSize(width: l[2], height: l[3])
            if value.width.isFinite && value.height.isFinite { shadowOffset = value }
        case .opacity: Self.layScalar(l[0], additive: additive, on: &opacity)
        case .cornerRadius: Self.layScalar(l[0], additive: additive, on: &cornerRadius)
        case .borderWidth: Self.layScalar(l[0], additive: additive, on: &borderWidth)
        case .shadowOpacity: Self.layScalar(l[0], additive: additive, on: &shadowOpacity)
        case .shadowRadius: Self.layScalar(l[0], additive: additive, on: &shadowRadius)
        case .zPosition: Self.layScalar(l[0], additive: additive, on: &zPosition)
        case .effectAmount: Self.layScalar(l[0], additive: additive, on: &effectAmount)
        case .effectOpaque: Self.layScalar(l[0], additive: additive, on: &effectOpaque)
        default: return false
        }
        return true
    }

    @inline(__always)
    private static func layScalar(_ lane: Double, additive: Bool, on field: inout Double) {
        let value = additive ? lane + field : lane
        if value.isFinite { field = value }
    }
}

extension CATransform3D {
    /// Whether all sixteen entries are finite (a finite sum settles it without looking at each).
    var allEntriesFinite: Bool {
        let sum =
            (m11 + m12 + m13 + m14) + (m21 + m22 + m23 + m24) + (m31 + m32 + m33 + m34)
            + (m41 + m42 + m43 + m44)
        return sum.isFinite || AnimatableValue.transform(self).isFinite
    }
}

extension RGBA {
    /// A nil colour animates as transparent black, as in Core Animation.
    init(_ color: CGColor?) {
        if let color {
            self.init(color)
        } else {
            self.init(r: 0, g: 0, b: 0, a: 0)
        }
    }
}
