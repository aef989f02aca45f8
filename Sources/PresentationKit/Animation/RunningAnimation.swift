import Foundation

/// An animation added to a layer: the stored copy, its prepared sampler and its progress.
@MainActor
final class RunningAnimation {
    let key: String
    /// The copy `add(_:forKey:)` stored; `animation(forKey:)` returns it.
    let animation: CAAnimation
    let sampler: AnimationSampler
    /// Host time at which it begins; nil while its layer is in no hosted window.
    var begin: Double?
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
    /// What decides the animation's progress instead of the clock (a property animator, a scrubbed
    /// transition); the clock then never ends it: the driver removes it.
    var drive: (any AnimationDrive)?

    init(
        key: String, animation: CAAnimation, sampler: AnimationSampler, owner: AnimatedNode,
        relativeDelay: Double, blocksUserInteraction: Bool
    ) {
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
}
