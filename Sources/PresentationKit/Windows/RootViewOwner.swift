/// The object whose root view a view is: a view controller, one layer up. Views know it only
/// through this protocol, so the views layer never names controllers.
///
/// It comes after the view in the responder chain, hears when the view moves into or out of a
/// window (appearance callbacks for children), and wraps the view's layout in its own hooks
/// (`viewWillLayoutSubviews` / `viewDidLayoutSubviews`, and a presentation controller's container
/// callbacks).
@MainActor
protocol RootViewOwner: UIResponder {
    /// The root view is about to move to `newWindow` (nil: out of any window).
    func rootViewWillMove(toWindow newWindow: UIWindow?)
    /// The root view moved to its new window.
    func rootViewDidMoveToWindow()
    /// Lays `view` out: `layoutSubviews` runs inside `layout`, between the owner's hooks.
    func layOutRootView(_ view: UIView, _ layout: () -> Void)
    /// Insets the owner adds to its root view's safe area (`additionalSafeAreaInsets`).
    var rootViewAdditionalSafeAreaInsets: UIEdgeInsets { get }
    /// The constraint pass reached the root view (`updateViewConstraints`).
    func updateRootViewConstraints()
    /// The root view's safe area changed (`viewSafeAreaInsetsDidChange`).
    func rootViewSafeAreaInsetsDidChange()
    /// The smallest margins the owner keeps around its root view's content, or nil when it lets
    /// the root view's margins be anything (`viewRespectsSystemMinimumLayoutMargins`).
    var rootViewMinimumLayoutMargins: UIEdgeInsets? { get }
}
