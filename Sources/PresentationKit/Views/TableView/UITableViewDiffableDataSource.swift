import Foundation

/// A table data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`.
///
/// It becomes its table's `dataSource` when made (the table holds it weakly: keep it alive) and
/// shows the last snapshot applied: its sections and items, each item's cell from the cell provider
/// (Behaviour 19.11). Applying reloads the table at once, keeping the selection of items still
/// there; an animated apply does the same (no cross-fade yet).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item at an index path; nil is reported and a plain cell shown.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted and deleted rows animate. Stored only: rows change at once.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table reloads at once, keeping the selection of the items it still
    /// has; `completion` runs after. `animatingDifferences` is accepted (nothing animates here).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let selected = (tableView?.indexPathsForSelectedRows ?? []).compactMap(itemIdentifier(for:))
        current = snapshot
        if let tableView {
            tableView.reloadData()
            for item in selected {
                if let indexPath = indexPath(for: item) {
                    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the table, as `apply(_:animatingDifferences: false)` here.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
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
