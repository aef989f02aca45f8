import Foundation

/// The one wait a recognizer may have on its view's clock: a multiple tap's interval, a long press's
/// duration, a swipe's time limit. Starting a wait replaces the one before; `reset()` stops it.
extension UIGestureRecognizer {
    /// Waits `delay` seconds of the host's clock, then runs `fire`; false (and no wait) when the
    /// view has no clock (it is not in a window).
    @discardableResult
    func wait(_ delay: TimeInterval, then fire: @escaping () -> Void) -> Bool {
        stopWaiting()
        guard let clock = view?.layer.clock else { return false }
        waitTimer = clock.after(delay) { [weak self] in
            self?.waitTimer = nil
            fire()
        }
        return true
    }

    /// Stops the wait, if there is one.
    func stopWaiting() {
        if let waitTimer, let clock = view?.layer.clock { clock.cancelTimer(waitTimer) }
        waitTimer = nil
    }

    /// The wait for a further tap ran out: a recognizer still undecided fails, and the touches it
    /// held back from its view go on.
    func failForWantOfTaps() {
        guard state == .possible else { return }
        state = .failed
        arena?.dispatcher.recognizerDidSettle(self)
    }
}
