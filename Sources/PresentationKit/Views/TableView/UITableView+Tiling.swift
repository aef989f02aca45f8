import Foundation

/// Tiling: the cells, headers and footers for the rows the bounds meet, and only those.
extension UITableView {
    /// Brings the shown cells up to date with the bounds and the data, if anything changed.
    func updateShownCellsIfNeeded() {
        loadIfNeeded()
        if bounds.width != tiledWidth {
            tiledWidth = bounds.width
            needsTiling = true
            needsPlacement = true
            widthDidChange()
        }
        guard needsTiling else { return }
        needsTiling = false
        placeTableViews()
        let minY = bounds.minY
        let maxY = bounds.maxY
        // Self-sizing rows measured on the way may move the rows below them: go again until the
        // rows on screen keep their places (a few passes at most).
        for _ in 0..<4 {
            let range = geometry.rows(from: minY, to: maxY)
            for flat in shownRange where !range.contains(flat) {
                if let cell = shownCells.removeValue(forKey: flat) { endDisplaying(cell, flat: flat) }
            }
            var heightsChanged = false
            for flat in range where shownCells[flat] == nil {
                let cell = makeCellForRow(flat: flat)
                shownCells[flat] = cell
                if geometry.automatic[flat] && !geometry.measured[flat] {
                    let height = measuredHeight(of: cell)
                    geometry.measured[flat] = true
                    if height != geometry.rowHeights[flat] {
                        geometry.rowHeights[flat] = height
                        heightsChanged = true
                    }
                }
                willDisplay(cell, flat: flat)
            }
            shownRange = range
            guard heightsChanged else { break }
            needsPlacement = true
            geometry.computeOffsets()
            applyContentSize()
        }
        // A scroll moves only the bounds: the cells keep their content frames, so they are placed
        // again only when the geometry or the decorations changed.
        if needsPlacement {
            needsPlacement = false
            hairline = 1 / max(1, traitCollection.displayScale)
            for (flat, cell) in shownCells { place(cell, flat: flat) }
        }
        placeSectionViews(minY: minY, maxY: maxY)
    }

    /// Asks the data source for the row's cell and puts it in the table; `reconfiguring` is the
    /// cell the row shows, which dequeuing gives back (`reconfigureRows(at:)`).
    func makeCellForRow(flat: Int, reconfiguring: UITableViewCell? = nil) -> UITableViewCell {
        let indexPath = geometry.indexPath(ofFlat: flat)
        var cell: UITableViewCell
        if let dataSource {
            isAskingForCell = true
            reconfiguringCell = reconfiguring
            cell = ask(dataSource, "tableView(_:cellForRowAt:)") {
                dataSource.tableView(self, cellForRowAt: indexPath)
            }
            reconfiguringCell = nil
            isAskingForCell = false
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if shownCells.values.contains(where: { $0 === cell }) {
            reportMisuse(
                "tableView(_:cellForRowAt: \(describe(indexPath))) returned a cell another row is showing; return "
                    + "a cell from dequeueReusableCell(withIdentifier:for:). A new cell is shown instead.")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.table = self
        cell.isHidden = false
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        place(cell, flat: flat)
        if cell.superview !== self {
            insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
        }
        return cell
    }

    /// The cell's frame for its row, and what its style and position draw.
    func place(_ cell: UITableViewCell, flat: Int) {
        let frame = rowFrame(flat: flat)
        if cell.frame != frame { cell.frame = frame }
        let section = geometry.section(ofFlat: flat)
        let last = flat == geometry.sectionRowStart[section] + geometry.rowCounts[section] - 1
        let first = flat == geometry.sectionRowStart[section]
        cell.showsSeparator = separatorStyle != .none && !(style != .plain && last)
        if cell.hairline != hairline { cell.hairline = hairline }
        if let color = separatorColor, cell.separatorView.backgroundColor !== color {
            cell.separatorView.backgroundColor = color
        }
        if style != .plain, cell.backgroundColor === UIColor.systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            let radius: CGFloat = corners.isEmpty ? 0 : 10
            if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
            if cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
            if !cell.clipsToBounds { cell.clipsToBounds = true }
        }
    }

    /// The frame of a flat row: the table's width, or inset 16 points each side in an
    /// inset-grouped table (ours).
    func rowFrame(flat: Int) -> CGRect {
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        return CGRect(
            x: inset, y: geometry.rowTops[flat], width: max(0, bounds.width - 2 * inset),
            height: geometry.rowHeights[flat])
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        guard let flat = geometry.flat(indexPath) else { return .zero }
        return CGRect(x: 0, y: geometry.rowTops[flat], width: bounds.width, height: geometry.rowHeights[flat])
    }

    /// A self-sizing cell's height at the row's width: its content view's constraints, fitted, or
    /// else what its built-in style needs (Behaviour 19.4).
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        cell.layoutIfNeeded()
        guard cell.contentUsesConstraints else { return cell.builtInHeight(width: cell.bounds.width) }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        guard fitted.height.isFinite, fitted.height > 0 else { return 44 }
        return fitted.height
    }

