import Foundation

/// One finger on the screen, as `UITouch`.
///
/// A touch keeps the view it began in for its whole life (even if that view moves or leaves the
/// window), as UIKit does.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger went down: the host's `touchDown(at:)`.
        case began
        /// The finger moved: the host's `touchMove(to:)`.
        case moved
        /// The finger is down and has not moved; the host never produces it, and a recognizer or view
        /// would hear it as a move.
        case stationary
        /// The finger lifted: the host's `touchUp()`.
        case ended
        /// The touch was taken away while down, as when a transition that blocks interaction begins.
        case cancelled
    }

    /// The touch's phase in the event being delivered.
    public internal(set) var phase: Phase = .began
    /// How many taps in quick succession this touch is part of (1 for a single tap).
    public internal(set) var tapCount = 1
    /// The host time of the touch's last change.
    public internal(set) var timestamp: TimeInterval
    /// The view hit-tested when the touch began.
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving this touch (see `ViewEventState.swift`).
    var recognizerStorage: [UIGestureRecognizer] = []

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(window: UIWindow, location: CGPoint, timestamp: TimeInterval) {
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The touch's previous location in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }
}
