import Foundation
import PresentationKit

// Subclasses of the interaction classes, overriding every member UIKit lets a subclass override,
// spelled as UIKit declares them (Swift 5 mode).

class ConformingPropertyAnimator: UIViewPropertyAnimator {
    override init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
        note("UIViewPropertyAnimator")
    }
    override var timingParameters: UITimingCurveProvider? {
        note("UIViewPropertyAnimator")
        return super.timingParameters
    }
    override var duration: TimeInterval {
        note("UIViewPropertyAnimator")
        return super.duration
    }
    override var delay: TimeInterval {
        note("UIViewPropertyAnimator")
        return super.delay
    }
    override var isUserInteractionEnabled: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.isUserInteractionEnabled
        }
        set { super.isUserInteractionEnabled = newValue }
    }
    override var isManualHitTestingEnabled: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.isManualHitTestingEnabled
        }
        set { super.isManualHitTestingEnabled = newValue }
    }
    override var isInterruptible: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.isInterruptible
        }
        set { super.isInterruptible = newValue }
    }
    override var scrubsLinearly: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.scrubsLinearly
        }
        set { super.scrubsLinearly = newValue }
    }
    override var pausesOnCompletion: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.pausesOnCompletion
        }
        set { super.pausesOnCompletion = newValue }
    }
    override var state: UIViewAnimatingState {
        note("UIViewPropertyAnimator")
        return super.state
    }
    override var isRunning: Bool {
        note("UIViewPropertyAnimator")
        return super.isRunning
    }
    override var isReversed: Bool {
        get {
            note("UIViewPropertyAnimator")
            return super.isReversed
        }
        set { super.isReversed = newValue }
    }
    override var fractionComplete: CGFloat {
        get {
            note("UIViewPropertyAnimator")
            return super.fractionComplete
        }
        set { super.fractionComplete = newValue }
    }
    override func startAnimation() {
        note("UIViewPropertyAnimator")
        super.startAnimation()
    }
    override func startAnimation(afterDelay delay: TimeInterval) {
        note("UIViewPropertyAnimator")
        super.startAnimation(afterDelay: delay)
    }
    override func pauseAnimation() {
        note("UIViewPropertyAnimator")
        super.pauseAnimation()
    }
    override func stopAnimation(_ withoutFinishing: Bool) {
        note("UIViewPropertyAnimator")
        super.stopAnimation(withoutFinishing)
    }
    override func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        note("UIViewPropertyAnimator")
        super.finishAnimation(at: finalPosition)
    }
    override func addAnimations(_ animation: @escaping () -> Void) {
        note("UIViewPropertyAnimator")
        super.addAnimations(animation)
    }
    override func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        note("UIViewPropertyAnimator")
        super.addAnimations(animation, delayFactor: delayFactor)
    }
    override func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        note("UIViewPropertyAnimator")
        super.addCompletion(completion)
    }
    override func continueAnimation(
        withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
    ) {
        note("UIViewPropertyAnimator")
        super.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }
}

class ConformingPercentDrivenTransition: UIPercentDrivenInteractiveTransition {
    override init() {
        super.init()
        note("UIPercentDrivenInteractiveTransition")
    }
    override var duration: CGFloat {
        note("UIPercentDrivenInteractiveTransition")
        return super.duration
    }
    override var percentComplete: CGFloat {
        note("UIPercentDrivenInteractiveTransition")
        return super.percentComplete
    }
    override var completionSpeed: CGFloat {
        get {
            note("UIPercentDrivenInteractiveTransition")
            return super.completionSpeed
        }
        set { super.completionSpeed = newValue }
    }
    override var completionCurve: UIView.AnimationCurve {
        get {
            note("UIPercentDrivenInteractiveTransition")
            return super.completionCurve
        }
        set { super.completionCurve = newValue }
    }
    override var timingCurve: UITimingCurveProvider? {
        get {
            note("UIPercentDrivenInteractiveTransition")
            return super.timingCurve
        }
        set { super.timingCurve = newValue }
    }
    override var wantsInteractiveStart: Bool {
        get {
            note("UIPercentDrivenInteractiveTransition")
            return super.wantsInteractiveStart
        }
        set { super.wantsInteractiveStart = newValue }
    }
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        note("UIPercentDrivenInteractiveTransition")
        super.startInteractiveTransition(transitionContext)
    }
    override func update(_ percentComplete: CGFloat) {
        note("UIPercentDrivenInteractiveTransition")
        super.update(percentComplete)
    }
    override func cancel() {
        note("UIPercentDrivenInteractiveTransition")
        super.cancel()
    }
    override func finish() {
        note("UIPercentDrivenInteractiveTransition")
        super.finish()
    }
    override func pause() {
        note("UIPercentDrivenInteractiveTransition")
        super.pause()
    }
}
