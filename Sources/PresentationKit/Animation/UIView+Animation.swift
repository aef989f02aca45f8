import Foundation

extension UIView {
    /// Whether `UIView.animate` blocks animate (true unless turned off with `setAnimationsEnabled`).
    public static var areAnimationsEnabled: Bool { ViewAnimationTransaction.animationsEnabled }

    /// Turns view animations on or off; while off, blocks apply their changes at once.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationTransaction.animationsEnabled = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        ViewAnimationTransaction.current?.duration ?? 0
    }

    /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationTransaction.withoutAnimation(actionsWithoutAnimation)
    }

    /// Animates the changes `animations` makes over `duration` with the ease-in-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then calls `completion` with whether they all finished.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes after `delay`, with the curve and behaviour in `options`.
    ///
    /// Model values change at once; each changed property gets an additive animation from its old
    /// value. A duration of 0 (or a negative or non-finite one, which is reported) applies the
    /// changes without animation and still calls `completion(true)` on the next run-loop turn.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationTransaction.run(
            duration: duration, delay: delay, options: options,
            timing: .curve(options.timingFunction), animations: animations, completion: completion)
    }

    /// Animates with a spring of damping ratio `dampingRatio` (1: no overshoot) that ends exactly at
    /// `duration`.
    ///
    /// The spring's stiffness is chosen so that its displacement bound falls to 0.001 of the distance
    /// exactly at `duration`; the animation is then cut and the model value holds (see
    /// `SpringMotion.matching`). `velocity` is in distances per second, as in UIKit.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationTransaction.run(
            duration: duration, delay: delay, options: options,
            timing: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// Animates with a spring described by perceptual duration and bounce (iOS 17).
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
        initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let dampingRatio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        ViewAnimationTransaction.run(
            duration: duration, delay: delay, options: options,
            timing: .spring(dampingRatio: dampingRatio, initialVelocity: Double(velocity)),
            animations: animations, completion: completion)
    }

    /// Animates through keyframes added with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationTransaction.run(
            duration: duration, delay: delay, options: options.shared,
            timing: .curve(CAMediaTimingFunction(name: .linear)),
            keyframes: KeyframeCollector(calculationMode: options.calculationMode),
            animations: animations, completion: completion)
    }

    /// Adds a keyframe: the changes `animations` makes happen between `frameStartTime` and
    /// `frameStartTime + frameDuration`, both fractions of the enclosing `animateKeyframes` duration.
    /// Outside `animateKeyframes` the block runs as a plain animation (or immediately).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let collector = ViewAnimationTransaction.innermost?.keyframes else {
            Diagnostics.report(
                .invalidInput,
                "addKeyframe was called outside UIView.animateKeyframes; its changes apply without keyframes",
                clock: FrameClock.executing)
            animations()
            return
        }
        collector.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}
