import Foundation
import PresentationKit

/// `UIScrollView` with every listed member overridden in UIKit's spelling.
class ConformingScrollView: UIScrollView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        note("UIScrollView")
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var contentOffset: CGPoint {
        get {
            note("UIScrollView")
            return super.contentOffset
        }
        set { super.contentOffset = newValue }
    }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        note("UIScrollView")
        super.setContentOffset(contentOffset, animated: animated)
    }
    override var contentSize: CGSize {
        get {
            note("UIScrollView")
            return super.contentSize
        }
        set { super.contentSize = newValue }
    }
    override var contentInset: UIEdgeInsets {
        get {
            note("UIScrollView")
            return super.contentInset
        }
        set { super.contentInset = newValue }
    }
    override var adjustedContentInset: UIEdgeInsets {
        note("UIScrollView")
        return super.adjustedContentInset
    }
    override func adjustedContentInsetDidChange() {
        note("UIScrollView")
        super.adjustedContentInsetDidChange()
    }
    override var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get {
            note("UIScrollView")
            return super.contentInsetAdjustmentBehavior
        }
        set { super.contentInsetAdjustmentBehavior = newValue }
    }
    override var isScrollEnabled: Bool {
        get { super.isScrollEnabled }
        set {
            note("UIScrollView")
            super.isScrollEnabled = newValue
        }
    }
    override var bounces: Bool {
        get {
            note("UIScrollView")
            return super.bounces
        }
        set { super.bounces = newValue }
    }
    override var alwaysBounceVertical: Bool {
        get {
            note("UIScrollView")
            return super.alwaysBounceVertical
        }
        set { super.alwaysBounceVertical = newValue }
    }
    override var alwaysBounceHorizontal: Bool {
        get {
            note("UIScrollView")
            return super.alwaysBounceHorizontal
        }
        set { super.alwaysBounceHorizontal = newValue }
    }
    override var isPagingEnabled: Bool {
        get {
            note("UIScrollView")
            return super.isPagingEnabled
        }
        set { super.isPagingEnabled = newValue }
    }
    override var decelerationRate: UIScrollView.DecelerationRate {
        get {
            note("UIScrollView")
            return super.decelerationRate
        }
        set { super.decelerationRate = newValue }
    }
    override var isTracking: Bool {
        note("UIScrollView")
        return super.isTracking
    }
    override var isDragging: Bool {
        note("UIScrollView")
        return super.isDragging
    }
    override var isDecelerating: Bool {
        note("UIScrollView")
        return super.isDecelerating
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        note("UIScrollView")
        super.scrollRectToVisible(rect, animated: animated)
    }
    override var panGestureRecognizer: UIPanGestureRecognizer {
        note("UIScrollView")
        return super.panGestureRecognizer
    }
    override weak var delegate: UIScrollViewDelegate? {
        get {
            note("UIScrollView")
            return super.delegate
        }
        set { super.delegate = newValue }
    }
    override func flashScrollIndicators() {
        note("UIScrollView")
        super.flashScrollIndicators()
    }
    override var showsVerticalScrollIndicator: Bool {
        get { super.showsVerticalScrollIndicator }
        set {
            note("UIScrollView")
            super.showsVerticalScrollIndicator = newValue
        }
    }
    override var showsHorizontalScrollIndicator: Bool {
        get { super.showsHorizontalScrollIndicator }
        set {
            note("UIScrollView")
            super.showsHorizontalScrollIndicator = newValue
        }
    }
    override var scrollsToTop: Bool {
        get { super.scrollsToTop }
        set {
            note("UIScrollView")
            super.scrollsToTop = newValue
        }
    }
    override var delaysContentTouches: Bool {
        get { super.delaysContentTouches }
        set {
            note("UIScrollView")
            super.delaysContentTouches = newValue
        }
    }
    override var canCancelContentTouches: Bool {
        get { super.canCancelContentTouches }
        set {
            note("UIScrollView")
            super.canCancelContentTouches = newValue
        }
    }
    override var isDirectionalLockEnabled: Bool {
        get { super.isDirectionalLockEnabled }
        set {
            note("UIScrollView")
            super.isDirectionalLockEnabled = newValue
        }
    }
    override var contentLayoutGuide: UILayoutGuide {
        note("UIScrollView")
        return super.contentLayoutGuide
    }
    override var frameLayoutGuide: UILayoutGuide {
        note("UIScrollView")
        return super.frameLayoutGuide
    }
}

/// `UIScrollViewDelegate` with every requirement in UIKit's spelling.
class ConformingScrollViewDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("UIScrollViewDelegate")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("UIScrollViewDelegate")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        note("UIScrollViewDelegate")
        return scrollView
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        note("UIScrollViewDelegate")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note("UIScrollViewDelegate")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note("UIScrollViewDelegate")
        return false
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { note("UIScrollViewDelegate") }
}
