import Foundation

/// The numbers behind each blur style (Behaviour 25.5): the blur's radius, the saturation boost,
/// and the grey tint laid over the blurred backdrop.
///
/// Apple publishes none of these. They are ours, chosen so that each style looks on screen as it
/// does on iOS: light styles whiten, dark ones darken, thicker materials hide more of what is
/// behind, and every blur saturates the colours it spreads (as iOS's do). The radius is the
/// Gaussian's standard deviation, in points (CSS's `blur()` convention).
struct BlurMaterial: Equatable {
    /// The Gaussian's standard deviation, in points.
    let radius: Double
    /// The saturation factor (1 keeps colours).
    let saturation: Double
    /// The tint's grey level and alpha.
    let tintGray: Double
    let tintAlpha: Double
    /// The opaque colour shown instead when the user reduces transparency.
    let opaqueGray: Double

    /// Whether vibrant content on it is lifted towards white.
    var isDark: Bool { tintGray < 0.5 }

    /// The material of `style` in the interface style `interfaceStyle`: the adaptive styles
    /// (`.regular`, `.prominent`, the `system…Material`s without Light or Dark) take their dark form
    /// in the dark, their light form otherwise (Behaviour 25.5).
    static func of(_ style: UIBlurEffect.Style, in interfaceStyle: UIUserInterfaceStyle) -> BlurMaterial {
        guard interfaceStyle == .dark else { return of(style) }
        switch style {
        case .regular: return of(.dark)
        case .prominent:
            return BlurMaterial(
                radius: 20, saturation: 1.8, tintGray: 0.11, tintAlpha: 0.82, opaqueGray: 0.12)
        case .systemUltraThinMaterial: return of(.systemUltraThinMaterialDark)
        case .systemThinMaterial: return of(.systemThinMaterialDark)
        case .systemMaterial: return of(.systemMaterialDark)
        case .systemThickMaterial: return of(.systemThickMaterialDark)
        case .systemChromeMaterial: return of(.systemChromeMaterialDark)
        default: return of(style)
        }
    }

    /// The material of `style` in the light interface style.
    private static func of(_ style: UIBlurEffect.Style) -> BlurMaterial {
        switch style {
        case .extraLight:
            return BlurMaterial(radius: 20, saturation: 1.8, tintGray: 0.97, tintAlpha: 0.8, opaqueGray: 0.97)
        case .light, .regular:
            return BlurMaterial(
                radius: 20, saturation: 1.8, tintGray: 0.97, tintAlpha: 0.55, opaqueGray: 0.94)
        case .prominent:
            return BlurMaterial(radius: 20, saturation: 1.8, tintGray: 0.97, tintAlpha: 0.7, opaqueGray: 0.96)
        case .dark:
            return BlurMaterial(
                radius: 20, saturation: 1.8, tintGray: 0.11, tintAlpha: 0.73, opaqueGray: 0.11)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            return BlurMaterial(radius: 15, saturation: 1.8, tintGray: 0.94, tintAlpha: 0.35, opaqueGray: 0.9)
        case .systemThinMaterial, .systemThinMaterialLight:
            return BlurMaterial(radius: 15, saturation: 1.8, tintGray: 0.97, tintAlpha: 0.6, opaqueGray: 0.94)
        case .systemMaterial, .systemMaterialLight:
            return BlurMaterial(
                radius: 20, saturation: 1.8, tintGray: 0.98, tintAlpha: 0.75, opaqueGray: 0.96)
        case .systemThickMaterial, .systemThickMaterialLight:
            return BlurMaterial(
                radius: 20, saturation: 1.8, tintGray: 0.99, tintAlpha: 0.88, opaqueGray: 0.98)
        case .systemChromeMaterial, .systemChromeMaterialLight:
            return BlurMaterial(radius: 20, saturation: 1.8, tintGray: 0.97, tintAlpha: 0.8, opaqueGray: 0.96)
        case .systemUltraThinMaterialDark:
            return BlurMaterial(radius: 15, saturation: 1.6, tintGray: 0.1, tintAlpha: 0.45, opaqueGray: 0.12)
        case .systemThinMaterialDark:
            return BlurMaterial(radius: 15, saturation: 1.6, tintGray: 0.1, tintAlpha: 0.65, opaqueGray: 0.13)
        case .systemMaterialDark:
            return BlurMaterial(
                radius: 20, saturation: 1.6, tintGray: 0.11, tintAlpha: 0.78, opaqueGray: 0.14)
        case .systemThickMaterialDark:
            return BlurMaterial(
                radius: 20, saturation: 1.6, tintGray: 0.11, tintAlpha: 0.88, opaqueGray: 0.15)
        case .systemChromeMaterialDark:
            return BlurMaterial(
                radius: 20, saturation: 1.6, tintGray: 0.11, tintAlpha: 0.82, opaqueGray: 0.16)
        }
    }

