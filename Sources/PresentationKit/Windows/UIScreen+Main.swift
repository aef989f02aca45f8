import Foundation

/// Which host `UIScreen.main` (and through it `UIApplication.shared`, `UIDevice.current`, the
/// haptic generators and `UIAccessibility.post`) means.
///
/// UIKit has one screen per process; PresentationKit may run several hosts at once (tests run in
/// parallel). The rule: the host whose run-loop turn or frame is executing, else the most recently
/// created host that is still alive. Tests that want a particular host use `HeadlessHost` directly.
extension UIScreen {
    private static var hostedScreens: [WeakReference<UIScreen>] = []
    /// The stand-in answered when no host exists: 390 × 844 at 3×, with no clock.
    private static let detached = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, clock: nil)

    /// Makes `screen` a candidate for `UIScreen.main` (a host calls it for its own screen).
    static func registerHosted(_ screen: UIScreen) {
        hostedScreens.removeAll { $0.object == nil }
        hostedScreens.append(WeakReference(screen))
    }

    /// The screen of the host in charge now (see the rule above), or nil when no host is alive.
    static var current: UIScreen? {
        hostedScreens.removeAll { $0.object == nil }
        if let executing = FrameClock.executing,
            let screen = hostedScreens.first(where: { $0.object?.clock === executing })?.object
        {
            return screen
        }
        return hostedScreens.last?.object
    }

    /// The screen of the host in charge: the one whose run loop is executing, else the most
    /// recently created live host's. With no host alive it reports a diagnostic and answers a
    /// stand-in 390 × 844 screen on which no time passes.
    public static var main: UIScreen {
        if let current { return current }
        Diagnostics.log(
            .unsupportedOnLinux,
            "UIScreen.main was asked for with no HeadlessHost alive; answering a detached 390×844 screen. "
                + "Create a HeadlessHost first (it is the screen, window and clock of a run).")
        return detached
    }
}
