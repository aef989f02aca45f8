import Foundation

/// Recognizes a dragging finger, as `UIPanGestureRecognizer` (a continuous gesture).
///
/// The gesture begins once the finger has moved `hysteresis` points from where it went down.
/// Translation is measured from the touch-down point (so it is already about 10 points at
/// `.began`); velocity is the displacement over the most recent `velocityWindow` seconds divided by
/// that span (the position at the window's start interpolated between the touch's samples), or,
/// for a touch younger than the window, the displacement since touch-down over the touch's age. A
/// finger that stops for `velocityWindow` seconds therefore reads zero velocity, also at `.ended`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan.
    open var maximumNumberOfTouches = Int.max

    /// How far the finger moves before the pan begins (UIKit's figure is not published; commonly
    /// observed to be about 10 points).
    public static let hysteresis: CGFloat = 10
    /// The span of recent movement velocity is measured over, in seconds (ours: UIKit does not
    /// publish how it smooths velocity).
    public static let velocityWindow = 0.1

    private var origin: CGPoint?
    private var current: CGPoint = .zero
    /// Window-space offset subtracted from the raw translation (`setTranslation(_:in:)`).
    private var translationBase: CGPoint = .zero
    private var samples: [(time: Double, location: CGPoint)] = []
    private var lastVelocity: CGPoint = .zero

    /// Takes the first finger's location as the translation origin and first velocity sample, and fails a pan
    /// that has more than ``maximumNumberOfTouches`` fingers down before it begins.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if origin == nil {
            origin = touch.location(in: nil)
            current = origin!
            samples = [(touch.timestamp, current)]
        }
        if numberOfTouches > maximumNumberOfTouches && state == .possible { state = .failed }
    }

    /// Records a velocity sample; begins once at least ``minimumNumberOfTouches`` fingers are down and the
    /// finger is more than ``hysteresis`` points from the origin, then reports each move as `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let origin else { return }
        current = touch.location(in: nil)
        record(time: touch.timestamp, location: current)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            if hypot(current.x - origin.x, current.y - origin.y) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Records the last sample and ends a pan in progress; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first {
            current = touch.location(in: nil)
            record(time: touch.timestamp, location: current)
        }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    private func record(time: Double, location: CGPoint) {
        samples.append((time, location))
        // Keep the newest sample at or before the window's start: the position there is
        // interpolated from it and the next one.
        let windowStart = time - Self.velocityWindow
        while samples.count > 2 && samples[1].time <= windowStart + Self.tolerance { samples.removeFirst() }
        lastVelocity = measuredVelocity(at: time, location: location)
    }

    /// The displacement over the window ending at `time` (or over the touch's life, if shorter)
    /// divided by its span.
    private func measuredVelocity(at time: Double, location: CGPoint) -> CGPoint {
        guard let first = samples.first else { return .zero }
        let windowStart = time - Self.velocityWindow
        let from: CGPoint
        let span: Double
        if first.time >= windowStart - Self.tolerance || samples.count < 2 {
            from = first.location
            span = time - first.time
        } else {
            let next = samples[1]
            let fraction = CGFloat((windowStart - first.time) / (next.time - first.time))
            from = CGPoint(
                x: first.location.x + (next.location.x - first.location.x) * fraction,
                y: first.location.y + (next.location.y - first.location.y) * fraction)
            span = Self.velocityWindow
        }
        guard span > Self.tolerance else { return .zero }
        return CGPoint(x: (location.x - from.x) / CGFloat(span), y: (location.y - from.y) / CGFloat(span))
    }

    /// Two sample times closer than this are the same instant (the clock accumulates frame steps).
    private static let tolerance = 1e-9

    /// How far the finger has moved since it went down (or since `setTranslation(_:in:)`), as a
    /// vector in `view`'s coordinate space (nil: the window's): a view scaled by 2 reads half the
    /// distance, and moving the view itself does not change the value.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let vector = CGPoint(
            x: current.x - origin.x - translationBase.x, y: current.y - origin.y - translationBase.y)
        return convertVector(vector, to: view)
    }

    /// Resets the translation so that it reads `translation` in `view`'s coordinates now; later
    /// movement adds to it. The base is kept in window coordinates, so it can be read in any view.
    ///
    /// UIKit documents that this "resets the velocity"; here velocity stays the finger's measured
    /// motion, so the common handler that calls `setTranslation(.zero, in:)` on every change still
    /// reads the release velocity at `.ended`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let origin else { return }
        let wanted = convertVectorToWindow(translation, from: view)
        translationBase = CGPoint(x: current.x - origin.x - wanted.x, y: current.y - origin.y - wanted.y)
    }

    /// The finger's velocity in points per second, in `view`'s coordinate space (nil: the
    /// window's), as of the last touch event (see the type's discussion for how it is measured).
    open func velocity(in view: UIView?) -> CGPoint {
        convertVector(lastVelocity, to: view)
    }

    /// Maps a window-space vector into `view`'s coordinates (the difference of two mapped points).
    private func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return vector }
        let zero = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(vector, from: window)
        return CGPoint(x: tip.x - zero.x, y: tip.y - zero.y)
    }

    private func convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return vector }
        let zero = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(vector, to: window)
        return CGPoint(x: tip.x - zero.x, y: tip.y - zero.y)
    }

    /// Forgets the origin, the ``setTranslation(_:in:)`` base, the velocity samples and the last velocity.
    open override func reset() {
        origin = nil
        translationBase = .zero
        samples.removeAll()
        lastVelocity = .zero
    }
}
