import Foundation

/// What a split view controller asks and tells its delegate, as `UISplitViewControllerDelegate`.
/// Every requirement is optional (a default in an extension), as UIKit's `@objc optional` ones are;
/// a default does what the split view controller does when the delegate does not answer.
///
/// Column-style split view controllers (`init(style:)`) ask the column requirements; classic ones
/// (`viewControllers`) the view-controller ones; both tell `splitViewControllerDidCollapse(_:)`,
/// `splitViewControllerDidExpand(_:)` and `splitViewController(_:willChangeTo:)` (Behaviour 26.4,
/// 26.5).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    // MARK: Column style

    /// The column to show on top when the split view controller collapses; `proposedTopColumn` is
    /// `.secondary` (Behaviour 26.4).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to expand to; `proposedDisplayMode` is the automatic one for the new size.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// A column is about to show because the size changed (not for `show(_:)`).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to hide because the size changed (not for `hide(_:)`).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The split view controller collapsed to one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view controller expanded back to columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    // MARK: Both styles

    /// The display mode is about to change to `displayMode`.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    // MARK: Classic style

    /// The controller to keep as the primary once collapsed; nil keeps the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary once expanded; nil keeps the primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Folds the secondary controller into the primary one; true says the delegate did it, false
    /// lets the split view controller push it on the primary navigation controller (Behaviour 26.5).
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller to use once expanded; nil lets the split view controller take what
    /// was pushed on the primary navigation controller (Behaviour 26.5).
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// Shows `vc` for `show(_:sender:)`; true says the delegate did it.
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
    /// Shows `vc` for `showDetailViewController(_:sender:)`; true says the delegate did it.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(
        _ svc: UISplitViewController, willShow column: UISplitViewController.Column
    ) {}
    public func splitViewController(
        _ svc: UISplitViewController, willHide column: UISplitViewController.Column
    ) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func primaryViewController(
        forCollapsing splitViewController: UISplitViewController
    ) -> UIViewController? { nil }
    public func primaryViewController(
        forExpanding splitViewController: UISplitViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
}
