import Foundation

/// What a controller knows about presentations: the one it presents, the one presenting it, the
/// presentation controller in charge of it, and the transition it takes part in.
///
/// A presenting controller holds its presented controller strongly, as UIKit does; everything else
/// is weak or cleared when the dismissal ends (Behaviour 3.3), so nothing keeps a dismissed controller.
/// `isBeingPresented` and `isBeingDismissed` are read off the transition, never stored.
@MainActor
final class ControllerPresentationState {
    /// The controller this record belongs to.
    private unowned let owner: UIViewController

    init(owner: UIViewController) {
        self.owner = owner
    }

    /// Who this controller presents: the link it holds, strongly (so the presented controller
    /// lives as long as it is presented, as in UIKit).
    private var outgoing: PresentationLink?
    /// Who presents this controller (or the controller it is shown in place of): the presenter's
    /// link, held weakly, so it reads nil the moment the presenter lets go.
    private weak var incoming: PresentationLink?

    /// The controller this one presents.
    var presented: UIViewController? { outgoing?.presented }
    /// The controller presenting this one, or the one this controller is shown in place of.
    var presenting: UIViewController? { incoming?.presenting }

    /// Links `presenting` and `presented`: the one place who presents whom is written.
    static func link(_ presented: UIViewController, to presenting: UIViewController) {
        let link = PresentationLink(presenting: presenting, presented: presented)
        presenting.presentation.outgoing = link
        presented.presentation.incoming = link
    }

    /// Breaks the link between `presented` and `presenting`, from both ends.
    static func unlink(_ presented: UIViewController, from presenting: UIViewController) {
        if presenting.presentation.outgoing?.presented === presented {
            presenting.presentation.outgoing = nil
        }
        presented.presentation.incoming = nil
    }

    /// This controller is shown in place of `original` (an adaptive replacement, Behaviour
    /// 13.10): it has `original`'s presenter for as long as that presentation lasts, or until
    /// ``leavePlace()``.
    func takePlace(of original: UIViewController) { incoming = original.presentation.incoming }

    /// This controller is no longer shown in another's place.
    func leavePlace() { incoming = nil }
    var presentationController: UIPresentationController?
    /// The clock of the host this controller was last presented in, kept when its dismissal ends:
    /// a request it (or a child) makes once detached is refused on that host, where the app sees
    /// it, instead of only in the log (fuzzer seed 8200766).
    weak var lastHostClock: FrameClock?
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
        if let presentationRecord { return presentationRecord }
        let record = ControllerPresentationState(owner: self)
        presentationRecord = record
        return record
    }
}

/// One presentation relationship: `presenting` presents `presented`. The presenter's record holds
/// it strongly, the presented controller's record weakly, so the two ends can never disagree.
@MainActor
final class PresentationLink {
    weak var presenting: UIViewController?
    let presented: UIViewController

    init(presenting: UIViewController, presented: UIViewController) {
        self.presenting = presenting
        self.presented = presented
    }
}
