import Foundation

/// A cell on its way out of an animated update: a deleted or reloaded row's, leaving with its row
/// animation's look, or a surviving row's sliding to a place off screen. It goes back to its pool
/// (and the delegate hears `didEndDisplaying`) when the update's animation ends.
struct TableDeparture {
    let cell: UITableViewCell
    let indexPath: IndexPath
    let batch: Int
}

/// How long an animated update moves the rows (ours: UIKit does not document it).
let tableUpdateDuration: TimeInterval = 0.3

extension UITableView.RowAnimation {
    /// Where a row (or a section's header or footer) with this look arrives from, or leaves to,
    /// for its place `frame` in a table `width` wide, and how opaque it is there (Behaviour 19.8):
    /// a fade (`.automatic` too, ours) changes only the opacity; `.right` and `.left` slide a
    /// table's width sideways; `.top` and `.bottom` slide the row's own height up or down (ours);
    /// `.middle` grows or shrinks the row from its middle line (ours); `.none` changes nothing,
    /// the row simply being there (an arrival) or gone (a departure).
    func edge(of frame: CGRect, width: CGFloat) -> (frame: CGRect, alpha: CGFloat) {
        switch self {
        case .fade, .automatic: (frame, 0)
        case .right: (frame.offsetBy(dx: width, dy: 0), 1)
        case .left: (frame.offsetBy(dx: -width, dy: 0), 1)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 1)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 1)
        case .none: (frame, 1)
        case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 1)
        }
    }
}

/// The animation of an update: the rows and section views that stay slide from their old places
/// to their new ones, the ones that come and go do so with their row animation's look, over
/// 0.3 seconds with the ease-in-out curve (Behaviour 19.8, 19.13).
extension UITableView {
    /// Shows the new rows: the surviving rows keep their cells, heights and selection; animated,
    /// they slide from where they were while new rows arrive and deleted ones leave.
    func carryOver(_ plan: UpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void) {
        let old = plan.old
        var kept: [Int: UITableViewCell] = [:]
        var leaving: [(departure: TableDeparture, look: RowAnimation)] = []
        departureBatch += 1
        let batch = departureBatch
        for (oldFlat, cell) in shownCells {
            let indexPath = old.indexPath(ofFlat: oldFlat)
            let look = plan.rowsOut[oldFlat] ?? .automatic
            if let newFlat = plan.oldToNew[oldFlat], !plan.remade.contains(oldFlat) {
                kept[newFlat] = cell
            } else if animated && look != .none {
                leaving.append((TableDeparture(cell: cell, indexPath: indexPath, batch: batch), look))
            } else {
                endDisplaying(cell, flat: oldFlat, indexPath: indexPath)
            }
        }
        // Where the kept cells were, before a reconfigured one is placed anew.
        let starts = Dictionary(uniqueKeysWithValues: kept.values.map { (ObjectIdentifier($0), $0.frame) })
        // The headers and footers of deleted sections stay out of their pools while they leave.
        var leavingViews: [(view: UIView, look: RowAnimation)] = []
        if animated {
            for (section, view) in Array(shownHeaders) + Array(shownFooters) {
                if let look = plan.sectionsOut[section], look != .none { leavingViews.append((view, look)) }
            }
        }
        let selection = selectedRows
        selectedRows.removeAll()
        // A shorter content may move the offset, and a scroll tiles at once: that tiling waits
        // for the cells carried over below, or the cells it made would be dropped with the old map.
        updateDepth += 1
        loadGeometry(
            carrying: { plan.newToOld[$0] }, counts: plan.counts, sections: { plan.newSectionToOld[$0] },
            withholding: leavingViews.map(\.view))
        updateDepth -= 1
        for path in selection {
            guard let oldFlat = old.flat(path), let newFlat = plan.oldToNew[oldFlat] else { continue }
            selectedRows.insert(geometry.indexPath(ofFlat: newFlat))
        }
        shownCells = kept
        resetShownRange()
        needsTiling = true
        setNeedsLayout()
        guard animated else {
            // The reconfigured rows are those on screen after the change.
            if !plan.reconfigured.isEmpty { updateShownCellsIfNeeded() }
            reconfigure(plan)
            completion(true)
            return
        }
        // A view the delegate gave again (for whichever section) stays.
        let given = Set((headerViews + footerViews).compactMap { $0.map(ObjectIdentifier.init) })
        leavingViews.removeAll { given.contains(ObjectIdentifier($0.view)) }
        animateCarryOver(
            plan, starts: starts, leaving: leaving, leavingViews: leavingViews, batch: batch,
            completion: completion)
    }

