import Foundation

/// What a controller knows about presentations: the one it presents, the one presenting it, the
/// presentation controller in charge of it, and the transition it takes part in.
///
/// A presenting controller holds its presented controller strongly, as UIKit does; everything else
/// is weak or cleared when the dismissal ends (Behaviour 3.3), so nothing keeps a dismissed controller.
/// `isBeingPresented` and `isBeingDismissed` are read off the transition, never stored.
@MainActor
final class ControllerPresentationState: PresentationRecord {
    /// The controller this record belongs to.
    private unowned let owner: UIViewController

    init(owner: UIViewController) {
        self.owner = owner
    }

    var presented: UIViewController?
    weak var presenting: UIViewController?
    var presentationController: UIPresentationController?
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The transition this controller takes part in (as presented or presenting controller). The
    /// controllers own it while it runs; it lets go of them, and they of it, when it ends.
    var transition: PresentationTransition?
    /// Whether the delegate animated this controller's presentation (so a dismissal without its
    /// own animator is worth a warning, Behaviour 3.4).
    var presentedWithCustomAnimator = false
    /// A presentation this controller asked for that has not started yet (it starts on the next
    /// run-loop turn): read off `transition`, never stored beside it.
    var pendingPresentation: PresentationTransition? {
        guard let transition, transition.kind == .presentation, transition.state == .pending,
            transition.presenting === owner
        else { return nil }
        return transition
    }
    /// The built-in presentation controller made before the presentation, when the app asked for
    /// `presentationController` or `popoverPresentationController` to configure it.
    var preparedController: UIPresentationController?

    var isBeingPresented: Bool { isUnderway(.presentation) }
    var isBeingDismissed: Bool { isUnderway(.dismissal) }

    /// Whether this controller is the presented controller of a `kind` transition under way.
    private func isUnderway(_ kind: PresentationTransition.Kind) -> Bool {
        guard let transition, transition.kind == kind, transition.state.isUnderway else { return false }
        return transition.presented === owner
    }
}

extension UIViewController {
    /// This controller's presentation record, made on first use.
    var presentation: ControllerPresentationState {
        if let record = presentationRecord {
            return unsafeDowncast(record, to: ControllerPresentationState.self)
        }
        let record = ControllerPresentationState(owner: self)
        presentationRecord = record
        return record
    }
}
