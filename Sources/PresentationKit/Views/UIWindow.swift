import Foundation

/// The root of a view hierarchy on a screen, as `UIWindow`.
@MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    public let screen: UIScreen
    /// Whether the window receives keyboard and non-touch events.
    public private(set) var isKeyWindow = false

    /// Creates a window filling `screen`.
    public init(screen: UIScreen) {
        self.screen = screen
        super.init(frame: screen.bounds)
        layer.attachedClock = screen.clock
    }

    /// Creates a window with `frame` on a screen no host drives (no time passes for it).
    public override init(frame: CGRect) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: frame.size), scale: 1, clock: nil)
        super.init(frame: frame)
    }

    open override var window: UIWindow? { self }

    /// Shows the window and makes it key.
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key.
    public func makeKey() {
        isKeyWindow = true
    }
}
