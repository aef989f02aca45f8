extension Diagnostic.Kind {
    /// A split view controller was used against its contract: the column API on a classic split
    /// view controller, the supplementary column of a double-column one, a controller in two
    /// columns, a width out of range. UIKit raises or ignores these; here the call is reported and
    /// dropped, and the columns stay as they were (Behaviour 26.9).
    public static let splitViewMisuse = Diagnostic.Kind(rawValue: "splitViewMisuse")
}
