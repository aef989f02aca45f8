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
