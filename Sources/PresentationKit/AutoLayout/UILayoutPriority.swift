import Foundation

/// How much a constraint matters, as `UILayoutPriority`: 1,000 is required, anything lower is
/// optional. The engine satisfies every required constraint, then the optional ones in priority
/// order: a higher priority is met before any number of lower ones are considered (Behaviour 17.3).
///
/// Like the SDK, the type offers no arithmetic or literals; apps that add their own `+` or
/// `ExpressibleByFloatLiteral` extensions compile unchanged.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    /// The priority as a number from 1 to 1,000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint (1,000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a view resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window's scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority with which a view hugs its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which `systemLayoutSizeFitting(_:)` holds the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}
