import Foundation

/// The part of a view the software keyboard covers, as `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`): while the keyboard is up, from its top edge to the view's
/// bottom; while it is down, the view's bottom safe-area inset (`usesBottomSafeArea`, the default)
/// or nothing. Content pinned above `keyboardLayoutGuide.topAnchor` moves with the keyboard, in
/// its animation (Behaviour 17.13).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (stored: the keyboard here is
    /// always docked).
    open var followsUndockedKeyboard = false
    /// Whether, with the keyboard down, the guide covers the bottom safe-area inset (default true).
    open var usesBottomSafeArea = true {
        didSet { owningView?.guideInsetsMayHaveChanged() }
    }
    /// How far above the keyboard a drag dismisses it (stored only).
    open var keyboardDismissPadding: CGFloat = 0

    init(owner: UIView) {
        super.init(kind: .keyboard, owner: owner)
    }

    /// Decodes nothing: there are no archives here.
    public required init?(coder: NSCoder) {
        super.init(kind: .keyboard, owner: nil)
    }
}

extension UIView {

    /// The keyboard guide's height: how much of the view the keyboard covers from its bottom,
    /// else the bottom safe-area inset (or 0 without `usesBottomSafeArea`).
    var keyboardGuideHeight: CGFloat {
        let usesSafeArea = (systemGuide(.keyboard) as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
        let resting = usesSafeArea ? safeAreaInsets.bottom : 0
        guard let window, let keyboard = window.keyboardFrame else { return resting }
        let top = convert(CGPoint(x: 0, y: keyboard.minY), from: window).y
        return min(max(bounds.height - top, resting), bounds.height)
    }
}
