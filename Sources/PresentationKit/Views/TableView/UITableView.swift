import Foundation

/// A scrolling list of rows in sections, as UIKit's `UITableView`.
///
/// A table view is a `UIScrollView`: insets, bouncing, deceleration and a sheet's hand-off hold
/// for it as for any scroll view. Its `dataSource` gives the counts and the cells, its `delegate`
/// (a `UITableViewDelegate` set through `delegate`) heights, header views and selection. Only the
/// rows inside the bounds have cells: a row that scrolls out gives its cell back to the reuse pool
/// of its identifier, and the next row that dequeues that identifier gets it after
/// `prepareForReuse()` (Behaviour 19.1–19.3). Rows are fixed-height (`rowHeight`) or sized from
/// their cells (`UITableView.automaticDimension`, Behaviour 19.4). A tap selects a row through the
/// delegate (Behaviour 19.6). Bad index paths, unregistered identifiers and inconsistent updates are
/// reported as `.listMisuse` and change nothing (Behaviour 19.10).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look, fixed when it is made.
    open var style: Style { tableStyle }
    private let tableStyle: Style

    /// Gives the sections, rows and cells. Held weakly, as in UIKit: keep it alive yourself.
    open weak var dataSource: UITableViewDataSource? {
        didSet { dataDidChange() }
    }

    /// Told as the table scrolls, and (as a `UITableViewDelegate`) asked for heights and header
    /// views and told of display and selection. Typed as UIScrollView's, as the porting guide says.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { dataDidChange() }
    }

    // MARK: Heights

    /// The height of every row when the delegate does not say (default
    /// `UITableView.automaticDimension`: each row sized from its cell, Behaviour 19.4). A negative
    /// height other than `automaticDimension`, or a non-finite one, is reported and the old kept.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { checkHeight(&rowHeight, old: oldValue, "rowHeight") }
    }
    /// The height a self-sizing row is taken to have until its cell is measured (default
    /// `automaticDimension`, which is 44 points here).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { checkHeight(&estimatedRowHeight, old: oldValue, "estimatedRowHeight") }
    }
    /// The height of section headers when the delegate does not say (default `automaticDimension`:
    /// a titled header is 28 points in a plain table and 38 in a grouped one; ours).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { checkHeight(&sectionHeaderHeight, old: oldValue, "sectionHeaderHeight") }
    }
    /// The height of section footers when the delegate does not say (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { checkHeight(&sectionFooterHeight, old: oldValue, "sectionFooterHeight") }
    }
    /// Stored only: header heights are worked out when the table loads.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Stored only: footer heights are worked out when the table loads.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    // MARK: Appearance

    /// Whether rows are divided by hairlines (default `.singleLine`).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { updateShownSeparators() }
    }
    /// The hairlines' colour (default `.separator`).
    open var separatorColor: UIColor? = .separator {
        didSet { updateShownSeparators() }
    }
    /// Where separators start and end (default 16 points from the leading edge; ours).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { for cell in shownCells.values { cell.setNeedsLayout() } }
    }
    /// A view above the first section, as wide as the table and as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }
    /// A view below the last section, as wide as the table and as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            invalidateGeometry()
        }
    }
    /// A view behind the rows, the size of the table (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Selection

    /// Whether a tap selects a row (default true).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether a tap adds to the selection instead of replacing it; a tap on a selected row then
    /// deselects it (default false).
    open var allowsMultipleSelection = false

    /// The first selected row (rows in order), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row (after deselecting the others unless `allowsMultipleSelection`) and
    /// scrolls it to `scrollPosition`, without asking or telling the delegate, as UIKit. Nil
    /// deselects every row. An index path outside the data is reported and ignored (Behaviour 19.6).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            clearSelection()
            return
        }
        guard geometry.flat(indexPath) != nil else {
            reportMisuse(
                "selectRow(at: \(describe(indexPath)), …) is outside the table (\(describeCounts())); ignored"
            )
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != indexPath {
                setRow(other, selected: false, animated: animated)
            }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate, as UIKit. A row outside the data is
    /// reported and ignored.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        loadIfNeeded()
        guard geometry.flat(indexPath) != nil else {
            reportMisuse(
                "deselectRow(at: \(describe(indexPath)), …) is outside the table (\(describeCounts())); ignored"
            )
            return
        }
        setRow(indexPath, selected: false, animated: animated)
    }

    // MARK: Registration and reuse

    /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for
    /// `identifier` (nil unregisters it). A class that is not a `UITableViewCell` is reported and
    /// ignored.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            reportMisuse(
                "register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): the class is not a "
                    + "UITableViewCell subclass; ignored")
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers the header or footer class `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// makes for `identifier` (nil unregisters it).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            reportMisuse(
                "register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): the class is not a "
                    + "UITableViewHeaderFooterView subclass; ignored")
            return
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell from the reuse pool of `identifier`, or a new one of the registered class; nil when
    /// the pool is empty and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            // A reconfigured row gets its own cell back, as it is (no `prepareForReuse()`).
            reconfiguringCell = nil
            return cell
        }
        if let cell = takeFromPool(identifier) { return cell }
        guard let type = cellClasses[identifier] else { return nil }
        return makeCell(type, identifier)
    }

    /// A cell for the row at `indexPath`: from the reuse pool of `identifier`, else a new one of
    /// the class registered for it (Behaviour 19.3). An identifier never registered is reported
    /// and a plain `UITableViewCell` returned (UIKit raises); so is an index path outside the data.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        if geometry.flat(indexPath) == nil && !isAskingForCell {
            reportMisuse(
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(describe(indexPath))): the index path is "
                    + "outside the table (\(describeCounts())); call it from tableView(_:cellForRowAt:) with the "
                    + "index path given there")
        }
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            // A reconfigured row gets its own cell back, as it is (no `prepareForReuse()`).
            reconfiguringCell = nil
            return cell
        }
        if let cell = takeFromPool(identifier) { return cell }
        guard let type = cellClasses[identifier] else {
            reportMisuse(
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no class is registered for "
                    + "\"\(identifier)\"; call register(_:forCellReuseIdentifier:) first. A plain UITableViewCell "
                    + "is returned.")
            return makeCell(UITableViewCell.self, identifier)
        }
        return makeCell(type, identifier)
    }

    /// A header or footer view from the reuse pool of `identifier`, else a new one of the class
    /// registered for it, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
        -> UITableViewHeaderFooterView?
    {
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterClasses[identifier] else { return nil }
        UITableViewHeaderFooterView.identifierBeingMade = identifier
        defer { UITableViewHeaderFooterView.identifierBeingMade = nil }
        return type.init()
    }

    // MARK: Data

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sectionCount
    }

    /// The number of rows in `section`, as the data source last said; a section outside the
    /// table is reported and counts 0.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else {
            reportMisuse(
                "numberOfRows(inSection: \(section)): the table has \(geometry.sectionCount) sections; 0")
            return 0
        }
        return geometry.rowCounts[section]
    }

    /// Asks the data source again for everything: counts, heights, titles, and cells for the rows
    /// on screen (their old cells go back to the pools). The selection is cleared, as in UIKit.
    open func reloadData() {
        performReload()
    }

    /// Asks the data source again for these rows' heights and cells (index paths before the
    /// change, in a batch): outside `UIView.performWithoutAnimation` the old cell leaves and the
    /// new one arrives with `animation`'s look (Behaviour 19.8). An index path outside the data is
    /// reported and the whole table reloaded instead.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.reloadRows(indexPaths, animation))
    }

    /// Asks the data source again for the cells of these rows (index paths before the change, in a
    /// batch), which gets the row's own cell back from `dequeueReusableCell(withIdentifier:for:)`,
    /// without `prepareForReuse()`, to configure again; a self-sizing row is measured again and
    /// the rows below it move to fit (Behaviour 19.8).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        recordUpdate(.reconfigureRows(indexPaths))
    }

    /// Rows were added to the data (index paths after the change): the table asks for their
    /// heights and, if on screen, their cells, which arrive with `animation`'s look while the rows
    /// below slide down (at once inside `UIView.performWithoutAnimation`). Counts that do not add
    /// up are reported and the table reloaded (Behaviour 19.8).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.insertRows(indexPaths, animation))
    }

    /// Rows were removed from the data (index paths before the change): their cells leave with
    /// `animation`'s look and go back to the pools, while the rows below slide up (at once inside
    /// `UIView.performWithoutAnimation`). Counts that do not add up are reported and the table
    /// reloaded (Behaviour 19.8).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.deleteRows(indexPaths, animation))
    }

    /// A row moved in the data (from an index path before the change to one after it): it keeps
    /// its cell and its selection, and slides to its new place (Behaviour 19.8).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate(.moveRow(indexPath, newIndexPath))
    }

    /// Sections changed in the data (indexes before the change): their rows are asked for again,
    /// the old cells leaving and the new ones arriving with `animation`'s look.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.reloadSections(sections, animation))
    }

    /// Sections were added to the data (indexes after the change): their rows, header and footer
    /// arrive with `animation`'s look, and the other sections' rows keep their cells and slide
    /// with their headers (counts checked as for rows).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.insertSections(sections, animation))
    }

    /// Sections were removed from the data (indexes before the change), with their rows, header
    /// and footer, which leave with `animation`'s look (counts checked as for rows).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.deleteSections(sections, animation))
    }

    /// A section moved in the data (from an index before the change to one after it), with its
    /// rows, which keep their cells, and its header and footer, all sliding to the new place.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate(.moveSection(section, newSection))
    }

    /// Runs `updates` (inserts, deletes, moves and reloads, with the data source changed inside
    /// it) as one change checked against the data source's new counts, animated together (at
    /// once inside `UIView.performWithoutAnimation`); `completion` runs when the animation ends,
    /// with whether it finished (Behaviour 19.8).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performUpdates(animated: true, { updates?() }, completion: completion)
    }

    /// Starts a group of updates that `endUpdates()` applies together.
    open func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the updates since `beginUpdates()`, animated together as `performBatchUpdates`
    /// does. Unbalanced calls are reported and ignored.
    open func endUpdates() {
        guard updateDepth > 0 else {
            reportMisuse("endUpdates() without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates() }
    }

    // MARK: Geometry and queries

    /// Scrolls so that the row sits at `scrollPosition` within the visible area (bounds less the
    /// adjusted insets), clamped to the scroll range. A row outside the data is reported and
    /// nothing scrolls (Behaviour 19.7).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.flat(indexPath) != nil else {
            reportMisuse(
                "scrollToRow(at: \(describe(indexPath)), …) is outside the table (\(describeCounts())); nothing scrolls"
            )
            return
        }
        let rect = rowRect(indexPath)
        let target = offset(showing: rect, at: scrollPosition)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The cell showing the row, or nil when the row is not on screen (or not in the data).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateShownCellsIfNeeded()
        guard let flat = geometry.flat(indexPath) else { return nil }
        return shownCells[flat]
    }

    /// The row a shown cell is showing, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateShownCellsIfNeeded()
        guard let flat = shownCells.first(where: { $0.value === cell })?.key else { return nil }
        return geometry.indexPath(ofFlat: flat)
    }

    /// The row under `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        let rows = geometry.rows(from: point.y, to: point.y + 0.0001)
        guard let flat = rows.first, geometry.rowTops[flat] <= point.y else { return nil }
        return geometry.indexPath(ofFlat: flat)
    }

    /// The rows meeting `rect` (content coordinates), in order; nil when there are none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        let rows = geometry.rows(from: rect.minY, to: rect.maxY)
        return rows.isEmpty ? nil : rows.map(geometry.indexPath(ofFlat:))
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        updateShownCellsIfNeeded()
        return shownCells.keys.sorted().compactMap { shownCells[$0] }
    }

    /// The rows on screen, top to bottom; nil when none is.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateShownCellsIfNeeded()
        let rows = shownCells.keys.sorted().map(geometry.indexPath(ofFlat:))
        return rows.isEmpty ? nil : rows
    }

    /// The section's area: header, rows and footer (content coordinates). A section outside the
    /// table is reported and gives `.zero`.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else {
            reportMisuse(
                "rect(forSection: \(section)): the table has \(geometry.sectionCount) sections; .zero")
            return .zero
        }
        return CGRect(
            x: 0, y: geometry.sectionTops[section], width: bounds.width,
            height: geometry.sectionBottoms[section] - geometry.sectionTops[section])
    }

    /// The row's area (content coordinates). A row outside the data is reported and gives `.zero`.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard geometry.flat(indexPath) != nil else {
            reportMisuse(
                "rectForRow(at: \(describe(indexPath))) is outside the table (\(describeCounts())); .zero")
            return .zero
        }
        return rowRect(indexPath)
    }

    /// The section header's area at its resting place (content coordinates).
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else {
            reportMisuse(
                "rectForHeader(inSection: \(section)): the table has \(geometry.sectionCount) sections; .zero"
            )
            return .zero
        }
        return CGRect(
            x: 0, y: geometry.sectionTops[section], width: bounds.width,
            height: geometry.headerHeights[section])
    }

    /// The section footer's area (content coordinates).
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else {
            reportMisuse(
                "rectForFooter(inSection: \(section)): the table has \(geometry.sectionCount) sections; .zero"
            )
            return .zero
        }
        let height = geometry.footerHeights[section]
        return CGRect(x: 0, y: geometry.sectionBottoms[section] - height, width: bounds.width, height: height)
    }

    /// The header view shown for the section if it is a `UITableViewHeaderFooterView`, else nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateShownCellsIfNeeded()
        return shownHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for the section if it is a `UITableViewHeaderFooterView`, else nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateShownCellsIfNeeded()
        return shownFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: View

    /// Creates a table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table with `frame`.
    public override init(frame: CGRect) {
        tableStyle = .plain
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table from an archive; as `init(frame: .zero, style: .plain)` here.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
        setUpTable()
    }

    /// A scroll moves the rows: the cells on screen change at the next layout (or the next query).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            guard new != old else { return }
            needsTiling = true
            if new.size == old.size && loaded && updateDepth == 0 {
                // A scroll: the rows are tiled now rather than in a layout pass of the whole table
                // (after `scrollViewDidScroll`, as UIKit asks for cells after it).
                updateShownCellsIfNeeded()
            } else {
                setNeedsLayout()
            }
        }
    }

    /// Loads the data the first time, then shows the cells, headers and footers the bounds meet.
    /// Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        keepOffsetInRange()
        needsTiling = true
        updateShownCellsIfNeeded()
    }

    /// A finger down on a row highlights it (if the delegate agrees); see `touchesEnded(_:with:)`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginRowTouch(at: touch.location(in: self))
    }

    /// Not moved far: the pan, once it begins, cancels the touch (see `touchesCancelled`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The finger lifts on the row it went down on: the row is selected through the delegate
    /// (Behaviour 19.6).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        endRowTouch(at: touch.location(in: self))
    }

    /// The pan took the touch: the highlight goes and nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelRowTouch()
    }

    // MARK: Machinery

    var geometry = TableGeometry()
    var loaded = false
    var needsTiling = true
    /// Whether the shown cells' frames and decorations must be set again (the geometry changed).
    var needsPlacement = true
    /// The width the rows were last tiled at: a new one (through `bounds` or `frame`, which
    /// does not go through `bounds`) places and self-sizes every row again.
    var tiledWidth: CGFloat = -1
    /// A separator's thickness: one pixel of the screen.
    var hairline: CGFloat = 1.0 / 3
    /// The cells on screen by flat row.
    var shownCells: [Int: UITableViewCell] = [:]
    /// The flat rows `shownCells` may hold.
    var shownRange = 0..<0
    var shownHeaders: [Int: UIView] = [:]
    var shownFooters: [Int: UIView] = [:]
    /// The header and footer view of each section (custom or titled), made when the table loads.
    var headerViews: [UIView?] = []
    var footerViews: [UIView?] = []
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var cellPool = ReusePool<UITableViewCell>()
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    var selectedRows: Set<IndexPath> = []
    var updateDepth = 0
    var pendingUpdates: [TableUpdate] = []
    /// Whether the batch being gathered changes at once (a diffable apply without animating
    /// differences), and what runs when it has.
    var pendingInstant = false
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cells leaving in an animated update, until its animation ends.
    var departures: [TableDeparture] = []
    /// The headers and footers of deleted sections leaving in an animated update, with its number.
    var departingSectionViews: [(view: UIView, batch: Int)] = []
    /// The last animated update's number, which its departing cells carry.
    var departureBatch = 0
    /// The cell a reconfigured row is asked for again, which dequeuing gives back.
    var reconfiguringCell: UITableViewCell?
    /// The row a finger went down on, while it is down.
    var touchedRow: IndexPath?
    /// Whether the data source is being asked for a cell (dequeue's index path is then trusted).
    var isAskingForCell = false
    /// Whether the content shrank since the last layout (`keepOffsetInRange()`).
    var contentShrank = false
    /// The width the self-sizing rows were measured at.
    var measuredWidth: CGFloat = -1
}
