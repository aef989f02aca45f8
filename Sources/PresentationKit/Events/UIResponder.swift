/// An object in the responder chain: views, windows and view controllers.
///
/// Touches not handled by a view pass up the chain: the default implementations forward them to
/// `next`, as UIKit's do.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Called on an object a storyboard made, once it is ready (here: on a controller
    /// `UIStoryboard` made, right after it is made). The default does nothing; an override calls `super`.
    open func awakeFromNib() {}

    /// Called on a view Interface Builder draws; never called here. The default does nothing.
    open func prepareForInterfaceBuilder() {}

    /// Creates a responder.
    public override init() { super.init() }

    // MARK: Accessibility (UIKit declares these on NSObject; here on every responder)

    /// Whether assistive technologies treat this object as one element (default: true for
    /// labels and controls, false otherwise).
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement ?? isAccessibilityElementByDefault }
        set { storedIsAccessibilityElement = newValue }
    }
    private var storedIsAccessibilityElement: Bool?
    /// What a class answers for `isAccessibilityElement` until it is set.
    var isAccessibilityElementByDefault: Bool { false }
    /// A short description of the element, spoken by VoiceOver.
    open var accessibilityLabel: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// The element's current value, for elements that have one.
    open var accessibilityValue: String?
    /// A string that identifies the element in UI tests.
    open var accessibilityIdentifier: String?
    /// The element's traits (button, header, …).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether assistive technologies ignore everything outside this view and its subviews (what a
    /// custom presentation sets on its presented view, as a modal alert is).
    open var accessibilityViewIsModal = false
    /// Whether the element and its subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false

    /// The next responder in the chain (for a view, its controller or superview).
    open var next: UIResponder? { nil }

    // MARK: First responder (one per window; see UIResponder+FirstResponder.swift)

    /// Whether the responder can become first responder (default false; text fields and text
    /// views answer true).
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the responder its window's first responder, resigning the previous one; returns
    /// whether it is first responder now. False when `canBecomeFirstResponder` is false, when the
    /// responder is in no window (as UIKit), or when the current first responder refuses to
    /// resign. A text input that becomes first responder brings up the host's keyboard.
    @discardableResult
    open func becomeFirstResponder() -> Bool { performBecomeFirstResponder() }

    /// Whether the responder gives up first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status; returns false when the responder refuses (its
    /// `canResignFirstResponder`, or a text field's delegate). Returns true when it was not first
    /// responder. The keyboard hides when no text input takes over.
    @discardableResult
    open func resignFirstResponder() -> Bool { performResignFirstResponder(force: false) }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The custom input view shown instead of the keyboard (stored by text inputs; never drawn
    /// here).
    open var inputView: UIView? { nil }

    /// The accessory view shown above the keyboard (stored by text inputs; never drawn here).
    open var inputAccessoryView: UIView? { nil }

    /// Asks for the input views to be reloaded; the host's keyboard has nothing to reload.
    open func reloadInputViews() {}

    // Hooks for text inputs, called by the first-responder machinery in this order:
    // become: shouldBegin → (previous resigns) → didBegin; resign: shouldEnd → didEnd.

    /// Whether the responder agrees to become first responder now (a text field asks its delegate).
    func firstResponderShouldBegin() -> Bool { true }
    /// The responder just became first responder.
    func firstResponderDidBegin() {}
    /// Whether the responder agrees to resign (a text field asks its delegate unless `force`).
    func firstResponderShouldEnd(force: Bool) -> Bool { true }
    /// The responder just resigned.
    func firstResponderDidEnd() {}
    /// Whether the host's software keyboard shows while this responder is first responder.
    var showsSoftwareKeyboard: Bool { false }

    /// One or more touches began in the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were taken over (by a gesture recognizer) or interrupted.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses (the host has no physical buttons: none ever arrives)

    /// Physical buttons were pressed.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Pressed buttons changed (their force).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Pressed buttons were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were interrupted.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }
}
