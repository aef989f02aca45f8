import Foundation

extension UIScrollView {
    /// How the safe area adds to `contentInset` to make `adjustedContentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (Behaviour 15.11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and the top and bottom always for the content view of a
        /// controller shown by a navigation or tab bar controller (its root view, or the first
        /// subview of its root view; Behaviour 16.22).
        case automatic
        /// The safe area is added on the axes that scroll (content larger than the bounds, or
        /// `alwaysBounce…` on).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }
}
