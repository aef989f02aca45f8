import Foundation

/// What a `UIVisualEffectView` does to what lies behind it or to its content, as `UIVisualEffect`:
/// the base of `UIBlurEffect` and `UIVibrancyEffect`. An effect is an immutable value; a view
/// keeps a copy of the one it is given.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    /// Creates an effect that does nothing (a plain `UIVisualEffect` shows no effect).
    public override init() { super.init() }

    /// Creates an effect from an archive. PresentationKit decodes no archives: the effect is made
    /// as `init()` makes it.
    public required init?(coder: NSCoder) { super.init() }

    /// The effect itself: effects are immutable, so a copy is the same object, as in UIKit.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
