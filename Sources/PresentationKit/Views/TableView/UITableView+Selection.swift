import Foundation

/// Selection: a tap on a row, and the selected rows kept in step with the cells.
extension UITableView {
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected { selectedRows.insert(indexPath) } else { selectedRows.remove(indexPath) }
        guard let flat = geometry.flat(indexPath), let cell = shownCells[flat] else { return }
        if cell.isSelected != selected { cell.setSelected(selected, animated: animated) }
    }

    func clearSelection() {
        for indexPath in selectedRows { setRow(indexPath, selected: false, animated: false) }
        selectedRows.removeAll()
    }

    func beginRowTouch(at point: CGPoint) {
        touchedRow = nil
        guard allowsSelection, let indexPath = indexPathForRow(at: point) else { return }
        if let delegate = tableDelegate {
            let highlight = ask(delegate, "tableView(_:shouldHighlightRowAt:)") {
                delegate.tableView(self, shouldHighlightRowAt: indexPath)
            }
            guard highlight else { return }
        }
        touchedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        if let delegate = tableDelegate {
            ask(delegate, "tableView(_:didHighlightRowAt:)") {
                delegate.tableView(self, didHighlightRowAt: indexPath)
            }
        }
    }

    func cancelRowTouch() {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        if let delegate = tableDelegate {
            ask(delegate, "tableView(_:didUnhighlightRowAt:)") {
                delegate.tableView(self, didUnhighlightRowAt: indexPath)
            }
        }
    }

    /// The finger lifts: on the row it went down on, that row is selected (or, in multiple
    /// selection, a selected row deselected) through the delegate's will/did calls.
    func endRowTouch(at point: CGPoint) {
        guard let indexPath = touchedRow else { return }
        touchedRow = nil
        unhighlight(indexPath)
        guard indexPathForRow(at: point) == indexPath, geometry.flat(indexPath) != nil else { return }
        if allowsMultipleSelection && selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        var target: IndexPath? = indexPath
        if let delegate = tableDelegate {
            target = ask(delegate, "tableView(_:willSelectRowAt:)") {
                delegate.tableView(self, willSelectRowAt: indexPath)
            }
        }
        guard let target else { return }
        guard geometry.flat(target) != nil else {
            reportMisuse(
                "tableView(_:willSelectRowAt:) returned \(describe(target)), which is outside the table "
                    + "(\(describeCounts())); nothing is selected")
            return
        }
        if !allowsMultipleSelection {
            for other in selectedRows.sorted() where other != target { userDeselect(other) }
        }
        setRow(target, selected: true, animated: false)
        if let delegate = tableDelegate {
            ask(delegate, "tableView(_:didSelectRowAt:)") { delegate.tableView(self, didSelectRowAt: target) }
        }
    }

    /// Deselects a row as the user's selection does: asking `willDeselectRowAt`, telling
    /// `didDeselectRowAt`.
    private func userDeselect(_ indexPath: IndexPath) {
        var target: IndexPath? = indexPath
        if let delegate = tableDelegate {
            target = ask(delegate, "tableView(_:willDeselectRowAt:)") {
                delegate.tableView(self, willDeselectRowAt: indexPath)
            }
        }
        guard let target, selectedRows.contains(target) else { return }
        setRow(target, selected: false, animated: false)
        if let delegate = tableDelegate {
            ask(delegate, "tableView(_:didDeselectRowAt:)") {
                delegate.tableView(self, didDeselectRowAt: target)
            }
        }
    }
}
