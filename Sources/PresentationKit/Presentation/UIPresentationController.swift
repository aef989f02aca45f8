import Foundation

/// Manages a presented controller's place on screen: its container, its frame, and the views it
/// adds around it (a dimming view, a wrapper), as `UIPresentationController`.
///
/// Subclass it and override the members below; PresentationKit calls them in UIKit's order (Behaviour
/// sections 1, 3 and 5). The presentation controller lives from the start of the presentation until
/// its dismissal completes.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller being presented.
    ///
    /// Held strongly, except by a built-in controller made ahead of the presentation (when the app
    /// reads `presentationController` to configure it): that one holds its controller weakly
    /// until the presentation begins, so a controller that is never presented is not kept alive
    /// by its own presentation controller.
    open var presentedViewController: UIViewController {
        if let controller = heldPresented ?? weaklyPresented { return controller }
        preconditionFailure(
            "\(type(of: self)) was made ahead of a presentation for a controller that has since been "
                + "deallocated. Keep the controller you mean to present, or read presentationController again."
        )
    }
    private var heldPresented: UIViewController?
    private weak var weaklyPresented: UIViewController?
    /// The controller it is presented from (the presented controller itself until that is known).
    open internal(set) var presentingViewController: UIViewController {
        get { knownPresenting ?? presentedViewController }
        set { knownPresenting = newValue }
    }
    private var knownPresenting: UIViewController?
    /// The view the presentation happens in: nil until the presentation begins.
    open internal(set) var containerView: UIView?
    /// Hears about adaptation and user-initiated dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Where the presenting controller's view was when this presentation took it away (styles that
    /// remove the presenter's view), so that the dismissal puts it back in the same place.
    var presentersViewPlace: ViewPlace?

    /// Traits applied on top of the container's for the presented controller (Behaviour 5.6).
    open var overrideTraitCollection: UITraitCollection? {
        didSet {
            updateTraitCollection()
            presentedViewController.updateTraitCollection()
        }
    }
    /// The traits last reported, to know when `traitCollectionDidChange(_:)` is due; nil until the
    /// presentation began.
    var reportedTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController` presented from
    /// `presentingViewController` (nil: decided when the presentation begins).
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        heldPresented = presentedViewController
        weaklyPresented = presentedViewController
        knownPresenting = presentingViewController
        super.init()
    }

    // MARK: What subclasses override

    /// The view to animate and show: the presented controller's view by default (or, while the
    /// presentation is adapted, the view of the controller the delegate supplied in its place); return
    /// a wrapper that holds it to decorate it (Behaviour 5.2). Asked often: keep it cheap and free of side
    /// effects.
    open var presentedView: UIView? {
        if let adaptiveReplacement { return adaptiveReplacement.view }
        // A stand-in shows what the custom presentation showed (its wrapper, say).
        if let standsInFor { return standsInFor.presentedView }
        return presentedViewController.view
    }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true) or the presenting context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the window once the presentation is done.
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation takes in a horizontally compact environment: the delegate's
    /// `adaptivePresentationStyle(for:)` when it gives a valid answer (Behaviour 13.7), else the style's
    /// own adaptation (`.none` for custom presentations, which adapt only through their delegate).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        validAdaptiveStyle(
            askingDelegate("adaptivePresentationStyle(for:)") { $0.adaptivePresentationStyle(for: self) })
    }

    /// The style the presentation takes for `traitCollection`: the delegate's
    /// `adaptivePresentationStyle(for:traitCollection:)` (which falls back to
    /// `adaptivePresentationStyle(for:)`) when it gives a valid answer (Behaviour 13.6, 13.7), else the
    /// style's own adaptation.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        validAdaptiveStyle(
            askingDelegate("adaptivePresentationStyle(for:traitCollection:)") {
                $0.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            })
    }

    /// The style this presentation adapts to when its delegate gives no valid answer: none for
    /// custom presentations; a popover has its own (Behaviour 13.8).
    var systemAdaptivePresentationStyle: UIModalPresentationStyle { .none }

    // MARK: What the built-in controllers do differently (overridden inside the library)

    /// What `presentationController(_:prepare:)` receives when the presentation adapts to `style`:
    /// this controller; a popover hands over its adaptive sheet (Behaviour 13.13).
    func adaptiveController(for style: UIModalPresentationStyle?) -> UIPresentationController { self }

    /// The transition style this controller's presentations take whatever the presented
    /// controller asks for: none; an unadapted popover fades.
    var ownTransitionStyle: UIModalTransitionStyle? { nil }

    /// Whether the controller places the presented view by a source view elsewhere on screen, and
    /// so lays out again when a transition has moved that source back (a popover does).
    var placesBySourceView: Bool { false }

    /// Whether a finger holds the presented view now (a sheet being dragged): its frame is the
    /// finger's until it lets go, not `frameOfPresentedViewInContainerView`.
    var fingerHoldsPresentedView: Bool { false }

    /// A stand-in for an adapted custom presentation takes over while shown (Behaviour 13.12): a
    /// sheet adds its dim and card stack with the transition.
    func standInWillTakeOver() {}

    /// A stand-in hands the presentation back: a sheet's dim fades and the presenter returns to
    /// its look.
    func standInWillHandBack() {}

    /// Whether the delegate is being asked for an adaptive style right now: a delegate that asks the
    /// controller back (`controller.adaptivePresentationStyle(for:)` from inside its own method) gets
    /// the style's own adaptation instead of an endless loop.
    private var isAskingDelegateForStyle = false

    /// The delegate's answer through `ask`, or nil without a delegate or when asked re-entrantly.
    private func askingDelegate(
        _ name: String, _ ask: (any UIAdaptivePresentationControllerDelegate) -> UIModalPresentationStyle
    ) -> UIModalPresentationStyle? {
        guard !isAskingDelegateForStyle else { return nil }
        isAskingDelegateForStyle = true
        defer { isAskingDelegateForStyle = false }
        return callDelegate(name, ask)
    }

    /// `answer` when it is one of the styles a presentation may adapt to (Behaviour 13.7), else the
    /// style's own adaptation. A popover asked to stay a popover does not adapt.
    private func validAdaptiveStyle(_ answer: UIModalPresentationStyle?) -> UIModalPresentationStyle {
        switch answer {
        case .none?, .fullScreen?, .overFullScreen?, .formSheet?, .pageSheet?: return answer!
        case .popover? where presentationStyle == .popover: return .none
        default: return systemAdaptivePresentationStyle
        }
    }

    /// The controller the delegate supplied to show in place of the presented one while the
    /// presentation is adapted (Behaviour 9.2, 13.10), or nil.
    var adaptiveReplacement: UIViewController?
    /// The controller whose view the presentation shows: the adaptive replacement, else the
    /// presented controller.
    var shownViewController: UIViewController { adaptiveReplacement ?? presentedViewController }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The presentation is about to start; the container is in place. Add your views here and
    /// animate them alongside with the transition coordinator.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container is about to lay out its subviews: place your views here.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Traits and content

    /// The container's traits with the presenting controller's interface style (a presented
    /// controller keeps the style of the context it was presented from, Behaviour 9.11), the
    /// elevated level for sheets and popovers, and `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let presenting = presentingViewController.traitCollection
        // A full-screen presentation over this one takes its container out of the window; what it
        // shows keeps the traits it had there, the presenting side's (Behaviour 13.23).
        let container = containerView.flatMap { $0.window == nil ? nil : $0 }
        let base = (container?.traitCollection ?? presenting)
            .overriding(style: presenting.userInterfaceStyle)
            .overriding(level: presentsAboveContent ? .elevated : .base)
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// Called after the traits changed (the container's, or `overrideTraitCollection`); the
    /// default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Decides, once the container exists and before `presentationTransitionWillBegin()`, the style
    /// the presentation adapts to (`.none`: it does not adapt). A custom presentation asks its
    /// delegate in a compact environment and, for a valid style, hands the presentation to a
    /// built-in stand-in (Behaviour 13.6, 13.12); popovers adapt on their own too.
    func decideAdaptiveStyle() -> UIModalPresentationStyle { decideAdaptationThroughDelegate() }

    /// The container's traits are about to become `traits`: a presentation that adapts asks its
    /// delegate again and changes form inside the size transition's animation (Behaviour 13.6–13.11).
    func adaptBeforeTraitChange(
        to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        adaptThroughDelegate(to: traits, with: coordinator)
    }

    /// While a custom presentation shows in an adapted style: the built-in presentation controller
    /// in charge of it (Behaviour 13.12). Held by the presented controller's record, hence weak here.
    weak var adaptiveStandIn: UIPresentationController?
    /// On such a stand-in: the custom presentation controller it stands in for, which takes the
    /// presentation back when the traits no longer call for the adapted style.
    var standsInFor: UIPresentationController?
    /// Whether this controller changes style only through its delegate (a custom presentation);
    /// the built-in styles adapt on their own terms.
    var adaptsThroughDelegate: Bool { true }
    /// Whether the presented content shows above the window's content rather than replacing it
    /// (sheets and popovers), which UIKit marks with the elevated interface level.
    var presentsAboveContent: Bool { false }
    /// The custom controller's own views in the container, with their alphas, faded out while a
    /// stand-in shows the presentation.
    var dormantViews: [(view: UIView, alpha: CGFloat)] = []
    /// Whether the presentation began adapted, a stand-in in charge from the start: this custom
    /// controller has not yet run its own presentation callbacks, which set up its views.
    var ownPresentationPending = false

    /// Calls `traitCollectionDidChange(_:)` when the traits differ from the ones last reported (the
    /// first call, when the presentation begins, only records them), as the view-controller
    /// machinery does for controllers.
    func updateTraitCollection() {
        let current = traitCollection
        let previous = reportedTraitCollection
        reportedTraitCollection = current
        if let previous, previous != current {
            presentedViewController.hostClock?.record(self, "traitCollectionDidChange(_:)")
            traitCollectionDidChange(previous)
        }
        // A controller shown in the presented one's place takes its traits from here too.
        adaptiveReplacement?.updateTraitCollection()
    }

    /// The presentation controller's preferred size (unused by the default layout).
    open var preferredContentSize: CGSize = .zero

    /// The presented controller's `preferredContentSize` changed (Behaviour 5.5); lay out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerView?.setNeedsLayout()
    }

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented controller gets: the parent's size by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// The container is about to change size: forwards to the presented controller with the size
    /// from `size(forChildContentContainer:withParentContainerSize:)`, unless that size is unchanged
    /// (Behaviour 5.4).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        let shown = shownViewController
        let childSize = self.size(forChildContentContainer: shown, withParentContainerSize: size)
        guard childSize != shown.viewIfLoaded?.bounds.size else { return }
        shown.hostClock?.record(shown, "viewWillTransition(to:with:)")
        shown.viewWillTransition(to: childSize, with: coordinator)
    }

    /// The container's traits are about to change: forwards to the presented controller (or the
    /// controller shown in its place, Behaviour 13.5).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let shown = shownViewController
        shown.hostClock?.record(shown, "willTransition(to:with:)")
        shown.willTransition(to: newCollection, with: coordinator)
    }

    // MARK: Hooks of the built-in styles

    /// Holds the presented controller weakly (made ahead of the presentation) or strongly (from the
    /// start of the presentation on).
    func holdPresented(strongly: Bool) {
        heldPresented = strongly ? weaklyPresented : nil
    }

    /// Runs `changes` alongside the running transition, or at once when there is none (a size
    /// change, a cancelled transition's restore): how the built-in styles animate their chrome.
    func alongsideTransition(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() })
        } else {
            changes()
        }
    }

    /// Whether a touch at `point` (container coordinates) goes past the container to the views
    /// behind it (a popover's passthrough views). Custom presentations block every touch, as in UIKit.
    func passesTouchThrough(at point: CGPoint) -> Bool { false }

    /// Whether the style itself lets the user dismiss (a popover asks its delegate's
    /// `popoverPresentationControllerShouldDismissPopover`).
    func userDismissalIsAllowed() -> Bool { true }

    /// A user-initiated dismissal ended (a popover tells its delegate).
    func userDismissalDidEnd() {}
}

/// The view a presentation happens in: it fills the window (following its size) and reports its
/// layout passes to the presentation controller (Behaviour 1.9, 5.3).
///
/// When the presented controller's view is inside, the container's callbacks run within that view's
/// layout (viewWillLayoutSubviews → containerViewWillLayoutSubviews → layoutSubviews →
/// viewDidLayoutSubviews → containerViewDidLayoutSubviews); otherwise around the container's own.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let presentationController, presentationController.passesTouchThrough(at: point) { return nil }
        return super.hitTest(point, with: event)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentationController else { return }
        if let view = presentationController.presentedViewController.viewIfLoaded, view.isDescendant(of: self)
        {
            view.setNeedsLayout()
        } else {
            let clock = layer.clock
            clock?.record(presentationController, "containerViewWillLayoutSubviews()")
            presentationController.containerViewWillLayoutSubviews()
            clock?.record(presentationController, "containerViewDidLayoutSubviews()")
            presentationController.containerViewDidLayoutSubviews()
        }
    }
}

extension UIPresentationController {
    /// Whether `view` is inside the container now.
    func holdsInContainer(_ view: UIView) -> Bool {
        guard let containerView else { return false }
        return view.isDescendant(of: containerView)
    }
}
