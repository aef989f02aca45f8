import Foundation

extension UIViewController {
    /// `loadView()` then `viewDidLoad()`, once (Behaviour 2.4).
    func loadViewIfNeededNow() {
        guard viewStorage == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if viewStorage == nil {
            // UIKit crashes here; a plain view keeps the controller usable and the report says why.
            Diagnostics.report(
                .viewControllerMisuse,
                "loadView() of \(type(of: self)) did not set `view`; a plain view was made instead. "
                    + "An override of loadView() must assign `view` (and not call super).",
                clock: hostClock)
            installView(makeDefaultView())
        }
        hostClock?.record(self, "viewDidLoad()")
        viewDidLoad()
    }

    /// The view the default `loadView()` makes: clear, filling the window it will live in when that
    /// is known, and resizing with its superview as UIKit's does.
    func makeDefaultView() -> UIView {
        // UIKit gives a default view the screen's bounds (a presented controller reads its size in
        // viewDidLoad): the window it loads for, else the host in charge's screen.
        let window = windowAsRoot ?? parent?.viewIfLoaded?.window
        let view = UIView(frame: window?.bounds ?? UIScreen.current?.bounds ?? .zero)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Makes `newView` the root view: the view points back at its controller (for `next` and the
    /// layout hooks), and a view taken from another controller leaves it.
    func installView(_ newView: UIView?) {
        if let old = viewStorage, old !== newView, old.owningViewController === self {
            old.owningViewController = nil
        }
        if let newView, let previousOwner = newView.owningViewController, previousOwner !== self {
            previousOwner.viewStorage = nil
        }
        newView?.owningViewController = self
        viewStorage = newView
    }
}

/// What a controller does for its root view: the responder after it, the hooks around its
/// layout, its safe area and margins, its moves into and out of windows.
extension UIViewController {
    var rootViewAdditionalSafeAreaInsets: UIEdgeInsets { additionalSafeAreaInsets }

    var rootViewMinimumLayoutMargins: UIEdgeInsets? {
        guard viewRespectsSystemMinimumLayoutMargins else { return nil }
        let minimum = systemMinimumLayoutMargins
        return UIEdgeInsets(
            top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
    }

    func updateRootViewConstraints() {
        hostClock?.record(self, "updateViewConstraints()")
        updateViewConstraints()
    }

    func rootViewSafeAreaInsetsDidChange() {
        hostClock?.record(self, "viewSafeAreaInsetsDidChange()")
        viewSafeAreaInsetsDidChange()
    }

    /// `viewWillLayoutSubviews`, the presentation controller's `containerViewWillLayoutSubviews`
    /// while the view is in its container, the view's `layoutSubviews`, then the did-layout hooks
    /// in the same order (Behaviour 5.3).
    func layOutRootView(_ view: UIView, _ layout: () -> Void) {
        let container = presentationContentContainer.flatMap { $0.holdsInContainer(view) ? $0 : nil }
        let clock = view.layer.clock
        if isAppearingDue, appearanceState == .appearing, view.window != nil { tellIsAppearingIfDue() }
        viewWillLayoutSubviews()
        if let container {
            clock?.record(container, "containerViewWillLayoutSubviews()")
            container.containerViewWillLayoutSubviews()
        }
        layout()
        viewDidLayoutSubviews()
        if let container {
            clock?.record(container, "containerViewDidLayoutSubviews()")
            container.containerViewDidLayoutSubviews()
        }
    }
}
