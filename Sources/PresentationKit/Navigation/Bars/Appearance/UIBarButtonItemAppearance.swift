import Foundation

/// How a bar's buttons of one style look, state by state, as `UIBarButtonItemAppearance`: part of
/// a navigation bar's or toolbar's appearance (`buttonAppearance`, `doneButtonAppearance`,
/// `backButtonAppearance`).
///
/// Stored and copied with the bar's appearance; the buttons drawn here keep their title colour
/// and font (the porting guide lists it).
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// The look of a button in its normal state.
    public private(set) var normal: UIBarButtonItemStateAppearance
    /// The look while a finger is on the button.
    public private(set) var highlighted: UIBarButtonItemStateAppearance
    /// The look of a disabled button.
    public private(set) var disabled: UIBarButtonItemStateAppearance
    /// The look of a focused button.
    public private(set) var focused: UIBarButtonItemStateAppearance

    /// The default look of buttons of `style`.
    ///
    /// Required here, where UIKit's is not: `copy()` makes an instance of the receiver's class
    /// through it.
    public required init(style: UIBarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
        configureWithDefault(for: style)
    }

    /// The default look of plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// Creates an appearance from an archive; as `init()` makes it here (no archives on Linux).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A copy with every state's settings.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// Puts every state back to the system's look for `style`: no attributes of their own (the
    /// bar's font for the style, and the tint colour).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }
}

/// How a bar button looks in one state, as `UIBarButtonItemStateAppearance`.
@preconcurrency @MainActor
public final class UIBarButtonItemStateAppearance {
    /// The title's text attributes (`.font`, `.foregroundColor`, …).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    public var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the button.
    public var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    init() {}

    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }
}
