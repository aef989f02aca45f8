import Foundation

/// The closure a ``UIAction`` runs, as `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure with a title and an image that a control runs for its events, a bar button item for
/// its tap, or a menu when its row is chosen, as `UIAction`.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    /// A stable name for removing an action again.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the identifier named `rawValue`, as ``init(rawValue:)`` does.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (a button made with a primary action shows it, a menu lists it).
    public override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The action's image (a button made with a primary action shows it, a menu row at its
    /// trailing edge).
    public override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// The image a menu shows while the action's state is `.on` (iOS 17; nil: `image`).
    public var selectedImage: UIImage?
    /// The action's identifier.
    public let identifier: Identifier
    /// A title for the keyboard-shortcut overlay; kept, there is no such overlay here.
    public var discoverabilityTitle: String?
    /// How a menu draws the action and whether it can be chosen.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark beside the action.
    public var state: UIMenuElement.State
    /// The control, bar button item or menu owner that sent the action while its handler runs.
    public private(set) weak var sender: AnyObject?
    private let handler: UIActionHandler

    /// Creates an action.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier("action-\(UIAction.nextSerial())")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action from an archive; there are no archives on Linux, so this returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private static var serial = 0
    private static func nextSerial() -> Int {
        serial += 1
        return serial
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
