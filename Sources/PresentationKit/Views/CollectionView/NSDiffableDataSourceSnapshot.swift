import Foundation

/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Identifiers are unique across the snapshot. UIKit stops the app on a duplicate identifier, an
/// item appended with no section, or an identifier that is not in the snapshot; here each is logged
/// (swift-log, `listMisuse`) and skipped, and the snapshot stays as it was for that call
/// (Behaviour 19.11).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// The section index holding each item.
    private(set) var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The items marked by `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked by `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked by `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The number of items in `identifier`'s section (0, and logged, for a section not here).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section in order (none, and logged, for a section not here).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndex[identifier] else {
            Self.misuse("itemIdentifiers(inSection: \(identifier)): the section is not in the snapshot")
            return []
        }
        return items[index]
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    /// The item's index among all items (section by section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let row = items[section].firstIndex(of: identifier)
        else {
            return nil
        }
        return items[..<section].reduce(0) { $0 + $1.count } + row
    }

    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The item at a (section, row or item) index path, or nil for a path that is not one, for
    /// the table's and the collection view's data sources.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let (section, row) = (indexPath[0], indexPath[1])
        guard section >= 0, section < items.count, row >= 0, row < items[section].count else { return nil }
        return items[section][row]
    }

    /// The section identifier at `index`, or nil out of range, for the data sources.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        let sections = sectionIdentifiers
        return index >= 0 && index < sections.count ? sections[index] : nil
    }

    /// The section and row of an item, for the data sources.
    func position(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let section = sectionOfItem[identifier], let row = items[section].firstIndex(of: identifier)
        else {
            return nil
        }
        return (section, row)
    }

    /// The number of items in the section at `index`, for the data sources.
    func count(inSectionAt index: Int) -> Int { index >= 0 && index < items.count ? items[index].count : 0 }

    // MARK: Items

    /// Appends items to `identifier`'s section, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let target: Int?
        if let sectionIdentifier {
            target = sectionIndex[sectionIdentifier]
        } else {
            target = sections.indices.last
        }
        guard let target else {
            Self.misuse(
                "appendItems(_:toSection:): "
                    + (sectionIdentifier.map { "the section \($0) is not in the snapshot" }
                        ?? "the snapshot has no section; call appendSections(_:) first")
                    + "; the items are not added")
            return
        }
        insert(identifiers, inSection: target, at: items[target].count)
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let (section, row) = position(of: beforeIdentifier) else {
            Self.misuse(
                "insertItems(_:beforeItem: \(beforeIdentifier)): that item is not in the snapshot; nothing inserted"
            )
            return
        }
        insert(identifiers, inSection: section, at: row)
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        guard let (section, row) = position(of: afterIdentifier) else {
            Self.misuse(
                "insertItems(_:afterItem: \(afterIdentifier)): that item is not in the snapshot; nothing inserted"
            )
            return
        }
        insert(identifiers, inSection: section, at: row + 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], inSection section: Int, at row: Int) {
        var seen = Set<ItemIdentifierType>()
        var fresh: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil, seen.insert(identifier).inserted else {
                Self.misuse(
                    "the item identifier \(identifier) is already in the snapshot; identifiers must be unique. Skipped."
                )
                continue
            }
            fresh.append(identifier)
        }
        items[section].insert(contentsOf: fresh, at: row)
        for identifier in fresh { sectionOfItem[identifier] = section }
    }

    /// Deletes items (identifiers not here are skipped).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in items.indices { items[section].removeAll { doomed.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Deletes every item and every section, as UIKit does.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, next: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        move(identifier, next: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next other: ItemIdentifierType, after: Bool)
    {
        guard identifier != other, position(of: identifier) != nil, position(of: other) != nil else {
            Self.misuse(
                "moveItem(\(identifier), …\(other)): both items must be in the snapshot and differ; nothing moved"
            )
            return
        }
        deleteItems([identifier])
        let (section, row) = position(of: other)!
        insert([identifier], inSection: section, at: after ? row + 1 : row)
    }

    /// Marks items whose cells are made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.append(contentsOf: identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks items whose cells are configured again when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems.append(contentsOf: identifiers.filter { sectionOfItem[$0] != nil })
    }

    // MARK: Sections

    /// Appends sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex[toIdentifier] else {
            Self.misuse(
                "insertSections(_:beforeSection: \(toIdentifier)): that section is not in the snapshot")
            return
        }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex[toIdentifier] else {
            Self.misuse(
                "insertSections(_:afterSection: \(toIdentifier)): that section is not in the snapshot")
            return
        }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers {
            guard sectionIndex[identifier] == nil, !fresh.contains(identifier) else {
                Self.misuse(
                    "the section identifier \(identifier) is already in the snapshot; identifiers must be unique. Skipped."
                )
                continue
            }
            fresh.append(identifier)
        }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindex()
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var keptSections: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (index, section) in sections.enumerated() where !doomed.contains(section) {
            keptSections.append(section)
            keptItems.append(items[index])
        }
        sections = keptSections
        items = keptItems
        reindex()
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, next other: SectionIdentifierType, after: Bool
    ) {
        guard identifier != other, let from = sectionIndex[identifier], sectionIndex[other] != nil else {
            Self.misuse(
                "moveSection(\(identifier), …\(other)): both sections must be in the snapshot and differ")
            return
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        var to = sections.firstIndex(of: other)!
        if after { to += 1 }
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
        reindex()
    }

    /// Marks sections whose items are made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections.append(contentsOf: identifiers.filter { sectionIndex[$0] != nil })
    }

    private mutating func reindex() {
        sectionIndex = [:]
        sectionOfItem = [:]
        for (index, section) in sections.enumerated() {
            sectionIndex[section] = index
            for item in items[index] { sectionOfItem[item] = index }
        }
    }

    /// Forgets the marks for reloading and reconfiguring (`withoutMarks`).
    mutating func clearMarks() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }

    private static func misuse(_ message: String) {
        Diagnostics.log(.listMisuse, "NSDiffableDataSourceSnapshot: \(message)")
    }
}

/// What applying a snapshot changes, as a table's or a collection view's batch updates: positions
/// are (section, row or item), old ones before the change and new ones after it, as UIKit's batch
/// updates take them.
struct SnapshotChanges: Equatable {
    typealias Position = SnapshotPosition
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Old section index, new section index.
    var movedSections: [SnapshotMove] = []
    var deletedItems: [Position] = []
    var insertedItems: [Position] = []
    var movedItems: [SnapshotItemMove] = []
    /// Old positions of the items made again, and of those configured again.
    var reloadedItems: [Position] = []
    var reconfiguredItems: [Position] = []

    var isEmpty: Bool { self == SnapshotChanges() }
}

/// A section and a row (or item) in a snapshot.
struct SnapshotPosition: Equatable {
    var section: Int
    var row: Int
}

/// A section moved from an old index to a new one.
struct SnapshotMove: Equatable {
    var from: Int
    var to: Int
}

/// An item moved from an old position to a new one.
struct SnapshotItemMove: Equatable {
    var from: SnapshotPosition
    var to: SnapshotPosition
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot without its marks for reloading and reconfiguring: what a data source keeps
    /// once it has applied them, so that the next snapshot made from it does not apply them again.
    var withoutMarks: Self {
        var copy = self
        copy.clearMarks()
        return copy
    }

    /// Each section's item count, for checking that a list shows this snapshot.
    var counts: [Int] { (0..<numberOfSections).map(count(inSectionAt:)) }

    /// The batch updates that take a list from `old` to this snapshot: sections and items by
    /// identifier, the ones in neither deleted nor inserted, and moves inferred from
    /// `CollectionDifference` (the longest run kept in order stays put, the rest move); items
    /// changing section move. Marks for reloading and reconfiguring name items `old` has too.
    func changes(from old: Self) -> SnapshotChanges {
        var changes = SnapshotChanges()
        for change in sectionIdentifiers.difference(from: old.sectionIdentifiers).inferringMoves() {
            switch change {
            case .remove(let offset, _, let associated):
                if let associated {
                    changes.movedSections.append(SnapshotMove(from: offset, to: associated))
                } else {
                    changes.deletedSections.insert(offset)
                }
            case .insert(let offset, _, let associated):
                if associated == nil { changes.insertedSections.insert(offset) }
            }
        }
        let reloadedSections = Set(reloadedSectionIdentifiers)
        for section in reloadedSectionIdentifiers {
            if let index = old.indexOfSection(section) { changes.reloadedSections.insert(index) }
        }
        // Items staying in their section: those out of the longest ordered run move.
        var movedWithin = Set<ItemIdentifierType>()
        for (newIndex, section) in sectionIdentifiers.enumerated() {
            guard !reloadedSections.contains(section), let oldIndex = old.indexOfSection(section) else {
                continue
            }
            let oldItems = old.items[oldIndex].filter { sectionOfItem[$0] == newIndex }
            let newItems = items[newIndex].filter { old.sectionOfItem[$0] == oldIndex }
            for change in newItems.difference(from: oldItems) {
                if case .remove(_, let item, _) = change { movedWithin.insert(item) }
            }
        }
        for (oldSection, sectionItems) in old.items.enumerated() {
            for (oldRow, item) in sectionItems.enumerated() {
                let from = SnapshotPosition(section: oldSection, row: oldRow)
                guard let (newSection, newRow) = position(of: item) else {
                    changes.deletedItems.append(from)
                    continue
                }
                if sections[newSection] != old.sections[oldSection] || movedWithin.contains(item) {
                    changes.movedItems.append(
                        SnapshotItemMove(from: from, to: SnapshotPosition(section: newSection, row: newRow)))
                }
            }
        }
        for (newSection, sectionItems) in items.enumerated() {
            for (newRow, item) in sectionItems.enumerated() where old.sectionOfItem[item] == nil {
                changes.insertedItems.append(SnapshotPosition(section: newSection, row: newRow))
            }
        }
        var reloaded = Set<ItemIdentifierType>()
        for item in reloadedItemIdentifiers where reloaded.insert(item).inserted {
            if let (section, row) = old.position(of: item) {
                changes.reloadedItems.append(SnapshotPosition(section: section, row: row))
            }
        }
        var reconfigured = Set<ItemIdentifierType>()
        for item in reconfiguredItemIdentifiers
        where !reloaded.contains(item) && reconfigured.insert(item).inserted {
            if let (section, row) = old.position(of: item) {
                changes.reconfiguredItems.append(SnapshotPosition(section: section, row: row))
            }
        }
        return changes
    }
}
