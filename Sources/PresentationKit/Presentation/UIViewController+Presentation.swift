import Foundation

extension UIViewController {

    /// The work of `present(_:animated:completion:)`, which subclasses may override.
    func presentModally(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?
    ) {
        let style = viewControllerToPresent.modalPresentationStyle.resolvedForPresentation
        let presenting = presenter(forPresentationCovering: style.coversCurrentContext)
        precondition(
            viewControllerToPresent !== self && viewControllerToPresent !== presenting,
            "Application tried to present \(type(of: viewControllerToPresent)) from itself. Present it from "
                + "another controller.")
        precondition(
            viewControllerToPresent.presentation.presenting == nil
                && (viewControllerToPresent.presentation.transition?.isFinished ?? true),
            "Application tried to present \(type(of: viewControllerToPresent)), which is already presented. "
                + "Dismiss it first, or present a new instance.")
        precondition(
            viewControllerToPresent.parent == nil,
            "Application tried to present \(type(of: viewControllerToPresent)), a child of "
                + "\(type(of: viewControllerToPresent.parent!)). Remove it from its parent first.")
        if let existing = presenting.presentation.presented
            ?? presenting.presentation.pendingPresentation?.presented
        {
            Diagnostics.report(
                .presentationMisuse,
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenting)) which is "
                    + "already presenting \(type(of: existing)); the request was dropped. Present from the "
                    + "top-most controller or dismiss first.",
                clock: presenting.reachableClock)
            return
        }
        guard let window = presenting.viewIfLoaded?.window, let clock = window.layer.clock else {
            Diagnostics.report(
                .presentationMisuse,
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenting)) whose view is "
                    + "not in a window; the request was dropped. Present once the presenter is on screen.",
                clock: presenting.reachableClock)
            return
        }
        if let busy = window.transitionInProgress {
            clock.report(
                .presentationMisuse,
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenting)) while a "
                    + "\(busy.kind) is in progress; the request was dropped. Present from the completion "
                    + "block of the running transition.")
            return
        }
        let transition = PresentationTransition(
            kind: .presentation, presented: viewControllerToPresent, presenting: presenting, source: self,
            animated: flag, clock: clock, completion: completion)
        presenting.presentation.transition = transition
        viewControllerToPresent.presentation.transition = transition
        guard transition.prepare() else {
            if presenting.presentation.transition === transition { presenting.presentation.transition = nil }
            return
        }
        clock.enqueue { transition.startPresentation() }
    }

    /// The work of `dismiss(animated:completion:)`, which subclasses may override.
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
        let destination: UIViewController
        if let owner = presentedOwner {
            destination = owner
        } else if let presenting = presentingViewController {
            destination = presenting
        } else {
            // Nothing to dismiss: still call the completion so that no caller waits forever.
            if let completion {
                if let clock = viewIfLoaded?.layer.clock { clock.enqueue(completion) } else { completion() }
            }
            return
        }
        guard let first = destination.presentation.presented else { return }
        // The presented controller's container may already be gone (it is an intermediate level
        // of a stack dismissal under way): the destination's window is the same one.
        guard let window = first.hostWindow ?? destination.reachableWindow ?? reachableWindow,
            let clock = window.layer.clock
        else {
            Diagnostics.report(
                .presentationMisuse,
                "Attempt to dismiss \(type(of: first)), which is in no window (a level of a stack being "
                    + "dismissed, say); the request was dropped.",
                clock: reachableClock)
            return
        }
        if let busy = window.transitionInProgress {
            clock.report(
                .presentationMisuse,
                "Attempt to dismiss \(type(of: first)) while a \(busy.kind) is in progress; the request was "
                    + "dropped. Dismiss from the completion block of the running transition.")
            return
        }
        var stack = Self.presentationStack(from: first)
        let top = stack.removeLast()
        let transition = PresentationTransition(
            kind: .dismissal, presented: top, presenting: destination, source: self, animated: flag,
            clock: clock, completion: completion)
        top.presentation.transition = transition
        clock.enqueue { transition.startDismissal(intermediates: stack) }
    }

    /// `first` and everything presented above it, bottom first: what each controller presents,
    /// and what its children present over their current context (those go with it, Behaviour 3.5).
    static func presentationStack(from first: UIViewController) -> [UIViewController] {
        var stack: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func collect(_ controller: UIViewController) {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { return }
            stack.append(controller)
            // A replacement shown in the controller's place (Behaviour 13.21) and its children present
            // on the controller's behalf.
            var presenters = Array(controller.controllerSubtree.dropFirst())
            if let replacement = controller.adaptiveReplacement {
                presenters += replacement.controllerSubtree.filter { $0 !== controller }
            }
            for descendant in presenters {
                if let presented = descendant.presentation.presented { collect(presented) }
            }
            if let presented = controller.presentation.presented { collect(presented) }
        }
        collect(first)
        return stack
    }

    /// The controller an adaptive delegate shows in this presented controller's place, if any.
    var adaptiveReplacement: UIViewController? {
        presentation.presentationController?.adaptiveReplacement
    }

    // MARK: Resolution

    /// The built-in presentation controller for the current style, made ahead of the presentation;
    /// remade (keeping its delegate) when the style changed since it was made.
    func preparedBuiltInController() -> UIPresentationController {
        let style = modalPresentationStyle.resolvedForPresentation
        if let prepared = presentation.preparedController, prepared.presentationStyle == style {
            return prepared
        }
        let made = BuiltInPresentationController.make(for: self, presenting: nil)
        made.holdPresented(strongly: false)
        made.delegate = presentation.preparedController?.delegate
        presentation.preparedController = made
        return made
    }

    /// The controller in this one's ancestry that presents something: what `dismiss(animated:)`
    /// sent to this controller dismisses the presentations of, instead of this controller's own.
    var presentedOwner: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentation.presented != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// The window this controller's presentations live in, even while its own view is out of it
    /// (covered by a full-screen presentation, say): found through its ancestors, who presents
    /// them and what they present.
    var reachableWindow: UIWindow? {
        firstAlongThePresentationChain { $0.hostWindow ?? $0.presentation.presented?.hostWindow }
    }

    /// The clock of the host this controller belongs to, even while its view is out of the window
    /// (covered, or in a presentation that has not started yet): the reachable window's, else that
    /// of a transition or size transition a controller on the way takes part in, else the host a
    /// dismissed controller on the way was last presented in. Where misuse by an off-screen
    /// controller is reported; a controller that never belonged to a host has none (only the log
    /// hears of it, outside a host's turn).
    var reachableClock: FrameClock? {
        firstAlongThePresentationChain { controller in
            (controller.hostWindow ?? controller.presentation.presented?.hostWindow)?.layer.clock
                ?? controller.presentation.transition?.clock
                ?? (controller.activeSizeCoordinator as? SizeTransitionCoordinator)?.clock
                ?? controller.presentation.lastHostClock
        } ?? FrameClock.executing
    }

    /// The first answer of `probe` for this controller, then its parent or presenter, and so on.
    private func firstAlongThePresentationChain<Answer>(_ probe: (UIViewController) -> Answer?) -> Answer? {
        var controller: UIViewController? = self
        while let current = controller {
            if let answer = probe(current) { return answer }
            controller = current.parent ?? current.presentation.presenting
        }
        return nil
    }

    /// Whether a dismissal of this controller was asked for (by the app, or by the user: a tap
    /// outside a popover, a pull on a sheet) and starts on the next run-loop turn: an interaction
    /// controller's finish or cancel until then is queued for it (Behaviour 12.16). For the fuzzer's
    /// model of the user's dismissals.
    package var hasPendingDismissal: Bool {
        guard let transition = presentation.transition, transition.kind == .dismissal,
            transition.state == .pending
        else { return false }
        return transition.presented === self
    }

    /// The window of the presentation this controller belongs to.
    var hostWindow: UIWindow? {
        presentation.presentationController?.containerView?.window ?? viewIfLoaded?.window
    }

}

