import Foundation
import PresentationKit
import Testing

/// `UIScrollView` and `UIScrollViewDelegate` in UIKit's spellings: a drag and fling, an animated
/// offset, safe-area insets, and the settings apps write.
@MainActor
@Suite("Conformance · UIScrollView")
struct ScrollViewConformanceTests {
    /// A scroll view of 2000-pt content in a notched phone's window, with a conforming delegate.
    private func stage() -> (HeadlessHost, ConformingScrollView, ConformingScrollViewDelegate) {
        let host = HeadlessHost(device: .notchedPhone)
        let scrollView = ConformingScrollView(frame: host.window.bounds)
        let delegate = ConformingScrollViewDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        host.window.addSubview(scrollView)
        host.runUntilIdle()
        return (host, scrollView, delegate)
    }

    @Test("UIScrollView: the engine reads the overridden members as it drags, flings, pages and animates")
    func scrollView() {
        let log = CallLog.start()
        let (host, scrollView, delegate) = stage()
        _ = delegate
        let owner = "UIScrollView"
        // Joining the notched window's safe area changed the adjusted insets.
        #expect(log.take().contains("\(owner).adjustedContentInsetDidChange()"))
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1000))
        let base: UIScrollView = scrollView
        #expect(base.isDecelerating && !base.isDragging && !base.isTracking)
        host.runUntilIdle()
        base.isPagingEnabled = true
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        host.runUntilIdle()
        #expect(base.contentOffset.y > 0)
        base.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        host.runUntilIdle()
        // What apps write and read themselves, through the base class.
        base.isScrollEnabled = true
        base.showsVerticalScrollIndicator = false
        base.showsHorizontalScrollIndicator = false
        base.scrollsToTop = false
        base.delaysContentTouches = false
        base.canCancelContentTouches = true
        base.isDirectionalLockEnabled = true
        base.flashScrollIndicators()
        _ = base.panGestureRecognizer
        // Content laid out against the scroll view's guides, read through the base class: the
        // content's constraints decide contentSize; a badge pinned to the frame guide stays put.
        let content = UIView()
        let badge = UIView()
        for placed in [content, badge] {
            placed.translatesAutoresizingMaskIntoConstraints = false
            base.addSubview(placed)
        }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: base.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: base.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: base.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: base.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: base.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            badge.topAnchor.constraint(equalTo: base.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: base.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.runUntilIdle()
        #expect(base.contentSize == CGSize(width: base.bounds.width, height: 3000), "\(base.contentSize)")
        base.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        host.runUntilIdle()
        #expect(badge.frame.minY == 510, "the frame guide follows the visible area: \(badge.frame)")
        #expect(log.missing(owner) == [])
    }

    @Test("UIScrollViewDelegate: dragging, decelerating, the animation's end and the adjusted insets")
    func scrollViewDelegate() {
        let log = CallLog.start()
        let (host, scrollView, delegate) = stage()
        let owner = "UIScrollViewDelegate"
        #expect(log.take().contains("\(owner).scrollViewDidChangeAdjustedContentInset(_:)"))
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1000))
        host.runUntilIdle()
        let calls = log.take()
        #expect(
            inOrder(
                calls,
                [
                    "\(owner).scrollViewWillBeginDragging(_:)", "\(owner).scrollViewDidScroll(_:)",
                    "\(owner).scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
                    "\(owner).scrollViewDidEndDragging(_:willDecelerate:)",
                    "\(owner).scrollViewWillBeginDecelerating(_:)", "\(owner).scrollViewDidScroll(_:)",
                    "\(owner).scrollViewDidEndDecelerating(_:)",
                ]), "\(calls)")
        scrollView.setContentOffset(.zero, animated: true)
        host.runUntilIdle()
        withExtendedLifetime(delegate) {}
        #expect(log.take().last == "\(owner).scrollViewDidEndScrollingAnimation(_:)")
        #expect(log.missing(owner) == [])
    }
}
