import Foundation

// How a custom presentation changes style through its delegate (Behaviour 13.6–13.12).
//
// A `.custom` presentation adapts only when its delegate asks for a valid style (13.7, 13.8). The
// app's presentation controller cannot be told to lay out as a sheet or full screen, so while the
// presentation is adapted a built-in presentation controller for that style, a stand-in, is in
// charge: `presentedViewController.presentationController` returns it (13.12), it lays the presented
// view out, adds its own chrome and runs the dismissal. The custom controller keeps its container
// and its own views, faded out meanwhile; it takes the presentation back, its views faded in, when
// the delegate answers `.none` for the coming traits.

extension UIPresentationController {
    /// At the start of a presentation in a compact environment, asks the delegate for the style
    /// (Behaviour 13.6) and, for one it may adapt to, puts a stand-in in charge. Returns the style, or
    /// `.none` when the presentation does not adapt.
    func decideAdaptationThroughDelegate() -> UIModalPresentationStyle {
        guard adaptsThroughDelegate, delegate != nil, let container = containerView else { return .none }
        let traits = container.traitCollection
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else {
            return .none
        }
        let style = adaptivePresentationStyle(for: traits)
        guard style != .none else { return .none }
        let standIn = makeStandIn(for: style)
        fadeOwnViews(out: true, besides: presentedView, from: container)
        hand(presentedViewController, to: standIn)
        ownPresentationPending = true
        return style
    }

    /// Before a trait change while shown: asks the delegate for the coming traits' style and moves
    /// the presentation to it inside the size transition (Behaviour 13.6, 13.10, 13.11). A stand-in
    /// passes the question to the custom controller it stands in for.
    func adaptThroughDelegate(
        to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        if let standsInFor { return standsInFor.adaptThroughDelegate(to: traits, with: coordinator) }
        let presented = presentedViewController
        // A presentation taking part in a transition (its own, or a dismissal of the stack it is
        // in), or presenting another that depends on its place, keeps its form until then
        // (Behaviour 13.20).
        guard adaptsThroughDelegate, delegate != nil, let container = containerView,
            container.window?.transitionInProgress == nil, !presentsAnother
        else { return }
        let style = adaptivePresentationStyle(for: traits)
        let current = adaptiveStandIn?.presentationStyle ?? .none
        guard style != current else { return }

        let previous = adaptiveStandIn
        let standIn = style == .none ? nil : makeStandIn(for: style)
        let replacement = tellDelegateOfAdaptation(
            to: style, adaptiveController: standIn ?? self, coordinator: coordinator)
        let inCharge = standIn ?? self
        if let previous {
            if !previous.hideAdaptiveReplacement(coordinator: coordinator) {
                previous.passAdaptiveReplacement(to: inCharge)
            }
            previous.leaveAdaptedForm()
        }
        hand(presented, to: inCharge)
        if let standIn {
            if previous == nil { fadeOwnViews(out: true, besides: presentedView, from: container) }
            standIn.enterAdaptedForm()
            if let replacement { standIn.showAdaptiveReplacement(replacement, coordinator: coordinator) }
        } else {
            fadeOwnViews(out: false, besides: presentedView, from: container)
            if ownPresentationPending { presentOwnFormLate(with: coordinator) }
        }
        // The presented view moves to the new form's frame with the size change.
        inCharge.alongsideTransition { [weak inCharge] in
            guard let inCharge, let view = inCharge.presentedView, let container = inCharge.containerView,
                view.superview === container
            else { return }
            view.frame = inCharge.frameOfPresentedViewInContainerView
        }
        container.setNeedsLayout()
    }

    /// Whether the presented controller (or a controller shown in its place) presents another
    /// controller now.
    var presentsAnother: Bool {
        let roots = adaptiveReplacement.map { [$0, presentedViewController] } ?? [presentedViewController]
        return roots.contains { root in root.controllerSubtree.contains { $0.presentation.presented != nil } }
    }

    /// Behaviour 13.10's calls for a change to `style` (`.none`: back to the presentation's own style):
    /// the replacement controller and `prepare` only when adapting, then `willPresentWithAdaptiveStyle`.
    /// Returns the delegate's replacement controller, if any.
    func tellDelegateOfAdaptation(
        to style: UIModalPresentationStyle, adaptiveController: UIPresentationController,
        coordinator: (any UIViewControllerTransitionCoordinator)?
    ) -> UIViewController? {
        var replacement: UIViewController?
        if style != .none {
            replacement =
                callDelegate("presentationController(_:viewControllerForAdaptivePresentationStyle:)") {
                    $0.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
                } ?? nil
            callDelegate("presentationController(_:prepare:)") {
                $0.presentationController(self, prepare: adaptiveController)
            }
        }
        callDelegate("presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)") {
            $0.presentationController(
                self, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
        }
        return replacement
    }

    /// The built-in controller that shows this custom presentation as `style`, sharing its
    /// container, presenter and delegate. It keeps the presenting view in the window whatever the
    /// style: the custom presentation did not take it away, and will want it back.
    private func makeStandIn(for style: UIModalPresentationStyle) -> UIPresentationController {
        let standIn = BuiltInPresentationController.make(
            style: style, presented: presentedViewController, presenting: presentingViewController,
            keepsPresentersView: true)
        standIn.holdPresented(strongly: true)
        standIn.containerView = containerView
        standIn.delegate = delegate
        standIn.standsInFor = self
        adaptiveStandIn = standIn
        return standIn
    }

    /// Makes `controller` the presentation controller in charge of `presented`: its record, its
    /// traits and sizes, and the container's layout callbacks.
    private func hand(_ presented: UIViewController, to controller: UIPresentationController) {
        presented.adopt(presentationController: controller)
        (controller.containerView as? PresentationContainerView)?.presentationController = controller
        controller.reportedTraitCollection = controller.traitCollection
    }

    /// Fades this controller's own views in the container (its dimming view, say) out while a
    /// stand-in shows the presentation, or back in, alongside the size transition.
    private func fadeOwnViews(out: Bool, besides shown: UIView?, from container: UIView) {
        if out {
            dormantViews = container.subviews.filter { $0 !== shown }.map { ($0, $0.alpha) }
            let views = dormantViews
            alongsideTransition { for (view, _) in views { view.alpha = 0 } }
        } else {
            let views = dormantViews
            dormantViews = []
            alongsideTransition { for (view, alpha) in views { view.alpha = alpha } }
        }
    }

    /// A presentation that began adapted takes its own form for the first time: this controller
    /// hears `presentationTransitionWillBegin()` now, inside the size transition (whose coordinator
    /// its chrome can animate alongside), and `presentationTransitionDidEnd(true)` when it ends,
    /// so its views are set up as its own presentation would have set them (Behaviour 13.20).
    private func presentOwnFormLate(with coordinator: any UIViewControllerTransitionCoordinator) {
        ownPresentationPending = false
        let clock = presentedViewController.reachableClock
        func call(_ name: String, _ body: () -> Void) {
            if let clock { clock.callApp(self, name, body) } else { body() }
        }
        call("presentationTransitionWillBegin()") { presentationTransitionWillBegin() }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            call("presentationTransitionDidEnd(_:)") { self.presentationTransitionDidEnd(true) }
        }
    }

    /// A stand-in takes over while shown: a sheet adds its dim (and card stack) with the transition.
    private func enterAdaptedForm() {
        standInWillTakeOver()
    }

    /// A stand-in hands back: a sheet's dim fades out and the presenting view returns to its look.
    private func leaveAdaptedForm() {
        standInWillHandBack()
        standsInFor = nil
    }
}
