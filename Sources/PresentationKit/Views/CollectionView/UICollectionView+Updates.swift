import Foundation

/// A view on its way out of an animated update: a deleted or reloaded item's cell, a deleted
/// section's header, or a view sliding to a place off screen. It goes back to its pool (and the
/// delegate hears `didEndDisplaying`) when the update's animation ends.
struct CollectionDeparture {
    let view: UICollectionReusableView
    /// The element it showed (a cell's kind is "").
    let element: UICollectionView.SupplementaryElement
    let batch: Int
}

/// How long an animated update moves the elements (ours: UIKit does not document it).
let collectionUpdateDuration: TimeInterval = 0.3

/// Updates: items and sections inserted, deleted, reloaded and moved, checked against the data
/// source's new counts; the surviving items keep their cells and selection and, animated, move
/// from where they were as the layout says (Behaviour 20.12).
extension UICollectionView {
    /// A change joins the batch under way, or is an animated batch of its own.
    func recordUpdate(_ update: CollectionUpdate) {
        guard updateDepth == 0 else {
            pendingUpdates.append(update)
            return
        }
        performUpdates(animated: true, { pendingUpdates.append(update) }, completion: nil)
    }

    /// Runs `updates` as one batch, animated or not; `completion` runs once the batch (and its
    /// animation) has finished. Nested batches join the outermost.
    func performUpdates(animated: Bool, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        updateDepth += 1
        updates()
        if animated { pendingAnimated = true }
        if let completion { pendingCompletions.append(completion) }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates() }
    }

    private func applyPendingUpdates() {
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        // Reconfiguring alone moves nothing: it happens in place.
        let animated =
            pendingAnimated && UIView.areAnimationsEnabled
            && (updates.isEmpty || !updates.allSatisfy(\.onlyReconfigures))
        pendingAnimated = false
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        func finish(_ finished: Bool) { for completion in completions { completion(finished) } }
        guard loaded else {
            // Never loaded: it loads the data as it is now.
            performReload()
            finish(true)
            return
        }
        guard
            let plan = CollectionUpdatePlan(
                updates, old: itemCounts, counts: askCounts(), report: reportUpdate)
        else {
            performReload(keepingSelection: true)
            finish(true)
            return
        }
        carryOver(plan, animated: animated, completion: finish)
    }

    /// Shows the new data: the surviving items keep their cells and selection, the sections that
    /// stay their headers and footers; animated, each moves from where it was to where the layout
    /// now puts it while the layout's appearing and disappearing attributes bring the others in
    /// and out.
    private func carryOver(_ plan: CollectionUpdatePlan, animated: Bool, completion: @escaping (Bool) -> Void)
    {
        departureBatch += 1
        let batch = departureBatch
        var keptCells: [IndexPath: UICollectionViewCell] = [:]
        var keptViews: [SupplementaryElement: UICollectionReusableView] = [:]
        var leaving: [CollectionDeparture] = []
        for (old, cell) in shownCells {
            if let new = plan.keptPath(of: old) {
                keptCells[new] = cell
            } else if animated {
                leaving.append(CollectionDeparture(view: cell, element: .cell(old), batch: batch))
            } else {
                endDisplaying(cell, at: old)
            }
        }
        for (element, view) in shownSupplementaries {
            if let section = plan.keptSection(of: element.indexPath.section) {
                var moved = element
                moved.indexPath[0] = section
                keptViews[moved] = view
            } else if animated {
                leaving.append(CollectionDeparture(view: view, element: element, batch: batch))
            } else {
                endDisplaying(view, element)
            }
        }
        // Where each kept view stands now: an animation starts there (an earlier update's animation
        // still running adds to it).
        var starts: [ObjectIdentifier: ViewPlacement] = [:]
        if animated {
            for view in Array(keptCells.values) as [UICollectionReusableView] + Array(keptViews.values) {
                starts[ObjectIdentifier(view)] = ViewPlacement(view)
            }
        }
        selectedItems = Set(selectedItems.compactMap(plan.newPath(of:)))
        itemCounts = plan.counts
        shownCells = keptCells
        shownSupplementaries = keptViews
        shownAttributes.removeAll(keepingCapacity: true)
        activeUpdate = plan
        updateItemsToPrepare = plan.updateItems
        layoutDidInvalidate()
        if animated { tiledAway = [] }
        UIView.performWithoutAnimation { updateShownItemsIfNeeded() }
        if let away = tiledAway {
            tiledAway = nil
            leaving += away.map { CollectionDeparture(view: $0.view, element: $0.element, batch: batch) }
        }
        if animated {
            animate(plan, starts: starts, leaving: leaving, batch: batch, completion: completion)
        } else {
            collectionViewLayout.finalizeCollectionViewUpdates()
        }
        activeUpdate = nil
        reconfigure(plan)
        if !animated { completion(true) }
    }

    /// Starts the animation of an update: everything is placed where the new layout puts it now;
    /// each kept view starts from where it stood, each view coming on screen from the layout's
    /// appearing attributes, and each view leaving goes to its disappearing attributes.
    private func animate(
        _ plan: CollectionUpdatePlan, starts: [ObjectIdentifier: ViewPlacement],
        leaving: [CollectionDeparture],
        batch: Int, completion: @escaping (Bool) -> Void
    ) {
        let layout = collectionViewLayout
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        UIView.performWithoutAnimation {
            for (indexPath, cell) in shownCells {
                guard let target = shownAttributes[.cell(indexPath)] else { continue }
                if let start = starts[ObjectIdentifier(cell)] {
                    start.restore(cell)
                } else if let initial = layout.initialLayoutAttributesForAppearingItem(at: indexPath) {
                    place(cell, initial)
                } else {
                    continue
                }
                moves.append((cell, target))
            }
            for (element, view) in shownSupplementaries {
                guard let target = shownAttributes[element] else { continue }
                if let start = starts[ObjectIdentifier(view)] {
                    start.restore(view)
                } else if let initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                    ofKind: element.kind, at: element.indexPath)
                {
                    place(view, initial)
                } else {
                    continue
                }
                moves.append((view, target))
            }
        }
        for departure in leaving {
            let element = departure.element
            // The layout is asked with the index path before the update.
            var old = element.indexPath
            let final: UICollectionViewLayoutAttributes?
            if element.isCell {
                if starts[ObjectIdentifier(departure.view)] != nil, let before = plan.oldPath(of: old) {
                    old = before
                }
                final = layout.finalLayoutAttributesForDisappearingItem(at: old)
            } else {
                if starts[ObjectIdentifier(departure.view)] != nil, let before = plan.oldSection(of: old[0]) {
                    old[0] = before
                }
                final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: element.kind, at: old)
            }
            if let final { moves.append((departure.view, final)) }
        }
        departures += leaving
        UIView.animate(
            withDuration: collectionUpdateDuration, delay: 0, options: [],
            animations: {
                for (view, attributes) in moves { self.place(view, attributes) }
                layout.finalizeCollectionViewUpdates()
            },
            completion: { [weak self] finished in
                self?.endDepartures(batch: batch)
                completion(finished)
            })
    }

    /// The departing views of `batch` (all when nil) go back to their pools; the delegate hears
    /// `didEndDisplaying` with the element each showed.
    func endDepartures(batch: Int? = nil) {
        guard !departures.isEmpty else { return }
        let ending = departures.filter { batch == nil || $0.batch == batch }
        departures.removeAll { batch == nil || $0.batch == batch }
        for departure in ending {
            departure.view.layer.removeAllAnimations()
            if departure.element.isCell, let cell = departure.view as? UICollectionViewCell {
                endDisplaying(cell, at: departure.element.indexPath)
            } else {
                endDisplaying(departure.view, departure.element)
            }
        }
    }

    /// Asks the data source again for the shown cells of the reconfigured items: dequeuing gives
    /// back the cell the item shows (without `prepareForReuse()`).
    private func reconfigure(_ plan: CollectionUpdatePlan) {
        let paths = plan.reconfigured.compactMap(plan.keptPath(of:)).sorted()
        guard !paths.isEmpty else { return }
        updateShownItemsIfNeeded()
        for indexPath in paths {
            guard let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            reconfiguringCell = cell
            let made = makeCell(at: indexPath)
            reconfiguringCell = nil
            shownCells[indexPath] = made
            guard made !== cell, let attributes = shownAttributes[.cell(indexPath)] else { continue }
            // The data source returned another cell: it takes the old one's place.
            endDisplaying(cell, at: indexPath)
            place(made, attributes)
            willDisplay(made, at: indexPath)
        }
    }

    private func reportUpdate(_ problem: String) {
        reportMisuse(
            "Invalid collection view update: \(problem). Change the data source to match the items you insert and "
                + "delete (inside performBatchUpdates for several). The collection view reloaded all its data instead."
        )
    }
}

/// Where a view stands and how it looks: what an update's animation starts a kept view from.
@MainActor
struct ViewPlacement {
    let bounds: CGRect
    let center: CGPoint
    let transform: CGAffineTransform
    let alpha: CGFloat

    init(_ view: UIView) {
        bounds = view.bounds
        center = view.center
        transform = view.transform
        alpha = view.alpha
    }

    func restore(_ view: UIView) {
        if view.bounds != bounds { view.bounds = bounds }
        if view.center != center { view.center = center }
        if view.transform != transform { view.transform = transform }
        if view.alpha != alpha { view.alpha = alpha }
    }
}

extension UICollectionView.SupplementaryElement {
    /// The key of an item's cell among the shown views' attributes.
    static func cell(_ indexPath: IndexPath) -> Self { Self(kind: "", indexPath: indexPath) }
    var isCell: Bool { kind.isEmpty }
}
