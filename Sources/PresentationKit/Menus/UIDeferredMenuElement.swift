import Foundation

/// A placeholder whose elements are made when its menu opens, as `UIDeferredMenuElement`: the
/// menu shows a loading row until the provider calls its completion, then the elements in its
/// place (Behaviour 27.6).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the provider runs each time the menu opens (`uncached(_:)`), not only the first.
    let isCached: Bool
    /// The elements the provider gave, kept when cached.
    var fulfilled: [UIMenuElement]?

    /// Creates an element whose provider runs the first time its menu opens; later openings show
    /// the same elements.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Creates an element whose provider runs each time its menu opens (iOS 15).
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// Creates an element from an archive; there are no archives on Linux, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
