import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, in one of UIKit's styles, as `UIBlurEffect`.
///
/// The radius, saturation and tint each style gives are listed in Behaviour 25.5; Apple publishes
/// no numbers, so they are ours, chosen to look like the styles on iOS.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The style of the blur.
    let style: Style

    /// A blur effect of `style`.
    public convenience init(style: UIBlurEffect.Style) {
        self.init(blurStyle: style)
    }

    init(blurStyle: Style) {
        style = blurStyle
        super.init()
    }

    /// Creates an effect from an archive; as `UIBlurEffect(style: .light)` here (no archives on
    /// Linux).
    public required init?(coder: NSCoder) {
        style = .light
        super.init(coder: coder)
    }

    /// Blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// A blur that lightens strongly.
        case extraLight = 0
        /// A blur that lightens.
        case light = 1
        /// A blur that darkens.
        case dark = 2
        /// The regular blur of the interface style: `.light` here, where the interface is light.
        case regular = 4
        /// A more prominent blur of the interface style: `.extraLight` here.
        case prominent = 5
        /// An adaptable ultra-thin material (the light one here, where the interface is light).
        case systemUltraThinMaterial = 6
        /// An adaptable thin material.
        case systemThinMaterial = 7
        /// An adaptable material of normal thickness.
        case systemMaterial = 8
        /// An adaptable thick material.
        case systemThickMaterial = 9
        /// An adaptable material like the system's chrome.
        case systemChromeMaterial = 10
        /// An ultra-thin material that is always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material that is always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness that is always light.
        case systemMaterialLight = 13
        /// A thick material that is always light.
        case systemThickMaterialLight = 14
        /// A chrome material that is always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material that is always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material that is always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness that is always dark.
        case systemMaterialDark = 18
        /// A thick material that is always dark.
        case systemThickMaterialDark = 19
        /// A chrome material that is always dark.
        case systemChromeMaterialDark = 20
    }
}
