import Foundation

/// An immutable colour, as in UIKit; a thin wrapper over ``CGColor``, or a dynamic colour whose
/// value depends on the traits it is resolved with (the system colours, and
/// ``init(dynamicProvider:)``).
///
/// Components are straight-alpha sRGB. Equality and hashing follow the underlying
/// ``CGColor``: two colours are equal when their RGBA values are equal; a dynamic colour is equal
/// only to itself.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The components of a fixed colour (unused by a dynamic one).
    private let fixedColor: CGColor
    /// What a dynamic colour is in given traits (nil for a fixed colour).
    private let provider: ((UITraitCollection) -> UIColor)?

    /// The Core Graphics colour with the same components; a dynamic colour resolves against
    /// `UITraitCollection.current`, as in UIKit (a layer colour set from it does not change with
    /// the style afterwards: set it again in `traitCollectionDidChange(_:)`, Behaviour 9.12).
    public var cgColor: CGColor {
        guard provider != nil else { return fixedColor }
        return resolvedColor(with: UITraitCollection.current).cgColor
    }

    /// Creates a colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        fixedColor = cgColor
        provider = nil
        super.init()
    }

    /// Creates a dynamic colour: `dynamicProvider` answers the colour for a trait collection,
    /// each time the colour is resolved (``resolvedColor(with:)``, `cgColor`, or a view's colour
    /// property when the view's traits change).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = CGColor(gray: 0, alpha: 0)
        provider = dynamicProvider
        super.init()
    }

    /// The colour for `traitCollection`: a dynamic colour's value there (resolved again if the
    /// provider answers another dynamic colour); a fixed colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on the traits it is resolved with.
    var isDynamic: Bool { provider != nil }

    /// Creates a grey colour with the given brightness (0 black … 1 white) and opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// Creates an sRGB colour from its components and opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Creates a colour from hue, saturation and brightness (HSB, also called HSV), each 0…1.
    ///
    /// Hue wraps around, so 1 is red again; this is the standard hexcone conversion.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue) - Double(hue).rounded(.down)
        let s = Double(saturation)
        let v = Double(brightness)
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        let rgb: (Double, Double, Double)
        switch index {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// Returns the same colour with a different opacity.
    ///
    /// A dynamic colour gives a dynamic colour.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard isDynamic else { return UIColor(cgColor: fixedColor.copy(alpha: alpha)!) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// Reads the sRGB components and opacity; always succeeds, since every colour is sRGB.
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        red = cgColor.red
        green = cgColor.green
        blue = cgColor.blue
        alpha = cgColor.alpha
        return true
    }

    /// Reads the grey level and opacity of a colour created as grey.
    ///
    /// As in UIKit, colours in an RGB colour space are not converted: the arguments are left
    /// unchanged and the method returns `false`.
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        guard cgColor.isGray else { return false }
        white = cgColor.red
        alpha = cgColor.alpha
        return true
    }

    /// Reads hue, saturation, brightness (each 0…1, hue in 0..<1) and opacity.
    ///
    /// Greys have no defined hue; like UIKit, they report hue 0 and saturation 0.
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let r = Double(cgColor.red)
        let g = Double(cgColor.green)
        let b = Double(cgColor.blue)
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let chroma = maximum - minimum
        var h = 0.0
        if chroma > 0 {
            if maximum == r {
                h = (g - b) / chroma
            } else if maximum == g {
                h = (b - r) / chroma + 2
            } else {
                h = (r - g) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue = h
        saturation = maximum > 0 ? chroma / maximum : 0
        brightness = maximum
        alpha = cgColor.alpha
        return true
    }

    /// Whether `object` is a colour with the same RGBA values (what `==` asks, as in UIKit).
    /// Sets the colour as both the fill and the stroke colour of the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the colour as the fill colour of the current graphics context.
    public func setFill() {
        guard let context = currentDrawingContext(for: "UIColor.setFill()") else { return }
        context.setFillColor(cgColor)
    }

    /// Sets the colour as the stroke colour of the current graphics context.
    public func setStroke() {
        guard let context = currentDrawingContext(for: "UIColor.setStroke()") else { return }
        context.setStrokeColor(cgColor)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if isDynamic || other.isDynamic { return other === self }
        return other.fixedColor == fixedColor
    }

    /// A hash of the RGBA values, consistent with `isEqual(_:)`.
    public override var hash: Int { isDynamic ? ObjectIdentifier(self).hashValue : fixedColor.hashValue }

    /// A textual form in UIKit's style.
    public override var description: String {
        let c = cgColor
        return c.isGray
            ? "UIExtendedGrayColorSpace \(c.red) \(c.alpha)"
            : "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    }
}
