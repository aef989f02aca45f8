import Foundation

/// The pan a scroll view owns: a plain `UIPanGestureRecognizer` that also tells its scroll view
/// when a finger comes down (which stops a deceleration) and when the touches are over (which
/// settles content left off-place), and keeps the scroll view as its delegate.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    /// Only the scroll view's own delegate object is accepted, as in UIKit (which raises).
    override var delegate: UIGestureRecognizerDelegate? {
        didSet {
            guard let scrollView, delegate !== scrollView.panDelegate else { return }
            scrollView.layer.reportMisuse(
                "a UIScrollView's panGestureRecognizer must keep the scroll view as its delegate; the new "
                    + "delegate is refused (give your own recognizer a delegate instead)")
            delegate = scrollView.panDelegate
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.touchDidBegin()
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        scrollView?.touchesDidEnd()
    }
}

/// The delegate of a scroll view's pan: the pan begins only when some axis scrolls.
@MainActor
final class ScrollViewPanDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        return scrollView.scrolls(.horizontal) || scrollView.scrolls(.vertical)
    }
}
