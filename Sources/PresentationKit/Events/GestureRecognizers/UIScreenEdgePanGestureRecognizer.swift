import Foundation

/// A pan that starts at an edge of the screen, as `UIScreenEdgePanGestureRecognizer` (a continuous
/// gesture, the usual driver of an interactive "swipe in from the edge" transition).
///
/// The gesture may begin only if its first finger went down within `edgeRegionWidth` points of one
/// of the `edges` of the touch's window (window coordinates, against the window's bounds);
/// otherwise it fails at touch-down, so it never holds up the recognizers that wait for it. From
/// there it is an ordinary pan: it begins once the finger has moved `hysteresis` points in any
/// direction (ours, for simplicity: UIKit also expects the movement to lead away from the edge),
/// and `translation(in:)` and `velocity(in:)` read as a pan's. With `edges` empty (the default,
/// as in UIKit) it never recognizes.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a gesture may start from (default none).
    open var edges: UIRectEdge = []

    /// How close to an edge, in points, the finger must go down (ours: UIKit does not publish its
    /// figure; about 20 points is what is commonly observed).
    public static let edgeRegionWidth: CGFloat = 20

    /// Whether the first finger's start has been checked against the edges.
    private var checkedStart = false

    /// Starts the pan as ``UIPanGestureRecognizer`` does, then fails at once if the first finger went down
    /// more than ``edgeRegionWidth`` points from every edge in ``edges``.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard !checkedStart, let touch = touches.first else { return }
        checkedStart = true
        if state == .possible && !startsAtEdge(touch) { state = .failed }
    }

    private func startsAtEdge(_ touch: UITouch) -> Bool {
        guard let bounds = touch.window?.bounds else { return false }
        let point = touch.location(in: nil)
        let width = Self.edgeRegionWidth
        return (edges.contains(.left) && point.x <= bounds.minX + width)
            || (edges.contains(.right) && point.x >= bounds.maxX - width)
            || (edges.contains(.top) && point.y <= bounds.minY + width)
            || (edges.contains(.bottom) && point.y >= bounds.maxY - width)
    }

    /// Resets the pan and forgets that the first finger's start was checked.
    open override func reset() {
        super.reset()
        checkedStart = false
    }
}
