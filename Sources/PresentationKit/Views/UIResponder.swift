/// An object in the responder chain: views, windows and (later) view controllers.
///
/// The touch methods live with the events layer; this is the base every view inherits.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain (for a view, its superview; for a window, none).
    open var next: UIResponder? { nil }
}
