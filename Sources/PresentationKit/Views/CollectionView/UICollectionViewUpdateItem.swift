import Foundation

/// One change of a collection view's batch update, as the layout's
/// `prepare(forCollectionViewUpdates:)` receives it, as UIKit's `UICollectionViewUpdateItem`.
///
/// A change to a whole section names it by an index path whose item is `NSNotFound`. Inserted
/// elements have only an index path after the update, deleted ones only one before it; reloaded and
/// moved ones have both (Behaviour 20.12).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What an update item does, as UIKit's `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        /// The element is inserted.
        case insert = 0
        /// The element is deleted.
        case delete = 1
        /// The element is made again.
        case reload = 2
        /// The element moves.
        case move = 3
        /// Nothing happens to the element.
        case none = 4
    }

    /// Where the element was before the update, or nil for an inserted one.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where the element is after the update, or nil for a deleted one.
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What the update does to the element.
    open var updateAction: Action { action }

    private let action: Action
    private let before: IndexPath?
    private let after: IndexPath?

    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    /// A change to a whole section, as UIKit names it: the section and item `NSNotFound`.
    static func section(_ action: Action, before: Int?, after: Int?) -> UICollectionViewUpdateItem {
        UICollectionViewUpdateItem(
            action, before: before.map { IndexPath(item: NSNotFound, section: $0) },
            after: after.map { IndexPath(item: NSNotFound, section: $0) })
    }
}
