import Foundation

/// A collection-view data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// It becomes its collection view's `dataSource` when made (the collection view holds it weakly:
/// keep it alive) and shows the last snapshot applied: its sections and items, each item's cell
/// from the cell provider, headers and footers from `supplementaryViewProvider` (Behaviour 20.8).
/// Applying reloads at once, keeping the selection of items still there; an animated apply does
/// the same (no animation here).
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
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the headers and footers the layout asks for (default nil: none can be shown).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// Creates a data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection view reloads at once, keeping the selection of the items
    /// it still has; `completion` runs after. `animatingDifferences` is accepted (nothing animates
    /// here).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let selected = (collectionView?.indexPathsForSelectedItems ?? []).compactMap(itemIdentifier(for:))
        current = snapshot
        if let collectionView {
            collectionView.reloadData()
            for item in selected {
                if let indexPath = indexPath(for: item) {
                    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }
        completion?()
    }

    /// Shows `snapshot` by reloading, as `apply(_:animatingDifferences: false)` here.
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
