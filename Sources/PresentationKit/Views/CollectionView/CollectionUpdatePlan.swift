import Foundation

/// One change an app announces to a collection view: items or sections inserted, deleted,
/// reloaded, reconfigured or moved.
enum CollectionUpdate {
    /// New index paths.
    case insertItems([IndexPath])
    /// Old index paths (before the change), as the next three.
    case deleteItems([IndexPath])
    case reloadItems([IndexPath])
    case reconfigureItems([IndexPath])
    /// An old index path and a new one.
    case moveItem(IndexPath, IndexPath)
    /// New section indexes.
    case insertSections(IndexSet)
    /// Old section indexes, as the next.
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    /// An old section index and a new one.
    case moveSection(Int, Int)

    var onlyReconfigures: Bool {
        if case .reconfigureItems = self { return true }
        return false
    }
}

/// What a batch does to a collection view's items and sections: where each old item and section
/// goes, which keep their views, and the update items the layout is told of (Behaviour 20.12).
@MainActor
struct CollectionUpdatePlan {
    /// The data source's new counts.
    var counts: [Int]
    /// Each old section's new index (nil: deleted).
    var sectionOldToNew: [Int?]
    /// Each new section's old index (nil: inserted).
    var sectionNewToOld: [Int?]
    /// Old sections whose items and supplementary views are made again.
    var reloadedSections: Set<Int>
    /// Each old item's new index path (nil: deleted), section by section.
    var oldToNew: [[IndexPath?]]
    /// Each new item's old index path, whose cell it keeps (nil: inserted or made again).
    var newToOld: [[IndexPath?]]
    /// Old index paths of the items made again (reloaded, or in a reloaded section).
    var remade: Set<IndexPath>
    /// Old index paths of the items asked for again in the cell they show.
    var reconfigured: Set<IndexPath>
    /// What the layout's `prepare(forCollectionViewUpdates:)` is told.
    var updateItems: [UICollectionViewUpdateItem]

    /// Where the old item is after the update (made again or not), or nil when it is deleted.
    func newPath(of old: IndexPath) -> IndexPath? { Self.entry(oldToNew, old) }

    /// Where the old item is after the update when it keeps its cell, else nil.
    func keptPath(of old: IndexPath) -> IndexPath? {
        remade.contains(old) ? nil : newPath(of: old)
    }

    /// The old index path of the new item whose cell it keeps, or nil (inserted or made again).
    func oldPath(of new: IndexPath) -> IndexPath? { Self.entry(newToOld, new) }

    private static func entry(_ map: [[IndexPath?]], _ path: IndexPath) -> IndexPath? {
        guard path.count == 2, map.indices.contains(path[0]), map[path[0]].indices.contains(path[1]) else {
            return nil
        }
        return map[path[0]][path[1]]
    }

    /// The old section's new index when it keeps its views (not deleted, not reloaded), else nil.
    func keptSection(of old: Int) -> Int? {
        guard old >= 0, old < sectionOldToNew.count, !reloadedSections.contains(old) else { return nil }
        return sectionOldToNew[old]
    }

    /// The new section's old index when it keeps its views, else nil.
    func oldSection(of new: Int) -> Int? {
        guard new >= 0, new < sectionNewToOld.count, let old = sectionNewToOld[new],
            !reloadedSections.contains(old)
        else { return nil }
        return old
    }

