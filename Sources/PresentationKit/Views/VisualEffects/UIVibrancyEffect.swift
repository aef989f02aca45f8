import Foundation

/// How strongly vibrant content stands out from the blur it sits on, as `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// For primary labels.
    case label = 0
    /// For secondary labels.
    case secondaryLabel = 1
    /// For tertiary labels.
    case tertiaryLabel = 2
    /// For quaternary labels.
    case quaternaryLabel = 3
    /// For thin fills.
    case fill = 4
    /// For secondary fills.
    case secondaryFill = 5
    /// For tertiary fills.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7
}

/// Content drawn vividly over a blur, as `UIVibrancyEffect`: the views in the content view of a
/// `UIVisualEffectView` with this effect show the blurred backdrop under them lifted towards white
/// (on dark blurs) or pressed towards black (on light ones), by their coverage; their own colours
/// are not used (Behaviour 25.6).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrant content sits on.
    let blurStyle: UIBlurEffect.Style
    /// The vibrancy's strength; nil for the original vibrancy of `init(blurEffect:)`.
    let vibrancyStyle: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect`, as UIKit's first vibrancy (as strong as `.label`).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurStyle: blurEffect.style, vibrancyStyle: nil)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurStyle: blurEffect.style, vibrancyStyle: style)
    }

    init(blurStyle: UIBlurEffect.Style, vibrancyStyle: UIVibrancyEffectStyle?) {
        self.blurStyle = blurStyle
        self.vibrancyStyle = vibrancyStyle
        super.init()
    }

    /// Creates an effect from an archive; as vibrancy over `.light` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        blurStyle = .light
        vibrancyStyle = nil
        super.init(coder: coder)
    }
}