    /// The material `fraction` of the way from this one to `other` (Behaviour 25.9): radius,
    /// saturation and the opaque colour linearly, the tint as premultiplied colour (its grey level
    /// times its alpha, and its alpha linearly), as a crossfade of the two tints shows it.
    func interpolated(to other: BlurMaterial, by fraction: Double) -> BlurMaterial {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 1
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let alpha = mix(tintAlpha, other.tintAlpha)
        let premultiplied = mix(tintGray * tintAlpha, other.tintGray * other.tintAlpha)
        return BlurMaterial(
            radius: mix(radius, other.radius), saturation: mix(saturation, other.saturation),
            tintGray: alpha > 0 ? premultiplied / alpha : mix(tintGray, other.tintGray), tintAlpha: alpha,
            opaqueGray: mix(opaqueGray, other.opaqueGray))
    }

    /// What the renderer does at `amount` of the effect (0: nothing, 1: all): the radius, the
    /// saturation boost and the tint's alpha grow together, as iOS animates a blur in.
    func filter(amount: Double, reducesTransparency: Bool) -> BackdropFilter? {
        let amount = amount.isFinite ? min(max(amount, 0), 1) : 1
        guard amount > 0 else { return nil }
        if reducesTransparency {
            return BackdropFilter(
                blurRadius: 0, saturation: 1, tintGray: opaqueGray, tintAlpha: amount, readsBackdrop: false)
        }
        return BackdropFilter(
            blurRadius: radius * amount, saturation: 1 + (saturation - 1) * amount, tintGray: tintGray,
            tintAlpha: tintAlpha * amount, readsBackdrop: true)
    }
}

/// What the renderer paints behind a blur effect view: the backdrop blurred, saturated and tinted.
package struct BackdropFilter: Equatable, Sendable {
    /// The Gaussian's standard deviation, in points (0: no blur).
    package let blurRadius: Double
    /// The saturation factor, applied after the blur (CSS's `saturate()` matrix).
    package let saturation: Double
    /// The tint laid over the result with source-over: a grey level and its alpha.
    package let tintGray: Double
    package let tintAlpha: Double
    /// False when transparency is reduced: only the tint is painted.
    package let readsBackdrop: Bool
}

/// What the renderer does with the content of a vibrancy effect view.
package struct VibrancyFilter: Equatable, Sendable {
    /// How far covered pixels move towards the target (0…1).
    package let strength: Double
    /// Towards white (over dark blurs) or black (over light ones).
    package let liftsTowardsWhite: Bool

    /// The vibrancy of `style` over `blur` shown in `interfaceStyle` (Behaviour 25.6): over an
    /// adaptive blur it follows the blur's form.
    init(blur: UIBlurEffect.Style, style: UIVibrancyEffectStyle?, in interfaceStyle: UIUserInterfaceStyle) {
        switch style {
        case nil, .label?: strength = 0.75
        case .secondaryLabel?: strength = 0.55
        case .tertiaryLabel?: strength = 0.38
        case .quaternaryLabel?: strength = 0.25
        case .fill?: strength = 0.3
        case .secondaryFill?: strength = 0.2
        case .tertiaryFill?: strength = 0.12
        case .separator?: strength = 0.3
        }
        liftsTowardsWhite = BlurMaterial.of(blur, in: interfaceStyle).isDark
    }
}
