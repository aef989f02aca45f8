import Foundation

/// How a toolbar looks, as `UIToolbarAppearance`: the background of ``UIBarAppearance`` and the
/// buttons' looks (stored).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// An appearance for the idiom `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s settings; from another toolbar appearance, its button
    /// looks too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = toolbar.buttonAppearance.copy()
        doneButtonAppearance = toolbar.doneButtonAppearance.copy()
    }
}
