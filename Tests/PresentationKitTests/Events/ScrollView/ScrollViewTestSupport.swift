import Foundation
import Testing

@testable import PresentationKit

/// A delegate that records what it hears, as short names, and what it was given on release.
@MainActor
final class RecordingScrollDelegate: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    /// The release: content offset, velocity (pt/ms) and the target offered, at the host time.
    var release: (offset: CGPoint, velocity: CGPoint, target: CGPoint, time: TimeInterval)?
    /// Replaces the offered target when set.
    var newTarget: CGPoint?
    weak var host: HeadlessHost?
    /// When the deceleration or animation ended (host time).
    var endTime: TimeInterval?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        release = (scrollView.contentOffset, velocity, targetContentOffset.pointee, host?.time ?? 0)
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating")
        endTime = host?.time
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        events.append("didEndScrollingAnimation")
        endTime = host?.time
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset")
    }

    /// The events with each run of `didScroll` written once.
    var collapsed: [String] {
        events.reduce(into: []) { result, event in
            if event == "didScroll" && result.last == "didScroll" { return }
            result.append(event)
        }
    }
}

/// A 300 × 400 scroll view at (0, 100) in a 390 × 844 host, with 2000-pt-tall content and a
/// recording delegate.
@MainActor
struct ScrollStage {
    let host = HeadlessHost()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
    let delegate = RecordingScrollDelegate()

    init(contentHeight: CGFloat = 2000) {
        scrollView.contentSize = CGSize(width: 300, height: contentHeight)
        host.window.addSubview(scrollView)
        scrollView.delegate = delegate
        delegate.host = host
        host.advance(by: 0)
    }

    /// Puts a finger down at window (150, y) and moves it 20 pt in the drag's direction, so the
    /// pan begins (the content follows the finger from there).
    func beginDrag(atY y: CGFloat, downward: Bool) {
        host.touchDown(at: CGPoint(x: 150, y: y))
        host.advance(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 150, y: y + (downward ? 20 : -20)))
    }

    /// Runs the clock to host time `time`.
    func advance(to time: TimeInterval) {
        host.advance(by: time - host.time)
    }
}

/// `1000 · ln r`.
func decayExponent(_ rate: Double) -> Double { 1000 * log(rate) }

/// The deceleration law of Behaviour 15.7, written out independently of the library.
func decelerated(_ start: Double, _ velocity: Double, rate: Double, after t: Double) -> Double {
    start + velocity * (pow(rate, 1000 * t) - 1) / decayExponent(rate)
}

/// The critically damped spring of Behaviour 15.8 (ω = 12 s⁻¹), written out independently.
func sprung(to target: Double, from start: Double, velocity: Double, after t: Double) -> Double {
    let a = start - target
    return target + (a + (velocity + 12 * a) * t) * exp(-12 * t)
}

/// The rubber band of Behaviour 15.6.
func rubberBanded(_ overshoot: Double, dimension: Double) -> Double {
    (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
}

func expectClose(
    _ actual: CGFloat, _ expected: Double, _ tolerance: Double = 1e-6, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(Double(actual) - expected) <= tolerance, "\(what) \(actual) is not \(expected)",
        sourceLocation: sourceLocation)
}
