import Foundation

/// What a menu lists: an action (``UIAction``), a submenu or inline group (``UIMenu``), or elements
/// made on demand (``UIDeferredMenuElement``), as `UIMenuElement`.
///
/// The base class is not made directly (nor subclassed outside the library); its title and image are
/// read-only here and settable on ``UIAction``, as in UIKit.
@preconcurrency @MainActor
public class UIMenuElement: NSObject {
    /// How an element draws and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Drawn dimmed; a tap on it does nothing and keeps the menu open.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in the destructive (red) colour.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not listed.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark: the element is chosen.
        case on = 1
        /// A dash: the element is partly chosen.
        case mixed = 2
    }

    /// Whether an element shows its image (iOS 27).
    public struct ImageVisibility: Hashable, Sendable {
        private let kind: Int
        /// The system decides (here: shown).
        public static let automatic = ImageVisibility(kind: 0)
        /// Shown.
        public static let visible = ImageVisibility(kind: 1)
        /// Not shown.
        public static let hidden = ImageVisibility(kind: 2)
    }

    var storedTitle: String
    var storedImage: UIImage?

    /// The element's title.
    public var title: String { storedTitle }
    /// The element's image, shown at the row's trailing edge.
    public var image: UIImage? { storedImage }
    /// A second line under the title (iOS 15).
    public var subtitle: String?
    /// Whether the element shows its image (iOS 27).
    public var preferredImageVisibility = ImageVisibility.automatic

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        storedImage = image
        self.subtitle = subtitle
        super.init()
    }

    /// Creates an element from an archive; there are no archives on Linux, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}
