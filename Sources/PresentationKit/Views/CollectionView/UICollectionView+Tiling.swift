import Foundation

/// Tiling: the cells and supplementary views for the elements the layout puts in the bounds, and
/// only those (Behaviour 20.2, 20.3).
extension UICollectionView {
    /// Prepares the layout if it is invalid, then brings the shown views up to date with the
    /// bounds, if anything changed.
    func updateShownItemsIfNeeded() {
        loadIfNeeded()
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var replace = false
        if !layoutIsInvalid, bounds != tiledBounds, !tiledBounds.isNull,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        {
            layoutIsInvalid = true
        }
        if layoutIsInvalid {
            layoutIsInvalid = false
            needsTiling = true
            replace = true
            collectionViewLayout.prepare()
            if let updateItems = updateItemsToPrepare {
                updateItemsToPrepare = nil
                collectionViewLayout.prepare(forCollectionViewUpdates: updateItems)
            }
            let size = collectionViewLayout.collectionViewContentSize
            if contentSize != size { contentSize = size }
            settleOffset()
        }
        guard needsTiling || bounds != tiledBounds else { return }
        needsTiling = false
        tiledBounds = bounds
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaries: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
            switch attributes.representedElementCategory {
            case .cell:
                if contains(attributes.indexPath), attributes.frame.overlaps(bounds) {
                    cells[attributes.indexPath] = attributes
                }
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, attributes.frame.overlaps(bounds) else {
                    continue
                }
                supplementaries[SupplementaryElement(kind: kind, indexPath: attributes.indexPath)] =
                    attributes
            case .decorationView:
                continue
            }
        }
        // In an animated update, the views that leave the screen leave with its animation.
        for (indexPath, cell) in shownCells where cells[indexPath] == nil {
            shownCells[indexPath] = nil
            shownAttributes[.cell(indexPath)] = nil
            if tiledAway != nil {
                tiledAway?.append((cell, .cell(indexPath)))
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        for (element, view) in shownSupplementaries where supplementaries[element] == nil {
            shownSupplementaries[element] = nil
            shownAttributes[element] = nil
            if tiledAway != nil {
                tiledAway?.append((view, element))
            } else {
                endDisplaying(view, element)
            }
        }
        for indexPath in cells.keys.sorted() {
            let attributes = cells[indexPath]!
            let key = SupplementaryElement.cell(indexPath)
            if let cell = shownCells[indexPath] {
                if replace || shownAttributes[key] !== attributes {
                    shownAttributes[key] = attributes
                    place(cell, attributes)
                }
                continue
            }
            let cell = makeCell(at: indexPath)
            shownCells[indexPath] = cell
            shownAttributes[key] = attributes
            place(cell, attributes)
            willDisplay(cell, at: indexPath)
        }
        for (element, attributes) in supplementaries {
            if let view = shownSupplementaries[element] {
                if replace || shownAttributes[element] !== attributes {
                    shownAttributes[element] = attributes
                    place(view, attributes)
                }
                continue
            }
            let view = makeSupplementaryView(element)
            shownSupplementaries[element] = view
            shownAttributes[element] = attributes
            place(view, attributes)
            if let delegate = collectionDelegate {
                ask(delegate, "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)") {
                    delegate.collectionView(
                        self, willDisplaySupplementaryView: view, forElementKind: element.kind,
                        at: element.indexPath)
                }
            }
        }
    }

    /// After the layout prepared: the offset the layout proposes for the new content, within the
    /// scroll range (unless a finger or a deceleration is moving it), as UIKit's after a reload.
    private func settleOffset() {
        guard !isDragging, !isDecelerating else { return }
        var target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        let horizontal = scrollRange(.horizontal)
        let vertical = scrollRange(.vertical)
        target.x = min(max(target.x, horizontal.lowerBound), horizontal.upperBound)
        target.y = min(max(target.y, vertical.lowerBound), vertical.upperBound)
        if target != contentOffset { contentOffset = target }
    }

    /// The cell comes on screen: the delegate hears it.
    func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:willDisplay:forItemAt:)") {
                delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
    }

    /// Asks the data source for the item's cell and puts it in the collection view.
    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        var cell: UICollectionViewCell
        if let dataSource {
            isAskingForView = true
            cell = ask(dataSource, "collectionView(_:cellForItemAt:)") {
                dataSource.collectionView(self, cellForItemAt: indexPath)
            }
            isAskingForView = false
        } else {
            cell = UICollectionViewCell(frame: .zero)
        }
        if shownCells.values.contains(where: { $0 === cell }) {
            reportMisuse(
                "collectionView(_:cellForItemAt: \(describe(indexPath))) returned a cell another item is showing; "
                    + "return a cell from dequeueReusableCell(withReuseIdentifier:for:). A new cell is shown instead."
            )
            cell = UICollectionViewCell(frame: .zero)
        }
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.superview !== self { insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0) }
        return cell
    }

    private func makeSupplementaryView(_ element: SupplementaryElement) -> UICollectionReusableView {
        guard let dataSource else { return UICollectionReusableView(frame: .zero) }
        isAskingForView = true
        defer { isAskingForView = false }
        let view = ask(dataSource, "collectionView(_:viewForSupplementaryElementOfKind:at:)") {
            dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
        }
        if view.superview !== self { addSubview(view) }
        return view
    }

    /// Sets the view's geometry and look from the layout's attributes, then lets it read them.
    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
        if view.bounds != bounds { view.bounds = bounds }
        if view.center != attributes.center { view.center = attributes.center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(attributes)
    }

    /// The cell leaves the screen: the delegate hears it, and it waits in its pool.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if cell.isHighlighted { cell.isHighlighted = false }
        cellPool.recycle(cell, identifier: cell.poolKey, in: self)
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didEndDisplaying:forItemAt:)") {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }
    }

    func endDisplaying(_ view: UICollectionReusableView, _ element: SupplementaryElement) {
        supplementaryPool.recycle(view, identifier: view.poolKey, in: self)
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)") {
                delegate.collectionView(
                    self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind,
                    at: element.indexPath)
            }
        }
    }

    /// The offset that puts `rect` at `position` on each axis it names (the least scroll that
    /// shows it when it names none), within the scroll range.
    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        if position.isEmpty { return offsetShowing(rect) }
        let insets = adjustedContentInset
        var target = contentOffset
        let visibleWidth = bounds.width - insets.left - insets.right
        let visibleHeight = bounds.height - insets.top - insets.bottom
        if position.contains(.top) {
            target.y = rect.minY - insets.top
        } else if position.contains(.centeredVertically) {
            target.y = rect.midY - insets.top - visibleHeight / 2
        } else if position.contains(.bottom) {
            target.y = rect.maxY - insets.top - visibleHeight
        }
        if position.contains(.left) {
            target.x = rect.minX - insets.left
        } else if position.contains(.centeredHorizontally) {
            target.x = rect.midX - insets.left - visibleWidth / 2
        } else if position.contains(.right) {
            target.x = rect.maxX - insets.left - visibleWidth
        }
        let horizontal = scrollRange(.horizontal)
        let vertical = scrollRange(.vertical)
        target.x = min(max(target.x, horizontal.lowerBound), horizontal.upperBound)
        target.y = min(max(target.y, vertical.lowerBound), vertical.upperBound)
        return target
    }
}

extension CGRect {
    /// Whether the two rectangles share area (edges that only touch do not), as Core Graphics'
    /// `intersects`, which Foundation on Linux answers true for touching edges.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