extension UIWindow {
    /// Every controller in the window: the root, its descendants, what they present, and so on.
    var allViewControllers: [UIViewController] {
        var result: [UIViewController] = []
        var pending = rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            result.append(controller)
            if let presented = controller.presentation.presented {
                // A replacement shown in the presented controller's place stands where it would
                // (its children usually hold the presented controller, Behaviour 13.21).
                if let replacement = presented.adaptiveReplacement {
                    if presented.parent !== replacement { pending.append(presented) }
                    pending.append(replacement)
                } else {
                    pending.append(presented)
                }
            }
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// A presentation or dismissal running in this window, if any (Behaviour 10.2).
    var transitionInProgress: PresentationTransition? {
        for controller in allViewControllers {
            if let transition = controller.presentation.transition, !transition.isFinished {
                return transition
            }
            if let pending = controller.presentation.pendingPresentation { return pending }
        }
        return nil
    }

    /// The presentations shown in this window, each after the one it is presented from.
    var presentationChain: [(presented: UIViewController, controller: UIPresentationController)] {
        allViewControllers.compactMap { controller in
            guard controller.presentation.presenting != nil,
                let presentationController = controller.presentation.presentationController
            else { return nil }
            return (controller, presentationController)
        }
    }

    /// After a size change, a presented view left at an old frame usually means a presentation
    /// controller that does not re-apply `frameOfPresentedViewInContainerView` in
    /// `containerViewWillLayoutSubviews`: say so.
    func reportPresentedFrameMismatches() {
        // Mid-transition an animator owns the frames of the views it moves (and of their
        // ancestors: a flip turns the covered view with everything in it); the transition's end
        // lays them out again, so there is nothing to report yet.
        guard let clock = layer.clock, transitionInProgress == nil else { return }
        layoutIfNeeded()
        // The size change moved views that popovers point at (Behaviour 9.7).
        placeShownPopoversBySource()
        for (presented, controller) in presentationChain {
            // A sheet the finger holds is where the finger put it; it settles when let go.
            guard let container = controller.containerView, let view = controller.presentedView,
                view.isDescendant(of: container), !controller.fingerHoldsPresentedView
            else { continue }
            let expected = controller.frameOfPresentedViewInContainerView
            // A transform the presentation applies on purpose (a sheet scaling back the card under
            // it) is not a stale frame: compare the untransformed rectangle.
            let actual =
                view.superview === container
                ? view.untransformedFrame : view.convert(view.bounds, to: container)
            guard
                abs(actual.minX - expected.minX) > 0.5 || abs(actual.minY - expected.minY) > 0.5
                    || abs(actual.width - expected.width) > 0.5 || abs(actual.height - expected.height) > 0.5
            else { continue }
            clock.report(
                .presentedFrameMismatch,
                "after the size change, \(type(of: presented))'s presented view is at \(actual) but "
                    + "\(type(of: controller)).frameOfPresentedViewInContainerView is \(expected). Set "
                    + "presentedView?.frame = frameOfPresentedViewInContainerView in "
                    + "containerViewWillLayoutSubviews().")
        }
    }
}
