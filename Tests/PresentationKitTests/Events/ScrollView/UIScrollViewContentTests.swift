import Foundation
import Testing

@testable import PresentationKit

/// The content offset is the bounds origin; insets, animated offsets, visibility and bad input.
@MainActor
@Suite("UIScrollView: offset, insets and input")
struct UIScrollViewContentTests {
    @Test("contentOffset is bounds.origin: setting either calls scrollViewDidScroll once; an equal one never")
    func offsetIsBoundsOrigin() {
        let stage = ScrollStage()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(stage.scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(stage.scrollView.bounds.size == CGSize(width: 300, height: 400))
        stage.scrollView.bounds.origin = CGPoint(x: 0, y: 130)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 130))
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 130)
        #expect(stage.delegate.events == ["didScroll", "didScroll"])
    }

    @Test("a scroll view clips its content by default, as UIKit's does")
    func clipsByDefault() {
        #expect(UIScrollView().clipsToBounds)
        #expect(UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).clipsToBounds)
        #expect(!UIView().clipsToBounds)
    }

    @Test("hit-testing and conversion see content through the offset")
    func hitTestAndConvert() {
        let stage = ScrollStage()
        let row = UIView(frame: CGRect(x: 0, y: 600, width: 300, height: 50))
        stage.scrollView.addSubview(row)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        // The row's top is 100 pt below the scroll view's top (at y = 100 in the window).
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 200))
        #expect(stage.host.window.hitTest(CGPoint(x: 10, y: 210), with: nil) === row)
        #expect(stage.host.window.hitTest(CGPoint(x: 10, y: 260), with: nil) === stage.scrollView)
    }

    @Test("setContentOffset(animated: true) eases over 0.3 s by (1 − cos πu) ÷ 2, then ends the animation")
    func animatedOffset() {
        let stage = ScrollStage()
        let start = stage.host.time
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(stage.scrollView.contentOffset.y == 0)
        for t in [0.05, 0.1, 0.2, 0.25] {
            stage.advance(to: start + t)
            expectClose(
                stage.scrollView.contentOffset.y, 300 * (1 - cos(Double.pi * t / 0.3)) / 2, 1e-6, "at \(t) s")
            #expect(!stage.scrollView.isDecelerating)
        }
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 300)
        #expect(stage.delegate.collapsed == ["didScroll", "didEndScrollingAnimation"])
        let end = stage.delegate.endTime ?? 0
        #expect(end >= start + 0.3 - 1e-9 && end < start + 0.3 + 1.0 / 60)
    }

    @Test("scrollRectToVisible scrolls the least distance that shows the rect, within the range")
    func scrollRectToVisible() {
        let stage = ScrollStage()
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(stage.scrollView.contentOffset.y == 0)  // already visible
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 50), animated: false)
        #expect(stage.scrollView.contentOffset.y == 350)  // its bottom at the view's bottom
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
        #expect(stage.scrollView.contentOffset.y == 200)  // its top at the view's top
        stage.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 50), animated: true)
        stage.host.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 1600)  // clamped to the end of the range
        #expect(stage.delegate.events.last == "didEndScrollingAnimation")
    }

    @Test("adjustedContentInset adds the notched phone's safe area per behaviour (Behaviour 15.11)")
    func adjustedInsetsOnADevice() {
        let host = HeadlessHost(device: .notchedPhone)
        let scrollView = UIScrollView(frame: host.window.bounds)
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        scrollView.contentSize = CGSize(width: 393, height: 3000)  // scrolls vertically only
        host.window.addSubview(scrollView)
        host.advance(by: 0)
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let cases: [(UIScrollView.ContentInsetAdjustmentBehavior, UIEdgeInsets)] = [
            (.automatic, UIEdgeInsets(top: 64, left: 6, bottom: 41, right: 8)),
            (.scrollableAxes, UIEdgeInsets(top: 64, left: 6, bottom: 41, right: 8)),
            (.never, UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)),
            (.always, UIEdgeInsets(top: 64, left: 6, bottom: 41, right: 8)),
        ]
        for (behaviour, expected) in cases {
            scrollView.contentInsetAdjustmentBehavior = behaviour
            #expect(scrollView.adjustedContentInset == expected, "\(behaviour)")
        }
        // Changed by the content inset, by joining the window's safe area, then by .never and .always.
        // The inset came before the content: the empty content's range was then (−6, −5) alone,
        // so the offset moved there first (Behaviour 15.31).
        #expect(
            delegate.events == ["didScroll"] + Array(repeating: "didChangeAdjustedContentInset", count: 4))
        // The scroll range starts above the content by the adjusted top inset.
        scrollView.contentInsetAdjustmentBehavior = .automatic
        scrollView.contentOffset = CGPoint(x: 0, y: -500)
        #expect(scrollView.scrollRange(.vertical).lowerBound == -64)
        // In landscape the side insets join only with .always (the content is not wider).
        let landscape = HeadlessHost(device: .notchedPhone, orientation: .landscapeRight)
        let wide = UIScrollView(frame: landscape.window.bounds)
        wide.contentSize = CGSize(width: 2000, height: 100)
        landscape.window.addSubview(wide)
        #expect(wide.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        wide.contentInsetAdjustmentBehavior = .always
        #expect(wide.adjustedContentInset == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test(
        "bad input is reported and the state kept: NaN offsets, negative or NaN sizes, bad rates and insets")
    func badInput() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        stage.delegate.events.removeAll()
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.contentSize = CGSize(width: -1, height: 100)
        scrollView.contentSize = CGSize(width: 100, height: CGFloat.nan)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        scrollView.contentInset = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: false)
        #expect(stage.host.diagnostics.filter { $0.kind == .invalidInput }.count == 8)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 2000))
        #expect(scrollView.decelerationRate == .normal)
        #expect(scrollView.contentInset == .zero)
        #expect(stage.delegate.events.isEmpty)
        stage.host.runUntilIdle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("the pan keeps the scroll view as its delegate; isScrollEnabled turns it off")
    func panIsTheScrollViewsOwn() {
        final class Other: NSObject, UIGestureRecognizerDelegate {}
        let stage = ScrollStage()
        let other = Other()
        stage.scrollView.panGestureRecognizer.delegate = other
        #expect(stage.scrollView.panGestureRecognizer.delegate !== other)
        #expect(stage.host.diagnostics.contains { $0.message.contains("panGestureRecognizer") })
        stage.scrollView.isScrollEnabled = false
        #expect(!stage.scrollView.panGestureRecognizer.isEnabled)
        stage.beginDrag(atY: 400, downward: false)
        stage.host.touchMove(to: CGPoint(x: 150, y: 300))
        stage.host.touchUp()
        #expect(stage.scrollView.contentOffset == .zero)
        #expect(
            stage.scrollView.gestureRecognizers?.contains { $0 === stage.scrollView.panGestureRecognizer }
                == true)
    }
}
