/// A closure a control runs for its events, as `UIAction`.
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// A stable name for removing an action again.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the identifier named `rawValue`, as ``init(rawValue:)`` does.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (a button made with a primary action shows it).
    public var title: String
    /// The action's image (a button made with a primary action shows it).
    public var image: UIImage?
    /// The action's identifier.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs.
    public private(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    /// Creates an action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("action-\(UIAction.nextSerial())")
        self.handler = handler
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
