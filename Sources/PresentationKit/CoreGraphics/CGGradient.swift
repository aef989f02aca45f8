import Foundation

/// Options for the ends of a gradient.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extends the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A smooth transition between colours at locations from 0 to 1, as in Core Graphics.
///
/// Colours are interpolated component by component, unpremultiplied, between neighbouring
/// stops; outside the first and last stop the end colours hold.
public final class CGGradient: @unchecked Sendable {
    /// The stops, sorted by location: (location, straight RGBA).
    let stops: [(location: Float, color: SIMD4<Float>)]
    /// The colour space the gradient was made in.
    let colorSpace: CGColorSpace?

    init?(stops: [(Float, SIMD4<Float>)], colorSpace: CGColorSpace?) {
        guard !stops.isEmpty, stops.allSatisfy({ $0.0.isFinite }) else { return nil }
        self.stops = stops.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { (location: $0.element.0, color: $0.element.1) }
        self.colorSpace = colorSpace
    }

    /// Creates a gradient from colours (`CGColor`s, `as CFArray`) and their locations (nil:
    /// evenly spaced from 0 to 1). Nil, with a diagnostic, when an element is not a colour.
    public convenience init?(
        colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
    ) {
        let given = colors
        let colors = given.compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == given.count else {
            DrawingDiagnostics.report(
                "CGGradient(colorsSpace:colors:locations:): the colors array must hold CGColor values (use "
                    + "`uiColor.cgColor`); no gradient was made.")
            return nil
        }
        let stops = colors.enumerated().map { index, color in
            let location =
                locations.map { Float($0[index]) }
                ?? (colors.count == 1 ? 0 : Float(index) / Float(colors.count - 1))
            return (
                location, SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
            )
        }
        self.init(stops: stops, colorSpace: space)
    }

    /// Creates a gradient from `count` colours given as components in `space` followed by
    /// alpha, and their locations (nil: evenly spaced).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let perColor = space.numberOfComponents + 1
        let stops = (0..<count).map { index in
            let base = components + index * perColor
            let color: SIMD4<Float> =
                perColor == 2
                ? SIMD4(Float(base[0]), Float(base[0]), Float(base[0]), Float(base[1]))
                : SIMD4(Float(base[0]), Float(base[1]), Float(base[2]), Float(base[perColor - 1]))
            let location =
                locations.map { Float($0[index]) } ?? (count == 1 ? 0 : Float(index) / Float(count - 1))
            return (location, color)
        }
        self.init(stops: stops, colorSpace: space)
    }

    /// The premultiplied colour at `t` (0…1 between the first and last location; clamped).
    func color(at t: Float) -> SIMD4<Float> {
        var straight = stops[0].color
        if t >= stops[stops.count - 1].location {
            straight = stops[stops.count - 1].color
        } else if t > stops[0].location {
            for i in 1..<stops.count where t <= stops[i].location {
                let a = stops[i - 1]
                let b = stops[i]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                straight = a.color + (b.color - a.color) * f
                break
            }
        }
        return SIMD4(straight.x * straight.w, straight.y * straight.w, straight.z * straight.w, straight.w)
    }
}
