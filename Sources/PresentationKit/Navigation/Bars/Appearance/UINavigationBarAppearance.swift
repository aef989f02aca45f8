import Foundation

/// How a navigation bar looks, as `UINavigationBarAppearance`: the background of
/// ``UIBarAppearance``, and the title's text attributes (`.foregroundColor` and `.font` are drawn
/// here), the large title's, and the buttons' looks (stored).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The small title's text attributes: `.foregroundColor` and `.font` are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes: `.foregroundColor` and `.font` are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the small title moves from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron image; `nil` until one is set (the system chevron).
    public private(set) var backIndicatorImage: UIImage?
    /// The mask of the chevron used during push and pop.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// An appearance for the idiom `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with `barAppearance`'s settings; from another navigation bar appearance,
    /// every one of its settings too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        buttonAppearance = navigation.buttonAppearance.copy()
        doneButtonAppearance = navigation.doneButtonAppearance.copy()
        backButtonAppearance = navigation.backButtonAppearance.copy()
        backIndicatorImage = navigation.backIndicatorImage
        backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
    }

    /// Sets the back button's chevron and its transition mask together (both, or neither with nil).
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}
