extension Diagnostic.Kind {
    /// A view controller was used against its contract (a `loadView()` that set no view, an
    /// override set for a controller that is not a child, a child added to itself).
    public static let viewControllerMisuse = Diagnostic.Kind(rawValue: "viewControllerMisuse")
    /// `beginAppearanceTransition` / `endAppearanceTransition` were called out of order; UIKit logs
    /// "Unbalanced calls to begin/end appearance transitions".
    public static let unbalancedAppearanceTransition = Diagnostic.Kind(
        rawValue: "unbalancedAppearanceTransition")
}