    /// Starts the animation of an update: everything is laid out at its new place now, then each
    /// cell and section view that was on screen starts from where it was (a row or section view
    /// coming on screen from where its row or section was), and the new ones from their look's
    /// edge; the leaving ones go to theirs.
    private func animateCarryOver(
        _ plan: UpdatePlan, starts: [ObjectIdentifier: CGRect],
        leaving: [(departure: TableDeparture, look: RowAnimation)],
        leavingViews: [(view: UIView, look: RowAnimation)], batch: Int, completion: @escaping (Bool) -> Void
    ) {
        let old = plan.old
        var changes: [(view: UIView, frame: CGRect, alpha: CGFloat)] = []
        var departing: [TableDeparture] = []
        UIView.performWithoutAnimation {
            // A reconfigured self-sizing row measured again moves the rows below with the rest.
            reconfigure(plan)
            let range = geometry.rows(from: bounds.minY, to: bounds.maxY)
            for (flat, cell) in shownCells where !range.contains(flat) {
                shownCells[flat] = nil
                departing.append(
                    TableDeparture(cell: cell, indexPath: geometry.indexPath(ofFlat: flat), batch: batch))
                changes.append((cell, rowFrame(flat: flat), 1))
            }
            resetShownRange()
            updateShownCellsIfNeeded()
            for (flat, cell) in shownCells {
                let target = cell.frame
                if let start = starts[ObjectIdentifier(cell)] {
                    cell.frame = start
                } else if let oldFlat = plan.newToOld[flat] {
                    cell.frame = CGRect(
                        x: target.minX, y: old.rowTops[oldFlat], width: target.width,
                        height: old.rowHeights[oldFlat])
                } else {
                    let edge = (plan.rowsIn[flat] ?? .automatic).edge(of: target, width: bounds.width)
                    cell.frame = edge.frame
                    cell.alpha = edge.alpha
                }
                changes.append((cell, target, 1))
            }
            let minY = bounds.minY
            for (section, view) in shownHeaders {
                let start = plan.newSectionToOld[section].map { headerFrame($0, in: old, minY: minY) }
                changes.append(arrive(view, from: start, look: plan.sectionsIn[section]))
            }
            for (section, view) in shownFooters {
                let start = plan.newSectionToOld[section].map { footerFrame($0, in: old) }
                changes.append(arrive(view, from: start, look: plan.sectionsIn[section]))
            }
            for (view, look) in leavingViews {
                if view.superview !== self { addSubview(view) }
                let edge = look.edge(of: view.frame, width: bounds.width)
                changes.append((view, edge.frame, edge.alpha))
                departingSectionViews.append((view, batch))
            }
            for (departure, look) in leaving {
                // Beneath the rows that stay, which slide over it.
                insertSubview(departure.cell, at: backgroundView?.superview === self ? 1 : 0)
                let edge = look.edge(of: departure.cell.frame, width: bounds.width)
                changes.append((departure.cell, edge.frame, edge.alpha))
                departing.append(departure)
            }
        }
        departures += departing
        UIView.animate(
            withDuration: tableUpdateDuration, delay: 0, options: [],
            animations: {
                for change in changes {
                    change.view.frame = change.frame
                    change.view.alpha = change.alpha
                }
            },
            completion: { [weak self] finished in
                self?.endDepartures(batch: batch)
                completion(finished)
            })
    }

    /// Puts a section view shown at its new place back at `start` (where its section's view was)
    /// or, for a new section, at its look's edge; returns where it goes.
    private func arrive(_ view: UIView, from start: CGRect?, look: RowAnimation?)
        -> (view: UIView, frame: CGRect, alpha: CGFloat)
    {
        let target = view.frame
        if let start {
            view.frame = start
        } else {
            let edge = (look ?? .automatic).edge(of: target, width: bounds.width)
            view.frame = edge.frame
            view.alpha = edge.alpha
        }
        return (view, target, 1)
    }

    /// The departing cells and section views of `batch` (all when nil) leave: the cells go back
    /// to their pools, the delegate hearing `didEndDisplaying` with the row each showed, and the
    /// section views to theirs.
    func endDepartures(batch: Int? = nil) {
        guard !departures.isEmpty || !departingSectionViews.isEmpty else { return }
        let ending = departures.filter { batch == nil || $0.batch == batch }
        departures.removeAll { batch == nil || $0.batch == batch }
        for departure in ending {
            let cell = departure.cell
            cell.layer.removeAllAnimations()
            UIView.performWithoutAnimation { cell.alpha = 1 }
            endDisplaying(cell, flat: 0, indexPath: departure.indexPath)
        }
        let views = departingSectionViews.filter { batch == nil || $0.batch == batch }.map(\.view)
        departingSectionViews.removeAll { batch == nil || $0.batch == batch }
        let given = Set((headerViews + footerViews).compactMap { $0.map(ObjectIdentifier.init) })
        for view in views {
            view.layer.removeAllAnimations()
            UIView.performWithoutAnimation { view.alpha = 1 }
            // A view the delegate gave again meanwhile shows for its section.
            guard !given.contains(ObjectIdentifier(view)) else { continue }
            view.removeFromSuperview()
            if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
                headerFooterPool[identifier, default: []].append(view)
            }
        }
    }

    /// Asks the data source again for the shown cells of the reconfigured rows: it dequeues the
    /// cell the row shows (without `prepareForReuse()`) and configures it again. A self-sizing
    /// row is measured again (when it shows, if off screen), moving the rows below it.
    func reconfigure(_ plan: UpdatePlan) {
        let flats = plan.reconfigured.compactMap { plan.oldToNew[$0] }.sorted()
        guard !flats.isEmpty else { return }
        let range = geometry.rows(from: bounds.minY, to: bounds.maxY)
        var heightsChanged = false
        for flat in flats {
            if geometry.automatic[flat] { geometry.measured[flat] = false }
            guard range.contains(flat), let cell = shownCells.removeValue(forKey: flat) else { continue }
            let made = makeCellForRow(flat: flat, reconfiguring: cell)
            shownCells[flat] = made
            if made !== cell {
                endDisplaying(cell, flat: flat)
                willDisplay(made, flat: flat)
            }
            guard geometry.automatic[flat] else { continue }
            let height = measuredHeight(of: made)
            geometry.measured[flat] = true
            if height != geometry.rowHeights[flat] {
                geometry.rowHeights[flat] = height
                heightsChanged = true
            }
        }
        guard heightsChanged else { return }
        geometry.computeOffsets()
        needsPlacement = true
        needsTiling = true
        setNeedsLayout()
        applyContentSize()
    }
}
