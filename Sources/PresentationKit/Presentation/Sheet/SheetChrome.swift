import Foundation

/// What a page or form sheet adds around the presented view: a dimming view behind it and, in
/// compact width, the presenting content scaled back and rounded ("card stack", Behaviour 4.5).
///
/// Owned by the presentation controller that shows a sheet (a page or form sheet, or a popover
/// adapted to one), which forwards its transition and layout callbacks here.
@MainActor
final class SheetChrome {
    /// The dimming view: black, its alpha animated with the transition. It keeps touches from
    /// the content behind; a tap on it dismisses the sheet, through the user-dismissal sequence,
    /// only where the sheet floats in a regular-width iPad layout (Behaviour 14.12).
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    /// The grabber: a 36 × 5 pill 5 points below the sheet's top edge (Behaviour 14.17), on top of the
    /// presented view while the configuration asks for it.
    let grabber: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
        view.backgroundColor = .systemGray3
        view.layer.cornerRadius = 2.5
        return view
    }()

    private let style: UIModalPresentationStyle
    /// The presenting view's look before the card stack changed it, to restore after the dismissal.
    private var savedPresenterLook: (transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?
    /// The sheet's detents and preferences (the sheet presentation controller itself, or a popover's
    /// `adaptiveSheetPresentationController`); nil: a full-height sheet, dimmed, no grabber.
    weak var configuration: UISheetPresentationController?
    /// The presentation controller that shows this chrome.
    private(set) weak var owner: UIPresentationController?
    /// The finger on the sheet (Behaviour 14.23–14.27).
    private lazy var drag = SheetDrag(chrome: self)
    /// Whether a finger holds the sheet now.
    var isDragged: Bool { drag.isDragging }

    init(style: UIModalPresentationStyle) {
        self.style = style
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
        grabber.addGestureRecognizer(
            UITapGestureRecognizer { [weak self] _ in
                guard let self, let owner = self.owner else { return }
                self.configuration?.grabberTapped(in: owner, chrome: self)
            })
    }

    /// A tap outside the sheet: on an iPad with a regular width (a floating page or form sheet)
    /// the user asks to dismiss it; on a phone, or in a compact pane, the sheet stays (14.12).
    private func dimmingViewTapped() {
        guard let owner, let traits = owner.containerView?.traitCollection,
            traits.userInterfaceIdiom == .pad, traits.horizontalSizeClass == .regular
        else { return }
        owner.dismissAtUserRequest()
    }

    /// The layout for `controller`'s container now, at the configuration's selected detent (at the
    /// largest if `largest`).
    func layout(for controller: UIPresentationController, largest atLargest: Bool = false) -> SheetLayout? {
        guard let container = controller.containerView else { return nil }
        let traits = container.traitCollection
        let insets = container.safeAreaInsets
        func make(detentHeight: CGFloat?, dimmed: Bool) -> SheetLayout {
            SheetLayout(
                style: style, container: container.bounds, traits: traits,
                preferredContentSize: controller.presentedViewController.preferredContentSize,
                safeAreaTop: insets.top, safeAreaBottom: insets.bottom,
                safeAreaSides: (insets.left, insets.right), detentHeight: detentHeight,
                dimmed: dimmed, edgeAttached: configuration?.prefersEdgeAttachedInCompactHeight ?? false,
                widthFollowsPreferredWidth: configuration?.widthFollowsPreferredContentSizeWhenEdgeAttached
                    ?? false)
        }
        let largest = make(detentHeight: nil, dimmed: true)
        guard let configuration, largest.mode != .fullScreen, !atLargest else { return largest }
        let resting = configuration.restingState(maximum: largest.maximumDetentValue, traits: traits)
        return make(detentHeight: resting.height, dimmed: resting.dimmed)
    }

    /// The layout applied last (at the start of the presentation or a layout pass): what
    /// hit-testing reads, so that it never resolves detents.
    private(set) var lastLayout: SheetLayout?

    /// The corner radius the sheet shows with in `layout` (the configuration's preference, 14.18).
    private func cornerRadius(_ layout: SheetLayout) -> CGFloat {
        guard layout.cornerRadius > 0 else { return 0 }
        return configuration?.preferredCornerRadius ?? layout.cornerRadius
    }

    /// Shows, places or hides the grabber on top of the presented view (Behaviour 14.16).
    private func placeGrabber(_ controller: UIPresentationController, layout: SheetLayout) {
        if configuration != nil { drag.attach(to: controller.presentedView) }
        guard let configuration, configuration.prefersGrabberVisible, layout.mode != .fullScreen,
            let presented = controller.presentedView
        else {
            grabber.removeFromSuperview()
            return
        }
        if grabber.superview !== presented { presented.addSubview(grabber) }
        presented.bringSubviewToFront(grabber)
        grabber.frame = CGRect(x: layout.frame.width / 2 - 18, y: 5, width: 36, height: 5)
    }

    func presentationWillBegin(_ controller: UIPresentationController) {
        owner = controller
        guard let container = controller.containerView, let layout = layout(for: controller) else { return }
        lastLayout = layout
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(dimmingView, at: 0)
        if let presented = controller.presentedView {
            presented.layer.cornerRadius = cornerRadius(layout)
            presented.clipsToBounds = cornerRadius(layout) > 0
        }
        placeGrabber(controller, layout: layout)
        let presenter = cardStackView(of: controller, layout: layout)
        if let presenter {
            savedPresenterLook = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
            presenter.layer.cornerRadius = SheetLayout.cornerRadius
            presenter.clipsToBounds = true
        }
        let applyLayout = { [dimmingView] in
            dimmingView.alpha = layout.dimmingAlpha
            if let presenter {
                presenter.transform = layout.presentingTransform(for: presenter.untransformedFrame)
            }
        }
        controller.alongsideTransition(applyLayout)
    }

    func presentationDidEnd(_ controller: UIPresentationController, completed: Bool) {
        if !completed { tearDown(controller) }
    }

    func dismissalWillBegin(_ controller: UIPresentationController) {
        let presenter = savedPresenterLook == nil ? nil : controller.presentingViewController.viewIfLoaded
        let restore = { [dimmingView, savedPresenterLook] in
            dimmingView.alpha = 0
            if let presenter, let savedPresenterLook { presenter.transform = savedPresenterLook.transform }
        }
        controller.alongsideTransition(restore)
    }

    func dismissalDidEnd(_ controller: UIPresentationController, completed: Bool) {
        if completed {
            tearDown(controller)
        } else if let layout = layout(for: controller) {
            // A cancelled dismissal leaves the sheet where it rests (a dismissal a finger started
            // began from wherever the finger left it, Behaviour 14.31).
            controller.presentedView?.frame = layout.frame
            dimmingView.alpha = layout.dimmingAlpha
            if savedPresenterLook != nil, let presenter = controller.presentingViewController.viewIfLoaded {
                presenter.transform = layout.presentingTransform(for: presenter.untransformedFrame)
            }
        }
    }

    /// The presentation changes form (a popover back to its bubble): the dim fades out and goes, the
    /// presenting content returns to its look, alongside the size transition.
    func removeForAdaptation(_ controller: UIPresentationController) {
        grabber.removeFromSuperview()
        drag.detach()
        let presenter = savedPresenterLook == nil ? nil : controller.presentingViewController.viewIfLoaded
        let saved = savedPresenterLook
        savedPresenterLook = nil
        let dimmingView = self.dimmingView
        controller.alongsideTransition {
            dimmingView.alpha = 0
            if let presenter, let saved {
                presenter.transform = saved.transform
                presenter.layer.cornerRadius = saved.cornerRadius
                presenter.clipsToBounds = saved.clips
            }
        }
        dimmingView.removeFromSuperview()
    }

    /// Places the sheet and the dim for the container's current size and traits (rotation, Behaviour 9.3).
    func containerWillLayout(_ controller: UIPresentationController) {
        guard let container = controller.containerView, let layout = layout(for: controller) else { return }
        lastLayout = layout
        dimmingView.frame = container.bounds
        // Mid-dismissal, the animator owns the presented view's frame; mid-drag, the finger.
        guard !controller.presentedViewController.isBeingDismissed,
            !controller.presentedViewController.isBeingPresented, !drag.isDragging
        else { return }
        controller.presentedView?.frame = layout.frame
        controller.presentedView?.layer.cornerRadius = cornerRadius(layout)
        dimmingView.alpha = layout.dimmingAlpha
        dimmingView.isUserInteractionEnabled = layout.isDimmed
        placeGrabber(controller, layout: layout)
        // The form may have changed with the traits (Behaviour 13.8): the card stack comes with a bottom
        // sheet and goes with it.
        if layout.stacksPresenter, savedPresenterLook == nil,
            let presenter = cardStackView(of: controller, layout: layout)
        {
            savedPresenterLook = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
            presenter.layer.cornerRadius = SheetLayout.cornerRadius
            presenter.clipsToBounds = true
        } else if !layout.stacksPresenter, let saved = savedPresenterLook,
            let presenter = controller.presentingViewController.viewIfLoaded
        {
            presenter.transform = saved.transform
            presenter.layer.cornerRadius = saved.cornerRadius
            presenter.clipsToBounds = saved.clips
            savedPresenterLook = nil
        }
        if savedPresenterLook != nil, let presenter = controller.presentingViewController.viewIfLoaded {
            presenter.transform = layout.presentingTransform(for: presenter.untransformedFrame)
        }
    }

    /// The finger moved the sheet's top to `top` (Behaviour 14.33): the card stack follows it,
    /// between its look at rest at `lowerTop` (the next smaller resting place below the largest
    /// detent: the next detent's top, or the container's bottom) and its look at the largest detent
    /// (`largestTop`), each component of the presenter's transform linear in the sheet's place.
    func stackFollows(
        _ controller: UIPresentationController, sheetTop top: CGFloat, lowerTop: CGFloat, largestTop: CGFloat
    ) {
        guard let largest = layout(for: controller, largest: true),
            let presenter = cardStackView(of: controller, layout: largest), lowerTop > largestTop
        else { return }
        let progress = min(max((lowerTop - top) / (lowerTop - largestTop), 0), 1)
        if progress > 0, savedPresenterLook == nil {
            savedPresenterLook = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
            presenter.layer.cornerRadius = SheetLayout.cornerRadius
            presenter.clipsToBounds = true
        }
        guard let saved = savedPresenterLook else { return }
        if progress == 0 {
            presenter.transform = saved.transform
            presenter.layer.cornerRadius = saved.cornerRadius
            presenter.clipsToBounds = saved.clips
            savedPresenterLook = nil
            return
        }
        let from = saved.transform
        let to = largest.presentingTransform(for: presenter.untransformedFrame)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        presenter.transform = CGAffineTransform(
            a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c), d: mix(from.d, to.d),
            tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty))
    }

    /// The presenting view, when this sheet scales it back: a bottom sheet over a view in the window.
    private func cardStackView(of controller: UIPresentationController, layout: SheetLayout) -> UIView? {
        guard layout.stacksPresenter, let view = controller.presentingViewController.viewIfLoaded,
            view.window != nil
        else { return nil }
        return view
    }

    private func tearDown(_ controller: UIPresentationController) {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        drag.detach()
        if let savedPresenterLook, let presenter = controller.presentingViewController.viewIfLoaded {
            presenter.transform = savedPresenterLook.transform
            presenter.layer.cornerRadius = savedPresenterLook.cornerRadius
            presenter.clipsToBounds = savedPresenterLook.clips
        }
        savedPresenterLook = nil
    }
}
