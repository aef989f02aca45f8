import Foundation

/// Loading: the counts, heights and section views the data source and delegate give.
extension UITableView {
    /// The delegate as a table-view delegate (UIKit types `delegate` so; see the porting guide).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    func describeCounts() -> String {
        let counts = geometry.rowCounts.map(String.init).joined(separator: ", ")
        return "\(geometry.sectionCount) sections with [\(counts)] rows"
    }

    func checkHeight(_ value: inout CGFloat, old: CGFloat, _ name: String) {
        if value.isFinite && (value >= 0 || value == UITableView.automaticDimension) {
            if value != old { invalidateGeometry() }
            return
        }
        reportMisuse(
            "\(name) \(value) must be finite and not negative (or UITableView.automaticDimension); the table "
                + "keeps \(old)")
        value = old
    }

    /// A new data source or delegate: the table loads again at its next layout or query, as
    /// UIKit's does.
    func dataDidChange() {
        loaded = false
        needsTiling = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if !loaded { performReload() }
    }

    /// Heights or the header and footer views changed: lay the content out again, keeping cells.
    func invalidateGeometry() {
        guard loaded else { return }
        loadGeometry(carrying: { $0 })
        needsTiling = true
        setNeedsLayout()
    }

    func performReload() {
        pendingUpdates.removeAll()
        endDepartures()
        for (flat, cell) in shownCells { endDisplaying(cell, flat: flat) }
        shownCells.removeAll(keepingCapacity: true)
        shownRange = 0..<0
        clearShownSectionViews()
        selectedRows.removeAll()
        loaded = true
        loadGeometry(carrying: { _ in nil })
        needsTiling = true
        setNeedsLayout()
    }

    /// The counts the data source gives now: negative ones reported and read as zero.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = ask(dataSource, "numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
        if sections < 0 {
            reportMisuse(
                "numberOfSections(in:) returned \(sections); a count cannot be negative, so the table shows no "
                    + "sections. Return 0 or more.")
            sections = 0
        }
        return (0..<sections).map { section in
            let rows = ask(dataSource, "tableView(_:numberOfRowsInSection:)") {
                dataSource.tableView(self, numberOfRowsInSection: section)
            }
            guard rows >= 0 else {
                reportMisuse(
                    "tableView(_:numberOfRowsInSection: \(section)) returned \(rows); a count cannot be negative, so "
                        + "the section shows no rows. Return 0 or more.")
                return 0
            }
            return rows
        }
    }

    /// Builds the geometry from the data source's counts. `carrying` maps a new flat row to the
    /// old flat row whose measured height it keeps (nil: ask again); `sections` and `withholding`
    /// are as for `loadSectionViews`.
    func loadGeometry(
        carrying: (Int) -> Int?, counts: [Int]? = nil, sections: (Int) -> Int? = { _ in nil },
        withholding: [UIView] = []
    ) {
        let old = geometry
        var new = TableGeometry()
        new.rowCounts = counts ?? askCounts()
        var start = 0
        for count in new.rowCounts {
            new.sectionRowStart.append(start)
            start += count
        }
        let delegate = tableDelegate
        new.rowHeights.reserveCapacity(start)
        var badHeight: String?
        for section in 0..<new.rowCounts.count {
            for row in 0..<new.rowCounts[section] {
                let flat = new.rowHeights.count
                if let oldFlat = carrying(flat), oldFlat < old.rowHeights.count {
                    new.rowHeights.append(old.rowHeights[oldFlat])
                    new.automatic.append(old.automatic[oldFlat])
                    new.measured.append(old.measured[oldFlat])
                    continue
                }
                let indexPath = IndexPath(indexes: [section, row])
                var height = rowHeight
                if let delegate {
                    height = ask(delegate, "tableView(_:heightForRowAt:)") {
                        delegate.tableView(self, heightForRowAt: indexPath)
                    }
                }
                if height == UITableView.automaticDimension {
                    var estimate = estimatedRowHeight
                    if let delegate {
                        estimate = ask(delegate, "tableView(_:estimatedHeightForRowAt:)") {
                            delegate.tableView(self, estimatedHeightForRowAt: indexPath)
                        }
                    }
                    if !estimate.isFinite || estimate <= 0 { estimate = 44 }
                    new.rowHeights.append(estimate)
                    new.automatic.append(true)
                    new.measured.append(false)
                } else {
                    if !height.isFinite || height < 0 {
                        if badHeight == nil { badHeight = "row \(describe(indexPath)) is \(height)" }
                        height = 0
                    }
                    new.rowHeights.append(height)
                    new.automatic.append(false)
                    new.measured.append(true)
                }
            }
        }
        if let badHeight {
            reportMisuse(
                "tableView(_:heightForRowAt:) must give a finite height of 0 or more (or automaticDimension): "
                    + "\(badHeight); such rows are 0 points tall")
        }
        loadSectionViews(into: &new, sections: sections, withholding: withholding)
        geometry = new
        geometry.computeOffsets()
        needsPlacement = true
        applyContentSize()
    }

    /// The header and footer views and heights of every section. `sections` maps a new section
    /// to the old one it was (nil: none), whose title views it keeps, so that a header moving in
    /// an update keeps its view; the views in `withholding` (leaving with their deleted sections)
    /// stay out of the pools until they have left.
    func loadSectionViews(
        into new: inout TableGeometry, sections: (Int) -> Int? = { _ in nil }, withholding: [UIView] = []
    ) {
        clearShownSectionViews()
        var titleViews: [Int: [Bool: UITableViewHeaderFooterView]] = [:]
        var handedOver = Set(withholding.map(ObjectIdentifier.init))
        for section in 0..<new.rowCounts.count {
            guard let old = sections(section), old >= 0, old < headerViews.count else { continue }
            for (isHeader, views) in [(true, headerViews), (false, footerViews)] {
                guard let view = views[old] as? UITableViewHeaderFooterView,
                    view.reuseIdentifier == Self.titleIdentifier
                else { continue }
                titleViews[section, default: [:]][isHeader] = view
                handedOver.insert(ObjectIdentifier(view))
            }
        }
        // The other old section views go back to their pools: the delegate may dequeue them again.
        for view in headerViews + footerViews {
            guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier,
                !handedOver.contains(ObjectIdentifier(view))
            else {
                continue
            }
            headerFooterPool[identifier, default: []].append(view)
        }
        let delegate = tableDelegate
        let dataSource = dataSource
        let grouped = style != .plain
        var headers: [UIView?] = []
        var footers: [UIView?] = []
        for section in 0..<new.rowCounts.count {
            for isHeader in [true, false] {
                var view: UIView?
                if let delegate {
                    view = ask(
                        delegate,
                        isHeader
                            ? "tableView(_:viewForHeaderInSection:)" : "tableView(_:viewForFooterInSection:)"
                    ) {
                        isHeader
                            ? delegate.tableView(self, viewForHeaderInSection: section)
                            : delegate.tableView(self, viewForFooterInSection: section)
                    }
                }
                var titled = false
                if view == nil, let dataSource {
                    let title = ask(
                        dataSource,
                        isHeader
                            ? "tableView(_:titleForHeaderInSection:)"
                            : "tableView(_:titleForFooterInSection:)"
                    ) {
                        isHeader
                            ? dataSource.tableView(self, titleForHeaderInSection: section)
                            : dataSource.tableView(self, titleForFooterInSection: section)
                    }
                    if let title {
                        let titleView =
                            titleViews[section]?.removeValue(forKey: isHeader)
                            ?? titleView(section: section, isHeader: isHeader)
                        titleView.textLabel?.text = title
                        titleView.isFooter = !isHeader
                        view = titleView
                        titled = true
                    }
                }
                var height = isHeader ? sectionHeaderHeight : sectionFooterHeight
                if let delegate {
                    height = ask(
                        delegate,
                        isHeader
                            ? "tableView(_:heightForHeaderInSection:)"
                            : "tableView(_:heightForFooterInSection:)"
                    ) {
                        isHeader
                            ? delegate.tableView(self, heightForHeaderInSection: section)
                            : delegate.tableView(self, heightForFooterInSection: section)
                    }
                }
                if height == UITableView.automaticDimension || !height.isFinite || height < 0 {
                    height = automaticSectionViewHeight(
                        view, titled: titled, isHeader: isHeader, grouped: grouped)
                }
                if isHeader {
                    headers.append(view)
                    new.headerHeights.append(height)
                } else {
                    footers.append(view)
                    new.footerHeights.append(height)
                }
            }
        }
        // Title views kept for sections that no longer have a title wait in their pool.
        for view in titleViews.values.flatMap(\.values) {
            headerFooterPool[Self.titleIdentifier, default: []].append(view)
        }
        headerViews = headers
        footerViews = footers
        new.tableHeaderHeight = tableHeaderView.map { max(0, $0.frame.height) } ?? 0
        new.tableFooterHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
    }

    /// The reuse identifier of the standard views showing section titles, which no app can use.
    static let titleIdentifier = "\u{0}title"

    /// A standard view for a section title, from a pool of its own.
    func titleView(section: Int, isHeader: Bool) -> UITableViewHeaderFooterView {
        if var pool = headerFooterPool[Self.titleIdentifier], let view = pool.popLast() {
            headerFooterPool[Self.titleIdentifier] = pool
            return view
        }
        return UITableViewHeaderFooterView(reuseIdentifier: Self.titleIdentifier)
    }

    /// Ours: a titled header is 28 points in a plain table and 38 in a grouped one; a titled
    /// footer is its text plus 16; a custom view keeps its frame height (or its fitting height);
    /// without either, nothing in a plain table and 18 points of spacing in a grouped one.
    func automaticSectionViewHeight(_ view: UIView?, titled: Bool, isHeader: Bool, grouped: Bool) -> CGFloat {
        guard let view else { return grouped ? 18 : 0 }
        if titled, let label = (view as? UITableViewHeaderFooterView)?.textLabel {
            if isHeader { return grouped ? 38 : 28 }
            let text = label.sizeThatFits(CGSize(width: max(0, bounds.width - 32), height: 0)).height
            return text + 16
        }
        if view.frame.height > 0 { return view.frame.height }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return max(0, fitted.height)
    }

    func applyContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        guard contentSize != size else { return }
        let shrinks = size.height < contentSize.height
        contentSize = size
        // The offset may now lie past the content's end: the next layout pass brings it back
        // (not here, in the middle of a tiling pass that has its bounds in hand).
        if shrinks {
            contentShrank = true
            setNeedsLayout()
        }
    }

    /// Rows gone from under the offset (deleted, reloaded away, shrunk): the table moves back
    /// into its scroll range, at once at rest, and an animated scroll whose target is now past
    /// the content's end goes to the end instead; a finger on the table, or a deceleration,
    /// settles it as for any scroll range change (Behaviour 19.12, 15.31).
    func keepOffsetInRange() {
        // Only after the content shrank: an offset the app sets past the end stays, as in UIKit.
        guard contentShrank, loaded, !isTracking, !isDragging else { return }
        contentShrank = false
        let range = scrollRange(.vertical)
        if let motion, motion.kind == .animation {
            let rest = motion.rest(from: contentOffset)
            guard rest.y > range.upperBound else { return }
            setContentOffset(CGPoint(x: rest.x, y: range.upperBound), animated: true)
            return
        }
        adjustContentOffsetIfNecessary()
    }

    /// A new width changes what self-sizing rows measure: they are measured again as they show.
    func widthDidChange() {
        guard loaded else { return }
        for flat in 0..<geometry.measured.count where geometry.automatic[flat] {
            geometry.measured[flat] = false
        }
        applyContentSize()
    }
}
