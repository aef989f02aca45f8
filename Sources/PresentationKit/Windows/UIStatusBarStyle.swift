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
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    case none = 0
    case fade = 1
    case slide = 2
}
