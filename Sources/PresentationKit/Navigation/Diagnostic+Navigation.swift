extension Diagnostic.Kind {
    /// A navigation controller was used against its contract: a push, pop or `setViewControllers`
    /// while a push or pop is running, a controller pushed twice, a navigation controller pushed.
    /// UIKit raises or logs for these; here the call is reported and dropped (Behaviour 16.9).
    public static let navigationMisuse = Diagnostic.Kind(rawValue: "navigationMisuse")
}
