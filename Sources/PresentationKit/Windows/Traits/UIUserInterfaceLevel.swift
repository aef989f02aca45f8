/// The visual level of content, as `UIUserInterfaceLevel`: a window's main content is `.base`;
/// content shown above it (sheets, popovers, alerts) is `.elevated`, which the elevated system
/// background colours follow in the dark appearance.
///
/// Raw values match UIKit's.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CustomStringConvertible {
    /// No level: the trait is not set.
    case unspecified = -1
    /// The level of a window's main content.
    case base = 0
    /// The level of content visually above the window's main content.
    case elevated = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .base: "base"
        case .elevated: "elevated"
        }
    }
}
