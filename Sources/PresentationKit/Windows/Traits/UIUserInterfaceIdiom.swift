/// The kind of device an interface runs on, as `UIUserInterfaceIdiom`.
///
/// Only the idioms presentations adapt to are modelled. Raw values match UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CustomStringConvertible {
    /// No idiom: the trait is not set.
    case unspecified = -1
    /// An iPhone-sized screen.
    case phone = 0
    /// An iPad-sized screen.
    case pad = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        }
    }
}
