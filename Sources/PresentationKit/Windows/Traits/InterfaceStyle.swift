import Foundation

// The interface style (light or dark) is stored once, on the screen (the host's setting); every
// trait collection computes it from there, with the nearest `overrideUserInterfaceStyle` on the
// way (a view, its ancestors up to its controller, the controller and its ancestors, the
// presenting context, the window) replacing it. Changing any of these walks the window once and
// calls `traitCollectionDidChange(_:)` where the traits differ from before (Behaviour 9.9, 9.10).

extension UITraitCollection {
    /// The collection `UITraitCollection.current` returns (nil: none set).
    nonisolated(unsafe) private static var currentStorage: UITraitCollection?

    /// The traits of the environment being updated: UIKit sets it around
    /// `traitCollectionDidChange(_:)`, drawing and layout; dynamic colours resolve against it in
    /// `cgColor`. Outside those it is a collection with nothing specified (which resolves colours
    /// in the light appearance) unless set.
    public class var current: UITraitCollection {
        get { currentStorage ?? UITraitCollection() }
        set { currentStorage = newValue }
    }

    /// Runs `actions` with these traits as ``current``, then restores the previous value.
    public func performAsCurrent(_ actions: () -> Void) {
        let saved = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = saved }
        actions()
    }

    /// `performAsCurrent(_:)` for `traits`.
    static func performAsCurrent(_ traits: UITraitCollection, _ actions: () -> Void) {
        traits.performAsCurrent(actions)
    }
}

extension UIView {
    /// `overrideUserInterfaceStyle`'s setter: the views (and, on a window, the controllers) whose
    /// traits changed hear about it.
    func setStyleOverride(_ style: UIUserInterfaceStyle) {
        guard style != styleOverride else { return }
        let previous = traitCollection
        styleOverride = style
        traitsChanged(from: previous)
        // A window's style reaches its root controller and what is presented.
        if let window = self as? UIWindow { window.updateControllerTraits() }
    }

    /// Re-resolves the view's dynamic colours for its current traits: the layer's background
    /// colour follows `backgroundColor`; a label's text colour is resolved when it is drawn, with
    /// the appearance recorded here (Behaviour 9.12).
    func resolveDynamicColors() {
        let traits = traitCollection
        let style: UIUserInterfaceStyle = traits.userInterfaceStyle == .dark ? .dark : .light
        let elevated = traits.userInterfaceLevel == .elevated
        guard style != resolvedStyle || elevated != resolvedElevated else { return }
        resolvedStyle = style
        resolvedElevated = elevated
        if let color = backgroundColor, color.isDynamic {
            layer.backgroundColor = color.resolvedColor(with: traits).cgColor
        }
        (self as? UIVisualEffectView)?.interfaceStyleDidChange()
        (self as? UIImageView)?.showCurrentImage()
    }

    /// After the view joined a superview: resolves the dynamic colours of the view and its subtree
    /// again where the appearance they were resolved in is no longer theirs. A view whose
    /// appearance did not change stops the walk (its subviews inherit it or override it).
    func resolveDynamicColorsAfterMove() {
        let (style, elevated) = (resolvedStyle, resolvedElevated)
        resolveDynamicColors()
        guard style != resolvedStyle || elevated != resolvedElevated else { return }
        for subview in subviews { subview.resolveDynamicColorsAfterMove() }
    }

    /// The traits the view's colours are resolved in (its style and level).
    var appearanceTraits: UITraitCollection {
        UITraitCollection(
            horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
            style: resolvedStyle, level: resolvedElevated ? .elevated : .base)
    }

    /// `color` as this view shows it: a dynamic colour resolved in the view's traits.
    func resolvedForDisplay(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: traitCollection).cgColor : color.cgColor
    }
}

extension UIWindow {
    /// Asks every controller in the window (root, children, presentation controllers and what they
    /// present) whether its traits changed, calling `traitCollectionDidChange(_:)` where they did.
    func updateControllerTraits() {
        rootViewController?.updateTraitCollection()
        for (presented, controller) in presentationChain {
            controller.updateTraitCollection()
            presented.updateTraitCollection()
        }
    }

    /// The system style changed (the host's setting): the window, its views and controllers follow.
    func systemStyleDidChange(from previousWindowTraits: UITraitCollection) {
        traitsChanged(from: previousWindowTraits)
        updateControllerTraits()
    }
}

extension UIViewController {
    /// `overrideUserInterfaceStyle`'s setter: this controller, its children, their views and the
    /// controllers presented from them hear about it where their traits changed.
    func setStyleOverride(_ style: UIUserInterfaceStyle) {
        guard style != styleOverride else { return }
        styleOverride = style
        if let window = styleWindow {
            window.updateControllerTraits()
        } else {
            updateTraitCollection()
        }
    }

    /// The window this controller's hierarchy shows in, if any.
    private var styleWindow: UIWindow? {
        viewStorage?.window ?? parent?.styleWindow
    }
}

extension HeadlessHost {
    /// The system's interface style, where every window's traits start (`.light` by default, as
    /// a device out of the box). Setting it calls `traitCollectionDidChange(_:)` on the views and
    /// controllers whose style changed (those with their own override keep theirs); dynamic
    /// colours and adaptive blurs re-resolve (Behaviour 9.9–9.11). `.unspecified` is taken as
    /// `.light`, with a diagnostic.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { screen.userInterfaceStyle }
        set {
            var style = newValue
            if style == .unspecified {
                clock.report(
                    .invalidInput,
                    "userInterfaceStyle = .unspecified: the system style is light or dark; using .light")
                style = .light
            }
            guard style != screen.userInterfaceStyle else { return }
            let previous = window.traitCollection
            screen.userInterfaceStyle = style
            clock.perform { window.systemStyleDidChange(from: previous) }
        }
    }
}

extension UILabel {
    /// `color` as the label draws it: a dynamic colour resolved in the appearance the label's
    /// colours were last resolved in (which follows its traits, Behaviour 9.12).
    func drawingColor(_ color: UIColor) -> CGColor {
        color.isDynamic ? color.resolvedColor(with: appearanceTraits).cgColor : color.cgColor
    }
}
