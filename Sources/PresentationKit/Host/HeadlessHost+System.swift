import Foundation

/// What the system does to an app that a test may simulate or inspect: memory warnings, the app
/// moving to the background and back, the status bar, and requests with no visible effect.
extension HeadlessHost {
    /// The host's application: what `UIApplication.shared` answers while this host is in charge.
    public var application: UIApplication { UIApplication.application(of: screen) }

    /// Haptic feedback and accessibility notifications app code asked for, oldest first.
    public var events: [HostEvent] { clock.hostEvents }

    /// Sends a memory warning: `didReceiveMemoryWarning()` to every controller reachable from the
    /// root (children and presented controllers, parents before children), then
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public func simulateMemoryWarning() {
        clock.perform {
            if let root = window.rootViewController {
                for controller in Self.controllers(from: root) { controller.didReceiveMemoryWarning() }
            }
            application.post(UIApplication.didReceiveMemoryWarningNotification)
        }
    }

    /// Moves the app to the background: `willResignActive`, then `didEnterBackground`.
    public func enterBackground() {
        moveApplication(
            from: .active, posting: UIApplication.willResignActiveNotification, to: .background,
            posting: UIApplication.didEnterBackgroundNotification)
    }

    /// Brings the app back: `willEnterForeground`, then `didBecomeActive`.
    public func enterForeground() {
        moveApplication(
            from: .background, posting: UIApplication.willEnterForegroundNotification, to: .active,
            posting: UIApplication.didBecomeActiveNotification)
    }

    /// A life-cycle move through `.inactive`, each half announced as UIKit does; nothing when the
    /// application is not in `start`.
    private func moveApplication(
        from start: UIApplication.State, posting first: Notification.Name, to end: UIApplication.State,
        posting second: Notification.Name
    ) {
        clock.perform {
            guard application.applicationState == start else { return }
            application.applicationState = .inactive
            application.post(first)
            application.applicationState = end
            application.post(second)
        }
    }

    /// The controller whose `preferredStatusBarStyle` the status bar shows (nil with no root).
    public var statusBarStyleController: UIViewController? {
        window.rootViewController?.statusBarStyleOwner
    }

    /// The status bar's style now.
    public var statusBarStyle: UIStatusBarStyle {
        statusBarStyleController?.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden now.
    public var isStatusBarHidden: Bool {
        window.rootViewController?.statusBarHiddenOwner.prefersStatusBarHidden ?? false
    }

    private static func controllers(from root: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var pending = [root]
        while let controller = pending.popLast() {
            result.append(controller)
            if let presented = controller.presentation.presented { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }
}

extension HeadlessHost {
    /// The accessibility setting Reduce Transparency: while it is on, blur effects show their
    /// style's opaque colour instead of a blur (Behaviour 25.7), and
    /// `UIAccessibility.isReduceTransparencyEnabled` answers true. Changing it posts
    /// `UIAccessibility.reduceTransparencyStatusDidChangeNotification`.
    public var isReduceTransparencyEnabled: Bool {
        get { screen.reducesTransparency }
        set {
            guard newValue != screen.reducesTransparency else { return }
            screen.reducesTransparency = newValue
            clock.perform { application.post(UIAccessibility.reduceTransparencyStatusDidChangeNotification) }
        }
    }
}
