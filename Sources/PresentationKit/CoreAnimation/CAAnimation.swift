import Foundation

/// Receives an animation's start and stop, as in Core Animation.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, so a delegate need not implement the start callback.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing, so a delegate need not implement the stop callback.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of every animation, carrying Core Animation's media-timing properties.
///
/// Times are in the host's seconds. A `beginTime` of 0 means "when added"; any other value is an
/// absolute host time (Linux has no process-wide `CACurrentMediaTime()`; use `HeadlessHost.time`).
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// The curve that maps elapsed time to progress; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Retained, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation once it ends (default true).
    open var isRemovedOnCompletion = true
    /// When the animation begins: 0 means when it is added to a layer.
    open var beginTime: TimeInterval = 0
    /// The length of one cycle in seconds; 0 means Core Animation's default of 0.25 s.
    open var duration: TimeInterval = 0
    /// Time scale: 2 runs twice as fast.
    open var speed: Float = 1
    /// An offset into the animation's own time.
    open var timeOffset: TimeInterval = 0
    /// How many cycles run (fractions allowed; `.infinity` forever). 0 means one.
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds, instead of `repeatCount`.
    open var repeatDuration: TimeInterval = 0
    /// Whether each cycle plays forward then backward.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation with Core Animation's defaults.
    public required override init() { super.init() }

    /// Returns a copy, as `add(_:forKey:)` stores one: later changes to the original do not affect it.
    ///
    /// `NSObject.copy()` is not actor-isolated, so neither is this override; animations live on the
    /// main actor, which it asserts.
    open override func copy() -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> CAAnimation {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies every property of `other`; subclasses extend it with their own.
    func copyProperties(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// Core Animation's default for a property never set, by key.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "duration": return 0.25
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        default: return nil
        }
    }

    /// The prepared form the layer evaluates each frame; nil when the animation cannot run.
    func makeSampler(problems: inout [String]) -> AnimationSampler? {
        problems.append("\(type(of: self)) has no key path to animate")
        return nil
    }

    /// Adds the animation to the layer `anObject` under the key `event`, as Core Animation does
    /// when an animation is the action for a layer event.
    ///
    /// An object that is not a `CALayer` is reported and nothing happens.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            Diagnostics.report(
                .invalidInput,
                "\(type(of: self)).run(forKey: \"\(event)\", object:) needs a CALayer, not \(type(of: anObject)); "
                    + "the animation was not added",
                clock: FrameClock.executing)
            return
        }
        // An action without a key path (a `CABasicAnimation()` in `actions`) animates the key
        // it runs for, as in Core Animation.
        if let property = self as? CAPropertyAnimation, property.keyPath == nil,
            let keyed = property.copy() as? CAPropertyAnimation
        {
            keyed.keyPath = event
            layer.add(keyed, forKey: event)
            return
        }
        layer.add(self, forKey: event)
    }
}

/// An animation of one layer property, named by its key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated, such as `"opacity"`, `"position.y"` or `"transform.scale"`.
    open var keyPath: String?
    /// Whether the animated value is added to the layer's current value instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the end value of the previous cycle.
    open var isCumulative = false

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The parsed key path, or nil (with a problem noted) when the engine does not animate it.
    func parsedKeyPath(problems: inout [String]) -> AnimationKeyPath? {
        guard let keyPath else {
            problems.append("\(type(of: self)) has no keyPath")
            return nil
        }
        guard let parsed = AnimationKeyPath(keyPath) else {
            problems.append("key path \"\(keyPath)\" is not an animatable layer property")
            return nil
        }
        return parsed
    }
}

/// An animation between two values of a property: `fromValue`, `toValue`, `byValue`.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; nil means the layer's current value.
    open var fromValue: Any?
    /// The value at the end; nil means the layer's current value (or `fromValue + byValue`).
    open var toValue: Any?
    /// A relative change, used when one of `fromValue` / `toValue` is nil.
    open var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func makeSampler(problems: inout [String]) -> AnimationSampler? {
        guard let path = parsedKeyPath(problems: &problems) else { return nil }
        guard let endpoints = endpoints(for: path, problems: &problems) else { return nil }
        return AnimationSampler(
            keyPath: path, isAdditive: isAdditive, timing: AnimationTiming(self), curve: progressCurve,
            shape: .basic(endpoints))
    }

    /// How progress follows time: the timing function here, a spring in `CASpringAnimation`.
    var progressCurve: AnimationSampler.Curve { .bezier(timingFunction) }

    func endpoints(for path: AnimationKeyPath, problems: inout [String]) -> BasicEndpoints? {
        let kind = path.valueKind
        func convert(_ value: Any?, _ name: String) -> AnimatableValue?? {
            guard let value else { return .some(nil) }
            guard let converted = AnimatableValue(value, kind: kind), converted.isFinite else {
                problems.append("\(name) \(value) does not fit key path \"\(keyPath ?? "")\"")
                return nil
            }
            return .some(converted)
        }
        guard let from = convert(fromValue, "fromValue"), let to = convert(toValue, "toValue"),
            let by = convert(byValue, "byValue")
        else { return nil }
        return BasicEndpoints(from: from, to: to, by: by)
    }
}

/// A spring-driven animation between two values, as `CASpringAnimation`.
///
/// The spring's progress is the exact solution of `m·x″ + c·x′ + k·x = 0`; `duration` cuts it
/// (`settlingDuration` tells how long it takes to come to rest).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second, toward the target.
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical slows the spring instead of being treated as critical.
    open var allowsOverdamping = false

    /// Creates a spring with a perceptual duration and bounce, as iOS 17's `CASpringAnimation`.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 0.001)
        let dampingRatio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        stiffness = CGFloat(pow(2 * .pi / period, 2))
        damping = CGFloat(4 * .pi * dampingRatio / period)
        mass = 1
        duration = settlingDuration
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    var motion: SpringMotion {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// How long the spring takes to come to rest with these parameters.
    open var settlingDuration: TimeInterval { motion.settlingDuration }

    override var progressCurve: AnimationSampler.Curve { .spring(motion) }
}
