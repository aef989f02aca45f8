import Foundation

/// One change of an observed property, as Foundation's `NSKeyValueObservedChange`: what an
/// observation's change handler receives.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (`NSKeyValueChange`).
    public typealias Kind = NSKeyValueChange

    /// The kind of change: `.setting` for UIKit's properties.
    public let kind: Kind
    /// The value after the change, when the observation asked for `.new` (nil in a prior
    /// notification).
    public let newValue: Value?
    /// The value before the change, when the observation asked for `.old` (nil in the `.initial` call).
    public let oldValue: Value?
    /// The indexes of an insertion, removal or replacement in a to-many relationship; nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (asked for with `.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}
