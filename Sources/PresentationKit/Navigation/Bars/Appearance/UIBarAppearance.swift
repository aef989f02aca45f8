import Foundation

/// What a bar's background looks like, as `UIBarAppearance`: the part shared by navigation bars,
/// toolbars and tab bars. A bar draws, bottom to top, the `backgroundEffect` (a blur of what lies
/// behind it), the `backgroundColor`, the `backgroundImage`, then a one-pixel shadow line along its
/// edge facing the content in `shadowColor` (Behaviour 16.24).
///
/// Set one on a bar (`standardAppearance`, `scrollEdgeAppearance`, …) or on a navigation item; the
/// bar keeps a copy, as UIKit's `@NSCopying` properties do, so changing the object afterwards does
/// not change the bar until it is set again.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The device idiom the appearance targets.
    public let idiom: UIUserInterfaceIdiom

    /// The blur drawn first, under the colour and image; `nil` draws none.
    open var backgroundEffect: UIBlurEffect?
    /// The colour drawn over the effect; `nil` draws none.
    open var backgroundColor: UIColor?
    /// The image drawn over the colour, fitted by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How the background image fits the bar (`.redraw` acts as `.scaleToFill`, as in UIKit).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the shadow line (or the tint of a template `shadowImage`); `nil` or clear
    /// draws no line.
    open var shadowColor: UIColor?
    /// An image drawn as the shadow instead of the line.
    open var shadowImage: UIImage?

    /// An appearance for the idiom `idiom`, with the default background (`configureWithDefaultBackground()`).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom == .unspecified ? .phone : idiom
        configureWithDefaultBackground()
    }

    /// An appearance for the current device's idiom, with the default background.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with `barAppearance`'s background settings (and, from an appearance of the
    /// same kind, everything else it has): how a navigation bar's appearance is made from a
    /// toolbar's, and how `copy()` copies.
    ///
    /// Required here, where UIKit's is not: `copy()` returns `Self` by making one through it.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// Creates an appearance from an archive; as `init()` makes it here (no archives on Linux).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// A copy of the appearance, of the same class, with every setting.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system's translucent bar: the chrome material's blur, no colour or image, and the
    /// default shadow line (black at 30 % opacity).
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque bar: the system background colour, no blur, and the default shadow line.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// A bar that draws no background and no shadow: the content behind it shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    // MARK: Engine

    /// The shadow line's default colour: black at 30 % opacity, the colour publicly measured for
    /// UIKit's bar hairline.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// This appearance with a transparent background and every other setting kept: what a bar
    /// uses at the scroll edge where no scroll-edge appearance is set (Behaviour 16.24).
    func withTransparentBackground() -> Self {
        let copy = copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}
