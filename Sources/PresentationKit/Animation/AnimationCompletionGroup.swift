/// Collects the animations one `UIView.animate` block created and calls its completion once, when
/// all of them have stopped: `finished` is false if any was removed before its end.
@MainActor
final class AnimationCompletionGroup: NSObject, CAAnimationDelegate {
    private var outstanding = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// One more animation belongs to the block.
    func track() {
        outstanding += 1
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        outstanding -= 1
        if !flag { allFinished = false }
        if sealed && outstanding == 0 { fire() }
    }

    /// The block has run. With nothing animating, UIKit still calls the completion, on the next
    /// run-loop turn, with `finished == true`; without any known run loop it is called at once.
    func seal(clock: FrameClock?) {
        sealed = true
        guard outstanding == 0 else { return }
        if let clock = clock ?? FrameClock.executing {
            clock.enqueue { self.fire() }
        } else {
            fire()
        }
    }

    private func fire() {
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
