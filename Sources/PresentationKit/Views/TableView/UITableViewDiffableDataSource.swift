import Foundation

/// A table data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// It becomes its table's `dataSource` when made (the table holds it weakly: keep it alive) and
/// shows the last snapshot applied: its sections and items, each item's cell from the cell provider
/// (Behaviour 19.11). Applying a snapshot works out what changed from the one shown, by identifier,
/// and performs it as the table's batch updates: animated, the rows slide to their new places
/// while new rows arrive and deleted ones leave with `defaultRowAnimation`'s look; otherwise at
/// once. Either way the cells of
/// unchanged items stay (the cell provider is not asked again) and so does the selection of the
/// items still there (Behaviour 19.13).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item at an index path; nil is reported and a plain cell shown.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The applies asked for while one is under way (from a cell provider or a delegate method it
    /// called), which follow it in order.
    private let applies = DiffableApplyQueue()

    /// How inserted, deleted and reloaded rows (and the headers and footers of inserted and
    /// deleted sections) come and go in an animated apply; `.automatic` (a fade here) by default
    /// (Behaviour 19.13).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`, as the difference from the snapshot shown now: sections and items
    /// deleted, inserted and moved as the table's batch updates, and the items `snapshot` marks
    /// with `reloadItems(_:)` made again and with `reconfigureItems(_:)` configured again in the
    /// cell they show. Cells of the other items stay, and so does the selection of the items still
    /// there. With `animatingDifferences` the rows slide to their new places over 0.3 seconds,
    /// with their section headers and footers, while new rows arrive and deleted ones leave with
    /// `defaultRowAnimation`'s look (their cells leave, with `didEndDisplaying`, when the
    /// animation ends), and a reconfigured self-sizing row is measured again; without it all
    /// changes at once. `completion` runs once the update and
    /// its animation have finished (at once without animation). An apply during another's
    /// animation starts from where the rows are (Behaviour 19.13).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        perform(snapshot, reloading: false, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the table's data, without working out what changed: every
    /// row is asked for again and the selection is cleared, as with `reloadData()`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        perform(snapshot, reloading: true, animated: false, completion: completion)
    }

    private func perform(_ snapshot: Snapshot, reloading: Bool, animated: Bool, completion: (() -> Void)?) {
        applies.perform(
            reportingNested: {
                Diagnostics.report(
                    .listMisuse,
                    "UITableViewDiffableDataSource: a snapshot was applied while another was being applied "
                        + "(from the cell provider or a delegate method); apply it after. "
                        + "It is applied once this one is done.",
                    clock: tableView?.layer.clock)
            }
        ) {
            self.show(snapshot, reloading: reloading, animated: animated, completion: completion)
        }
    }

    private func show(_ snapshot: Snapshot, reloading: Bool, animated: Bool, completion: (() -> Void)?) {
        let previous = current
        current = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        guard !reloading, tableView.loaded, tableView.geometry.rowCounts == previous.counts else {
            // Reloading, or the table does not show the snapshot before (it never loaded, or its
            // data source changed meanwhile): it loads this one, keeping the items selected.
            let selected =
                reloading
                ? []
                : (tableView.indexPathsForSelectedRows ?? []).compactMap {
                    previous.item(at: $0)
                }
            tableView.reloadData()
            for item in selected {
                if let indexPath = indexPath(for: item) {
                    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }
            completion?()
            return
        }
        let changes = snapshot.changes(from: previous)
        func paths(_ positions: [SnapshotPosition]) -> [IndexPath] {
            positions.map { IndexPath(row: $0.row, section: $0.section) }
        }
        let animation = defaultRowAnimation
        tableView.performUpdates(
            animated: animated,
            {
                if !changes.deletedSections.isEmpty {
                    tableView.deleteSections(changes.deletedSections, with: animation)
                }
                if !changes.insertedSections.isEmpty {
                    tableView.insertSections(changes.insertedSections, with: animation)
                }
                if !changes.reloadedSections.isEmpty {
                    tableView.reloadSections(changes.reloadedSections, with: animation)
                }
                for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
                if !changes.deletedItems.isEmpty {
                    tableView.deleteRows(at: paths(changes.deletedItems), with: animation)
                }
                if !changes.insertedItems.isEmpty {
                    tableView.insertRows(at: paths(changes.insertedItems), with: animation)
                }
                for move in changes.movedItems {
                    tableView.moveRow(
                        at: IndexPath(row: move.from.row, section: move.from.section),
                        to: IndexPath(row: move.to.row, section: move.to.section))
                }
                if !changes.reloadedItems.isEmpty {
                    tableView.reloadRows(at: paths(changes.reloadedItems), with: animation)
                }
                if !changes.reconfiguredItems.isEmpty {
                    tableView.reconfigureRows(at: paths(changes.reconfiguredItems))
                }
            }, completion: { _ in completion?() })
    }

    /// A copy of the snapshot shown now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// The item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// Where the item is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The index of the section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: Data source

    /// The snapshot's section count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's item count in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    /// The cell provider's cell for the item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            Diagnostics.report(
                .listMisuse,
                "UITableViewDiffableDataSource: the cell provider returned nil for \(Array(indexPath)); return a "
                    + "cell from dequeueReusableCell(withIdentifier:for:). A plain cell is shown.",
                clock: tableView.layer.clock)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title: a subclass overrides it, as with UIKit.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title: a subclass overrides it, as with UIKit.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows are not editable by default (UIKit's diffable default). Never asked here.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing. Never called here.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}
}
