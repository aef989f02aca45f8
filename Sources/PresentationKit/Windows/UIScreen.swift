import Foundation

/// The display a host renders to: its size in points, its scale, and its frame clock.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen's rectangle in points; `HeadlessHost.resize(to:duration:)` changes it.
    public internal(set) var bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat
    /// The clock of the host this screen belongs to (nil for a screen no host drives).
    let clock: FrameClock?
    /// The window a host shows on this screen (what `UIApplication.shared.windows` lists).
    weak var hostWindow: UIWindow?
    /// Per-host objects of higher layers (`UIApplication`, `UIDevice`), made when first asked for.
    var hostServices: [ObjectIdentifier: AnyObject] = [:]
    /// The idiom of the device the host stands for, when it was given one (else the size decides).
    var deviceIdiom: UIUserInterfaceIdiom?
    /// The accessibility setting that replaces blurs with opaque colours (the host's
    /// `isReduceTransparencyEnabled`).
    var reducesTransparency = false
    /// The system's interface style (the host's `userInterfaceStyle`), where windows' traits start.
    var userInterfaceStyle = UIUserInterfaceStyle.light
    /// The interface orientation the host turned to (nil: portrait unless wider than tall).
    var interfaceOrientation: UIInterfaceOrientation?

    /// The interface orientation now: the one the host turned to while the screen's shape agrees,
    /// else portrait unless wider than tall (`.landscapeRight`, UIKit's usual rotation).
    var currentInterfaceOrientation: UIInterfaceOrientation {
        let isLandscape = bounds.width > bounds.height
        if let interfaceOrientation, interfaceOrientation.isLandscape == isLandscape {
            return interfaceOrientation
        }
        return isLandscape ? .landscapeRight : .portrait
    }

    init(bounds: CGRect, scale: CGFloat, clock: FrameClock?) {
        self.bounds = bounds
        self.scale = scale
        self.clock = clock
        super.init()
    }

    /// The screen's native scale (the same as `scale` here).
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The frames per second the screen refreshes at.
    public var maximumFramesPerSecond: Int { clock?.framesPerSecond ?? 60 }

    /// A display link calling `action` on `target` every frame of this screen's host.
    ///
    /// UIKit takes a selector; here the action is a method reference such as `Animator.step`.
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, action: @escaping (Target) -> (CADisplayLink) -> Void
    ) -> CADisplayLink? {
        displayLink { link in action(target)(link) }
    }

    /// A display link calling `handler` every frame of this screen's host.
    public func displayLink(_ handler: @escaping (CADisplayLink) -> Void) -> CADisplayLink? {
        CADisplayLink(clock: clock, action: handler)
    }
}
