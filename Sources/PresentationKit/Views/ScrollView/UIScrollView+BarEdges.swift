import Foundation

extension UIScrollView {
    /// How far the content has scrolled up past its top edge (0 or less: at it), which a
    /// navigation bar's cross-fade to its standard appearance follows (Behaviour 16.24).
    var distancePastTopEdge: CGFloat {
        contentOffset.y + adjustedContentInset.top
    }

    /// How far the content's end lies below the bottom inset (0 or less: its end is in view), which
    /// a toolbar's or tab bar's cross-fade to its standard appearance follows (Behaviour 16.24).
    var distancePastBottomEdge: CGFloat {
        contentSize.height - (contentOffset.y + bounds.height - adjustedContentInset.bottom)
    }

    /// Tells the bars following this scroll view (`edgeObservers`) that its content's edges moved
    /// against its bounds: its offset, size, content size, insets or adjusted insets changed.
    func scrollEdgesDidMove() {
        for observer in edgeObservers { observer.object?.edgesDidMove(in: self) }
    }
}
