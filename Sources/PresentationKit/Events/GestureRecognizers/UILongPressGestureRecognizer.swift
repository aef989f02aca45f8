import Foundation

/// Recognizes fingers held still, as `UILongPressGestureRecognizer` (a continuous gesture).
///
/// The press begins once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` seconds without moving more than ``allowableMovement`` points from where
/// they went down (after ``numberOfTapsRequired`` quick taps, each lifting before the duration and
/// followed by the next touch within the tap interval of ``UITapGestureRecognizer``); it then
/// changes as the fingers move, however far, and ends when they lift. It fails if they move too far
/// or lift before it begins; a button opens its menu with one (Behaviour 27.8).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers the press needs (default 1).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (default 0).
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the press begins (default 10).
    open var allowableMovement: CGFloat = 10

    private var start: CGPoint?
    private var tapsSoFar = 0

    override var awaitsFurtherTouches: Bool { state == .possible && tapsSoFar > 0 }

    /// Notes where the fingers went down and, once enough are down, starts the press's clock.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        stopWaiting()
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = location(in: nil)
        guard numberOfTouches == numberOfTouchesRequired else { return }
        wait(minimumPressDuration) { [weak self] in self?.pressDurationReached() }
    }

    /// Before the press begins, fails it if the fingers went more than ``allowableMovement`` points;
    /// once it has, reports the move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let location = location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a press that began; before that, a lift is one of the taps that come first, or fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            if numberOfTouches <= touches.count { state = .ended }
        case .possible:
            stopWaiting()
            guard tapsSoFar < numberOfTapsRequired, numberOfTouches <= touches.count,
                wait(
                    UITapGestureRecognizer.maximumTapInterval,
                    then: { [weak self] in self?.failForWantOfTaps() })
            else {
                state = .failed
                return
            }
            tapsSoFar += 1
        default:
            break
        }
    }

    private func pressDurationReached() {
        guard state == .possible, tapsSoFar == numberOfTapsRequired,
            numberOfTouches == numberOfTouchesRequired
        else { return }
        state = .began
    }

    /// Forgets the start point, the taps counted and any pending wait.
    open override func reset() {
        stopWaiting()
        start = nil
        tapsSoFar = 0
    }
}
