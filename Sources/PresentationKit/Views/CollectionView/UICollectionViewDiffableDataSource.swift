import Foundation

/// A collection-view data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// It becomes its collection view's `dataSource` when made (the collection view holds it weakly:
/// keep it alive) and shows the last snapshot applied: its sections and items, each item's cell
/// from the cell provider, headers and footers from `supplementaryViewProvider` (Behaviour 20.8).
/// Applying a snapshot works out what changed from the one shown, by identifier, and performs it
/// as the collection view's batch updates: animated, the items move to their new places while new
/// ones fade in and deleted ones fade out (as the layout says); otherwise at once. Either way the
/// cells of unchanged items stay (the cell provider is not asked again) and so does the selection
/// of the items still there (Behaviour 20.13).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item at an index path; nil is reported and a plain cell shown.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind at an index path; nil is reported and an empty view
    /// shown.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
        UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private var current = Snapshot()
    /// The applies asked for while one is under way (from a cell provider or a delegate method it
    /// called), which follow it in order.
    private let applies = DiffableApplyQueue()

    /// Makes the headers and footers the layout asks for (default nil: none can be shown).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`, as the difference from the snapshot shown now: sections and items
    /// deleted, inserted and moved as the collection view's batch updates, and the items
    /// `snapshot` marks with `reloadItems(_:)` made again and with `reconfigureItems(_:)`
    /// configured again in the cell they show. Cells of the other items stay, and so does the
    /// selection of the items still there. With `animatingDifferences` (the default) the items
    /// move to their new places over 0.3 seconds while the layout brings new ones in and deleted
    /// ones out (a flow layout fades them; their cells leave, with `didEndDisplaying`, when the
    /// animation ends); without it all changes at once. `completion` runs once the update and its
    /// animation have finished (at once without animation). An apply during another's animation
    /// starts from where the items are (Behaviour 20.13).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        perform(snapshot, reloading: false, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view's data, without working out what changed:
    /// every item is asked for again and the selection is cleared, as with `reloadData()`.
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
                    "UICollectionViewDiffableDataSource: a snapshot was applied while another was being applied "
                        + "(from the cell provider or a delegate method); apply it after. "
                        + "It is applied once this one is done.",
                    clock: collectionView?.layer.clock)
            }
        ) {
            self.show(snapshot, reloading: reloading, animated: animated, completion: completion)
        }
    }

    private func show(_ snapshot: Snapshot, reloading: Bool, animated: Bool, completion: (() -> Void)?) {
        let previous = current
        current = snapshot.withoutMarks
        guard let collectionView else {
            completion?()
            return
        }
        guard !reloading, collectionView.loaded, collectionView.itemCounts == previous.counts else {
            // Reloading, or the collection view does not show the snapshot before (it never loaded,
            // or its data source changed meanwhile): it loads this one, keeping the items selected.
            let selected =
                reloading
                ? [] : (collectionView.indexPathsForSelectedItems ?? []).compactMap(previous.item(at:))
            collectionView.reloadData()
            for item in selected {
                if let indexPath = indexPath(for: item) {
                    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
            completion?()
            return
        }
        let changes = snapshot.changes(from: previous)
        func paths(_ positions: [SnapshotPosition]) -> [IndexPath] {
            positions.map { IndexPath(item: $0.row, section: $0.section) }
        }
        collectionView.performUpdates(
            animated: animated,
            {
                if !changes.deletedSections.isEmpty { collectionView.deleteSections(changes.deletedSections) }
                if !changes.insertedSections.isEmpty {
                    collectionView.insertSections(changes.insertedSections)
                }
                if !changes.reloadedSections.isEmpty {
                    collectionView.reloadSections(changes.reloadedSections)
                }
                for move in changes.movedSections {
                    collectionView.moveSection(move.from, toSection: move.to)
                }
                if !changes.deletedItems.isEmpty {
                    collectionView.deleteItems(at: paths(changes.deletedItems))
                }
                if !changes.insertedItems.isEmpty {
                    collectionView.insertItems(at: paths(changes.insertedItems))
                }
                for move in changes.movedItems {
                    collectionView.moveItem(
                        at: IndexPath(item: move.from.row, section: move.from.section),
                        to: IndexPath(item: move.to.row, section: move.to.section))
                }
                if !changes.reloadedItems.isEmpty {
                    collectionView.reloadItems(at: paths(changes.reloadedItems))
                }
                if !changes.reconfiguredItems.isEmpty {
                    collectionView.reconfigureItems(at: paths(changes.reconfiguredItems))
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
        current.position(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
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
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The snapshot's item count in the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    /// The cell provider's cell for the item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, item)
        else {
            collectionView.reportMisuse(
                "UICollectionViewDiffableDataSource: the cell provider returned nil for \(collectionView.describe(indexPath)); "
                    + "return a cell from dequeueReusableCell(withReuseIdentifier:for:). A plain cell is shown."
            )
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The supplementary view provider's view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            collectionView.reportMisuse(
                "UICollectionViewDiffableDataSource: no supplementary view for \(kind) at "
                    + "\(collectionView.describe(indexPath)); set supplementaryViewProvider and return a view from "
                    + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:). An empty view is shown."
            )
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}
