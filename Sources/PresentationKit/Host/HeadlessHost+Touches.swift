import Foundation

extension HeadlessHost {
    /// A finger goes down at `point` (window coordinates): hit-testing picks the touch's view and
    /// gesture recognizers, which receive `touchesBegan` now.
    public func touchDown(at point: CGPoint) {
        guard currentTouch == nil else {
            clock.report(
                .invalidInput,
                "touchDown(at: \(point)) while a finger is already down; lift it with touchUp() first. Ignored."
            )
            return
        }
        guard point.x.isFinite && point.y.isFinite else {
            clock.report(.invalidInput, "touchDown(at: \(point)) needs a finite point; ignored")
            return
        }
        clock.perform {
            currentTouch = touchDispatcher.touchDown(at: point)
        }
    }

    /// The finger moves to `point` (window coordinates; it may leave the window).
    public func touchMove(to point: CGPoint) {
        guard let touch = currentTouch else {
            clock.report(
                .invalidInput, "touchMove(to: \(point)) without a finger down; call touchDown(at:) first")
            return
        }
        guard point.x.isFinite && point.y.isFinite else {
            clock.report(.invalidInput, "touchMove(to: \(point)) needs a finite point; ignored")
            return
        }
        clock.perform { touchDispatcher.touchMove(touch, to: point) }
    }

    /// The finger lifts where it is.
    public func touchUp() {
        guard let touch = currentTouch else {
            clock.report(.invalidInput, "touchUp() without a finger down; call touchDown(at:) first")
            return
        }
        currentTouch = nil
        clock.perform { touchDispatcher.touchUp(touch) }
    }

    /// A tap: the finger goes down at `point`, stays for one frame, and lifts.
    public func tap(at point: CGPoint) {
        touchDown(at: point)
        guard currentTouch != nil else { return }
        advance(by: clock.frameDuration)
        touchUp()
    }

    /// A drag: down at `start`, one move per frame along the straight line to `end` over
    /// `duration` seconds, then the finger lifts at `end`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        var duration = duration
        if !duration.isFinite || duration < 0 {
            clock.report(.invalidInput, "drag duration \(duration) must be finite and non-negative; using 0")
            duration = 0
        }
        touchDown(at: start)
        guard currentTouch != nil else { return }
        let frames = max(1, Int((duration * Double(clock.framesPerSecond)).rounded()))
        for frame in 1...frames {
            advance(by: duration / Double(frames))
            let progress = CGFloat(frame) / CGFloat(frames)
            touchMove(
                to: CGPoint(
                    x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
        touchUp()
    }
}
