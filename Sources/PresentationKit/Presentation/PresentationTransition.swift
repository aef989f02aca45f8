import Foundation

/// One presentation or dismissal, owned by one object from the first delegate call to the
/// completion block. The transition context and coordinator are views onto it.
/// Its life is the state machine drawn in `TransitionState.swift`; `move(to:)` is the only way
/// the state changes.
@MainActor
final class PresentationTransition: ControllerTransition {
    enum Kind { case presentation, dismissal }

    let kind: Kind

    // Everything below is released when the transition ends.
    private(set) var presented: UIViewController?
    private(set) var presenting: UIViewController?
    private(set) var presentationController: UIPresentationController?
    /// Controllers between the dismissing one and the top of a stack: removed without animation.
    private var intermediates: [UIViewController] = []
    /// Where the intermediates' containers were, to put them back if the dismissal is cancelled.
    private var intermediateContainerPlaces: [(container: UIView, place: ViewPlace)] = []
    /// The animating level's container, when it lay inside an intermediate's container that leaves:
    /// lifted into the window for the animation, and where it was (back there if cancelled).
    private var liftedContainer: (container: UIView, place: ViewPlace)?
    /// The presentation controller of the level presented over the destination (the bottom of a
    /// dismissed stack): its style decides whether the destination's view comes back.
    private var bottomController: UIPresentationController?
    private var completion: (() -> Void)?

    /// Whether the presenting view leaves (presentation) or comes back (dismissal).
    private(set) var movesPresentersView = false
    /// The presenting controller and the presentations inside its view: who hears the presenter's
    /// appearance callbacks when the presenting view leaves or comes back.
    private var presenterSide: [UIViewController] = []
    /// Whether the dismissed controller was on screen when its dismissal began (not covered).
    private var presentedWasShowing = true
    /// The presented side as the transition began its appearance (`presentedSide` then): the end
    /// ends the same controllers, however the views are arranged by then.
    private var presentedSideBegun: [UIViewController] = []
    /// Where the presenting view was when the animator started: animators may move it into the
    /// container (a curl lifts it over the presented view); it goes back here.
    private var presentingViewHome: ViewPlace?
    /// A size transition ran while this transition did (even one that came back to the same size:
    /// autoresizing may have moved the views the animator owns).
    var resizedDuringTransition = false
    /// The container's size when the animator started, to notice a resize during the transition.
    private var containerSizeAtStart: CGSize?

    /// The controller whose `present` or `dismiss` was called (the delegate's `source`).
    private var source: UIViewController?

    init(
        kind: Kind, presented: UIViewController, presenting: UIViewController, source: UIViewController,
        animated: Bool, clock: FrameClock, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        self.source = source
        self.completion = completion
        super.init(animated: animated, clock: clock)
    }

    override var kindDescription: String { kind.description }
    override var subjectName: String { presented.map { "\(type(of: $0))" } ?? "a controller" }
    override var presentationStyle: UIModalPresentationStyle { presented?.modalPresentationStyle ?? .none }
    override var containerView: UIView? { presentationController?.containerView }
    override var blockingWindow: UIWindow? { containerView?.window ?? presenting?.viewIfLoaded?.window }

    override func animatorWillStart() {
        containerSizeAtStart = containerView?.bounds.size
        presentingViewHome = presenting?.viewIfLoaded.flatMap { ViewPlace(of: $0) }
    }

    override func finish(_ completed: Bool) {
        switch kind {
        case .presentation: finishPresentation(completed)
        case .dismissal: finishDismissal(completed)
        }
    }

    // MARK: The context's answers

