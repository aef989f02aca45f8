import Foundation

/// Selection: a tap on an item, and the selected items kept in step with the cells.
extension UICollectionView {
    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected { selectedItems.insert(indexPath) } else { selectedItems.remove(indexPath) }
        if let cell = shownCells[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    func clearSelection() {
        for indexPath in selectedItems { setItem(indexPath, selected: false) }
    }

    func beginItemTouch(at point: CGPoint) {
        touchedItem = nil
        guard allowsSelection, let indexPath = indexPathForItem(at: point) else { return }
        if let delegate = collectionDelegate {
            let highlight = ask(delegate, "collectionView(_:shouldHighlightItemAt:)") {
                delegate.collectionView(self, shouldHighlightItemAt: indexPath)
            }
            guard highlight else { return }
        }
        touchedItem = indexPath
        shownCells[indexPath]?.isHighlighted = true
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didHighlightItemAt:)") {
                delegate.collectionView(self, didHighlightItemAt: indexPath)
            }
        }
    }

    func cancelItemTouch() {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        shownCells[indexPath]?.isHighlighted = false
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didUnhighlightItemAt:)") {
                delegate.collectionView(self, didUnhighlightItemAt: indexPath)
            }
        }
    }

    /// The finger lifts: on the item it went down on, that item is selected (or, in multiple
    /// selection, a selected item deselected) if the delegate agrees.
    func endItemTouch(at point: CGPoint) {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        unhighlight(indexPath)
        guard indexPathForItem(at: point) == indexPath, contains(indexPath) else { return }
        if allowsMultipleSelection && selectedItems.contains(indexPath) {
            if let delegate = collectionDelegate {
                let deselect = ask(delegate, "collectionView(_:shouldDeselectItemAt:)") {
                    delegate.collectionView(self, shouldDeselectItemAt: indexPath)
                }
                guard deselect else { return }
            }
            userDeselect(indexPath)
            return
        }
        if let delegate = collectionDelegate {
            let select = ask(delegate, "collectionView(_:shouldSelectItemAt:)") {
                delegate.collectionView(self, shouldSelectItemAt: indexPath)
            }
            guard select else { return }
        }
        if !allowsMultipleSelection {
            for other in selectedItems.sorted() where other != indexPath { userDeselect(other) }
        }
        setItem(indexPath, selected: true)
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didSelectItemAt:)") {
                delegate.collectionView(self, didSelectItemAt: indexPath)
            }
        }
    }

    private func userDeselect(_ indexPath: IndexPath) {
        setItem(indexPath, selected: false)
        if let delegate = collectionDelegate {
            ask(delegate, "collectionView(_:didDeselectItemAt:)") {
                delegate.collectionView(self, didDeselectItemAt: indexPath)
            }
        }
    }
}
