/// The look of the status bar's content, as `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark or light content to suit the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden, as `UIStatusBarAnimation`.
///
/// The host draws no status bar, so nothing here reads
/// ``UIViewController/preferredStatusBarUpdateAnimation``.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    /// The status bar appears or disappears at once.
    case none = 0
    /// The status bar fades in or out (a controller's default).
    case fade = 1
    /// The status bar slides in from the top or out of it.
    case slide = 2
}
