import Foundation
import PresentationKit

// The manifest's "UISplitViewController" entry and the "UISplitViewControllerDelegate" conformer,
// with UIKit's spelling.

class ConformingSplitViewController: UISplitViewController {
    override var style: UISplitViewController.Style {
        note("UISplitViewController")
        return super.style
    }
    override weak var delegate: UISplitViewControllerDelegate? {
        get {
            note("UISplitViewController")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        note("UISplitViewController")
        super.setViewController(vc, for: column)
    }
    override func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        note("UISplitViewController")
        return super.viewController(for: column)
    }
    override func show(_ column: UISplitViewController.Column) {
        note("UISplitViewController")
        super.show(column)
    }
    override func hide(_ column: UISplitViewController.Column) {
        note("UISplitViewController")
        super.hide(column)
    }
    override var viewControllers: [UIViewController] {
        get {
            note("UISplitViewController")
            return super.viewControllers
        }
        set { super.viewControllers = newValue }
    }
    override var preferredDisplayMode: UISplitViewController.DisplayMode {
        get {
            note("UISplitViewController")
            return super.preferredDisplayMode
        }
        set { super.preferredDisplayMode = newValue }
    }
    override var displayMode: UISplitViewController.DisplayMode {
        note("UISplitViewController")
        return super.displayMode
    }
    override var preferredSplitBehavior: UISplitViewController.SplitBehavior {
        get {
            note("UISplitViewController")
            return super.preferredSplitBehavior
        }
        set { super.preferredSplitBehavior = newValue }
    }
    override var splitBehavior: UISplitViewController.SplitBehavior {
        note("UISplitViewController")
        return super.splitBehavior
    }
    override var isCollapsed: Bool {
        note("UISplitViewController")
        return super.isCollapsed
    }
    override var preferredPrimaryColumnWidthFraction: CGFloat {
        get {
            note("UISplitViewController")
            return super.preferredPrimaryColumnWidthFraction
        }
        set { super.preferredPrimaryColumnWidthFraction = newValue }
    }
    override var primaryColumnWidth: CGFloat {
        note("UISplitViewController")
        return super.primaryColumnWidth
    }
    override var primaryEdge: UISplitViewController.PrimaryEdge {
        get {
            note("UISplitViewController")
            return super.primaryEdge
        }
        set { super.primaryEdge = newValue }
    }
    override var displayModeButtonItem: UIBarButtonItem {
        note("UISplitViewController")
        return super.displayModeButtonItem
    }
}

class ConformingSplitViewControllerDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        note("UISplitViewControllerDelegate")
        return proposedTopColumn
    }
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        note("UISplitViewControllerDelegate")
        return proposedDisplayMode
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        note("UISplitViewControllerDelegate")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        note("UISplitViewControllerDelegate")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        note("UISplitViewControllerDelegate")
    }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        note("UISplitViewControllerDelegate")
    }
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        note("UISplitViewControllerDelegate")
    }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    {
        note("UISplitViewControllerDelegate")
        return nil
    }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        note("UISplitViewControllerDelegate")
        return nil
    }
    func splitViewController(
        _ splitViewController: UISplitViewController,
        collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        note("UISplitViewControllerDelegate")
        return false
    }
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        note("UISplitViewControllerDelegate")
        return nil
    }
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool {
        note("UISplitViewControllerDelegate")
        return false
    }
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        note("UISplitViewControllerDelegate")
        return false
    }
}
