import Foundation

/// What a window scene's status bar looks like now, as UIKit's `UIStatusBarManager`.
///
/// The host draws no status bar: its frame is the top of the window's safe area (the device
/// profile's status bar or notch), and its style and visibility are those the controllers ask
/// for (`preferredStatusBarStyle`, `prefersStatusBarHidden`).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var screen: UIScreen?

    init(screen: UIScreen?) {
        self.screen = screen
        super.init()
    }

    /// The style the status bar has now.
    open var statusBarStyle: UIStatusBarStyle {
        screen?.hostWindow?.rootViewController?.statusBarStyleOwner.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden now.
    open var isStatusBarHidden: Bool {
        screen?.hostWindow?.rootViewController?.statusBarHiddenOwner.prefersStatusBarHidden ?? false
    }

    /// The status bar's frame: the window's width, as tall as its top safe-area inset; zero while hidden.
    open var statusBarFrame: CGRect { Self.statusBarFrame(of: screen) }

    static func statusBarFrame(of screen: UIScreen?) -> CGRect {
        guard let window = screen?.hostWindow,
            !(window.rootViewController?.statusBarHiddenOwner.prefersStatusBarHidden ?? false)
        else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
    }
}
