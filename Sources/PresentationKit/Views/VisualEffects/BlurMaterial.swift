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

    /// The values the backdrop layer holds for this material at `amount` of the effect (0: none,
    /// 1: all), each proportional to the amount (Behaviour 25.10): the radius, the saturation boost
    /// (saturation − 1), the tint as premultiplied grey and its alpha, and the opaque grey of
    /// Reduce Transparency premultiplied. Linear in the amount and in each of the material's
    /// numbers, so an animation between any two of them shows the radius, saturation and
    /// premultiplied tint moving linearly (Behaviour 25.9), and animations overlapping in time add
    /// up as other animatable properties do.
    func layerValues(amount: Double) -> (blur: RGBA, opaque: Double) {
        (
            RGBA(
                r: radius * amount, g: (saturation - 1) * amount, b: tintGray * tintAlpha * amount,
                a: tintAlpha * amount),
            opaqueGray * amount
        )
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

extension BackdropFilter {
    /// What a backdrop layer's values as presented paint (``BlurMaterial/layerValues(amount:)``):
    /// nil when nothing shows. Overlapping animations can carry a value past what any style has
    /// (a negative radius, a tint darker than black): each is clamped to what can be painted.
    init?(blur: RGBA, opaque: Double, amount: Double, reducesTransparency: Bool) {
        let visible = 1e-9
        if reducesTransparency {
            guard amount.isFinite, amount > visible else { return nil }
            self.init(
                blurRadius: 0, saturation: 1, tintGray: Self.unit(opaque / amount), tintAlpha: min(amount, 1),
                readsBackdrop: false)
            return
        }
        let radius = blur.r.isFinite ? max(blur.r, 0) : 0
        let boost = blur.g.isFinite ? blur.g : 0
        let alpha = Self.unit(blur.a)
        guard radius > visible || abs(boost) > visible || alpha > visible else { return nil }
        self.init(
            blurRadius: radius, saturation: max(1 + boost, 0),
            tintGray: alpha > 0 ? Self.unit(blur.b / blur.a) : 0,
            tintAlpha: alpha, readsBackdrop: true)
    }

    /// `value` within 0…1 (0 when not a number).
    private static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
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
