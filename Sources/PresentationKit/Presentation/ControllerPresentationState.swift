import Foundation

/// What a controller knows about presentations: the one it presents, the one presenting it, the
/// presentation controller in charge of it, and the transition it takes part in.
///
/// A presenting controller holds its presented controller strongly, as UIKit does; everything else
/// is weak or cleared when the dismissal ends (SPEC 3.3), so nothing keeps a dismissed controller.
@MainActor
struct ControllerPresentationState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var presentationController: UIPresentationController?
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The transition this controller takes part in (as presented or presenting controller). The
    /// controllers own it while it runs; it lets go of them, and they of it, when it ends.
    var transition: PresentationTransition?
    /// Whether the delegate animated this controller's presentation (so a dismissal without its
    /// own animator is worth a warning, SPEC 3.4).
    var presentedWithCustomAnimator = false
    /// A presentation asked for but not started yet (it starts on the next run-loop turn).
    var pendingPresentation: PresentationTransition?
    /// The built-in presentation controller made before the presentation, when the app asked for
    /// `presentationController` or `popoverPresentationController` to configure it.
    var preparedController: UIPresentationController?
}
