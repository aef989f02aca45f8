import Foundation

/// An animation added to a layer: the stored copy, its prepared sampler and its progress.
@MainActor
final class RunningAnimation {
    // What the per-frame fold reads comes first, so that it shares the object's first cache line
    // (the sampler's own copies sit behind its shape's values, hundreds of bytes in).
    /// The sampler's values fixed ahead (nil: the general path).
    let course: FixedCourse?
    /// The sampler's shared curve memo.
    let sharedProgress: SharedProgress?
    /// Host time at which it begins; nil while its layer is in no hosted window.
    var begin: Double? {
        didSet { owner?.runningAnimationDidChange() }
    }
    /// What decides the animation's progress instead of the clock (a property animator, a scrubbed
    /// transition); the clock then never ends it: the driver removes it.
    var drive: (any AnimationDrive)? {
        didSet { owner?.runningAnimationDidChange() }
    }
    /// The property animated (the sampler's).
    let property: LayerProperty
    let isAdditive: Bool
    let isCumulative: Bool

    let key: String
    /// The copy `add(_:forKey:)` stored; `animation(forKey:)` returns it.
    let animation: CAAnimation
    let sampler: AnimationSampler
    /// Delay requested relative to the moment the begin time resolves (UIKit's `delay:`).
    let relativeDelay: Double
    var didStart = false
    /// Ended but kept on the layer (`isRemovedOnCompletion == false`).
    var didEnd = false
    /// UIKit block animations made without `.allowUserInteraction` make their view ignore touches.
    let blocksUserInteraction: Bool
    /// The layer the animation runs on. Weak: a layer freed while its animation is still
    /// scheduled (it left the window through a parent that had already left) ends the animation
    /// instead of leaving the clock a dangling reference.
    weak var owner: (any AnimatedNode)?
    /// Told once, after the animation's own delegate, when it stops: the completion groups of the
    /// `CATransaction`s it was added in.
    var stopObservers: [CAAnimationDelegate] = []

    init(
        key: String, animation: CAAnimation, sampler: AnimationSampler, owner: AnimatedNode,
        relativeDelay: Double, blocksUserInteraction: Bool
    ) {
        course = sampler.fixedCourse
        sharedProgress = sampler.sharedProgress
        property = sampler.keyPath.property
        isAdditive = sampler.isAdditive
        isCumulative = sampler.isCumulative
        self.key = key
        self.animation = animation
        self.sampler = sampler
        self.owner = owner
        self.relativeDelay = relativeDelay
        self.blocksUserInteraction = blocksUserInteraction
    }

    /// Tells the animation's delegate, then its stop observers, that it stopped, once.
    func notifyStopped(finished: Bool) {
        guard !didEnd else { return }
        didEnd = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        let observers = stopObservers
        stopObservers = []
        for observer in observers { observer.animationDidStop(animation, finished: finished) }
    }

    /// Host time when the animation's active period ends (infinite if it never does).
    var endTime: Double {
        guard let begin, drive == nil else { return .infinity }
        return sampler.timing.endTime(begin: begin)
    }
}

/// What the clock needs of a layer: its clock, and hooks to end its animations.
///
/// The animation layer sits below layers and views, so it sees a layer only through this.
@MainActor
protocol AnimatedNode: AnyObject {
    /// The clock of the hosted window the node is in, if any.
    var clock: FrameClock? { get }
    /// The animation reached its end time.
    func animationDidEnd(_ animation: RunningAnimation)
    /// The node left its hosted tree for good: stop every animation in its subtree.
    func stopAnimationsInSubtree()
    /// One of the node's animations changed how it is sampled (its begin time, or its drive).
    func runningAnimationDidChange()
}

/// One running animation as the per-frame fold reads it: what the fast path needs, copied out of
/// the animation so that a layer's steps lie in one contiguous buffer.
///
/// Reading a layer's presentation used to chase a pointer to each of its animations, objects of
/// hundreds of bytes scattered over the heap; with 1,000 animating views those loads missed the
/// cache and were a third of the pass. The references are unowned and unretained (no reference
/// counting per step): the layer rebuilds its steps whenever its animations change, and each
/// referenced object is kept alive by the animation the step was made from, which the layer holds.
struct FoldStep {
    unowned(unsafe) let animation: RunningAnimation
    unowned(unsafe) let course: FixedCourse?
    /// The curve memo, unmanaged: read through `_withUnsafeGuaranteedRef`, the fold asks it without
    /// the retain and release an `unowned(unsafe)` load still costs (four per animating view).
    let sharedProgress: Unmanaged<SharedProgress>?
    /// For a course of lanes on a property of their kind, not cumulative: the start lanes and the
    /// change over the course (`to − from`, the same bits as working it out on each read), copied
    /// here so that the fold of a number, point, size or rectangle never loads the course (each
    /// view's frame has its own, and those loads missed the cache).
    let fromLanes: SIMD4<Double>
    let laneChange: SIMD4<Double>
    let usesLanes: Bool
    /// The begin time (0 when `isFast` is false).
    let begin: Double
    let property: LayerProperty
    let isAdditive: Bool
    let isCumulative: Bool
    /// Values fixed ahead, a shared curve, a begin time and no drive: the fold needs nothing else.
    let isFast: Bool
    /// Whether this is the first step on its property: a fold over last frame's presentation sets
    /// the property back to its model value here (set by the layer, which sees all its steps).
    var startsFromModel = false

    @MainActor
    init(_ animation: RunningAnimation) {
        self.animation = animation
        course = animation.course
        sharedProgress = animation.sharedProgress.map(Unmanaged.passUnretained)
        property = animation.property
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        let begin = animation.drive == nil ? animation.begin : nil
        isFast = course != nil && sharedProgress != nil && begin != nil
        self.begin = begin ?? 0
        if isFast, !isCumulative, let lanes = course?.laneEnds, course?.kind == property.kind,
            property != .hidden
        {
            (fromLanes, laneChange, usesLanes) = (lanes.from, lanes.to - lanes.from, true)
        } else {
            (fromLanes, laneChange, usesLanes) = (.zero, .zero, false)
        }
    }
}
