import Foundation

/// Recognizes a quick stroke in a direction, as `UISwipeGestureRecognizer` (a discrete gesture).
///
/// UIKit publishes none of its figures; ours: the swipe recognizes, while the fingers are still
/// down, at the first move that has carried them at least `minimumDistance` points along one of
/// the allowed `direction`s from where they went down, with the movement across that direction
/// under half the movement along it. It fails if that has not happened `maximumDuration` seconds
/// after touch-down, if more than `numberOfTouchesRequired` fingers come down, or if the fingers
/// lift first. Distances are in window coordinates, measured at the fingers' centroid.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bit pattern: 1 right, 2 left, 4 up, 8 down (UIKit's values).
        public let rawValue: UInt

        /// Creates a set of directions from its bit pattern.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (default `.right`, as in UIKit).
    open var direction: Direction = .right
    /// How many fingers the swipe needs (default 1).
    open var numberOfTouchesRequired = 1

    /// How far, in points, the fingers must move along the direction (ours).
    public static let minimumDistance: CGFloat = 50
    /// How long, in seconds after touch-down, the swipe may take (ours).
    public static let maximumDuration = 0.5

    private var start: CGPoint?

    /// Fails if more than ``numberOfTouchesRequired`` fingers are down; otherwise notes the start once they
    /// all are, and starts the ``maximumDuration`` timer at the first touch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        // Distances count from the centroid once all the fingers the swipe needs are down.
        if numberOfTouches == numberOfTouchesRequired { start = location(in: nil) }
        if waitTimer == nil { wait(Self.maximumDuration) { [weak self] in self?.durationExpired() } }
    }

    /// Recognizes the swipe once the fingers' centroid is at least ``minimumDistance`` points along an
    /// allowed ``direction`` from the start, with less than half that across it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, numberOfTouches == numberOfTouchesRequired else { return }
        let location = location(in: nil)
        if swipes(dx: location.x - start.x, dy: location.y - start.y) { state = .recognized }
    }

    /// Fails a swipe that has not been recognized by the time a finger lifts.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Whether the displacement is a swipe in one of the allowed directions.
    private func swipes(dx: CGFloat, dy: CGFloat) -> Bool {
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.up, -dy, dx), (.down, dy, dx),
        ]
        return candidates.contains { candidate in
            direction.contains(candidate.0) && candidate.along >= Self.minimumDistance
                && abs(candidate.across) < candidate.along / 2
        }
    }

    private func durationExpired() {
        if state == .possible { state = .failed }
    }

    /// Cancels the ``maximumDuration`` timer and forgets the start point.
    open override func reset() {
        stopWaiting()
        start = nil
    }
}
