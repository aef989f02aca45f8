import Foundation

/// One instance of the app's interface, as `UIScene`. The host has exactly one, active.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app yet (or any longer); never reported here.
        case unattached = -1
        /// On screen and receiving events: what the host's scene always reports.
        case foregroundActive = 0
        /// On screen but not receiving events; never reported here.
        case foregroundInactive = 1
        /// Off screen; never reported here, even after ``HeadlessHost/enterBackground()`` (which
        /// changes only ``UIApplication/applicationState``).
        case background = 2
    }

    /// The host's scene is always in the foreground and active.
    open var activationState: ActivationState { .foregroundActive }
    /// A title for the scene (shown by the system in app switchers; stored here).
    open var title: String!
}

/// The scene that manages the host's window, as `UIWindowScene`: the way apps reach the window and
/// its orientation (`view.window?.windowScene?.interfaceOrientation`,
/// `UIApplication.shared.connectedScenes`).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene shows on.
    open var screen: UIScreen { hostScreen }
    private unowned let hostScreen: UIScreen

    init(screen: UIScreen) {
        hostScreen = screen
        super.init()
    }

    /// The scene's windows: the host's window.
    open var windows: [UIWindow] { hostScreen.hostWindow.map { [$0] } ?? [] }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The scene's status bar: its frame, style and visibility.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: hostScreen) }
    /// The orientation of the interface now (it changes with `HeadlessHost.rotate(to:duration:)`).
    open var interfaceOrientation: UIInterfaceOrientation { hostScreen.currentInterfaceOrientation }
    /// The traits of the scene: those of its window.
    open var traitCollection: UITraitCollection {
        hostScreen.hostWindow?.traitCollection ?? UITraitCollection()
    }

    /// The scene of `screen`'s host, made when first asked for.
    static func scene(of screen: UIScreen) -> UIWindowScene {
        let key = ObjectIdentifier(UIWindowScene.self)
        if let existing = screen.hostServices[key] as? UIWindowScene { return existing }
        let scene = UIWindowScene(screen: screen)
        screen.hostServices[key] = scene
        return scene
    }
}
