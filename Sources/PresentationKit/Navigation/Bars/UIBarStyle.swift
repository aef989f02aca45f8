import Foundation

/// The look of a bar before appearances, as `UIBarStyle`: light (`.default`) or dark (`.black`).
public enum UIBarStyle: Int, Sendable {
    /// A light bar with dark text.
    case `default` = 0
    /// A dark bar with light text.
    case black = 1
    /// A dark translucent bar (deprecated in UIKit: `.black` with `isTranslucent`).
    case blackTranslucent = 2

    /// A dark opaque bar (deprecated in UIKit: `.black` with `isTranslucent` false).
    public static var blackOpaque: UIBarStyle { .black }
}

/// The height class a bar's background image is for, as `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// The standard height.
    case `default` = 0
    /// The compact height (a phone in landscape).
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102

    /// The compact height (deprecated in UIKit: `.compact`).
    public static var landscapePhone: UIBarMetrics { .compact }
    /// The compact height with a prompt (deprecated in UIKit: `.compactPrompt`).
    public static var landscapePhonePrompt: UIBarMetrics { .compactPrompt }
}

/// Where a bar sits, as `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere (a value that matches every position).
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching under the status bar.
    case topAttached = 3
}
