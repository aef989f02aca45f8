import Foundation

/// One change an app announces: rows or sections inserted, deleted, reloaded, reconfigured or moved.
enum TableUpdate {
    /// New index paths.
    case insertRows([IndexPath])
    /// Old index paths (before the change), as the next three.
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case reconfigureRows([IndexPath])
    /// An old index path and a new one.
    case moveRow(IndexPath, IndexPath)
    /// New section indexes.
    case insertSections(IndexSet)
    /// Old section indexes, as the next.
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    /// An old section index and a new one.
    case moveSection(Int, Int)
}

/// A cell on its way out of an animated update: a deleted or reloaded row's, fading where it was,
/// or a surviving row's sliding to a place off screen. It goes back to its pool (and the delegate
/// hears `didEndDisplaying`) when the update's animation ends.
struct TableDeparture {
    let cell: UITableViewCell
    let indexPath: IndexPath
    let batch: Int
}

/// How long an animated update moves the rows (ours: UIKit does not document it).
let tableUpdateDuration: TimeInterval = 0.3

/// Updates: rows and sections inserted, deleted, reloaded and moved, checked against the data
/// source's new counts; the surviving rows keep their cells, heights and selection, and in an
/// animated update slide from their old places while new rows fade in and deleted ones fade out
/// (Behaviour 19.8).
extension UITableView {
    func recordUpdate(_ update: TableUpdate) {
        pendingUpdates.append(update)
        if updateDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` as one batch, animated or not; `completion` runs once the batch (and its
    /// animation) has finished.
    func performUpdates(animated: Bool, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates()
        if animated { pendingAnimated = true }
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        let animated = pendingAnimated && UIView.areAnimationsEnabled
        pendingAnimated = false
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
    }

    /// Works out the batch against the data source's new counts; nil (after reporting why) when
    /// the counts do not add up or an index path is not one.
    private func plan(_ updates: [TableUpdate]) -> UpdatePlan? {
        let old = geometry
        let counts = askCounts()
        var problem: String?
        func note(_ message: String) { if problem == nil { problem = message } }
        func oldSection(_ section: Int, _ call: String) -> Bool {
            guard section >= 0, section < old.sectionCount else {
                note("\(call) names section \(section), but the table had \(old.sectionCount) sections")
                return false
            }
            return true
        }
        func newSection(_ section: Int, _ call: String) -> Bool {
            guard section >= 0, section < counts.count else {
                note("\(call) names section \(section), but the data source now has \(counts.count) sections")
                return false
            }
            return true
        }
        func oldRow(_ path: IndexPath, _ call: String) -> Int? {
            guard let flat = old.flat(path) else {
                note("\(call) names \(describe(path)), which was not in the table (\(describeCounts()))")
                return nil
            }
            return flat
        }
        func newRow(_ path: IndexPath, _ call: String) -> Bool {
            guard path.count == 2, path[0] >= 0, path[0] < counts.count, path[1] >= 0,
                path[1] < counts[path[0]]
            else {
                note(
                    "\(call) names \(describe(path)), which is not in the data source's new counts \(counts)")
                return false
            }
            return true
        }
        var sectionsChanged = false
        var deletedSections = Set<Int>()
        var reloadedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var sectionMoves: [Int: Int] = [:]
        var deletedRows = Set<Int>()
        var reloadedRows = Set<Int>()
        var reconfiguredRows = Set<Int>()
        var insertedRows = Set<IndexPath>()
        var rowMoves: [Int: IndexPath] = [:]
        for update in updates {
            switch update {
            case .insertSections(let sections):
                sectionsChanged = true
                for section in sections where newSection(section, "insertSections(_:with:)") {
                    insertedSections.insert(section)
                }
            case .deleteSections(let sections):
                sectionsChanged = true
                for section in sections where oldSection(section, "deleteSections(_:with:)") {
                    deletedSections.insert(section)
                }
            case .reloadSections(let sections):
                for section in sections where oldSection(section, "reloadSections(_:with:)") {
                    reloadedSections.insert(section)
                }
            case .moveSection(let from, let to):
                sectionsChanged = true
                guard oldSection(from, "moveSection(_:toSection:)"),
                    newSection(to, "moveSection(_:toSection:)")
                else { continue }
                guard sectionMoves[from] == nil, !sectionMoves.values.contains(to) else {
                    note("moveSection(\(from), toSection: \(to)) moves a section, or into a place, twice")
                    continue
                }
                sectionMoves[from] = to
            case .deleteRows(let paths):
                for path in paths {
                    if let flat = oldRow(path, "deleteRows(at:)") { deletedRows.insert(flat) }
                }
            case .reloadRows(let paths):
                for path in paths {
                    if let flat = oldRow(path, "reloadRows(at:)") { reloadedRows.insert(flat) }
                }
            case .reconfigureRows(let paths):
                for path in paths {
                    if let flat = oldRow(path, "reconfigureRows(at:)") { reconfiguredRows.insert(flat) }
                }
            case .insertRows(let paths):
                for path in paths where newRow(path, "insertRows(at:)") { insertedRows.insert(path) }
            case .moveRow(let from, let to):
                guard let flat = oldRow(from, "moveRow(at:to:)"), newRow(to, "moveRow(at:to:)") else {
                    continue
                }
                guard rowMoves[flat] == nil, !rowMoves.values.contains(to), !deletedRows.contains(flat),
                    !insertedRows.contains(to)
                else {
                    note(
                        "moveRow(at: \(describe(from)), to: \(describe(to))) moves a row that is deleted or moved "
                            + "already, or into a place taken")
                    continue
                }
                rowMoves[flat] = to
            }
        }
        // Sections: the ones neither deleted nor moved keep their order in the places left.
        let staying = (0..<old.sectionCount).filter {
            !deletedSections.contains($0) && sectionMoves[$0] == nil
        }
        let movedInto = Set(sectionMoves.values)
        let places = (0..<counts.count).filter { !insertedSections.contains($0) && !movedInto.contains($0) }
        if problem == nil && staying.count != places.count {
            note(
                sectionsChanged
                    ? "the table had \(old.sectionCount) sections, \(insertedSections.count) were inserted and "
                        + "\(deletedSections.count) deleted, but the data source now has \(counts.count)"
                    : "the table had \(old.sectionCount) sections but the data source now has \(counts.count)"
            )
        }
        if let problem {
            reportUpdate(problem)
            return nil
        }
        var sectionPairs = Array(zip(staying, places))
        sectionPairs += sectionMoves.map { ($0.key, $0.value) }
        sectionPairs.sort { $0.1 < $1.1 }
        var newStart: [Int] = []
        var total = 0
        for count in counts {
            newStart.append(total)
            total += count
        }
        var oldToNew = [Int?](repeating: nil, count: old.rowTotal)
        var newToOld = [Int?](repeating: nil, count: total)
        var remade = reloadedRows
        let movedIntoRows = Set(rowMoves.values)
        for (from, to) in sectionPairs {
            let start = old.sectionRowStart[from]
            let oldRows = start..<(start + old.rowCounts[from])
            if reloadedSections.contains(from) {
                // A reloaded section is deleted and inserted again: its rows are all new.
                remade.formUnion(oldRows)
                continue
            }
            let survivors = oldRows.filter { !deletedRows.contains($0) && rowMoves[$0] == nil }
            let places = (0..<counts[to]).filter {
                let path = IndexPath(indexes: [to, $0])
                return !insertedRows.contains(path) && !movedIntoRows.contains(path)
            }
            guard survivors.count == places.count else {
                let deleted = oldRows.filter(deletedRows.contains).count
                let inserted = insertedRows.filter { $0[0] == to }.count
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
        return UpdatePlan(
            old: old, counts: counts, oldToNew: oldToNew, newToOld: newToOld, remade: remade,
            reconfigured: reconfiguredRows)
    }

    /// Shows the new rows: the surviving rows keep their cells, heights and selection; animated,
    /// they slide from where they were while new rows fade in and deleted ones fade out.
    private func carryOver(_ plan: UpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        let old = plan.old
        var kept: [Int: UITableViewCell] = [:]
        var leaving: [TableDeparture] = []
        departureBatch += 1
        let batch = departureBatch
        for (oldFlat, cell) in shownCells {
            let indexPath = old.indexPath(ofFlat: oldFlat)
            if let newFlat = plan.oldToNew[oldFlat], !plan.remade.contains(oldFlat) {
                kept[newFlat] = cell
            } else if animated {
                leaving.append(TableDeparture(cell: cell, indexPath: indexPath, batch: batch))
            } else {
                endDisplaying(cell, flat: oldFlat, indexPath: indexPath)
            }
        }
        let selection = selectedRows
        selectedRows.removeAll()
        // A shorter content may move the offset, and a scroll tiles at once: that tiling waits
        // for the cells carried over below, or the cells it made would be dropped with the old map.
        updateDepth += 1
        loadGeometry(carrying: { plan.newToOld[$0] }, counts: plan.counts)
        updateDepth -= 1
        for path in selection {
            guard let oldFlat = old.flat(path), let newFlat = plan.oldToNew[oldFlat] else { continue }
            selectedRows.insert(geometry.indexPath(ofFlat: newFlat))
        }
        shownCells = kept
        resetShownRange()
        needsTiling = true
        setNeedsLayout()
        if animated {
            animateCarryOver(plan, kept: kept, leaving: leaving, batch: batch, completion: completion)
        }
        reconfigure(plan)
        if !animated { completion(true) }
    }

    /// Starts the animation of an update: everything is laid out at its new place now, then each
    /// cell that was on screen starts from where it was (a row coming on screen from where its row
    /// was), and the new rows from transparent.
    private func animateCarryOver(
        _ plan: UpdatePlan, kept: [Int: UITableViewCell], leaving: [TableDeparture], batch: Int,
        completion: @escaping (Bool) -> Void
    ) {
        let old = plan.old
        let range = geometry.rows(from: bounds.minY, to: bounds.maxY)
        var slides: [(UITableViewCell, CGRect)] = []
        var departing = leaving
        for (flat, cell) in kept where !range.contains(flat) {
            shownCells[flat] = nil
            departing.append(
                TableDeparture(cell: cell, indexPath: geometry.indexPath(ofFlat: flat), batch: batch))
            slides.append((cell, rowFrame(flat: flat)))
        }
        resetShownRange()
        let starts = Dictionary(uniqueKeysWithValues: kept.values.map { (ObjectIdentifier($0), $0.frame) })
        var moves: [(UITableViewCell, CGRect)] = []
        var fadeIns: [UITableViewCell] = []
        UIView.performWithoutAnimation {
            updateShownCellsIfNeeded()
            for (flat, cell) in shownCells {
                let target = cell.frame
                if let start = starts[ObjectIdentifier(cell)] {
                    cell.frame = start
                    moves.append((cell, target))
                } else if let oldFlat = plan.newToOld[flat] {
                    cell.frame = CGRect(
                        x: target.minX, y: old.rowTops[oldFlat], width: target.width,
                        height: old.rowHeights[oldFlat])
                    moves.append((cell, target))
                } else {
                    cell.alpha = 0
                    fadeIns.append(cell)
                }
            }
        }
        departures += departing
        let fadeOuts = leaving.map(\.cell)
        UIView.animate(
            withDuration: tableUpdateDuration, delay: 0, options: [],
            animations: {
                for (cell, target) in moves + slides { cell.frame = target }
                for cell in fadeIns { cell.alpha = 1 }
                for cell in fadeOuts { cell.alpha = 0 }
            },
            completion: { [weak self] finished in
                self?.endDepartures(batch: batch)
                completion(finished)
            })
    }

    /// The departing cells of `batch` (all when nil) go back to their pools; the delegate hears
    /// `didEndDisplaying` with the row each showed.
    func endDepartures(batch: Int? = nil) {
        guard !departures.isEmpty else { return }
        let ending = departures.filter { batch == nil || $0.batch == batch }
        departures.removeAll { batch == nil || $0.batch == batch }
        for departure in ending {
            let cell = departure.cell
            cell.layer.removeAllAnimations()
            UIView.performWithoutAnimation { cell.alpha = 1 }
            endDisplaying(cell, flat: 0, indexPath: departure.indexPath)
        }
    }

    /// Asks the data source again for the shown cells of the reconfigured rows: it dequeues the
    /// cell the row shows (without `prepareForReuse()`) and configures it again.
    private func reconfigure(_ plan: UpdatePlan) {
        let flats = plan.reconfigured.compactMap { plan.oldToNew[$0] }.sorted()
        guard !flats.isEmpty else { return }
        updateShownCellsIfNeeded()
        for flat in flats {
            guard let cell = shownCells.removeValue(forKey: flat) else { continue }
            let made = makeCellForRow(flat: flat, reconfiguring: cell)
            shownCells[flat] = made
            if made !== cell {
                endDisplaying(cell, flat: flat)
                willDisplay(made, flat: flat)
            }
        }
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
