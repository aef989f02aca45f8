/// How much room an interface has along one axis, as `UIUserInterfaceSizeClass`.
///
/// Raw values match UIKit's.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    /// No size class: the trait is not set (in a standalone trait collection, "any").
    case unspecified = 0
    /// Constrained space (an iPhone's width in portrait, its height in landscape).
    case compact = 1
    /// Expansive space (an iPhone's height in portrait, both axes of a full-screen iPad).
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