    func willDisplay(_ cell: UITableViewCell, flat: Int) {
        guard let delegate = tableDelegate else { return }
        let indexPath = geometry.indexPath(ofFlat: flat)
        ask(delegate, "tableView(_:willDisplay:forRowAt:)") {
            delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// The cell leaves the screen: the delegate hears it, and it waits in its pool.
    func endDisplaying(_ cell: UITableViewCell, flat: Int, indexPath: IndexPath? = nil) {
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        // An update's slide or fade must not follow the cell to the row it shows next.
        if cell.layer.animationKeys() != nil { cell.layer.removeAllAnimations() }
        cellPool.recycle(cell, identifier: cell.reuseIdentifier, in: self)
        if let delegate = tableDelegate {
            let indexPath = indexPath ?? geometry.indexPath(ofFlat: flat)
            ask(delegate, "tableView(_:didEndDisplaying:forRowAt:)") {
                delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
    }

    func takeFromPool(_ identifier: String) -> UITableViewCell? {
        guard let cell = cellPool.take(identifier) else { return nil }
        cell.prepareForReuse()
        return cell
    }

    func makeCell(_ type: UITableViewCell.Type, _ identifier: String) -> UITableViewCell {
        UITableViewCell.identifierBeingMade = identifier
        defer { UITableViewCell.identifierBeingMade = nil }
        let cell = type.init()
        cell.frame.size.width = max(0, bounds.width - (style == .insetGrouped ? 32 : 0))
        return cell
    }

    /// The table header and footer views at the content's top and bottom.
    func placeTableViews() {
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            let frame = CGRect(
                x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: bounds.width,
                height: geometry.tableFooterHeight)
            if footer.frame != frame { footer.frame = frame }
        }
        if let backgroundView {
            let frame = bounds
            if backgroundView.frame != frame { backgroundView.frame = frame }
        }
    }

    /// The headers and footers of the sections the bounds meet. In a plain table a header sticks
    /// to the top of the visible area while its section's rows pass under it, and is pushed up by
    /// the end of its section (Behaviour 19.5).
    func placeSectionViews(minY: CGFloat, maxY: CGFloat) {
        let sections = geometry.sections(from: minY, to: maxY)
        for (section, view) in shownHeaders where !sections.contains(section) {
            view.removeFromSuperview()
            shownHeaders[section] = nil
        }
        for (section, view) in shownFooters where !sections.contains(section) {
            view.removeFromSuperview()
            shownFooters[section] = nil
        }
        guard geometry.hasSectionViews else { return }
        for section in sections {
            if geometry.headerHeights[section] > 0, let view = headerViews[section] {
                show(view, in: &shownHeaders, section: section, isHeader: true)
                let frame = headerFrame(section, in: geometry, minY: minY)
                if view.frame != frame { view.frame = frame }
                bringSubviewToFront(view)
            }
            if geometry.footerHeights[section] > 0, let view = footerViews[section] {
                show(view, in: &shownFooters, section: section, isHeader: false)
                let frame = footerFrame(section, in: geometry)
                if view.frame != frame { view.frame = frame }
            }
        }
    }

    /// Where `section`'s header shows in `geometry` with the bounds' top at `minY`: in a plain
    /// table held at the top of the visible area until its section's end pushes it up.
    func headerFrame(_ section: Int, in geometry: TableGeometry, minY: CGFloat) -> CGRect {
        let height = geometry.headerHeights[section]
        var y = geometry.sectionTops[section]
        if style == .plain {
            // Only a plain table's headers stick, so only they need the insets.
            let limit = geometry.sectionBottoms[section] - geometry.footerHeights[section] - height
            y = max(y, min(minY + adjustedContentInset.top, limit))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    /// Where `section`'s footer shows in `geometry`: at its section's end.
    func footerFrame(_ section: Int, in geometry: TableGeometry) -> CGRect {
        let height = geometry.footerHeights[section]
        return CGRect(x: 0, y: geometry.sectionBottoms[section] - height, width: bounds.width, height: height)
    }

    private func show(_ view: UIView, in shown: inout [Int: UIView], section: Int, isHeader: Bool) {
        guard shown[section] !== view else { return }
        shown[section] = view
        if view.superview !== self { addSubview(view) }
        if style == .plain, isHeader, view.backgroundColor == nil { view.backgroundColor = .systemBackground }
        guard let delegate = tableDelegate else { return }
        if isHeader {
            ask(delegate, "tableView(_:willDisplayHeaderView:forSection:)") {
                delegate.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
        } else {
            ask(delegate, "tableView(_:willDisplayFooterView:forSection:)") {
                delegate.tableView(self, willDisplayFooterView: view, forSection: section)
            }
        }
    }

    func clearShownSectionViews() {
        for view in shownHeaders.values { view.removeFromSuperview() }
        for view in shownFooters.values { view.removeFromSuperview() }
        shownHeaders.removeAll()
        shownFooters.removeAll()
    }

    func updateShownSeparators() {
        needsPlacement = true
        needsTiling = true
        setNeedsLayout()
    }

    /// The offset that puts `rect` at `position` in the visible area, within the scroll range.
    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        let insets = adjustedContentInset
        let visible = bounds.height - insets.top - insets.bottom
        var y: CGFloat
        switch position {
        case .none:
            return offsetShowing(rect)
        case .top:
            y = rect.minY - insets.top
        case .middle:
            y = rect.midY - insets.top - visible / 2
        case .bottom:
            y = rect.maxY - insets.top - visible
        }
        let range = scrollRange(.vertical)
        y = min(max(y, range.lowerBound), range.upperBound)
        return CGPoint(x: contentOffset.x, y: y)
    }
}
