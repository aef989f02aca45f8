import Foundation

/// Something a popover's arrow can point at, as UIKit's `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view or a bar button item here. Set it as the popover presentation controller's
/// `sourceItem` (Behaviour 16.19).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIPopoverPresentationControllerSourceItem {
    /// The item's frame in `referenceView`'s coordinates (iOS 17): a view's bounds, a bar button
    /// item's button on the bar showing it; nil when it is not in the same window as
    /// `referenceView`.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let view = popoverAnchorView, let window = view.window, window === referenceView.window else {
            return nil
        }
        return view.convert(view.bounds, to: referenceView)
    }

    /// The view standing for the item on screen, if any.
    var popoverAnchorView: UIView? {
        switch self {
        case let view as UIView: view
        case let item as UIBarButtonItem: item.shownView
        default: nil
        }
    }
}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
