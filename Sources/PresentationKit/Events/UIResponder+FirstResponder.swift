import Foundation

/// The first-responder rules (Behaviour 15.13): one first responder per window, kept by the window.
///
/// Becoming first responder needs `canBecomeFirstResponder`, a window (a responder in none cannot
/// become first responder, as in UIKit) and the previous first responder's agreement to resign.
/// The window tells its host once a change is complete (`firstResponderDidChange`), so switching
/// from one text field to another is one change and the keyboard stays up.
extension UIResponder {
    /// The window the responder is in: its own for a view, its view's for a controller (found by
    /// walking `next` to the first view).
    var responderWindow: UIWindow? {
        var responder: UIResponder? = self
        while let current = responder {
            if let view = current as? UIView { return view.window }
            responder = current.next
        }
        return nil
    }

    func performBecomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard let window = responderWindow else {
            if showsSoftwareKeyboard {
                Diagnostics.report(
                    .firstResponderMisuse,
                    "becomeFirstResponder() on a \(type(of: self)) that is in no window returned false "
                        + "(as in UIKit) and no keyboard shows; add it to a window first, e.g. call it in "
                        + "viewDidAppear rather than viewDidLoad",
                    clock: UIScreen.current?.clock)
            }
            return false
        }
        if window.firstResponder === self { return true }
        guard firstResponderShouldBegin() else { return false }
        window.firstResponderChangeDepth += 1
        defer {
            window.firstResponderChangeDepth -= 1
            window.announceFirstResponderIfSettled()
        }
        if let current = window.firstResponder {
            guard current.resignFirstResponder(), window.firstResponder == nil else { return false }
        }
        window.firstResponder = self
        firstResponderDidBegin()
        return window.firstResponder === self
    }

    func performResignFirstResponder(force: Bool) -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard force || canResignFirstResponder else { return false }
        guard firstResponderShouldEnd(force: force) else { return false }
        window.firstResponderChangeDepth += 1
        defer {
            window.firstResponderChangeDepth -= 1
            window.announceFirstResponderIfSettled()
        }
        window.firstResponder = nil
        firstResponderDidEnd()
        return true
    }
}

extension UIView {

    /// A first responder inside a subtree leaving `window` resigns first (forced), as in UIKit.
    func resignFirstResponderLeaving(_ window: UIWindow?) {
        guard let window, let responder = window.firstResponder,
            let view = responder.firstResponderView, view === self || view.isDescendant(of: self)
        else { return }
        _ = responder.performResignFirstResponder(force: true)
        if window.firstResponder === responder {
            // An override refused: let go anyway, the responder is leaving the window.
            window.firstResponder = nil
            window.announceFirstResponderIfSettled()
        }
    }
}

extension UIResponder {
    /// The view that places the responder in a window: itself, or the first view along `next`.
    var firstResponderView: UIView? {
        var responder: UIResponder? = self
        while let current = responder {
            if let view = current as? UIView { return view }
            responder = current.next
        }
        return nil
    }
}

extension UIWindow {
    /// Tells the host about a settled change of first responder (not mid-switch).
    func announceFirstResponderIfSettled() {
        guard firstResponderChangeDepth == 0, announcedFirstResponder !== firstResponder else { return }
        announcedFirstResponder = firstResponder
        firstResponderDidChange?(firstResponder)
    }
}

extension Diagnostic.Kind {
    /// A first responder, text input or the keyboard was used against its contract (a text field
    /// asked to become first responder in no window, typing with no first responder).
    public static let firstResponderMisuse = Diagnostic.Kind(rawValue: "firstResponderMisuse")
}
