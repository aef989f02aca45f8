import Foundation

extension UIPresentationController {
    /// The user asked to dismiss the presentation: a tap outside a popover, or (with interactive
    /// dismissal) a swipe down on a sheet. Asks the delegate, then dismisses (Behaviour 9.4, 9.5):
    /// `presentationControllerShouldDismiss` → `presentationControllerWillDismiss` → dismissal →
    /// `presentationControllerDidDismiss`. When the presented controller is modal in presentation,
    /// or the delegate refuses, `presentationControllerDidAttemptToDismiss` is called instead.
    func dismissAtUserRequest() {
        let presented = presentedViewController
        // While any transition runs in the window, a dismissal would be dropped (Behaviour 10.2): the
        // gesture is ignored before the delegate hears anything, so it never waits for a
        // `DidDismiss` that cannot come.
        // Nor while the presented controller, or the adaptive replacement holding it, presents
        // another: `dismiss` would take that one instead (seed 16004241).
        guard let window = containerView?.window, window.transitionInProgress == nil,
            presented.presentation.transition == nil, presented.presentedOwner == nil
        else { return }
        let allowed =
            !presented.isModalInPresentation && userDismissalIsAllowed()
            && (callDelegate("presentationControllerShouldDismiss(_:)") {
                $0.presentationControllerShouldDismiss(self)
            }
                ?? true)
        guard allowed else {
            callDelegate("presentationControllerDidAttemptToDismiss(_:)") {
                $0.presentationControllerDidAttemptToDismiss(self)
            }
            return
        }
        callDelegate("presentationControllerWillDismiss(_:)") { $0.presentationControllerWillDismiss(self) }
        dismissAsTheUserAsked()
    }

    /// Whether the user may dismiss now: asks `presentationControllerShouldDismiss` (not asked when
    /// modal in presentation) and, when allowed, says `presentationControllerWillDismiss` (Behaviour 9.4,
    /// 14.24); false when modal, refused, or a transition runs. A sheet asks this when a pull that
    /// can dismiss starts.
    func askUserDismissal() -> Bool {
        let presented = presentedViewController
        guard let window = containerView?.window, window.transitionInProgress == nil,
            presented.presentation.transition == nil, presented.presentedOwner == nil,
            !presented.isModalInPresentation, userDismissalIsAllowed()
        else { return false }
        let allowed =
            callDelegate("presentationControllerShouldDismiss(_:)") {
                $0.presentationControllerShouldDismiss(self)
            } ?? true
        if allowed {
            callDelegate("presentationControllerWillDismiss(_:)") {
                $0.presentationControllerWillDismiss(self)
            }
        }
        return allowed
    }

    /// The user's dismissal, once the delegate agreed: `presentationControllerDidDismiss` when it ends.
    func dismissAsTheUserAsked() {
        // The completion keeps this controller until the dismissal ends; it lets go right after.
        presentedViewController.dismiss(animated: true) {
            self.userDismissalDidEnd()
            self.callDelegate("presentationControllerDidDismiss(_:)") {
                $0.presentationControllerDidDismiss(self)
            }
        }
    }

    /// Calls the delegate, if any, through the host's record of calls into app code.
    @discardableResult
    func callDelegate<Result>(
        _ name: String, _ body: (any UIAdaptivePresentationControllerDelegate) -> Result
    ) -> Result? {
        guard let delegate else { return nil }
        guard let clock = presentedViewController.reachableClock else { return body(delegate) }
        return clock.callApp(delegate, name) { body(delegate) }
    }
}
