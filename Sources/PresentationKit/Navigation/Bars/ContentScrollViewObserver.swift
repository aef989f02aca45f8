import Foundation

/// Follows the content scroll view a bar at the bottom edge switches its appearance by
/// (Behaviour 16.24, 16.28): told whenever its offset or content size changes, so content that
/// scrolls or grows under the bar moves it between its standard and scroll-edge appearances.
@MainActor
final class ContentScrollViewObserver {
    /// The scroll view followed now, if any.
    private(set) weak var scrollView: UIScrollView?
    private var observations: [NSKeyValueObservation] = []
    /// Told with the scroll view after each change.
    private let changed: (UIScrollView) -> Void

    init(changed: @escaping (UIScrollView) -> Void) {
        self.changed = changed
    }

    /// Follows `scrollView` (nil: none) from now on, letting the previous one go.
    func follow(_ scrollView: UIScrollView?) {
        guard scrollView !== self.scrollView || (scrollView == nil && !observations.isEmpty) else { return }
        observations = []
        self.scrollView = scrollView
        guard let scrollView else { return }
        observations = [
            scrollView.observe(\.contentOffset) { [weak self] scrollView, _ in
                MainActor.assumeIsolated { self?.changed(scrollView) }
            },
            scrollView.observe(\.contentSize) { [weak self] scrollView, _ in
                MainActor.assumeIsolated { self?.changed(scrollView) }
            },
            scrollView.observe(\.contentInset) { [weak self] scrollView, _ in
                MainActor.assumeIsolated { self?.changed(scrollView) }
            },
        ]
    }
}
