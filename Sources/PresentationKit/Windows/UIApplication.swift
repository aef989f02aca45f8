import Foundation

/// The running app, as `UIApplication`: its windows, its state, and the notifications it posts.
///
/// `UIApplication.shared` is the application of the host in charge (see `UIScreen.main` for the
/// rule): each `HeadlessHost` has its own, so notifications a host posts carry its application as
/// their `object`, and observers in parallel tests can tell hosts apart.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's running states.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events: where a host starts, and where
        /// ``HeadlessHost/enterForeground()`` ends.
        case active
        /// In the foreground but not receiving events; here only passed through on the way to or from
        /// the background, while the first notification of the move is posted.
        case inactive
        /// Running off screen, after ``HeadlessHost/enterBackground()``.
        case background
    }

    /// The app's content size category: `.large`, the one category on this host (Behaviour 28.1).
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// Posted when a host simulates a memory warning, after the controllers heard
    /// `didReceiveMemoryWarning()`.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")

    /// The screen whose host this application belongs to (nil for the stand-in with no host).
    private weak var screen: UIScreen?

    init(screen: UIScreen?) {
        self.screen = screen
        super.init()
    }

    private static let detached = UIApplication(screen: nil)

    /// The application of the host in charge (see `UIScreen.main` for the rule). With no host alive
    /// it reports a diagnostic and answers an application with no windows.
    open class var shared: UIApplication {
        guard let screen = UIScreen.current else {
            Diagnostics.log(
                .unsupportedOnLinux,
                "UIApplication.shared was asked for with no HeadlessHost alive; answering an application "
                    + "with no windows. Create a HeadlessHost first.")
            return detached
        }
        return application(of: screen)
    }

    /// The application of `screen`'s host, made when first asked for.
    static func application(of screen: UIScreen) -> UIApplication {
        let key = ObjectIdentifier(UIApplication.self)
        if let existing = screen.hostServices[key] as? UIApplication { return existing }
        let application = UIApplication(screen: screen)
        screen.hostServices[key] = application
        return application
    }

    /// The app's windows: the host's window.
    open var windows: [UIWindow] { screen?.hostWindow.map { [$0] } ?? [] }
    /// The key window: the host's window.
    open var keyWindow: UIWindow? { screen?.hostWindow }
    /// The app's scenes: the host's window scene.
    open var connectedScenes: Set<UIScene> {
        guard let screen, screen.clock != nil else { return [] }
        return [UIWindowScene.scene(of: screen)]
    }
    /// The status bar's frame in screen coordinates (deprecated in UIKit): the full width, as tall
    /// as the window's top safe-area inset; zero while the status bar is hidden (Behaviour 24.4).
    open var statusBarFrame: CGRect { UIStatusBarManager.statusBarFrame(of: screen) }
    /// The interface orientation (deprecated in UIKit): the window scene's.
    open var statusBarOrientation: UIInterfaceOrientation {
        screen?.currentInterfaceOrientation ?? .portrait
    }
    /// Posted before the status bar's frame changes (deprecated in UIKit; never posted here: the
    /// status bar follows rotations, and `UIWindowScene.statusBarManager` answers at any time).
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Whether the app is active, inactive or in the background (hosts start active).
    open internal(set) var applicationState: State = .active
    /// Whether the app ignores touches: PresentationKit never does on its own.
    open var isIgnoringInteractionEvents: Bool { false }
    /// The app's badge number, stored.
    open var applicationIconBadgeNumber = 0
    /// Whether the idle timer is off, stored.
    open var isIdleTimerDisabled = false

    /// Whether a URL can be opened: never, as there is nothing to open it with here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opening URLs does nothing here; `completion` runs with false on the next run-loop turn.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        guard let completion else { return }
        if let clock = screen?.clock { clock.enqueue { completion(false) } } else { completion(false) }
    }

    /// Keys for the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app handles the URL as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Posts `name` from this application through the default notification center.
    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
