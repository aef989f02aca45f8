import Foundation

/// One change an app announces: rows inserted, deleted or reloaded, or sections changed.
enum TableUpdate {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case sections(inserted: Int, deleted: Int)
}

/// Updates: inserted, deleted and reloaded rows checked against the data source's new counts,
/// the surviving rows keeping their cells, heights and selection (Behaviour 19.8).
extension UITableView {
    func recordUpdate(_ update: TableUpdate) {
        pendingUpdates.append(update)
        if updateDepth == 0 { applyPendingUpdates() }
    }

    func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        guard loaded, !updates.isEmpty else {
            if !loaded { performReload() }
            return
        }
        let old = geometry
        let counts = askCounts()
        var sectionsInserted = 0
        var sectionsDeleted = 0
        var changesSections = false
        var deleted = Array(repeating: Set<Int>(), count: old.sectionCount)
        var reloaded = Array(repeating: Set<Int>(), count: old.sectionCount)
        var inserted = Array(repeating: Set<Int>(), count: counts.count)
        var problem: String?
        func note(_ message: String) { if problem == nil { problem = message } }
        for update in updates {
            switch update {
            case .sections(let insertedCount, let deletedCount):
                changesSections = true
                sectionsInserted += insertedCount
                sectionsDeleted += deletedCount
            case .deleteRows(let paths), .reloadRows(let paths):
                let isDelete = if case .deleteRows = update { true } else { false }
                for path in paths {
                    guard old.flat(path) != nil else {
                        note(
                            "\(isDelete ? "deleteRows" : "reloadRows")(at:) names \(describe(path)), which was not in the "
                                + "table (\(describeCounts()))")
                        continue
                    }
                    if isDelete {
                        deleted[path[0]].insert(path[1])
                    } else {
                        reloaded[path[0]].insert(path[1])
                    }
                }
            case .insertRows(let paths):
                for path in paths {
                    guard path.count == 2, path[0] >= 0, path[0] < counts.count, path[1] >= 0,
                        path[1] < counts[path[0]]
                    else {
                        note(
                            "insertRows(at:) names \(describe(path)), which is not in the data source's new counts "
                                + "\(counts)")
                        continue
                    }
                    inserted[path[0]].insert(path[1])
                }
            }
        }
        if changesSections {
            if problem == nil && counts.count != old.sectionCount + sectionsInserted - sectionsDeleted {
                note(
                    "the table had \(old.sectionCount) sections, \(sectionsInserted) were inserted and "
                        + "\(sectionsDeleted) deleted, but the data source now has \(counts.count)")
            }
            if let problem { reportUpdate(problem) }
            performReload()
            return
        }
        if problem == nil && counts.count != old.sectionCount {
            note("the table had \(old.sectionCount) sections but the data source now has \(counts.count)")
        }
        if problem == nil {
            for section in 0..<counts.count
            where counts[section] != old.rowCounts[section] - deleted[section].count + inserted[section].count
            {
                note(
                    "section \(section) had \(old.rowCounts[section]) rows, \(deleted[section].count) were deleted and "
                        + "\(inserted[section].count) inserted, but the data source now says \(counts[section])"
                )
                break
            }
        }
        if let problem {
            reportUpdate(problem)
            performReload()
            return
        }
        // Old flat row → new flat row (nil: deleted), and new → old for the heights kept.
        var oldToNew = [Int?](repeating: nil, count: old.rowTotal)
        var newToOld = [Int?](repeating: nil, count: counts.reduce(0, +))
        var newStart = 0
        for section in 0..<counts.count {
            let survivors = (0..<old.rowCounts[section]).filter { !deleted[section].contains($0) }
            let places = (0..<counts[section]).filter { !inserted[section].contains($0) }
            for (oldRow, newRow) in zip(survivors, places) {
                let oldFlat = old.sectionRowStart[section] + oldRow
                oldToNew[oldFlat] = newStart + newRow
                if !reloaded[section].contains(oldRow) { newToOld[newStart + newRow] = oldFlat }
            }
            newStart += counts[section]
        }
        var kept: [Int: UITableViewCell] = [:]
        for (oldFlat, cell) in shownCells {
            let section = old.section(ofFlat: oldFlat)
            let row = oldFlat - old.sectionRowStart[section]
            if let newFlat = oldToNew[oldFlat], !reloaded[section].contains(row) {
                kept[newFlat] = cell
            } else {
                endDisplaying(cell, flat: oldFlat, indexPath: IndexPath(indexes: [section, row]))
            }
        }
        let selection = selectedRows
        selectedRows.removeAll()
        // A shorter content may move the offset, and a scroll tiles at once: that tiling waits
        // for the cells carried over below, or the cells it made would be dropped with the old map.
        updateDepth += 1
        loadGeometry(carrying: { newToOld[$0] }, counts: counts)
        updateDepth -= 1
        for path in selection {
            guard let oldFlat = old.flat(path), let newFlat = oldToNew[oldFlat] else { continue }
            selectedRows.insert(geometry.indexPath(ofFlat: newFlat))
        }
        shownCells = kept
        if let low = kept.keys.min(), let high = kept.keys.max() {
            shownRange = low..<(high + 1)
        } else {
            shownRange = 0..<0
        }
        needsTiling = true
        setNeedsLayout()
    }

    private func reportUpdate(_ problem: String) {
        reportMisuse(
            "Invalid table update: \(problem). Change the data source to match the rows you insert and delete "
                + "(inside performBatchUpdates for several). The table reloaded all its data instead.")
    }
}
