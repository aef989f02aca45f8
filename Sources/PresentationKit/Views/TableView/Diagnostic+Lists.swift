extension Diagnostic.Kind {
    /// A table or collection view was used against its contract: an index path outside the data,
    /// a reuse identifier never registered, a data source giving a negative count or nothing, an
    /// update whose counts do not add up. UIKit raises for most of these; here the call is
    /// reported, and what the message says is done instead (nothing is left half-changed).
    public static let listMisuse = Diagnostic.Kind(rawValue: "listMisuse")
}
