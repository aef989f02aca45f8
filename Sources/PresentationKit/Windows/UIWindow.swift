import Foundation

/// The root of a view hierarchy on a screen, as `UIWindow`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on.
    public let screen: UIScreen
    /// Whether the window receives keyboard and non-touch events.
    open private(set) var isKeyWindow = false
    /// The idiom of the device whose screen the window is on, fixed when the window is made, so
    /// that an iPad window stays one when resized to a split-view width (only a host taking
    /// another device's profile changes it: `HeadlessHost.adopt(_:)`).
    var userInterfaceIdiom: UIUserInterfaceIdiom
    /// The root view controller, as installed (`rootViewController` may be overridden).
    var rootViewControllerStorage: UIViewController?
    /// The window's unsafe margins: the host's device profile in the current orientation.
    /// Where the software keyboard is, in the window's coordinates, while it is up (nil while
    /// down): what keyboard layout guides follow. The host sets it inside the keyboard's animation.
    var keyboardFrame: CGRect? {
        didSet {
            guard keyboardFrame != oldValue else { return }
            hierarchyEngine(create: false)?.setNeedsSync()
        }
    }
    var windowSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            // Every view's safe area may follow: each lays out again and hears of it.
            if windowSafeAreaInsets != oldValue { setNeedsLayoutInSubtree() }
        }
    }
    /// Transitions blocking touches now (see `isBlockingInteraction`).
    var interactionBlockers = 0
    /// Cancels the touches in progress, or with a view only those it or its subviews handle; set
    /// by the window's touch dispatcher (a layer above).
    var cancelTouchesInProgress: ((_ handledIn: UIView?) -> Void)?
    /// The window's first responder (Behaviour 15.13).
    weak var firstResponder: UIResponder?
    /// The first responder the host was last told about.
    weak var announcedFirstResponder: UIResponder?
    /// How many first-responder changes are under way (a switch resigns inside a become).
    var firstResponderChangeDepth = 0
    /// Tells the host (its keyboard) that the first responder changed; set by the host.
    var firstResponderDidChange: ((UIResponder?) -> Void)?

    /// Creates a window filling `screen`.
    public init(screen: UIScreen) {
        self.screen = screen
        userInterfaceIdiom = screen.deviceIdiom ?? UITraitCollection.idiom(forScreenSize: screen.bounds.size)
        super.init(frame: screen.bounds)
        layer.attachedClock = screen.clock
    }

    /// Creates a window in `windowScene`, filling the scene's screen: how scene-based apps make
    /// their windows. The host's own window is `HeadlessHost.window`; a window made here shares
    /// the host's screen and clock.
    public init(windowScene: UIWindowScene) {
        let screen = windowScene.screen
        self.screen = screen
        userInterfaceIdiom = screen.deviceIdiom ?? UITraitCollection.idiom(forScreenSize: screen.bounds.size)
        super.init(frame: screen.bounds)
        layer.attachedClock = screen.clock
        assignedScene = windowScene
    }

    /// Creates a window with `frame` on a screen no host drives (no time passes for it).
    public override init(frame: CGRect) {
        screen = UIScreen(bounds: CGRect(origin: .zero, size: frame.size), scale: 1, clock: nil)
        userInterfaceIdiom = UITraitCollection.idiom(forScreenSize: frame.size)
        super.init(frame: frame)
    }

    /// Creates a window from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        screen = UIScreen(bounds: .zero, scale: 1, clock: nil)
        userInterfaceIdiom = .phone
        super.init(coder: coder)
    }

    open override var window: UIWindow? { self }

    /// The traits of a window of this size on this screen (rules in `UITraitCollection+WindowSize`).
    open override var traitCollection: UITraitCollection { windowTraitCollection }

    /// The traits a window of this size on this screen has.
    var windowTraitCollection: UITraitCollection { traitCollection(forSize: bounds.size) }

    /// The traits the window would have at `size`: the size classes of that size, the screen's
    /// system style, and the window's own `overrideUserInterfaceStyle` on top (Behaviour 9.9).
    func traitCollection(forSize size: CGSize) -> UITraitCollection {
        UITraitCollection.window(
            size: size, idiom: userInterfaceIdiom, scale: screen.scale, style: screen.userInterfaceStyle
        ).overriding(style: overrideUserInterfaceStyle)
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        rootViewControllerDidBecomeVisible()
    }

    /// Makes the window key.
    open func makeKey() {
        isKeyWindow = true
    }

    /// The controller whose view fills the window. Setting it installs that view and, when the
    /// window is visible, runs the appearance callbacks (see `installRootViewController`).
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { installRootViewController(newValue) }
    }

    /// The scene the window belongs to: the one it was given (`init(windowScene:)` or set here),
    /// else a hosted window's host scene; a window made on no host has none. Held weakly, as in
    /// UIKit. Setting another scene does not move the window to that scene's screen.
    open weak var windowScene: UIWindowScene? {
        get {
            if let assignedScene { return assignedScene }
            guard screen.clock != nil else { return nil }
            return UIWindowScene.scene(of: screen)
        }
        set { assignedScene = newValue }
    }

    /// The scene given to the window, if any (`windowScene`).
    private weak var assignedScene: UIWindowScene?
}
