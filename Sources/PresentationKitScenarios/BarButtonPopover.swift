import Foundation
import PresentationKit

// Popover from a bar button: on a tablet a "Filter" button in a navigation
// bar presents a popover pointing at it; in a one-third split pane the popover becomes a sheet whose
// content the delegate wraps in a navigation controller with a Done button, the way apps write it;
// back at full width the popover returns at its bar button.

/// The filter screen shown in the popover.
public final class FilterViewController: UIViewController {
    /// Titles the screen "Filter", colours it teal, asks for a 320 × 260 popover and adds its "Unread only"
    /// label.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filter"
        view.backgroundColor = .systemTeal
        preferredContentSize = CGSize(width: 320, height: 260)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 280, height: 30))
        label.text = "Unread only"
        label.textColor = .white
        view.addSubview(label)
    }
}

/// The list screen: a "Filter" bar button that shows the filter in a popover, and the popover's
/// delegate, which records the adaptive calls and wraps the filter in a navigation controller.
public final class FilteredListViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    /// The controller the bar button presents.
    public let filter = FilterViewController()
    /// The adaptive calls received, in order.
    public let log = AdaptivePopoverLog()
    /// The bar button.
    public private(set) var filterItem: UIBarButtonItem!

    /// Titles the screen "Mail" and puts the "Filter" bar button, wired to ``showFilter()``, on the right of
    /// its navigation item.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mail"
        view.backgroundColor = .secondarySystemBackground
        filterItem = UIBarButtonItem(
            title: "Filter", style: .plain, target: self, action: FilteredListViewController.showFilter)
        navigationItem.rightBarButtonItem = filterItem
    }

    /// The bar button's action: the filter in a popover pointing at the button.
    public func showFilter() {
        filter.modalPresentationStyle = .popover
        if let popover = filter.popoverPresentationController {
            popover.barButtonItem = filterItem
            popover.delegate = self
        }
        present(filter, animated: true)
    }

    /// Logs the call with the horizontal size class and returns `.automatic`: the popover's own choice, a
    /// sheet in compact width.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        log.entries.append(
            "adaptivePresentationStyle(for:traitCollection: \(traitCollection.horizontalSizeClass))")
        return .automatic
    }

    /// In the sheet the filter gets a navigation bar with a Done button.
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        log.entries.append(
            "viewControllerForAdaptivePresentationStyle(\(AdaptivePopoverViewController.name(of: style)))")
        let content = controller.presentedViewController
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { _ in content.dismiss(animated: true) })
        return UINavigationController(rootViewController: content)
    }

    /// Logs the adaptive style the filter is about to be shown in.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        log.entries.append("willPresentWithAdaptiveStyle(\(AdaptivePopoverViewController.name(of: style)))")
    }
}

/// The stage: a tablet in portrait (834 × 1194) whose root is a navigation controller around the
/// list.
@MainActor
public struct BarButtonPopoverStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root.
    public let navigation: UINavigationController
    /// The list, which presents the filter.
    public let list = FilteredListViewController()

    /// Installs a navigation controller around the list as the root of a tablet held in portrait, and lets it
    /// appear.
    public init() {
        host = HeadlessHost(device: .tablet, orientation: .portrait)
        navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runUntilIdle()
    }

    /// Where the Filter button shows (window coordinates), for a finger.
    public var filterButtonCentre: CGPoint {
        func find(_ view: UIView) -> UIView? {
            if let button = view as? UIButton, button.title(for: .normal) == "Filter" { return button }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        guard let button = find(navigation.navigationBar) else { return .zero }
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
