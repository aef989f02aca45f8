import Foundation

// The controller an adaptive delegate supplies to show in place of the presented one while the
// presentation is adapted (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`,
// Behaviour 9.2, 13.10), typically a container that holds the presented controller and adds a Done
// button. The presented controller stays the presented one (`presentedViewController`, the
// presenter's `presentedViewController`); the replacement's view is what the presentation shows.
// When the presentation returns to its own style, the presented controller is shown again, taken
// out of the replacement if the replacement held it (Behaviour 13.14).

extension UIPresentationController {
    /// Shows `replacement` in place of the view shown now, at its place in the container. The
    /// replacement can dismiss the presentation (it is presented by the same presenter while shown)
    /// and takes its traits from this controller. With a `coordinator`, the replacement's appearance
    /// ends with that transition; without one, the transition that is starting drives it.
    func showAdaptiveReplacement(
        _ replacement: UIViewController, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        let presented = presentedViewController
        // One replacement at a time: one that is kept (it presents something) stays shown.
        guard replacement !== presented, adaptiveReplacement == nil else { return }
        guard replacement.presentation.presenting == nil, replacement.presentation.presented == nil else {
            presented.reachableClock?.report(
                .presentationMisuse,
                "the adaptive delegate returned \(type(of: replacement)) to show in place of "
                    + "\(type(of: presented)), but it is already part of a presentation; the presented "
                    + "controller is shown instead. Return a new controller (or nil).")
            return
        }
        let outgoing = presentedView
        let place = outgoing.flatMap { ViewPlace(of: $0) }
        let frame = outgoing?.frame
        replacement.presentation.takePlace(of: presented)
        replacement.traitEnvironmentOverride = self
        adaptiveReplacement = replacement
        let showing = coordinator != nil
        presented.movingViewWithoutAppearance {
            replacement.movingViewWithoutAppearance {
                // Loading may take the presented controller's view into the replacement's.
                replacement.loadViewIfNeeded()
                if let outgoing, outgoing.isDescendant(of: replacement.view) == false {
                    outgoing.removeFromSuperview()
                    if showing { disappear(presented, coordinator: coordinator) }
                }
                if let place, let frame {
                    place.restore(replacement.view)
                    replacement.view.frame = frame
                }
            }
        }
        replacement.updateTraitCollection()
        if showing { appear(replacement, coordinator: coordinator) }
    }

    /// Shows the presented controller again in place of the replacement (taking it out of the
    /// replacement if it is a child there), as the presentation returns to its own style. Returns
    /// false when the replacement stays (it presents something).
    @discardableResult
    func hideAdaptiveReplacement(coordinator: (any UIViewControllerTransitionCoordinator)?) -> Bool {
        guard let replacement = adaptiveReplacement else { return true }
        let presented = presentedViewController
        // A replacement that presents something itself (outside the presented controller), or is
        // about to, stays, or that presentation would lose its place (Behaviour 13.14: kept).
        let presentedSubtree = Set(presented.controllerSubtree.map(ObjectIdentifier.init))
        guard
            !replacement.controllerSubtree.contains(where: {
                ($0.presentation.presented != nil || $0.presentation.pendingPresentation != nil)
                    && !presentedSubtree.contains(ObjectIdentifier($0))
            })
        else { return false }
        let place = replacement.viewIfLoaded.flatMap { ViewPlace(of: $0) }
        let frame = replacement.viewIfLoaded?.frame
        adaptiveReplacement = nil
        let wasHeld = presented.viewIfLoaded?.isDescendant(of: replacement.view) ?? false
        presented.movingViewWithoutAppearance {
            replacement.movingViewWithoutAppearance {
                if presented.parent === replacement {
                    presented.willMove(toParent: nil)
                    presented.viewIfLoaded?.removeFromSuperview()
                    presented.removeFromParent()
                }
                if coordinator != nil { disappear(replacement, coordinator: coordinator) }
                replacement.viewIfLoaded?.removeFromSuperview()
                if let place, let frame, let shown = presentedView {
                    place.restore(shown)
                    shown.frame = frame
                }
            }
        }
        replacement.presentation.leavePlace()
        replacement.traitEnvironmentOverride = nil
        // A presented controller the replacement held followed its appearance; it stays shown while
        // the replacement leaves, so it ends where it shows: appeared (mid-appearance, as in a sheet's
        // snap-back that the replacement owed its `viewDidAppear`, it ends with this transition).
        if coordinator != nil, !wasHeld || presented.appearanceState != .appeared {
            appear(presented, coordinator: coordinator)
        }
        return true
    }

    /// Hands the replacement shown now to `controller`, which takes charge of the presentation.
    func passAdaptiveReplacement(to controller: UIPresentationController) {
        guard let replacement = adaptiveReplacement, controller !== self else { return }
        adaptiveReplacement = nil
        controller.adaptiveReplacement = replacement
        replacement.traitEnvironmentOverride = controller
    }

    /// Begins `controller`'s appearance (or disappearance) and ends it with the size transition,
    /// unless a transition begun later took it over meanwhile (a second turn before the first ended,
    /// or a presentation over it and its dismissal): that transition ends it. A controller already
    /// appearing (a sheet's snap-back under way) is not begun again: the size transition ends that
    /// appearance, unless a later one takes it over.
    private func appear(
        _ controller: UIViewController, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        if controller.appearanceState != .appearing { controller.beginAppearance(true, animated: true) }
        let begun = controller.appearanceTransitionsBegun
        coordinator?.animate(alongsideTransition: nil) { _ in controller.endAppearance(begun: begun) }
    }

    private func disappear(
        _ controller: UIViewController, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        controller.beginAppearance(false, animated: true)
        let begun = controller.appearanceTransitionsBegun
        coordinator?.animate(alongsideTransition: nil) { _ in controller.endAppearance(begun: begun) }
    }
}

extension UIViewController {
    /// Puts `controller` in charge of this presented controller: the record that answers
    /// `presentationController`, the traits and the sizes it passes on.
    func adopt(presentationController controller: UIPresentationController) {
        presentation.presentationController = controller
        traitEnvironmentOverride = controller
        presentationContentContainer = controller
    }
}
