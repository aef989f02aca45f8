import Foundation

/// Recognizes one or more taps, as `UITapGestureRecognizer` (a discrete gesture).
///
/// A tap fails when its finger moves more than `allowableMovement` points, or when the next tap of
/// a multiple tap does not start within `maximumTapInterval` seconds.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1).
    open var numberOfTouchesRequired = 1

    /// How far a finger may move and still tap (UIKit does not publish its figure; 10 points here).
    public static let allowableMovement: CGFloat = 10
    /// The longest wait between the taps of a multiple tap.
    public static let maximumTapInterval = 0.35

    private var tapsSoFar = 0
    private var start: CGPoint?
    private var maximumTouches = 0

    override var awaitsFurtherTouches: Bool { tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired }

    /// Notes where the first tap went down, stops waiting for the next tap of a multiple tap, and counts the
    /// fingers down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        stopWaiting()
        if start == nil { start = touches.first?.location(in: nil) }
        maximumTouches = max(maximumTouches, numberOfTouches)
    }

    /// Fails the tap once the finger is more than ``allowableMovement`` points from where the first tap went
    /// down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let location = touches.first?.location(in: nil) else { return }
        if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement {
            state = .failed
        }
    }

    /// Counts a tap when the last finger lifts (failing if fewer than ``numberOfTouchesRequired`` were down),
    /// recognizes at ``numberOfTapsRequired`` taps, and otherwise waits up to ``maximumTapInterval`` seconds
    /// for the next tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, numberOfTouches <= touches.count else { return }
        guard maximumTouches >= numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        maximumTouches = 0
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else if !wait(Self.maximumTapInterval, then: { [weak self] in self?.failForWantOfTaps() }) {
            state = .failed
        }
    }

    /// Forgets the taps counted, their start point and any pending wait for the next tap.
    open override func reset() {
        stopWaiting()
        tapsSoFar = 0
        start = nil
        maximumTouches = 0
    }
}
