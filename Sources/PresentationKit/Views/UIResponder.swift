/// An object in the responder chain: views, windows and view controllers.
///
/// Touches not handled by a view pass up the chain: the default implementations forward them to
/// `next`, as UIKit's do.
@preconcurrency @MainActor
open class UIResponder: NSObject {
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