    override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): return presenting
        case (.presentation, .to), (.dismissal, .from): return presented
        default: return nil
        }
    }

    /// The presented side is the presentation controller's `presentedView`; the presenting side is
    /// nil unless its view moves (Behaviour 6.1).
    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = (kind == .presentation) == (key == .to)
        if presentedSide { return presentationController?.presentedView }
        guard movesPresentersView else { return nil }
        return presenting?.viewIfLoaded
    }

    /// Behaviour 6.2: the presented view's final frame on presentation is
    /// `frameOfPresentedViewInContainerView`; its initial frame on dismissal is where it is now.
    override func initialFrame(for vc: UIViewController) -> CGRect {
        guard let controller = presentationController else { return .zero }
        switch kind {
        case .presentation:
            if vc === presenting, movesPresentersView, let view = vc.viewIfLoaded {
                return view.frame
            }
            return .zero
        case .dismissal:
            if vc === presented, let view = controller.presentedView { return view.frame }
            return .zero
        }
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        guard let controller = presentationController else { return .zero }
        switch kind {
        case .presentation:
            return vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        case .dismissal:
            if vc === presenting, movesPresentersView,
                let container = controller.containerView
            {
                return container.bounds
            }
            return .zero
        }
    }

    // MARK: Starting

    /// Consults the transitioning delegate, inside `present` (Behaviour 1.1, 1.2, 1.4): when `present`
    /// returns, the presented controller's `presentationController` is the one that will present
    /// it, and the animators are held. A delegate kept only by a local variable of the presenting
    /// method (Apple's sample makes the presentation controller its own delegate this way) has done
    /// its work before it goes. Returns false when the request was dropped.
    func prepare() -> Bool {
        guard state == .pending, let presented, var presenting else { return false }
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController
        if presented.modalPresentationStyle == .custom, let delegate,
            let custom = clock.callApp(
                delegate, "presentationController(forPresented:presenting:source:)",
                {
                    delegate.presentationController(
                        forPresented: presented, presenting: presenting, source: source ?? presenting)
                })
        {
            controller = custom
        } else if presented.modalPresentationStyle == .custom {
            controller = BuiltInPresentationController.make(for: presented, presenting: presenting)
        } else {
            controller = presented.preparedBuiltInController()
        }
        presented.presentation.preparedController = nil
        controller.holdPresented(strongly: true)
        // A custom presentation that is not full screen covers the current context (Behaviour 4.4).
        if !controller.shouldPresentInFullscreen, !controller.presentationStyle.coversCurrentContext,
            let context = source?.currentPresentationContext, context !== presenting
        {
            if let existing = context.presentation.presented
                ?? context.presentation.pendingPresentation?.presented
            {
                clock.report(
                    .presentationMisuse,
                    "Attempt to present \(type(of: presented)) over the context of \(type(of: context)), which is "
                        + "already presenting \(type(of: existing)); the request was dropped.")
                abandon(reported: true)
                return false
            }
            if presenting.presentation.transition === self { presenting.presentation.transition = nil }
            context.presentation.transition = self
            presenting = context
            self.presenting = context
        }
        controller.presentingViewController = presenting
        presentationController = controller
        adopt(presented, by: controller)

        if let delegate,
            let custom = clock.callApp(
                delegate, "animationController(forPresented:presenting:source:)",
                {
                    delegate.animationController(
                        forPresented: presented, presenting: presenting, source: source ?? presenting)
                })
        {
            animator = custom
            interactor = clock.callApp(delegate, "interactionControllerForPresentation(using:)") {
                delegate.interactionControllerForPresentation(using: custom)
            }
            presented.presentation.presentedWithCustomAnimator = true
        } else {
            animator = DefaultTransitionAnimator(
                style: defaultTransitionStyle(reporting: true), kind: .presentation)
        }
        return true
    }

    /// Starts a prepared presentation, on the run-loop turn after `present` (Behaviour 1.5–1.8).
    func startPresentation() {
        guard state == .pending, let presented, let presenting, let original = presentationController else {
            return
        }
        move(to: .preparing)
        var controller = original

        guard let window = presenting.viewIfLoaded?.window else { return abandon(reported: false) }
        let container = PresentationContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        PresentationPlacement(
            window: window, presenting: presenting, fullScreen: controller.shouldPresentInFullscreen
        )
        .install(container)
        controller.containerView = container

        attach(presented, to: presenting)
        presenting.presentation.transition = self
        presented.presentation.transition = self
        movesPresentersView = controller.shouldRemovePresentersView

        presented.loadViewIfNeeded()
        let adaptiveStyle = original.decideAdaptiveStyle()
        // A custom presentation that adapts is shown by a built-in stand-in (Behaviour 13.12).
        controller = original.adaptiveStandIn ?? original
        if controller !== original {
            presentationController = controller
            movesPresentersView = controller.shouldRemovePresentersView
        }
        if original.delegate != nil {
            // Behaviour 13.10's order; a popover shows its adapted form itself.
            let adaptiveController = controller.adaptiveController(for: adaptiveStyle)
            let replacement = original.tellDelegateOfAdaptation(
                to: adaptiveStyle, adaptiveController: adaptiveController,
                coordinator: presented.transitionCoordinator)
            if let replacement {
                controller.showAdaptiveReplacement(replacement, coordinator: Optional.none)
            }
        }
        clock.callApp(controller, "presentationTransitionWillBegin()") {
            controller.presentationTransitionWillBegin()
        }
        if movesPresentersView {
            presenterSide = [presenting] + presentations(inside: presenting.viewIfLoaded, inState: .appeared)
            for controller in presenterSide { controller.beginAppearance(false, animated: isAnimated) }
        }
        beginPresentedAppearance(true)
        controller.updateTraitCollection()
        presented.updateTraitCollection()
        container.layoutIfNeeded()
        runAnimator()
    }

    /// The transition style of the default animator: the presented controller's, or that of the
    /// context controller when it provides one (Behaviour 4.3); a popover fades. `.partialCurl` needs a
    /// full-screen presentation, as in UIKit; otherwise it is reported and runs as `.coverVertical`.
    private func defaultTransitionStyle(reporting: Bool) -> UIModalTransitionStyle {
        guard let presented, let controller = presentationController else { return .coverVertical }
        if let style = controller.ownTransitionStyle { return style }
        var style = presented.modalTransitionStyle
        if controller.presentationStyle.coversCurrentContext, let presenting,
            presenting.providesPresentationContextTransitionStyle
        {
            style = presenting.modalTransitionStyle
        }
        if style == .partialCurl && controller.presentationStyle != .fullScreen {
            if reporting {
                clock.report(
                    .presentationMisuse,
                    "\(type(of: presented)) asks for .partialCurl with \(controller.presentationStyle); UIKit "
                        + "allows a partial curl only for .fullScreen presentations. It runs as .coverVertical."
                )
            }
            return .coverVertical
        }
        return style
    }

    /// Starts a dismissal (Behaviour 3.2); `intermediates` leave at once (Behaviour 3.5).
    func startDismissal(intermediates: [UIViewController]) {
        guard state == .pending, let presented, let presenting,
            let controller = presented.presentation.presentationController
        else { return }
        move(to: .preparing)
        self.intermediates = intermediates
        presentationController = controller
        presenting.presentation.transition = self
        presented.presentation.transition = self

        let delegate = presented.transitioningDelegate
        if let delegate,
            let custom = clock.callApp(
                delegate, "animationController(forDismissed:)",
                {
                    delegate.animationController(forDismissed: presented)
                })
        {
            animator = custom
            interactor = clock.callApp(delegate, "interactionControllerForDismissal(using:)") {
                delegate.interactionControllerForDismissal(using: custom)
            }
        } else {
            if presented.modalPresentationStyle == .custom && isAnimated
                && presented.presentation.presentedWithCustomAnimator
            {
                clock.report(
                    .missingAnimator,
                    "the animated dismissal of \(type(of: presented)) (a .custom presentation with its own "
                        + "presentation animator) has no dismissal animator; the default transition runs. Return "
                        + "one from animationController(forDismissed:).")
            }
            animator = DefaultTransitionAnimator(
                style: defaultTransitionStyle(reporting: false), kind: .dismissal)
        }

        // The controllers between the top and the destination leave without animation; their
        // presentation controllers still hear about it, so they can undo what they added (a
        // sheet's card stack, a dimming view outside their container).
        liftContainerOutOfIntermediates(controller)
        for intermediate in intermediates {
            let intermediateController = intermediate.presentation.presentationController
            if let intermediateController {
                clock.callApp(intermediateController, "dismissalTransitionWillBegin()") {
                    intermediateController.dismissalTransitionWillBegin()
                }
            }
            if let container = intermediateController?.containerView, let place = ViewPlace.remove(container)
            {
                intermediateContainerPlaces.append((container, place))
            }
        }
        // Whether the destination's view comes back is decided by the level that presented over it
        // (the bottom of the stack), not by the top level that animates (Behaviour 3.5). It goes back
        // where that level took it from, sized for the window as it is now.
        let bottomController = intermediates.first?.presentation.presentationController ?? controller
        self.bottomController = bottomController
        movesPresentersView = bottomController.shouldRemovePresentersView
        if movesPresentersView, let presentingView = presenting.viewIfLoaded, presentingView.window == nil {
            presenting.movingViewWithoutAppearance {
                // Its place may itself be covered meanwhile (a full-screen presentation from further
                // down took the hierarchy around it away): it goes back there all the same, covered
                // until that one goes, rather than over it in the window.
                if let place = bottomController.presentersViewPlace, place.isAvailable(inWindow: false) {
                    place.restore(presentingView)
                } else if let window = controller.containerView?.window,
                    window.rootViewController === presenting
                {
                    // No place was recorded (the view was already out when the presentation ended):
                    // a root view's place is the window's bottom. Any other view has no place that
                    // can be guessed and stays out, never loose in the window (issue 35).
                    window.insertSubview(presentingView, at: 0)
                    presentingView.frame = window.bounds
                }
                bottomController.presentersViewPlace = nil
            }
        }
        clock.callApp(controller, "dismissalTransitionWillBegin()") {
            controller.dismissalTransitionWillBegin()
        }
        // A presented controller already covered (and told it disappeared) hears nothing more; one a
        // sheet's pull began to take away (Behaviour 14.26) finishes disappearing with the transition.
        presentedWasShowing = presentedSide.contains { $0.appearanceState != .disappeared }
        if presentedWasShowing { beginPresentedAppearance(false) }
        // The presenter's side appears only if its view is back on screen: under another
        // presentation that covers it, it stays disappeared until that one goes.
        if movesPresentersView, presenting.viewIfLoaded?.window != nil {
            presenterSide =
                [presenting] + presentations(inside: presenting.viewIfLoaded, inState: .disappeared)
            for controller in presenterSide { controller.beginAppearance(true, animated: isAnimated) }
        }
        // A level still appearing (a sheet snapping back from a pull, Behaviour 14.26) leaves too:
        // its appearance ends as a disappearance, never as a `viewDidAppear` out of the window.
        for intermediate in intermediates
        where intermediate.appearanceState == .appeared || intermediate.appearanceState == .appearing {
            intermediate.beginAppearance(false, animated: false)
        }
        runAnimator()
    }

    /// The level that animates must stay on screen while the levels between it and the destination
    /// leave at once: if its container lies inside one of theirs (a context presentation inside a
    /// presented controller), it moves to the window, where it shows, for the animation.
    private func liftContainerOutOfIntermediates(_ controller: UIPresentationController) {
        guard let container = controller.containerView, let window = container.window,
            let superview = container.superview,
            intermediates.contains(where: { intermediate in
                intermediate.presentation.presentationController?.containerView.map {
                    container.isDescendant(of: $0)
                } ?? false
            }),
            let place = ViewPlace(of: container)
        else { return }
        let frame = superview.convert(container.frame, to: window)
        window.addSubview(container)
        container.frame = frame
        liftedContainer = (container, place)
    }

    /// The presentation could not start (the presenter left its window): undo the bookkeeping.
    private func abandon(reported: Bool) {
        if !reported {
            clock.report(
                .presentationMisuse,
                "the presentation of \(type(of: presented!)) was dropped: its presenter left the window before "
                    + "the transition could start")
        }
        if let presented { disown(presented) }
        move(to: .abandoned)
        release()
    }

    // MARK: Completing

    private func finishPresentation(_ completed: Bool) {
        guard let presented, let presenting, let controller = presentationController else { return }
        if completed {
            endPresentedAppearance()
            if movesPresentersView {
                for controller in presenterSide { controller.endAppearance() }
                takeAwayPresentersView(remembering: controller)
            }
        } else {
            beginPresentedAppearance(false)
            endPresentedAppearance()
            if movesPresentersView {
                for controller in presenterSide {
                    controller.beginAppearance(true, animated: isAnimated)
                    controller.endAppearance()
                }
            }
        }
        runCompletionBlocks()
        clock.callApp(controller, "presentationTransitionDidEnd(\(completed))") {
            controller.presentationTransitionDidEnd(completed)
        }
        tellAnimatorEnded(completed)
        relayOutShownPopovers(in: controller.containerView?.window)
        if !completed {
            returnPresentingViewFromContainer()
            controller.containerView?.removeFromSuperview()
            controller.containerView = nil
            detach(presented: presented, from: presenting)
        }
        end(completed)
    }

    /// An animator may have moved views that shown popovers point at (a flip turns the presenter's
    /// view with everything in it, and a turn of the device mid-flight places a popover by the
    /// turned source): once the transition has ended and those views are back, the popovers
    /// place themselves again.
    private func relayOutShownPopovers(in window: UIWindow?) {
        guard isAnimated, let window else { return }
        for (shown, shownController) in window.presentationChain
        where shown !== presented && shownController.placesBySourceView {
            shownController.containerView?.setNeedsLayout()
        }
    }

    private func finishDismissal(_ completed: Bool) {
        guard let presented, let presenting, let controller = presentationController else { return }
        if completed {
            if movesPresentersView { for controller in presenterSide { controller.endAppearance() } }
            if presentedWasShowing { endPresentedAppearance() }
            for intermediate in intermediates where intermediate.appearanceState == .disappearing {
                intermediate.endAppearance()
            }
        } else {
            // Cancelled (Behaviour 12.13): the will-calls first, the side that was appearing (the
            // presenter's) before the one that was disappearing, then the did-calls.
            let covered = movesPresentersView ? presenterSide : []
            for controller in covered { controller.beginAppearance(false, animated: isAnimated) }
            if presentedWasShowing { beginPresentedAppearance(true) }
            for controller in covered { controller.endAppearance() }
            if presentedWasShowing { endPresentedAppearance() }
            if movesPresentersView { takeAwayPresentersView(remembering: bottomController ?? controller) }
            // A cancelled dismissal of a stack leaves the stack as it was.
            for (container, place) in intermediateContainerPlaces.reversed() { place.restore(container) }
            if let liftedContainer { liftedContainer.place.restore(liftedContainer.container) }
            for intermediate in intermediates where intermediate.appearanceState == .disappearing {
                intermediate.beginAppearance(true, animated: false)
                intermediate.endAppearance()
            }
            for intermediate in intermediates {
                if let intermediateController = intermediate.presentation.presentationController {
                    clock.callApp(intermediateController, "dismissalTransitionDidEnd(false)") {
                        intermediateController.dismissalTransitionDidEnd(false)
                    }
                }
            }
        }
        runCompletionBlocks()
        clock.callApp(controller, "dismissalTransitionDidEnd(\(completed))") {
            controller.dismissalTransitionDidEnd(completed)
        }
        tellAnimatorEnded(completed)
        relayOutShownPopovers(in: controller.containerView?.window)
        if completed {
            returnPresentingViewFromContainer()
            restoreViewsTakenInsideTheStack()
            // Views came back into the window: the presentations still shown lay out again (a
            // popover whose source was taken away points at it again).
            if movesPresentersView, let window = controller.containerView?.window {
                for (shown, shownController) in window.presentationChain where shown !== presented {
                    shownController.containerView?.setNeedsLayout()
                }
            }
            controller.presentedView?.removeFromSuperview()
            controller.containerView?.removeFromSuperview()
            controller.containerView = nil
            for intermediate in intermediates.reversed() {
                if let intermediateController = intermediate.presentation.presentationController {
                    clock.callApp(intermediateController, "dismissalTransitionDidEnd(true)") {
                        intermediateController.dismissalTransitionDidEnd(true)
                    }
                }
                if let parent = intermediate.presentation.presenting {
                    detach(presented: intermediate, from: parent)
                }
            }
            detach(presented: presented, from: presented.presentation.presenting ?? presenting)
            watchForLeaks(presented: presented, controller: controller)
        }
        end(completed)
    }

    /// The presentations shown inside `view` (over the current context of a controller in it), but
    /// for the presenting controller itself and the ones this transition moves: they are covered
    /// and revealed with the presenting view, so they hear its appearance callbacks (Behaviour 2.1).
    private func presentations(inside view: UIView?, inState state: AppearanceState) -> [UIViewController] {
        guard let view, let window = view.window ?? containerView?.window else { return [] }
        return window.presentationChain.compactMap { entry in
            let candidate = entry.presented
            // A child of the presenting controller (a presented controller held by the adaptive
            // replacement that presents, Behaviour 13.21) hears the presenter's callbacks from it.
            guard candidate !== presented, candidate !== presenting,
                presenting.map({ !candidate.isDescendantController(of: $0) }) ?? true,
                !intermediates.contains(where: { $0 === candidate }),
                candidate.appearanceState == state, let candidateView = candidate.viewIfLoaded,
                candidateView !== view, candidateView.isDescendant(of: view)
            else { return nil }
            return candidate
        }
    }

    /// Each dismissed level that took its presenter's view away, where that presenter stays (a
    /// context-defining child of a dismissed controller), puts the view back at its place: the
    /// dismissed hierarchy is whole again if the app presents it again (Behaviour 3.5, level by level).
    private func restoreViewsTakenInsideTheStack() {
        for level in [presented].compactMap({ $0 }) + intermediates {
            guard let levelController = level.presentation.presentationController,
                let place = levelController.presentersViewPlace,
                let presenter = level.presentation.presenting, presenter !== presenting,
                let view = presenter.viewIfLoaded, view.superview == nil
            else { continue }
            presenter.movingViewWithoutAppearance { place.restore(view) }
            levelController.presentersViewPlace = nil
        }
    }

    /// Takes the presenting controller's view out of the window after a presentation covered it,
    /// remembering its place on `controller` so that the dismissal puts it back there.
    private func takeAwayPresentersView(remembering controller: UIPresentationController) {
        guard let presenting, let view = presenting.viewIfLoaded else { return }
        returnPresentingViewFromContainer()
        presenting.movingViewWithoutAppearance { controller.presentersViewPlace = ViewPlace.remove(view) }
    }

    /// Animators may move the presenting view into the container (UIKit's full-screen animators add
    /// the "to" view there; the curl lifts the page above the presented view). The container is
    /// about to go: the presenting view goes back just below it, where it was, so it stays on screen.
    private func returnPresentingViewFromContainer() {
        guard let container = containerView, let view = presenting?.viewIfLoaded, view !== container,
            view.isDescendant(of: container)
        else { return }
        // Back to where it was when the animator started (its own presentation's container, a
        // parent's view, the window), even when that place has left the window meanwhile (a
        // full-screen presentation from further down covers it): it is covered with its place
        // until that presentation ends, never loose in the window over it (issue 35).
        guard let home = presentingViewHome, home.restore(view) else {
            // It had no place when the animator started, or its place is gone: it was not on
            // screen before the animator lifted it, and it is not on screen after.
            view.removeFromSuperview()
            return
        }
        // Resized while it was lifted: where it was on screen means nothing any more; it takes
        // the frame its own presentation gives it (or fills the window, as a root view).
        if resizedDuringTransition, let presenting {
            if let own = presenting.presentation.presentationController, own.presentedView === view {
                view.frame = own.frameOfPresentedViewInContainerView
            } else if let superview = view.superview, superview is UIWindow {
                view.frame = superview.bounds
            }
        }
    }

    // MARK: The presentation relation: made and ended in these four places only
    //
    // `adopt` (in `present`, so `presentationController` answers at once) and `attach` (when the
    // transition starts) make it; `detach` (a dismissal or a cancelled presentation ends) and
    // `disown` (a dropped request) end it. What the controllers report (`presentedViewController`,
    // `presentingViewController`, `presentationController`, `isBeingPresented`, the traits they
    // take from the presentation) is read off what these set.

    /// The presented controller takes `controller` as its presentation controller: its traits and
    /// preferred-size changes go through it from now on.
    private func adopt(_ presented: UIViewController, by controller: UIPresentationController) {
        presented.adopt(presentationController: controller)
    }

    /// Undoes `adopt`, and lets go of a replacement shown in the presented controller's place.
    private func disown(_ presented: UIViewController) {
        if let replacement = presented.presentation.presentationController?.adaptiveReplacement {
            replacement.presentation.leavePlace()
            replacement.traitEnvironmentOverride = nil
        }
        presented.presentation.presentationController?.containerView = nil
        presented.presentation.presentationController = nil
        presented.traitEnvironmentOverride = nil
        presented.presentationContentContainer = nil
    }

    /// The presented side's appearance: the presented controller and, while the presentation is
    /// adapted, the controller shown in its place (a container holding the presented one forwards
    /// to it, which then is already on its way).
    private func beginPresentedAppearance(_ isAppearing: Bool) {
        let target: [AppearanceState] =
            isAppearing ? [.appearing, .appeared] : [.disappearing, .disappeared]
        presentedSideBegun = presentedSide
        for controller in presentedSideBegun where !target.contains(controller.appearanceState) {
            controller.beginAppearance(isAppearing, animated: isAnimated)
        }
    }

    private func endPresentedAppearance() {
        for controller in presentedSideBegun
        where controller.appearanceState == .appearing || controller.appearanceState == .disappearing {
            controller.endAppearance()
        }
    }

    /// The controllers on the presented side, replacement first. A presented controller that the
    /// replacement does not hold is out of the window while the replacement shows in its place, so
    /// it neither appears nor disappears with it (as when a replacement comes in while shown).
    private var presentedSide: [UIViewController] {
        guard let presented else { return [] }
        guard let replacement = presentationController?.adaptiveReplacement else { return [presented] }
        let held =
            replacement.viewIfLoaded.map { presented.viewIfLoaded?.isDescendant(of: $0) == true } ?? false
        return held ? [replacement, presented] : [replacement]
    }

    /// Links presenter and presented.
    private func attach(_ presented: UIViewController, to presenting: UIViewController) {
        ControllerPresentationState.link(presented, to: presenting)
    }

    /// Breaks every link between a presented controller and its presenter.
    private func detach(presented: UIViewController, from presenting: UIViewController) {
        ControllerPresentationState.unlink(presented, from: presenting)
        presented.presentation.lastHostClock = clock
        // A popover's adaptive replacement presents on its behalf (Behaviour 13.21): it too.
        presented.adaptiveReplacement?.presentation.lastHostClock = clock
        presented.presentation.presentedWithCustomAnimator = false
        disown(presented)
    }

    override func end(_ completed: Bool) {
        move(to: .ended(completed: completed))
        // The animator owned the presented view's frame until now; if the container changed size
        // meanwhile (a rotation mid-transition), the next layout re-applies the presentation's
        // frame (Behaviour 5.4).
        if let container = presentationController?.containerView,
            resizedDuringTransition || container.bounds.size != containerSizeAtStart
        {
            container.setNeedsLayout()
        }
        let completion = completed ? self.completion : nil
        let owner = presenting ?? presented
        release()
        if let completion {
            clock.callApp(owner ?? self, "\(kind) completion") { completion() }
        }
    }

    /// Lets go of everything: controllers, animator, blocks (Behaviour 3.3).
    private func release() {
        if presented?.presentation.transition === self { presented?.presentation.transition = nil }
        if presenting?.presentation.transition === self { presenting?.presentation.transition = nil }
        presented = nil
        presenting = nil
        presentationController = nil
        source = nil
        intermediates = []
        completion = nil
        releaseEngine()
    }

    // MARK: Diagnostics

    /// Once the host is idle, looks for a dismissed presentation controller that is still alive.
    ///
    /// Keeping one is often legitimate (a side menu reuses its presentation controller for its
    /// whole life, a library keeps its transitioning delegate), and PresentationKit cannot see who
    /// holds a reference. So by default it reports only the cycle it can show: the presented
    /// controller stores its own presentation controller, which holds the presented controller, so
    /// neither is ever freed. `HeadlessHost.reportsRetainedPresentationControllers` turns on the
    /// broad check (any presentation controller still alive) for tests that want it.
    private func watchForLeaks(presented: UIViewController, controller: UIPresentationController) {
        weak let weakPresented = presented
        weak let weakController = controller
        let presentedName = "\(type(of: presented))"
        let controllerName = "\(type(of: controller))"
        clock.idleChecks.append { [clock] in
            guard let controller = weakController, controller.containerView == nil,
                controller.presentedViewController.presentation.presentationController !== controller
            else { return true }
            if let presented = weakPresented, let property = presented.storedProperty(referring: controller) {
                clock.report(
                    .leakedController,
                    "a retain cycle keeps the dismissed \(presentedName) and its presentation controller "
                        + "\(controllerName) alive: \(presentedName).\(property) holds the presentation controller, "
                        + "which holds \(presentedName). Declare \(property) weak, or set it to nil once the "
                        + "dismissal ends.")
            } else if clock.reportsRetainedPresentationControllers {
                let withPresented =
                    weakPresented != nil ? " together with the presented \(presentedName)" : ""
                clock.report(
                    .leakedController,
                    "the presentation controller \(controllerName) is still alive\(withPresented) after its "
                        + "dismissal ended and the host went idle: something holds it strongly (a closure capturing "
                        + "self, a stored property, a delegate declared strong)")
            }
            return true
        }
    }
}

extension UIViewController {
    /// The name of a stored property, declared by the app's subclasses of `UIViewController`,
    /// whose value is `object` (directly or as an optional); nil when there is none.
    fileprivate func storedProperty(referring object: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != UIViewController.self {
            for child in current.children {
                if let label = child.label, Self.value(child.value, isIdenticalTo: object) { return label }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func value(_ value: Any, isIdenticalTo object: AnyObject) -> Bool {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return false }
            return Self.value(wrapped, isIdenticalTo: object)
        }
        guard mirror.displayStyle == .class else { return false }
        return (value as AnyObject) === object
    }
}

extension PresentationTransition.Kind: CustomStringConvertible {
    var description: String { self == .presentation ? "presentation" : "dismissal" }
}
