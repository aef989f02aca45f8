import Foundation

/// `.popover`: a bubble with an arrow pointing at `sourceView`/`sourceRect`, sized by the presented
/// controller's `preferredContentSize`, dismissed by a tap outside unless the tap lands on one of
/// `passthroughViews` (Behaviour 4.7, 9.7), as `UIPopoverPresentationController`.
///
/// Get it from the presented controller's `popoverPresentationController` after setting
/// `modalPresentationStyle = .popover`, and configure it before `present`. In compact width it
/// presents as a sheet unless the delegate's `adaptivePresentationStyle(for:traitCollection:)` says
/// otherwise (`.none` keeps the popover).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at; `sourceRect` is in its coordinates.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at; unset, the source view's bounds.
    open var sourceRect: CGRect {
        get { sourceRectIfSet ?? .zero }
        set { sourceRectIfSet = newValue }
    }
    /// A bar button item the arrow points at, instead of `sourceView` (Behaviour 16.13): the item's
    /// button on the navigation bar showing it. `sourceView`, when set, wins.
    open var barButtonItem: UIBarButtonItem?
    /// What the arrow points at (iOS 16): a view (its bounds) or a bar button item (its button on
    /// the bar showing it). `sourceView`, when set, wins; this wins over `barButtonItem` (Behaviour 16.19).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The sides the arrow may point from (default `.any`).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from: `.unknown` until the popover is laid out (Behaviour 9.7).
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep receiving touches while the popover shows; a tap on them does not dismiss it.
    open var passthroughViews: [UIView]?
    /// How close the popover may come to the container's edges (default 10 points each side).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The bubble's colour (default: the system background).
    open var backgroundColor: UIColor? {
        didSet { background.setFill(backgroundColor ?? .systemBackground) }
    }

    /// The sheet the popover becomes in a compact environment, to configure before the
    /// presentation (detents, grabber, …): its settings shape the adapted sheet (Behaviour 13.13).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let adaptiveSheet { return adaptiveSheet }
        let sheet = UISheetPresentationController(
            style: .pageSheet, presentedViewController: presentedViewController,
            presenting: presentingViewController)
        sheet.holdPresented(strongly: false)
        sheet.adaptingPopover = self
        adaptiveSheet = sheet
        return sheet
    }
    private var adaptiveSheet: UISheetPresentationController?

    /// The style the popover adapted to in compact width, or nil while it shows as a popover.
    private(set) var adaptedPresentationStyle: UIModalPresentationStyle?
    /// Whether `decideAdaptiveStyle()` ran for this presentation.
    private var adaptationDecided = false

    private var sourceRectIfSet: CGRect?
    private let background = PopoverBackgroundView()
    /// Catches taps outside the bubble.
    private let dismissalView = UIView()
    /// The sheet it shows as when adapted to one.
    private var sheet: SheetChrome?

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        background.setFill(.systemBackground)
        dismissalView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in self?.dismissAtUserRequest() })
    }

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// In a compact environment a popover presents as a sheet unless its delegate says otherwise.
    override var systemAdaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }
    override var adaptsThroughDelegate: Bool { false }
    override var presentsAboveContent: Bool { true }
    /// Adapted to a sheet, the popover is pulled like one: a finger can hold it off its frame.
    override var fingerHoldsPresentedView: Bool { sheet?.isDragged ?? false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        if let sheet { return sheet.layout(for: self)?.frame ?? container.bounds }
        if adaptedPresentationStyle != nil { return container.bounds }
        return currentLayout()?.contentFrame ?? .zero
    }

    /// Where the source was in the container when last seen in the window.
    private var lastSourceInContainer: CGRect?

    /// The view standing for `sourceItem`, else for `barButtonItem`, when no `sourceView` is set.
    private var anchorItemView: UIView? {
        if let sourceItem { return sourceItem.popoverAnchorView }
        return barButtonItem?.shownView
    }

    /// The popover's layout in the container now, or nil without a container.
    func currentLayout() -> PopoverLayout? {
        guard let container = containerView else { return nil }
        var source = CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        if sourceView == nil, let itemView = anchorItemView, itemView.window != nil {
            source = itemView.convert(itemView.bounds, to: container)
            lastSourceInContainer = source
        } else if let sourceView, sourceView.window != nil {
            let rect = sourceRect  // read through the property, so a subclass's override counts
            source = sourceView.convert(
                sourceRectIfSet == nil && rect == .zero ? sourceView.bounds : rect, to: container)
            lastSourceInContainer = source
        } else if let lastSourceInContainer {
            // The source left the window (a presentation over it took its view away): the popover
            // stays where it pointed last.
            source = lastSourceInContainer
        }
        // The bubble keeps `popoverLayoutMargins` from the safe area's edges: never under a notch,
        // the home indicator or the status bar.
        let safe = container.safeAreaInsets
        let margins = UIEdgeInsets(
            top: safe.top + popoverLayoutMargins.top, left: safe.left + popoverLayoutMargins.left,
            bottom: safe.bottom + popoverLayoutMargins.bottom, right: safe.right + popoverLayoutMargins.right)
        return PopoverLayout(
            source: source, container: container.bounds, margins: margins,
            permitted: permittedArrowDirections,
            preferredContentSize: presentedViewController.preferredContentSize)
    }

    // MARK: Transition

    override func decideAdaptiveStyle() -> UIModalPresentationStyle {
        guard let container = containerView else { return .none }
        adaptedPresentationStyle = adaptation(for: container.traitCollection)
        adaptationDecided = true
        return adaptedPresentationStyle ?? .none
    }

    open override func presentationTransitionWillBegin() {
        guard containerView != nil else { return }
        if !adaptationDecided { _ = decideAdaptiveStyle() }
        if let adapted = adaptedPresentationStyle {
            if adapted.isSheet {
                let sheet = SheetChrome(style: adapted)
                sheet.configuration = adaptiveSheetPresentationController
                self.sheet = sheet
                sheet.presentationWillBegin(self)
            }
            return
        }
        (delegate as? any UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        installPopoverChrome()
    }

    /// Whether this presentation already reported that it has nothing to point at.
    private var reportedMissingSource = false

    /// Puts the bubble, its arrow and the outside-tap catcher in the container; the bubble fades in
    /// alongside whatever transition runs.
    private func installPopoverChrome() {
        guard let container = containerView else { return }
        if sourceView == nil, sourceItem == nil, barButtonItem == nil, !reportedMissingSource {
            // Once per presentation: the chrome comes back after every return from an adapted form.
            reportedMissingSource = true
            Diagnostics.report(
                .presentationMisuse,
                "the popover presenting \(type(of: presentedViewController)) has no sourceView; it points at "
                    + "the container's centre. Set popoverPresentationController.sourceView (and sourceRect) "
                    + "before present.",
                clock: container.layer.clock)
        }
        dismissalView.frame = container.bounds
        dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        background.frame = container.bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dismissalView, at: 0)
        container.insertSubview(background, aboveSubview: dismissalView)
        if let layout = currentLayout() {
            arrowDirection = layout.arrowDirection
            background.apply(layout)
            appliedLayout = layout
        }
        if let window = container.window { PopoverSourceFollowing.install(in: window) }
        presentedView?.layer.cornerRadius = PopoverLayout.cornerRadius
        presentedView?.clipsToBounds = true
        background.alpha = 0
        alongsideTransition { [background] in background.alpha = 1 }
    }

    // MARK: Adapting while shown

    /// Asks the delegate for the style of the coming traits and, when it differs from the form shown
    /// now, changes form within the size transition (Behaviour 13.6, 13.8–13.11, 13.14): bubble → sheet
    /// (or full screen) and back, with the delegate told in Behaviour 13.10's order.
    override func adaptBeforeTraitChange(
        to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        // While a transition runs in the window (this popover's, or a dismissal of the stack it is
        // in), or while it presents another controller, the popover keeps its form until the next
        // trait change (Behaviour 13.17).
        guard let container = containerView, container.window?.transitionInProgress == nil, !presentsAnother
        else { return }
        let adapted = adaptation(for: traits, askingAlways: true)
        guard adapted != adaptedPresentationStyle else { return }
        let replacement = tellDelegateOfAdaptation(
            to: adapted ?? .none, adaptiveController: adaptiveController(for: adapted),
            coordinator: coordinator)
        if adapted == nil || (replacement != nil && replacement !== adaptiveReplacement) {
            // A replacement that presents something stays (Behaviour 13.14); the new one is not shown.
            hideAdaptiveReplacement(coordinator: coordinator)
        }
        if let replacement { showAdaptiveReplacement(replacement, coordinator: coordinator) }
        if let sheet {
            sheet.removeForAdaptation(self)
            self.sheet = nil
        } else if adaptedPresentationStyle == nil {
            removeChrome()
        }
        adaptedPresentationStyle = adapted
        adaptationDecided = true
        switch adapted {
        case nil:
            installPopoverChrome()
        case let adapted? where adapted.isSheet:
            let sheet = SheetChrome(style: adapted)
            sheet.configuration = adaptiveSheetPresentationController
            self.sheet = sheet
            sheet.presentationWillBegin(self)
        case .some:
            presentedView?.layer.cornerRadius = 0
        }
        containerView?.setNeedsLayout()
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if let sheet { return sheet.presentationDidEnd(self, completed: completed) }
        if !completed { removeChrome() }
    }

    open override func dismissalTransitionWillBegin() {
        if let sheet { return sheet.dismissalWillBegin(self) }
        alongsideTransition { [background] in background.alpha = 0 }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if let sheet { return sheet.dismissalDidEnd(self, completed: completed) }
        if completed {
            removeChrome()
        } else {
            background.alpha = 1
        }
    }

    open override func containerViewWillLayoutSubviews() {
        if let sheet { return sheet.containerWillLayout(self) }
        if adaptedPresentationStyle != nil, let container = containerView,
            !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed
        {
            presentedView?.frame = container.bounds
        }
        guard adaptedPresentationStyle == nil, let layout = currentLayout() else { return }
        arrowDirection = layout.arrowDirection
        background.apply(layout)
        appliedLayout = layout
        if !presentedViewController.isBeingPresented && !presentedViewController.isBeingDismissed {
            presentedView?.frame = layout.contentFrame
        }
    }

    /// The layout the bubble was last placed by.
    private var appliedLayout: PopoverLayout?

    /// Places the bubble again when its source has moved since it was last placed, or the presented
    /// view is not where the bubble is (Behaviour 9.7): a source inside a sheet that changed detent or
    /// was dragged, inside a view that layout moved, or a container resized around a fixed source
    /// rectangle. The popover's own container does not lay out for any of these.
    func followSourceIfMoved() {
        guard sheet == nil, adaptedPresentationStyle == nil, let container = containerView,
            container.window != nil, !presentedViewController.isBeingPresented,
            !presentedViewController.isBeingDismissed, let layout = currentLayout()
        else { return }
        var placed = layout == appliedLayout
        if placed, let view = presentedView, view.superview === container {
            let frame = view.untransformedFrame
            let expected = layout.contentFrame
            placed =
                abs(frame.minX - expected.minX) <= 0.5 && abs(frame.minY - expected.minY) <= 0.5
                && abs(frame.width - expected.width) <= 0.5 && abs(frame.height - expected.height) <= 0.5
        }
        guard !placed else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    // MARK: Touches

    /// A touch on a passthrough view outside the bubble goes to that view, not to the popover.
    override func passesTouchThrough(at point: CGPoint) -> Bool {
        guard adaptedPresentationStyle == nil, let container = containerView, let passthroughViews,
            !background.body.frame.contains(point)
        else { return false }
        return passthroughViews.contains { view in
            view.window != nil && view.window === container.window
                && view.point(inside: container.convert(point, to: view), with: nil)
        }
    }

    override func userDismissalIsAllowed() -> Bool {
        guard adaptedPresentationStyle == nil, delegate is any UIPopoverPresentationControllerDelegate else {
            return true
        }
        let answer: Bool?? = callDelegate("popoverPresentationControllerShouldDismissPopover(_:)") {
            ($0 as? any UIPopoverPresentationControllerDelegate)?
                .popoverPresentationControllerShouldDismissPopover(self)
        }
        return (answer ?? nil) ?? true
    }

    override func userDismissalDidEnd() {
        guard adaptedPresentationStyle == nil, delegate is any UIPopoverPresentationControllerDelegate else {
            return
        }
        callDelegate("popoverPresentationControllerDidDismissPopover(_:)") {
            ($0 as? any UIPopoverPresentationControllerDelegate)?
                .popoverPresentationControllerDidDismissPopover(self)
        }
    }

    // MARK: Helpers

    /// The style to show as for `traits`: nil keeps the popover (regular width, or the delegate
    /// answered `.none`). At the start the delegate is asked only in a compact environment; when the
    /// traits change while shown (`askingAlways`), before every change (Behaviour 13.6), though only a
    /// compact environment adapts.
    private func adaptation(for traits: UITraitCollection, askingAlways: Bool = false)
        -> UIModalPresentationStyle?
    {
        // Compact in either direction (a large phone in landscape too, Behaviour 13.8, 13.9).
        let isCompact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
        if !isCompact {
            if askingAlways { _ = adaptivePresentationStyle(for: traits) }
            return nil
        }
        // The valid answers (Behaviour 13.7); anything else (`.custom`, the context styles) means the
        // popover's own adaptation. `.popover`, like `.none`, keeps the bubble.
        let style = adaptivePresentationStyle(for: traits)
        return style == .none ? nil : style
    }

    /// What `presentationController(_:prepare:)` receives for `style`: the adaptive sheet for the
    /// sheet styles (Behaviour 13.13), the popover itself otherwise.
    override func adaptiveController(for style: UIModalPresentationStyle?) -> UIPresentationController {
        style?.isSheet == true ? adaptiveSheetPresentationController : self
    }

    private func removeChrome() {
        dismissalView.removeFromSuperview()
        background.removeFromSuperview()
    }

    /// Shown as a popover, it fades in and out; adapted, it takes the presented controller's style.
    override var ownTransitionStyle: UIModalTransitionStyle? {
        adaptedPresentationStyle == nil ? .crossDissolve : nil
    }

    override var placesBySourceView: Bool { true }
}
