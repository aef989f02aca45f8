import Foundation

/// The `UIView.animate` block being run: its timing, and where the property changes it sees go.
///
/// Blocks nest: an inner block inherits the outer block's duration and curve unless its options
/// say otherwise. The stack only lives while a block's closure runs.
@MainActor
final class ViewAnimationTransaction {
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// UIKit's damping-ratio spring, fitted to the duration (see `SpringMotion.matching`).
        case spring(dampingRatio: Double, initialVelocity: Double)
        /// A property animator's block: the animations it makes are driven by the animator
        /// (`UIViewPropertyAnimator`), not by the clock.
        case driven(any DrivenAnimationSink)
    }

    private static var stack: [ViewAnimationTransaction] = []

    /// The innermost block that animates, or nil outside blocks and inside `performWithoutAnimation`.
    static var current: ViewAnimationTransaction? {
        guard let top = stack.last, top.animates else { return nil }
        return top
    }

    /// Called inside the next top-level animation block, after its own animations: how a transition
    /// runs its alongside blocks within the animator's animation (Behaviour 7.2).
    static var topLevelBlockHook: ((ViewAnimationTransaction) -> Void)?

    /// Takes the animations that ordinary blocks make while it is set: how a percent-driven
    /// interaction captures what `animateTransition(using:)` creates, to scrub it (Behaviour 12.3).
    static var capture: (any DrivenAnimationSink)?

    /// Runs `body` with `capture` taking the animations its blocks make (nil: none taken).
    static func withCapture(_ capture: (any DrivenAnimationSink)?, _ body: () -> Void) {
        let previous = Self.capture
        Self.capture = capture
        defer { Self.capture = previous }
        body()
    }

    /// Whether blocks animate at all (`UIView.setAnimationsEnabled`, `performWithoutAnimation`).
    static var animationsEnabled = true

    /// The innermost block, animating or not.
    static var innermost: ViewAnimationTransaction? { stack.last }

    let duration: Double
    let delay: Double
    let options: UIView.AnimationOptions
    let timing: Timing
    let animates: Bool
    let group: AnimationCompletionGroup
    /// Set for `animateKeyframes` blocks: changes become keyframes instead of animations.
    let keyframes: KeyframeCollector?
    /// The first hosted clock a change was seen on: where a completion with nothing to wait for goes.
    private(set) var clock: FrameClock?

    private init(
        duration: Double, delay: Double, options: UIView.AnimationOptions, timing: Timing, animates: Bool,
        keyframes: KeyframeCollector?, completion: ((Bool) -> Void)?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.animates = animates
        self.keyframes = keyframes
        self.group = AnimationCompletionGroup(completion: completion)
    }

    /// Runs `animations` as a block with the given parameters, then seals its completion.
    static func run(
        duration requested: Double, delay requestedDelay: Double,
        options requestedOptions: UIView.AnimationOptions,
        timing requestedTiming: Timing, keyframes: KeyframeCollector? = nil,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let duration = sanitize(requested, "duration")
        let delay = sanitize(requestedDelay, "delay")
        var options = requestedOptions
        var timing = requestedTiming
        var effectiveDuration = duration
        if let outer = current {
            // Nested blocks inherit from the block they run in, as UIKit documents.
            if !requestedOptions.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
            if !requestedOptions.contains(.overrideInheritedCurve) { timing = outer.timing }
            if !requestedOptions.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.allowUserInteraction, .repeat, .autoreverse]))
            }
        }
        let transaction = ViewAnimationTransaction(
            duration: effectiveDuration, delay: delay, options: options, timing: timing,
            animates: effectiveDuration > 0 && animationsEnabled, keyframes: keyframes,
            completion: completion)
        stack.append(transaction)
        animations()
        if stack.count == 1, let hook = topLevelBlockHook {
            topLevelBlockHook = nil
            hook(transaction)
        }
        stack.removeLast()
        if let keyframes { keyframes.commit(in: transaction) }
        transaction.group.seal(clock: transaction.clock)
    }

    /// Runs `body` with animations turned off (`performWithoutAnimation`).
    static func withoutAnimation(_ body: () -> Void) {
        let transaction = ViewAnimationTransaction(
            duration: 0, delay: 0, options: [], timing: .curve(CAMediaTimingFunction(name: .linear)),
            animates: false, keyframes: nil, completion: nil)
        let wasEnabled = animationsEnabled
        animationsEnabled = false
        stack.append(transaction)
        body()
        stack.removeLast()
        animationsEnabled = wasEnabled
    }

    private static func sanitize(_ value: Double, _ name: String) -> Double {
        guard value.isFinite, value >= 0 else {
            Diagnostics.report(
                .invalidInput,
                "UIView animation \(name) \(value) must be finite and non-negative; using 0 "
                    + "(changes then apply without animation)",
                clock: FrameClock.executing)
            return 0
        }
        return value
    }

    /// A property of `view` changed from `old` to `new` inside this block.
    func record(_ view: UIView, _ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue)
    {
        if clock == nil { clock = view.layer.clock }
        guard animates else { return }
        if let keyframes {
            keyframes.record(view, property, from: old, to: new)
            return
        }
        install(makeAnimation(property, from: old, to: new), on: view, for: property, from: old, to: new)
    }

    /// Adds an animation this block made to `view`'s layer under a fresh key for `property`, with
    /// the block's delay and interaction rule, and counts it toward the block's completion (or, in
    /// a property animator's block, hands it to the animator with the values it moves between).
    func install(
        _ animation: CAAnimation, on view: UIView, for property: LayerProperty, from old: AnimatableValue,
        to new: AnimatableValue
    ) {
        let layer = view.layer
        let added = layer.add(
            animation, forKey: layer.uniqueKey(base: property.rawValue), relativeDelay: delay,
            blocksUserInteraction: !options.contains(.allowUserInteraction))
        guard let added else { return }
        if case .driven(let sink) = timing {
            // The animator ends it; the block's completion group never counts it.
            added.animation.delegate = nil
            sink.drive(added, on: view, property: property, from: old, to: new)
            return
        }
        group.track()
        if let capture = Self.capture {
            // Captured: it still counts toward the block's completion, which runs when the capture
            // ends it.
            capture.drive(added, on: view, property: property, from: old, to: new)
            return
        }
        if layer.clock == nil { layer.endUnlessHostedByNextTurn(added) }
    }

    /// An additive animation from `old − new` to zero on top of the new model value, so that a
    /// property already animating keeps its on-screen value and velocity (UIKit since iOS 8). A
    /// transform that cannot be inverted animates absolutely instead.
    private func makeAnimation(
        _ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue
    ) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: property.rawValue)
            animation.timingFunction = function
        case .spring(let dampingRatio, let initialVelocity):
            let spring = CASpringAnimation(keyPath: property.rawValue)
            let motion = SpringMotion.matching(
                duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
            spring.mass = CGFloat(motion.mass)
            spring.stiffness = CGFloat(motion.stiffness)
            spring.damping = CGFloat(motion.damping)
            spring.initialVelocity = CGFloat(motion.initialVelocity)
            animation = spring
        case .driven:
            // Linear: the animator maps its timing curve onto the progress it hands the layer.
            animation = CABasicAnimation(keyPath: property.rawValue)
        }
        if let delta = old.difference(from: new) {
            animation.fromValue = delta
            animation.toValue = delta.zero
            animation.isAdditive = true
        } else {
            animation.fromValue = old
            animation.toValue = new
        }
        configure(animation)
        return animation
    }

    /// Applies the block's duration and options to an animation it creates.
    func configure(_ animation: CAAnimation) {
        animation.duration = duration
        // A delayed animation shows its start value while it waits, as UIKit's do.
        if delay > 0 { animation.fillMode = .backwards }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        animation.delegate = group
    }
}

/// Takes the animations made inside a property animator's blocks and drives them.
@MainActor
protocol DrivenAnimationSink: AnyObject {
    /// `animation`, just added to `view`'s layer, moves `property` from `old` to `new`.
    func drive(
        _ animation: RunningAnimation, on view: UIView, property: LayerProperty, from old: AnimatableValue,
        to new: AnimatableValue)
}
