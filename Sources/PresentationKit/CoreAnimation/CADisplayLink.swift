import Foundation

/// A timer that fires once per frame of its host's clock, as `CADisplayLink`.
///
/// Create one from a screen (`window.screen.displayLink(withTarget:action:)` or
/// `displayLink { link in … }`), then `add(to: .main, forMode: .common)`. Linux has no
/// `#selector`: the action is a method reference such as `Animator.step`, taking the link.
/// Like UIKit, the link keeps its target alive until `invalidate()`.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private var action: ((CADisplayLink) -> Void)?
    private weak var clock: FrameClock?
    private var lastFire: Double?
    private(set) var isInvalidated = false
    /// Whether the link is on its host's run loop (between `add(to:forMode:)` and `remove`).
    private var isScheduled = false

    /// The time of the frame that fired the link last (host seconds).
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame the link fires for.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The interval between frames.
    public var duration: TimeInterval { clock?.frameDuration ?? 0 }
    /// Whether firing is suspended.
    public var isPaused = false
    /// A lower rate to fire at; 0 (the default) fires every frame.
    public var preferredFramesPerSecond = 0

    init(clock: FrameClock?, action: @escaping (CADisplayLink) -> Void) {
        self.clock = clock
        self.action = action
        super.init()
    }

    /// Starts firing on the host's frames. The run loop and mode are accepted for source
    /// compatibility; the link always fires on its screen's host.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else { return }
        isScheduled = true
        clock?.add(self)
    }

    /// Stops firing until added again (`isPaused` is left alone, as in UIKit).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
    }

    /// Stops the link for good and releases its target.
    public func invalidate() {
        isInvalidated = true
        action = nil
    }

    func fire(previous: Double, now: Double) {
        guard !isInvalidated, isScheduled, let clock else { return }
        // The clock also steps to times between frames (`advance(by:)` ends exactly where asked);
        // a display link fires only for the vsyncs, so only when a frame boundary was reached.
        let fps = Double(clock.framesPerSecond)
        let slack = FrameClock.tolerance * fps
        guard (now * fps + slack).rounded(.down) > (previous * fps + slack).rounded(.down) else { return }
        if preferredFramesPerSecond > 0, let lastFire,
            now - lastFire < 1 / Double(preferredFramesPerSecond) - FrameClock.tolerance
        {
            return
        }
        lastFire = now
        timestamp = now
        targetTimestamp = now + duration
        action?(self)
    }
}
