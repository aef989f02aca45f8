import PresentationKitScenarios

/// The scenarios `play` offers: the scenario catalog's, in its order (S1–S8, the sheets, navigation,
/// the keyboard form and the built-in styles).
public enum PlayCatalog {
    /// The scenario `play` opens when given none.
    public static let defaultScenario = "s1-dimming-button"

    /// Every scenario's name, in the catalog's order.
    public static var names: [String] { ScenarioCatalog.all.map(\.name) }

    /// The position of the scenario named `name` in the catalog, if there is one.
    public static func index(of name: String) -> Int? {
        ScenarioCatalog.all.firstIndex { $0.name == name }
    }
}
