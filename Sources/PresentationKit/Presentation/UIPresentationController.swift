import Foundation

/// Manages a presented controller's place on screen: its container, its frame, and the views it
/// adds around it (a dimming view, a wrapper), as `UIPresentationController`.
///
/// Subclass it and override the members below; PresentationKit calls them in UIKit's order (SPEC
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

    /// Traits applied on top of the container's for the presented controller (SPEC 5.6).
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

    /// The view to animate and show: the presented controller's view by default; return a wrapper
    /// that holds it to decorate it (SPEC 5.2). Asked often: keep it cheap and free of side effects.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true) or the presenting context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting controller's view leaves the window once the presentation is done.
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation takes in a compact environment (`.fullScreen` by default).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The style the presentation takes for `traitCollection`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

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

    /// The container's traits with `overrideTraitCollection` on top.
    open var traitCollection: UITraitCollection {
        let base = containerView?.traitCollection ?? presentingViewController.traitCollection
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// Called after the traits changed (the container's, or `overrideTraitCollection`); the
    /// default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Decides, once the container exists and before `presentationTransitionWillBegin()`, the style
    /// the presentation adapts to (`.none`: it does not adapt). Popovers adapt in compact width.
    func decideAdaptiveStyle() -> UIModalPresentationStyle { .none }

    /// The container's traits are about to become `traits`: a built-in style that adapts asks its
    /// delegate again and changes form inside the size transition's animation (SPEC 13.6–13.11).
    /// Custom presentations adapt only through their delegate, which this does not do yet.
    func adaptBeforeTraitChange(
        to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}

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
    }

    /// The presentation controller's preferred size (unused by the default layout).
    open var preferredContentSize: CGSize = .zero

    /// The presented controller's `preferredContentSize` changed (SPEC 5.5); lay out again.
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
    /// (SPEC 5.4).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        let childSize = self.size(
            forChildContentContainer: presentedViewController, withParentContainerSize: size)
        guard childSize != presentedViewController.viewIfLoaded?.bounds.size else { return }
        presentedViewController.hostClock?.record(presentedViewController, "viewWillTransition(to:with:)")
        presentedViewController.viewWillTransition(to: childSize, with: coordinator)
    }

    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        presentedViewController.hostClock?.record(presentedViewController, "willTransition(to:with:)")
        presentedViewController.willTransition(to: newCollection, with: coordinator)
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
/// layout passes to the presentation controller (SPEC 1.9, 5.3).
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

extension UIPresentationController: PresentingContainer {
    func holdsInContainer(_ view: UIView) -> Bool {
        guard let containerView else { return false }
        return view.isDescendant(of: containerView)
    }
}
