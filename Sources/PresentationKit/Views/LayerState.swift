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
        default: break
        }
    }
}

extension LayerState {
    /// Lays what an animation with values fixed ahead shows at `progress` (repeat `iteration`)
    /// over `property`, in place.
    ///
    /// The same arithmetic as `AnimationSampler.apply` (so `presentation()`, the renderer and
    /// hit-testing agree to the bit), without boxing the underlying value for the properties
    /// block animations move additively every frame: position, bounds, opacity and transform.
    @MainActor
    mutating func lay(
        _ course: FixedCourse, at progress: Double, iteration: Int, isCumulative: Bool, isAdditive: Bool,
        on property: LayerProperty
    ) {
        if isAdditive && !(isCumulative && iteration > 0) {
            switch (property, course.value(at: progress)) {
            case (.position, .point(let delta)):
                let sum = CGPoint(x: delta.x + position.x, y: delta.y + position.y)
                if sum.x.isFinite && sum.y.isFinite { position = sum }
                return
            case (.bounds, .rect(let delta)):
                let sum = CGRect(
                    x: delta.origin.x + bounds.origin.x, y: delta.origin.y + bounds.origin.y,
                    width: delta.size.width + bounds.size.width,
                    height: delta.size.height + bounds.size.height)
                if AnimatableValue.rect(sum).isFinite { bounds = sum }
                return
            case (.opacity, .scalar(let delta)):
                let sum = delta + opacity
                if sum.isFinite { opacity = sum }
                return
            case (.transform, .transform(let delta)):
                let product = CATransform3DConcat(delta, transform)
                if AnimatableValue.transform(product).isFinite { transform = product }
                return
            default:
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
