import Foundation

extension UIScrollView {
    /// Whether the content rests at its top: the offset at (or above) the adjusted top inset, where
    /// a navigation bar shows its scroll-edge appearance (Behaviour 16.24). Half a point of
    /// tolerance absorbs rounding of offsets set from fractional insets.
    var isScrolledToTopEdge: Bool {
        contentOffset.y <= -adjustedContentInset.top + 0.5
    }

    /// Whether the content's bottom has reached the bottom inset (content shorter than the view
    /// always has): where a toolbar or tab bar shows its scroll-edge appearance.
    var isScrolledToBottomEdge: Bool {
        contentOffset.y + bounds.height - adjustedContentInset.bottom >= contentSize.height - 0.5
    }
}

extension UIViewController {
    /// The scroll view whose edges pick the bars' appearances: the root view when it is a scroll
    /// view, else the root view's first subview when that is one (UIKit's heuristic for the
    /// content scroll view); a navigation controller's is its top controller's.
    var barContentScrollView: UIScrollView? {
        if let navigation = self as? UINavigationController {
            return navigation.topViewController?.barContentScrollView
        }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }
}
