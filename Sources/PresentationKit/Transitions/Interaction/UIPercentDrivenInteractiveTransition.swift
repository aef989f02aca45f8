import Foundation

/// Drives a transition from a gesture by percentage, as `UIPercentDrivenInteractiveTransition`
/// (Behaviour 8.1, 12.1–12.16).
///
/// Two modes, chosen when the transition starts:
/// - **Captured** (the animator has no `interruptibleAnimator(using:)`): it calls the animator's
///   `animateTransition(using:)` and takes the view animations made there (and the coordinator's
///   alongside blocks) out of the clock's hands. `update(_:)` holds them at p × duration of their own
///   time; `finish()` and `cancel()` run them to the end or back to the start in the time left ÷
///   `completionSpeed` on `completionCurve`, then end them, so the animator's completion calls
///   `completeTransition`.
/// - **Interruptible** (the animator returns a property animator): `update(_:)` sets its
///   `fractionComplete` while paused; `finish()` and `cancel()` continue it forward or reversed with
///   duration factor (1 − p) ÷ `completionSpeed` (or p ÷ `completionSpeed`) and `timingCurve`;
///   `pause()` catches it again.
///
/// `finish()` or `cancel()` called before the transition started (a quick flick) are kept and
/// applied when it starts (Behaviour 12.16, ours).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The speed of the completion animation: 2 runs it twice as fast (default 1; must be > 0).
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion animation in the captured mode (default ease-in-out).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the completion when an interruptible animator is driven; nil keeps its own.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused and interactive (default true, Behaviour 12.1).
    open var wantsInteractiveStart = true

    private weak var context: TransitionContext?
    private var captured: CapturedTransitionAnimations?
    private var completionTimer: Int?
    private var percent: CGFloat = 0
    private var queued: Queued?

    /// A finish or cancel that came before its transition started, and the transitions that were
    /// coming then: it applies only to one of those (Behaviour 12.16).
    private struct Queued {
        let finish: Bool
        let coming: Set<Int>
    }

    /// Creates a percent-driven interaction controller.
    public override init() { super.init() }

    /// The transition's duration in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.transition?.duration ?? 0) }

    /// How far the transition is, from 0 to 1: the last `update(_:)`, then the completion's progress.
    open var percentComplete: CGFloat {
        guard let transition = context?.transition else { return percent }
        if let captured { return CGFloat(captured.timeline.fraction(at: transition.clock.time)) }
        if let animator = transition.interruptibleAnimator { return forwardFraction(of: animator) }
        return percent
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Starts driving the transition: captures the animator's animations, or takes its interruptible
    /// animator, paused at 0 when `wantsInteractiveStart` (Behaviour 12.1, 12.3).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let transition = context.transition
        else {
            Diagnostics.log(
                .invalidInput,
                "UIPercentDrivenInteractiveTransition was started with a context PresentationKit did not make; "
                    + "it can drive only the transitions the engine runs")
            return
        }
        self.context = context
        // One controller may drive one transition after another: nothing of the last one stays.
        percent = 0
        captured = nil
        if let completionTimer { transition.clock.cancelTimer(completionTimer) }
        completionTimer = nil
        transition.progressSource = { [weak self] in self?.percentComplete ?? 0 }
        if let animator = transition.interruptibleAnimator {
            if wantsInteractiveStart {
                animator.pauseAnimation()
                animator.fractionComplete = 0
            } else {
                animator.startAnimation()
            }
        } else {
            let clock = transition.clock
            let timeline = ScrubbedTimeline(origin: clock.time, duration: transition.duration)
            let captured = CapturedTransitionAnimations(timeline: timeline)
            self.captured = captured
            transition.runAnimator(capturingInto: captured)
            if !wantsInteractiveStart {
                // Running on its own from the start, in the transition's own time; a finish or a
                // cancel takes over from wherever it is.
                run(captured, toward: 1, seconds: transition.duration, curve: .linear, clock: clock)
            }
        }
        if let queued, queued.coming.contains(transition.serial) {
            self.queued = nil
            complete(forward: queued.finish)
        }
        queued = nil
    }

    // MARK: Driving

    /// Scrubs the transition to `percentComplete` (clamped to 0…1, Behaviour 12.4).
    open func update(_ percentComplete: CGFloat) {
        guard let context, let transition = context.transition else { return }
        let clamped = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
        if !percentComplete.isFinite {
            transition.clock.report(
                .invalidInput,
                "UIPercentDrivenInteractiveTransition.update(\(percentComplete)) is not finite; using 0")
        }
        percent = clamped
        context.updateInteractiveTransition(clamped)
        if let captured, completionTimer == nil {
            captured.timeline.hold(atFraction: Double(clamped))
        } else if let animator = transition.interruptibleAnimator, !animator.isRunning {
            animator.isReversed = false
            animator.fractionComplete = clamped
        }
    }

    /// Lets the transition run to its end (Behaviour 12.6).
    open func finish() {
        complete(forward: true)
    }

    /// Lets the transition run back to its start; it then completes with `false` (Behaviour 12.6).
    open func cancel() {
        complete(forward: false)
    }

    /// Catches a transition that is completing and makes it interactive again (Behaviour 12.8). Needs an
    /// interruptible animator.
    open func pause() {
        guard let context, let transition = context.transition else { return }
        guard let animator = transition.interruptibleAnimator else {
            transition.clock.report(
                .invalidInput,
                "UIPercentDrivenInteractiveTransition.pause() needs an interruptible transition (an animator "
                    + "that implements interruptibleAnimator(using:)); ignored (Behaviour 12.8)")
            return
        }
        animator.pauseAnimation()
        percent = forwardFraction(of: animator)
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percent)
    }

    private func complete(forward: Bool) {
        guard let context, let transition = context.transition else {
            // A quick flick: the transition was asked for and starts on the next turn (Behaviour 12.16).
            // With none coming, the call has nothing to apply to (UIKit ignores it too).
            let coming = ControllerTransition.coming
            queued = coming.isEmpty ? nil : Queued(finish: forward, coming: coming)
            return
        }
        let clock = transition.clock
        var speed = completionSpeed
        if !(speed.isFinite && speed > 0) {
            clock.report(
                .invalidInput,
                "UIPercentDrivenInteractiveTransition.completionSpeed \(completionSpeed) must be positive; using 1 "
                    + "(Behaviour 12.7)")
            speed = 1
        }
        transition.completionSpeed = speed
        transition.completionCurve = completionCurve
        let progress = Double(percentComplete)
        if forward { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let left = forward ? 1 - progress : progress
        if let captured {
            run(
                captured, toward: forward ? 1 : 0, seconds: left * transition.duration / Double(speed),
                curve: completionCurve, clock: clock)
        } else if let animator = transition.interruptibleAnimator {
            // Running on its own (a start without interaction, or a finish before): caught first,
            // so it continues from where it is.
            if animator.isRunning { animator.pauseAnimation() }
            animator.isReversed = !forward
            animator.continueAnimation(
                withTimingParameters: timingCurve, durationFactor: CGFloat(left) / speed)
        }
    }

    /// Runs the captured animations to the end (1) or back to the start (0) in `seconds`, then ends
    /// them so their blocks' completions run.
    private func run(
        _ captured: CapturedTransitionAnimations, toward target: Double, seconds: Double,
        curve: UIView.AnimationCurve, clock: FrameClock
    ) {
        captured.timeline.move(
            toFraction: target, now: clock.time, seconds: seconds, curve: curve.timingFunction)
        if let completionTimer { clock.cancelTimer(completionTimer) }
        completionTimer = clock.after(seconds) { [weak self] in
            self?.completionTimer = nil
            self?.captured?.end(restoringStart: target == 0)
            self?.captured = nil
        }
    }

    /// The animator's fraction counted from the transition's start, whatever its direction.
    private func forwardFraction(of animator: any UIViewImplicitlyAnimating) -> CGFloat {
        animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete
    }
}
