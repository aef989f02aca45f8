import Foundation

/// What a key-value observation's change handler is given and when, as Foundation's
/// `NSKeyValueObservingOptions` (which Foundation on Linux does not declare).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the value after the change (`newValue`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before the change (`oldValue`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, inside `observe(_:options:changeHandler:)`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called just before each change, with `isPrior` true.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change an observation reports, as Foundation's `NSKeyValueChange`. UIKit's
/// observable properties are single values: their changes are all `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into an observed to-many relationship.
    case insertion = 2
    /// Objects were removed from an observed to-many relationship.
    case removal = 3
    /// Objects were replaced in an observed to-many relationship.
    case replacement = 4
}
