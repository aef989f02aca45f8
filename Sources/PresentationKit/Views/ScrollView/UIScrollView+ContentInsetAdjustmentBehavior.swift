import Foundation

extension UIScrollView {
    /// How the safe area adds to `contentInset` to make `adjustedContentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (Behaviour 15.11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes` here (UIKit also always adjusts the top and bottom under a
        /// navigation or tab bar controller, which PresentationKit does not have yet).
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