    /// Works out `updates` from `old` counts to the data source's `counts`; nil (after reporting
    /// why through `report`) when the counts do not add up or an index path is not one.
    init?(_ updates: [CollectionUpdate], old: [Int], counts: [Int], report: (String) -> Void) {
        var check = ListUpdateCheck(view: "collection view", oldSectionCount: old.count, counts: counts)
        let describe = ListUpdateCheck.describe
        func oldItem(_ path: IndexPath, _ call: String) -> Bool {
            guard path.count == 2, path[0] >= 0, path[0] < old.count, path[1] >= 0, path[1] < old[path[0]]
            else {
                check.note(
                    "\(call) names \(describe(path)), which was not in the collection view (counts \(old))")
                return false
            }
            return true
        }
        var sectionsChanged = false
        var deletedSections = Set<Int>()
        var reloadedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var sectionMoves: [Int: Int] = [:]
        var deletedItems = Set<IndexPath>()
        var reloadedItems = Set<IndexPath>()
        var reconfiguredItems = Set<IndexPath>()
        var insertedItems = Set<IndexPath>()
        var itemMoves: [IndexPath: IndexPath] = [:]
        for update in updates {
            switch update {
            case .insertSections(let sections):
                sectionsChanged = true
                for section in sections where check.isNewSection(section, "insertSections(_:)") {
                    insertedSections.insert(section)
                }
            case .deleteSections(let sections):
                sectionsChanged = true
                for section in sections where check.isOldSection(section, "deleteSections(_:)") {
                    deletedSections.insert(section)
                }
            case .reloadSections(let sections):
                for section in sections where check.isOldSection(section, "reloadSections(_:)") {
                    reloadedSections.insert(section)
                }
            case .moveSection(let from, let to):
                sectionsChanged = true
                check.addSectionMove(from, to, to: &sectionMoves)
            case .deleteItems(let paths):
                for path in paths where oldItem(path, "deleteItems(at:)") { deletedItems.insert(path) }
            case .reloadItems(let paths):
                for path in paths where oldItem(path, "reloadItems(at:)") { reloadedItems.insert(path) }
            case .reconfigureItems(let paths):
                for path in paths where oldItem(path, "reconfigureItems(at:)") {
                    reconfiguredItems.insert(path)
                }
            case .insertItems(let paths):
                for path in paths where check.isNewPath(path, "insertItems(at:)") {
                    insertedItems.insert(path)
                }
            case .moveItem(let from, let to):
                guard oldItem(from, "moveItem(at:to:)"), check.isNewPath(to, "moveItem(at:to:)") else {
                    continue
                }
                guard itemMoves[from] == nil, !itemMoves.values.contains(to), !deletedItems.contains(from),
                    !insertedItems.contains(to)
                else {
                    check.note(
                        "moveItem(at: \(describe(from)), to: \(describe(to))) moves an item that is deleted or moved "
                            + "already, or into a place taken")
                    continue
                }
                itemMoves[from] = to
            }
        }
        // Sections: the ones neither deleted nor moved keep their order in the places left.
        let staying = check.stayingSections(
            deleted: deletedSections, inserted: insertedSections, moves: sectionMoves,
            sectionsChanged: sectionsChanged)
        if let problem = check.problem {
            report(problem)
            return nil
        }
        var sectionOldToNew = [Int?](repeating: nil, count: old.count)
        var sectionNewToOld = [Int?](repeating: nil, count: counts.count)
        for (from, to) in staying + sectionMoves.map({ (from: $0.key, to: $0.value) }) {
            sectionOldToNew[from] = to
            sectionNewToOld[to] = from
        }
        var oldToNew = old.map { [IndexPath?](repeating: nil, count: $0) }
        var remade = reloadedItems
        let movedIntoItems = Set(itemMoves.values)
        for (from, to) in sectionOldToNew.enumerated() {
            guard let to else { continue }
            if reloadedSections.contains(from) {
                // A reloaded section is deleted and inserted again: its items are all new.
                remade.formUnion((0..<old[from]).map { IndexPath(item: $0, section: from) })
            }
            let survivors = (0..<old[from]).filter {
                let path = IndexPath(item: $0, section: from)
                return !deletedItems.contains(path) && itemMoves[path] == nil
            }
            let places = (0..<counts[to]).filter {
                let path = IndexPath(item: $0, section: to)
                return !insertedItems.contains(path) && !movedIntoItems.contains(path)
            }
            guard survivors.count == places.count else {
                let deleted = deletedItems.filter { $0[0] == from }.count
                let inserted = insertedItems.filter { $0[0] == to }.count
                let movedOut = itemMoves.keys.filter { $0[0] == from }.count
                let movedIn = movedIntoItems.filter { $0[0] == to }.count
                let moves = movedOut + movedIn > 0 ? ", \(movedOut) moved out and \(movedIn) moved in" : ""
                report(
                    "section \(from) had \(old[from]) items, \(deleted) were deleted and \(inserted) inserted\(moves), "
                        + "but the data source now says \(counts[to])"
                        + (from != to ? " for it (section \(to) now)" : ""))
                return nil
            }
            for (item, place) in zip(survivors, places) {
                oldToNew[from][item] = IndexPath(item: place, section: to)
            }
        }
        for (from, to) in itemMoves { oldToNew[from[0]][from[1]] = to }
        var newToOld = counts.map { [IndexPath?](repeating: nil, count: $0) }
        for (section, items) in oldToNew.enumerated() {
            for (item, new) in items.enumerated() {
                let path = IndexPath(item: item, section: section)
                if let new, !remade.contains(path) { newToOld[new[0]][new[1]] = path }
            }
        }
        var updateItems: [UICollectionViewUpdateItem] = []
        for section in deletedSections.sorted() {
            updateItems.append(.section(.delete, before: section, after: nil))
        }
        for section in insertedSections.sorted() {
            updateItems.append(.section(.insert, before: nil, after: section))
        }
        for section in reloadedSections.sorted() {
            updateItems.append(.section(.reload, before: section, after: sectionOldToNew[section]))
        }
        for (from, to) in sectionMoves.sorted(by: { $0.key < $1.key }) {
            updateItems.append(.section(.move, before: from, after: to))
        }
        for path in deletedItems.sorted() {
            updateItems.append(UICollectionViewUpdateItem(.delete, before: path, after: nil))
        }
        for path in insertedItems.sorted() {
            updateItems.append(UICollectionViewUpdateItem(.insert, before: nil, after: path))
        }
        for path in reloadedItems.sorted() {
            updateItems.append(
                UICollectionViewUpdateItem(.reload, before: path, after: oldToNew[path[0]][path[1]]))
        }
        for (from, to) in itemMoves.sorted(by: { $0.key < $1.key }) {
            updateItems.append(UICollectionViewUpdateItem(.move, before: from, after: to))
        }
        self.counts = counts
        self.sectionOldToNew = sectionOldToNew
        self.sectionNewToOld = sectionNewToOld
        self.reloadedSections = reloadedSections
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.remade = remade
        self.reconfigured = reconfiguredItems
        self.updateItems = updateItems
    }
}
