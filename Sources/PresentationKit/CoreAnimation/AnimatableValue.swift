import Foundation

/// A value a layer property can take while animating, in the form the engine computes with.
///
/// Core Animation accepts `Any` for `fromValue`/`toValue`; converting once, when an animation is
/// added, keeps the per-frame path free of dynamic casts.
enum AnimatableValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(RGBA)
    /// A shape layer's path (nil: none).
    case path(CGPath?)
    /// A gradient layer's colours (nil: none).
    case colors([RGBA]?)
    /// A gradient layer's locations (nil: evenly spaced).
    case numbers([Double]?)

    /// Converts a user-supplied animation value (`fromValue`, `values[i]`, …) for a property kind.
    ///
    /// Numbers may be any of Swift's numeric types, as Core Animation boxes them in `NSNumber`.
    init?(_ any: Any?, kind: AnimatableValueKind) {
        guard let any else { return nil }
        if let value = any as? AnimatableValue {
            // Values the engine made itself (UIKit block animations) pass straight through.
            self = value
            return
        }
        switch kind {
        case .scalar:
            guard let number = AnimatableValue.double(from: any) else { return nil }
            self = .scalar(number)
        case .point:
            guard let point = any as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = any as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = any as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = any as? CATransform3D {
                self = .transform(transform)
            } else if let affine = any as? CGAffineTransform {
                self = .transform(CATransform3DMakeAffineTransform(affine))
            } else {
                return nil
            }
        case .color:
            if let color = any as? CGColor {
                self = .color(RGBA(color))
            } else if let color = any as? UIColor {
                self = .color(RGBA(color.cgColor))
            } else {
                return nil
            }
        case .path:
            // A `UIBezierPath` here is a common slip: Core Animation wants its `cgPath`.
            guard let path = any as? CGPath else { return nil }
            self = .path(path)
        case .colors:
            guard let list = any as? [Any] else { return nil }
            var colours: [RGBA] = []
            for element in list {
                if let color = element as? CGColor {
                    colours.append(RGBA(color))
                } else if let color = element as? UIColor {
                    colours.append(RGBA(color.cgColor))
                } else {
                    return nil
                }
            }
            self = .colors(colours)
        case .numbers:
            guard let list = any as? [Any] else { return nil }
            var numbers: [Double] = []
            for element in list {
                guard let number = AnimatableValue.double(from: element) else { return nil }
                numbers.append(number)
            }
            self = .numbers(numbers)
        }
    }

    private static func double(from any: Any) -> Double? {
        switch any {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        case let value as Bool: return value ? 1 : 0
        default: return nil
        }
    }

    /// The identity of addition for this value's kind: what an additive animation ends on.
    var zero: AnimatableValue { Self.zero(of: kind) }

    /// `self` blended toward `other`; `progress` may leave [0, 1] (springs overshoot).
    func interpolated(to other: AnimatableValue, progress p: Double) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * p)
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: lerp(a.origin.x, b.origin.x, p), y: lerp(a.origin.y, b.origin.y, p),
                    width: lerp(a.size.width, b.size.width, p), height: lerp(a.size.height, b.size.height, p))
            )
        case let (.transform(a), .transform(b)):
            return .transform(interpolateTransform(a, b, progress: p))
        case let (.color(a), .color(b)):
            return .color(a.interpolate(to: b, progress: p))
        case let (.path(a?), .path(b?)):
            // Paths of the same elements morph point by point; others switch halfway (Behaviour 18.21).
            if let mixed = a.interpolated(to: b, progress: p) { return .path(mixed) }
            return p < 0.5 ? self : other
        case let (.colors(a?), .colors(b?)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolate(to: $1, progress: p) })
        case let (.numbers(a?), .numbers(b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * p })
        default:
            return p < 0.5 ? self : other
        }
    }

    /// Additive composition: `self` applied on top of `base`.
    ///
    /// Transforms compose by matrix product (the animated delta first, then the underlying
    /// value), so that a delta of `old · new⁻¹` on top of `new` starts exactly at `old`.
    func added(to base: AnimatableValue) -> AnimatableValue {
        switch (self, base) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                    width: a.size.width + b.size.width, height: a.size.height + b.size.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(a, b))
        case let (.color(a), .color(b)): return .color(a + b)
        default: return self
        }
    }

    /// The delta that, added to `base`, gives `self`; nil when none exists (a singular transform).
    func difference(from base: AnimatableValue) -> AnimatableValue? {
        switch (self, base) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: a.origin.x - b.origin.x, y: a.origin.y - b.origin.y,
                    width: a.size.width - b.size.width, height: a.size.height - b.size.height))
        case let (.transform(a), .transform(b)):
            guard let inverse = b.inverted() else { return nil }
            return .transform(CATransform3DConcat(a, inverse))
        case let (.color(a), .color(b)): return .color(a - b)
        default: return nil
        }
    }

    /// Distance between two values, used by the paced keyframe mode.
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return hypot(Double(b.x - a.x), Double(b.y - a.y))
        case let (.size(a), .size(b)): return hypot(Double(b.width - a.width), Double(b.height - a.height))
        case let (.rect(a), .rect(b)):
            return hypot(
                hypot(Double(b.origin.x - a.origin.x), Double(b.origin.y - a.origin.y)),
                hypot(Double(b.size.width - a.size.width), Double(b.size.height - a.size.height)))
        case let (.color(a), .color(b)):
            let d = b - a
            return (d.r * d.r + d.g * d.g + d.b * d.b + d.a * d.a).squareRoot()
        default: return self == other ? 0 : 1
        }
    }

    /// Whether every component is finite: a NaN never reaches a frame.
    var isFinite: Bool {
        switch self {
        case .scalar(let a): return a.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r):
            return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
                && r.size.height.isFinite
        case .transform(let t):
            // Any infinite or NaN entry makes the sum non-finite, so a finite sum settles it without
            // building an array each frame; only an overflowing sum needs the entry-by-entry check.
            let sum =
                (t.m11 + t.m12 + t.m13 + t.m14) + (t.m21 + t.m22 + t.m23 + t.m24)
                + (t.m31 + t.m32 + t.m33 + t.m34) + (t.m41 + t.m42 + t.m43 + t.m44)
            if sum.isFinite { return true }
            return [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
                t.m41, t.m42, t.m43, t.m44,
            ].allSatisfy(\.isFinite)
        case .color(let c): return c.r.isFinite && c.g.isFinite && c.b.isFinite && c.a.isFinite
        case .path(let p): return p?.allPointsFinite ?? true
        case .colors(let c): return c?.allSatisfy { AnimatableValue.color($0).isFinite } ?? true
        case .numbers(let n): return n?.allSatisfy(\.isFinite) ?? true
        }
    }
}

/// The kinds of value the engine animates, one per layer property.
enum AnimatableValueKind {
    case scalar, point, size, rect, transform, color
    /// A path, a list of colours, a list of numbers: the shape and gradient layers' values.
    case path, colors, numbers
}

@inline(__always)
private func lerp(_ a: CGFloat, _ b: CGFloat, _ p: Double) -> CGFloat {
    a + (b - a) * CGFloat(p)
}
