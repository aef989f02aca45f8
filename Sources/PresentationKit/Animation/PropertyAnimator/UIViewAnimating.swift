import Foundation

/// Where a property animator is in its life (Behaviour 11.1–11.6). Raw values match UIKit's.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are gone and it can be configured and reused.
    case inactive = 0
    /// Started or paused: its animations are on the layers.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended, as completions hear it (Behaviour 11.3, 11.5). Raw values match UIKit's.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animation blocks set.
    case end = 0
    /// At the values before the blocks ran.
    case start = 1
    /// Wherever the animation was when it was finished.
    case current = 2
}

/// The life cycle of an animator that can be started, paused, scrubbed, reversed and stopped, as
/// `UIViewAnimating`. `UIViewPropertyAnimator` adopts it. (UIKit's refines `NSObjectProtocol`; this one
/// refines `AnyObject`, so `NSObject` conformers compile as before.)
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// `.inactive`, `.active` or `.stopped`.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (false while paused).
    var isRunning: Bool { get }
    /// Whether the animations run toward their start.
    var isReversed: Bool { get set }
    /// How far the animations are, from 0 to 1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts the animations, or resumes them after a pause.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Freezes the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: `true` makes the animator inactive at once, `false` leaves
    /// it `.stopped` until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animation blocks and completions while it runs, and can continue with
/// new timing, as `UIViewImplicitlyAnimating` (what `interruptibleAnimator(using:)` returns).
///
/// UIKit's four methods here are optional requirements; the defaults below do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block that starts after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion block, run with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing for the rest.
    func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing and never runs `animation`: a conformer that takes extra blocks implements this, as
    /// ``UIViewPropertyAnimator`` does.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing and never runs `animation`: a conformer that takes delayed blocks implements this, as
    /// ``UIViewPropertyAnimator`` does.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing and never calls `completion`: a conformer that reports its end implements this, as
    /// ``UIViewPropertyAnimator`` does.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing, so the animator keeps its old timing: a conformer that can be retimed implements this,
    /// as ``UIViewPropertyAnimator`` does.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
