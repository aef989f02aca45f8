import Foundation

extension UIViewController {
    /// What `setContentScrollView(_:for:)` does: keeps the scroll view for the edges named and
    /// has the containers with bars follow it.
    func nameContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { namedTopContentScrollView = scrollView }
        if edge.contains(.bottom) { namedBottomContentScrollView = scrollView }
        guard edge.contains(.top) || edge.contains(.bottom) else { return }
        parent?.childContentScrollViewDidChange(self)
    }

    /// What `contentScrollView(for:)` answers unless overridden: the named scroll view, else the
    /// root view or its first subview when it is a scroll view (UIKit's heuristic, simplified); nil
    /// while the view is not loaded, and for an edge other than top or bottom (reported).
    func automaticContentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard edge == .top || edge == .bottom else {
            Diagnostics.report(
                .navigationMisuse,
                "\(type(of: self)).contentScrollView(for:) takes .top or .bottom alone, not \(edge.rawValue); "
                    + "answering nil (UIKit raises)",
                clock: hostClock)
            return nil
        }
        if let named = edge == .top ? namedTopContentScrollView : namedBottomContentScrollView {
            return named
        }
        guard let root = viewIfLoaded else { return nil }
        return root as? UIScrollView ?? root.subviews.first as? UIScrollView
    }
}
