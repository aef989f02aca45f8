/// Whether an interface shows its light or its dark appearance, as `UIUserInterfaceStyle`.
///
/// Raw values match UIKit's.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// No style: the trait is not set (on an `overrideUserInterfaceStyle`: inherit it).
    case unspecified = 0
    /// The light appearance (the system default, and what a host starts with).
    case light = 1
    /// The dark appearance.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
