import Foundation

extension HeadlessHost {
    /// A finger goes down at `point` (window coordinates): hit-testing picks the touch's view and
    /// gesture recognizers, which receive `touchesBegan` now.
    public func touchDown(at point: CGPoint) {
        guard currentTouch == nil, !fingerOnKeyboard else {
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
        // The keyboard is the system's: a finger on it reaches no view of the app (Behaviour 15.16).
        if let keyboard = visibleKeyboardFrame, keyboard.contains(point) {
            fingerOnKeyboard = true
            return
        }
        clock.perform {
            currentTouch = touchDispatcher.touchDown(at: point)
        }
    }

    /// The finger moves to `point` (window coordinates; it may leave the window).
    public func touchMove(to point: CGPoint) {
        if fingerOnKeyboard { return }
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
        if fingerOnKeyboard {
            fingerOnKeyboard = false
            return
        }
        guard let touch = currentTouch else {
            clock.report(.invalidInput, "touchUp() without a finger down; call touchDown(at:) first")
            return
        }
        currentTouch = nil
        clock.perform { touchDispatcher.touchUp(touch) }
    }

    /// A tap: the finger goes down at `point`, stays for one frame, and lifts.
    public func tap(at point: CGPoint) {
        guard beginScriptedTouch(at: point) else { return }
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
        guard beginScriptedTouch(at: start) else { return }
        moveInSteps(from: start, to: end, duration: duration)
        touchUp()
    }

    /// A fling: a drag whose last stretch moves at `releaseVelocity` (points per second, window
    /// coordinates), so that a pan recognizer reads that velocity at `.ended`.
    ///
    /// What the finger does, with `w = UIPanGestureRecognizer.velocityWindow` (0.1 s): it goes down
    /// at `start`; it moves along the straight line to `end − releaseVelocity × w`, one move per
    /// frame over `duration` seconds (as `drag(from:to:duration:)` does); then it moves on to `end`
    /// at the constant velocity `releaseVelocity` over `w` more seconds, in `round(w × frames per
    /// second)` equal steps (at least one); and it lifts at `end`, at the time of its last move,
    /// `duration + w` seconds after it went down. The whole velocity window is that last stretch,
    /// so `velocity(in: nil)` at `.ended` equals `releaseVelocity` to rounding (and
    /// `velocity(in: view)` is it mapped into `view`), provided the pan has begun by then. The
    /// intermediate point may lie outside the window; only `start` must be inside it.
    public func fling(from start: CGPoint, to end: CGPoint, duration: TimeInterval, releaseVelocity: CGPoint)
    {
        var duration = duration
        if !duration.isFinite || duration < 0 {
            clock.report(.invalidInput, "fling duration \(duration) must be finite and non-negative; using 0")
            duration = 0
        }
        var velocity = releaseVelocity
        if !velocity.x.isFinite || !velocity.y.isFinite {
            clock.report(.invalidInput, "fling releaseVelocity \(velocity) must be finite; using zero")
            velocity = .zero
        }
        guard end.x.isFinite && end.y.isFinite else {
            clock.report(.invalidInput, "fling to \(end) needs a finite end point; ignored")
            return
        }
        let window = UIPanGestureRecognizer.velocityWindow
        let releaseStart = CGPoint(
            x: end.x - velocity.x * CGFloat(window), y: end.y - velocity.y * CGFloat(window))
        guard beginScriptedTouch(at: start) else { return }
        moveInSteps(from: start, to: releaseStart, duration: duration)
        moveInSteps(from: releaseStart, to: end, duration: window)
        touchUp()
    }

    /// Puts a finger down for a scripted gesture; false (and reported) if one is already down or
    /// the point is refused.
    private func beginScriptedTouch(at point: CGPoint) -> Bool {
        guard currentTouch == nil, !fingerOnKeyboard else {
            clock.report(
                .invalidInput,
                "a scripted gesture at \(point) while a finger is already down; lift it with touchUp() first. "
                    + "Ignored.")
            return false
        }
        touchDown(at: point)
        if fingerOnKeyboard {
            // On the keyboard: nothing of the app hears this gesture.
            fingerOnKeyboard = false
            return false
        }
        return currentTouch != nil
    }

    /// Moves the finger along the straight line from `start` to `end`, one move per frame over
    /// `duration` seconds (at least one move); the last move lands exactly on `end`.
    private func moveInSteps(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
        let steps = max(1, Int((duration * Double(clock.framesPerSecond)).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let progress = CGFloat(step) / CGFloat(steps)
            touchMove(
                to: step == steps
                    ? end
                    : CGPoint(
                        x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
    }
}
