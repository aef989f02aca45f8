import Foundation

/// Straight-alpha sRGB components as plain numbers, for animating colours.
///
/// Animations blend, add and subtract colours component-wise (additive animations add the
/// difference between two colours onto a third), which is awkward on immutable ``CGColor``
/// objects; this value type carries the arithmetic. Results may leave 0…1 mid-spring;
/// ``cgColor`` clamps them.
struct RGBA: Sendable, Equatable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double

    init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The components of `color`.
    init(_ color: CGColor) {
        self.init(r: Double(color.red), g: Double(color.green), b: Double(color.blue), a: Double(color.alpha))
    }

    /// An sRGB colour with each component clamped to 0…1.
    var cgColor: CGColor {
        func clamped(_ value: Double) -> CGFloat { CGFloat(min(max(value, 0), 1)) }
        return CGColor(red: clamped(r), green: clamped(g), blue: clamped(b), alpha: clamped(a))
    }

    /// The component-wise blend `self + (other - self) · progress`; progress may overshoot.
    func interpolate(to other: RGBA, progress: Double) -> RGBA {
        RGBA(
            r: r + (other.r - r) * progress,
            g: g + (other.g - g) * progress,
            b: b + (other.b - b) * progress,
            a: a + (other.a - a) * progress)
    }

    static func + (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
    }

    static func - (lhs: RGBA, rhs: RGBA) -> RGBA {
        RGBA(r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
    }

    static func * (lhs: RGBA, rhs: Double) -> RGBA {
        RGBA(r: lhs.r * rhs, g: lhs.g * rhs, b: lhs.b * rhs, a: lhs.a * rhs)
    }

    static func * (lhs: Double, rhs: RGBA) -> RGBA {
        rhs * lhs
    }
}
