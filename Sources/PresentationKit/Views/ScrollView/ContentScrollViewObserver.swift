import Foundation

/// Follows the content scroll view a bar switches its appearance by (Behaviour 16.24, 16.28): told
/// whenever the content's edges move against the scroll view's bounds (its offset, its size, its
/// content size, its insets or adjusted insets change), so content that scrolls, grows or is
/// resized under the bar moves it between its standard and scroll-edge appearances.
@MainActor
final class ContentScrollViewObserver {
    /// The scroll view followed now, if any.
    private(set) weak var scrollView: UIScrollView?
    /// Told with the scroll view after each change.
    private let changed: (UIScrollView) -> Void

    init(changed: @escaping (UIScrollView) -> Void) {
        self.changed = changed
    }

    /// Follows `scrollView` (nil: none) from now on, letting the previous one go.
    func follow(_ scrollView: UIScrollView?) {
        guard scrollView !== self.scrollView else { return }
        // Entries of observers gone are dropped here, not on the scroll view's per-frame path.
        self.scrollView?.edgeObservers.removeAll { $0.object === self || $0.object == nil }
        self.scrollView = scrollView
        scrollView?.edgeObservers.removeAll { $0.object == nil }
        scrollView?.edgeObservers.append(WeakReference(self))
    }

    /// The followed scroll view's edges moved (`UIScrollView.scrollEdgesDidMove()`).
    func edgesDidMove(in scrollView: UIScrollView) {
        guard scrollView === self.scrollView else { return }
        changed(scrollView)
    }
}
