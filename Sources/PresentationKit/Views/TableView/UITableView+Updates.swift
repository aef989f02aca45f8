import Foundation

/// One change an app announces: rows or sections inserted, deleted, reloaded, reconfigured or
/// moved, with the look of the rows that come and go.
enum TableUpdate {
    /// New index paths.
    case insertRows([IndexPath], UITableView.RowAnimation)
    /// Old index paths (before the change), as the next three.
    case deleteRows([IndexPath], UITableView.RowAnimation)
    case reloadRows([IndexPath], UITableView.RowAnimation)
    case reconfigureRows([IndexPath])
    /// An old index path and a new one.
    case moveRow(IndexPath, IndexPath)
    /// New section indexes.
    case insertSections(IndexSet, UITableView.RowAnimation)
    /// Old section indexes, as the next.
    case deleteSections(IndexSet, UITableView.RowAnimation)
    case reloadSections(IndexSet, UITableView.RowAnimation)
    /// An old section index and a new one.
    case moveSection(Int, Int)
}

/// Updates: rows and sections inserted, deleted, reloaded and moved, checked against the data
/// source's new counts; the surviving rows keep their cells, heights and selection, and in an
/// animated update slide from their old places, with their headers and footers, while new rows
/// arrive and deleted ones leave with their row animation's look (Behaviour 19.8).
extension UITableView {
    func recordUpdate(_ update: TableUpdate) {
        pendingUpdates.append(update)
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` as one batch, animated (unless animations are off) or at once;
    /// `completion` runs once the batch (and its animation) has finished.
    func performUpdates(animated: Bool, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates()
        if !animated { pendingInstant = true }
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        // The public updates animate as UIKit's do, unless `UIView.performWithoutAnimation` (or
        // a diffable apply without animating differences) says otherwise.
        let animated = !pendingInstant && UIView.areAnimationsEnabled
        pendingInstant = false
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        func finish(_ finished: Bool) { for completion in completions { completion(finished) } }
        guard loaded, !updates.isEmpty else {
            if !loaded { performReload() }
            finish(true)
            return
        }
        guard let plan = plan(updates) else {
            performReload()
            finish(true)
            return
        }
        carryOver(plan, animated: animated, completion: finish)
    }

    /// What a batch does to the rows: each old flat row's new flat row (nil: gone), each new flat
    /// row's old one whose cell and height it keeps (nil: asked again), and the rows to reconfigure.
    struct UpdatePlan {
        var old: TableGeometry
        var counts: [Int]
        var oldToNew: [Int?]
        var newToOld: [Int?]
        /// Old flat rows whose cells are made again (reloaded rows, rows of reloaded sections).
        var remade: Set<Int>
        /// Old flat rows whose cells are asked for again in place.
        var reconfigured: Set<Int>
        /// Each new section's old one (nil: inserted).
        var newSectionToOld: [Int?]
        /// How the rows that come (new flat rows) and go (old flat rows) look, and the headers
        /// and footers of the sections that come (new indexes) and go (old indexes).
        var rowsIn: [Int: UITableView.RowAnimation]
        var rowsOut: [Int: UITableView.RowAnimation]
        var sectionsIn: [Int: UITableView.RowAnimation]
        var sectionsOut: [Int: UITableView.RowAnimation]
    }

    /// Works out the batch against the data source's new counts; nil (after reporting why) when
    /// the counts do not add up or an index path is not one.
    private func plan(_ updates: [TableUpdate]) -> UpdatePlan? {
        let old = geometry
        let counts = askCounts()
        var check = ListUpdateCheck(view: "table", oldSectionCount: old.sectionCount, counts: counts)
        func oldRow(_ path: IndexPath, _ call: String) -> Int? {
            guard let flat = old.flat(path) else {
                check.note(
                    "\(call) names \(describe(path)), which was not in the table (\(describeCounts()))")
                return nil
            }
            return flat
        }
        var sectionsChanged = false
        var deletedSections: [Int: UITableView.RowAnimation] = [:]
        var reloadedSections: [Int: UITableView.RowAnimation] = [:]
        var insertedSections: [Int: UITableView.RowAnimation] = [:]
        var sectionMoves: [Int: Int] = [:]
        var deletedRows: [Int: UITableView.RowAnimation] = [:]
        var reloadedRows: [Int: UITableView.RowAnimation] = [:]
        var reconfiguredRows = Set<Int>()
        var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
        var rowMoves: [Int: IndexPath] = [:]
        for update in updates {
            switch update {
            case .insertSections(let sections, let look):
                sectionsChanged = true
                for section in sections where check.isNewSection(section, "insertSections(_:with:)") {
                    insertedSections[section] = look
                }
            case .deleteSections(let sections, let look):
                sectionsChanged = true
                for section in sections where check.isOldSection(section, "deleteSections(_:with:)") {
                    deletedSections[section] = look
                }
            case .reloadSections(let sections, let look):
                for section in sections where check.isOldSection(section, "reloadSections(_:with:)") {
                    reloadedSections[section] = look
                }
            case .moveSection(let from, let to):
                sectionsChanged = true
                check.addSectionMove(from, to, to: &sectionMoves)
            case .deleteRows(let paths, let look):
                for path in paths {
                    if let flat = oldRow(path, "deleteRows(at:)") { deletedRows[flat] = look }
                }
            case .reloadRows(let paths, let look):
                for path in paths {
                    if let flat = oldRow(path, "reloadRows(at:)") { reloadedRows[flat] = look }
                }
            case .reconfigureRows(let paths):
                for path in paths {
                    if let flat = oldRow(path, "reconfigureRows(at:)") { reconfiguredRows.insert(flat) }
                }
            case .insertRows(let paths, let look):
                for path in paths where check.isNewPath(path, "insertRows(at:)") { insertedRows[path] = look }
            case .moveRow(let from, let to):
                guard let flat = oldRow(from, "moveRow(at:to:)"), check.isNewPath(to, "moveRow(at:to:)")
                else {
                    continue
                }
                guard rowMoves[flat] == nil, !rowMoves.values.contains(to), deletedRows[flat] == nil,
                    insertedRows[to] == nil
                else {
                    check.note(
                        "moveRow(at: \(describe(from)), to: \(describe(to))) moves a row that is deleted or moved "
                            + "already, or into a place taken")
                    continue
                }
                rowMoves[flat] = to
            }
        }
        // Sections: the ones neither deleted nor moved keep their order in the places left.
        let staying = check.stayingSections(
            deleted: Set(deletedSections.keys), inserted: Set(insertedSections.keys), moves: sectionMoves,
            sectionsChanged: sectionsChanged)
        if let problem = check.problem {
            reportUpdate(problem)
            return nil
        }
        var sectionPairs = staying
        sectionPairs += sectionMoves.map { (from: $0.key, to: $0.value) }
        sectionPairs.sort { $0.1 < $1.1 }
        var newStart: [Int] = []
        var total = 0
        for count in counts {
            newStart.append(total)
            total += count
        }
        var oldToNew = [Int?](repeating: nil, count: old.rowTotal)
        var newToOld = [Int?](repeating: nil, count: total)
        var remade = Set(reloadedRows.keys)
        var rowsOut = deletedRows.merging(reloadedRows) { deleted, _ in deleted }
        var rowsIn: [Int: UITableView.RowAnimation] = [:]
        var newSectionToOld = [Int?](repeating: nil, count: counts.count)
        let movedIntoRows = Set(rowMoves.values)
        for (from, to) in sectionPairs {
            let start = old.sectionRowStart[from]
            let oldRows = start..<(start + old.rowCounts[from])
            newSectionToOld[to] = from
            if let look = reloadedSections[from] {
                // A reloaded section is deleted and inserted again: its rows are all new.
                remade.formUnion(oldRows)
                for flat in oldRows { rowsOut[flat] = look }
                for row in 0..<counts[to] { rowsIn[newStart[to] + row] = look }
                continue
            }
            let survivors = oldRows.filter { deletedRows[$0] == nil && rowMoves[$0] == nil }
            let places = (0..<counts[to]).filter {
                let path = IndexPath(indexes: [to, $0])
                return insertedRows[path] == nil && !movedIntoRows.contains(path)
            }
            guard survivors.count == places.count else {
                let deleted = oldRows.filter { deletedRows[$0] != nil }.count
                let inserted = insertedRows.keys.filter { $0[0] == to }.count
                let movedOut = oldRows.filter { rowMoves[$0] != nil }.count
                let movedIn = movedIntoRows.filter { $0[0] == to }.count
                let moves = movedOut + movedIn > 0 ? ", \(movedOut) moved out and \(movedIn) moved in" : ""
                reportUpdate(
                    "section \(from) had \(old.rowCounts[from]) rows, \(deleted) were deleted and \(inserted) "
                        + "inserted\(moves), but the data source now says \(counts[to])"
                        + (from != to ? " for it (section \(to) now)" : ""))
                return nil
            }
            for (oldFlat, row) in zip(survivors, places) { oldToNew[oldFlat] = newStart[to] + row }
        }
        for (oldFlat, path) in rowMoves { oldToNew[oldFlat] = newStart[path[0]] + path[1] }
        for (oldFlat, newFlat) in oldToNew.enumerated() {
            if let newFlat, !remade.contains(oldFlat) { newToOld[newFlat] = oldFlat }
        }
        for (path, look) in insertedRows { rowsIn[newStart[path[0]] + path[1]] = look }
        for (oldFlat, look) in reloadedRows {
            if let newFlat = oldToNew[oldFlat] { rowsIn[newFlat] = look }
        }
        // The rows of a section inserted or deleted come and go as it does.
        for (section, look) in insertedSections {
            for row in 0..<counts[section] where rowsIn[newStart[section] + row] == nil {
                rowsIn[newStart[section] + row] = look
            }
        }
        for (section, look) in deletedSections {
            let start = old.sectionRowStart[section]
            for flat in start..<(start + old.rowCounts[section]) where rowsOut[flat] == nil {
                rowsOut[flat] = look
            }
        }
        return UpdatePlan(
            old: old, counts: counts, oldToNew: oldToNew, newToOld: newToOld, remade: remade,
            reconfigured: reconfiguredRows, newSectionToOld: newSectionToOld, rowsIn: rowsIn,
            rowsOut: rowsOut,
            sectionsIn: insertedSections, sectionsOut: deletedSections)
    }

    func resetShownRange() {
        if let low = shownCells.keys.min(), let high = shownCells.keys.max() {
            shownRange = low..<(high + 1)
        } else {
            shownRange = 0..<0
        }
    }

    private func reportUpdate(_ problem: String) {
        reportMisuse(
            "Invalid table update: \(problem). Change the data source to match the rows you insert and delete "
                + "(inside performBatchUpdates for several). The table reloaded all its data instead.")
    }
}
