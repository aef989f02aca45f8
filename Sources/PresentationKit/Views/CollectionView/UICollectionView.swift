import Foundation

/// A scrolling collection of items in sections, placed by a layout, as UIKit's
/// `UICollectionView`.
///
/// A collection view is a `UIScrollView`: insets, bouncing, deceleration and a sheet's hand-off
/// hold for it as for any scroll view. Its `collectionViewLayout` says where every element lies
/// (Behaviour 20.2), its `dataSource` gives the counts, cells and supplementary views, its
/// `delegate` (a `UICollectionViewDelegate`, set through `delegate`) hears display and selection.
/// Only the elements inside the bounds have views: one that scrolls out goes back to the reuse
/// pool of its identifier, and the next element that dequeues that identifier gets it after
/// `prepareForReuse()` (Behaviour 20.3), with the same pools as `UITableView`. Bad index paths,
/// unregistered identifiers and negative counts are reported as `.listMisuse` and change nothing
/// (Behaviour 20.9).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout that places the elements; setting it lays the collection view out again with
    /// the new one (Behaviour 20.2).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.owner === self { oldValue.owner = nil }
            collectionViewLayout.owner = self
            layoutDidInvalidate()
        }
    }

    /// Sets the layout. Animated, the cells and supplementary views on screen move from where the
    /// old layout put them to where the new one does, keeping their views, as an update with no
    /// changes animates them (Behaviour 20.14); otherwise they take their new places at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Sets the layout as `setCollectionViewLayout(_:animated:)` does; `completion` runs when the
    /// elements rest in their new places (at once without animation), with `true`.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard animated, loaded else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        performUpdates(animated: true, { collectionViewLayout = layout }, completion: completion)
    }

    /// Gives the sections, items, cells and supplementary views. Held weakly, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { dataDidChange() }
    }

    /// Told as the collection view scrolls, and (as a `UICollectionViewDelegate`) of display and
    /// selection; a flow layout asks it (as a `UICollectionViewDelegateFlowLayout`) for sizes.
    /// Typed as UIScrollView's, as the porting guide says.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { dataDidChange() }
    }

    /// A view behind the items, the size of the bounds (default nil).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Registration and reuse

    /// Registers the cell class `dequeueReusableCell(withReuseIdentifier:for:)` makes for
    /// `identifier` (nil unregisters it). A class that is not a `UICollectionViewCell` is reported
    /// and ignored.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            reportMisuse(
                "register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\"): the class is not a "
                    + "UICollectionViewCell subclass; ignored")
            return
        }
        cellClasses[identifier] = type
    }

    /// Registers the view class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// makes for `elementKind` and `identifier` (nil unregisters it).
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let key = supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            reportMisuse(
                "register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: "
                    + "\"\(identifier)\"): the class is not a UICollectionReusableView subclass; ignored")
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell for the item at `indexPath`: from the reuse pool of `identifier`, else a new one of
    /// the class registered for it (Behaviour 20.3). An identifier never registered is reported and
    /// a plain `UICollectionViewCell` returned (UIKit raises).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if !isAskingForView && !contains(indexPath) {
            reportMisuse(
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for: \(describe(indexPath))): the index "
                    + "path is outside the data (\(describeCounts())); call it from collectionView(_:cellForItemAt:) "
                    + "with the index path given there")
        }
        if let cell = reconfiguringCell, cell.poolKey == identifier {
            // A reconfigured item gets its own cell back, as it is (no `prepareForReuse()`).
            reconfiguringCell = nil
            return cell
        }
        if let cell = cellPool.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else {
            reportMisuse(
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for:): no class is registered for "
                    + "\"\(identifier)\"; call register(_:forCellWithReuseIdentifier:) first. A plain "
                    + "UICollectionViewCell is returned.")
            return make(UICollectionViewCell.self, identifier, poolKey: identifier) as! UICollectionViewCell
        }
        cellsMade += 1
        return make(type, identifier, poolKey: identifier) as! UICollectionViewCell
    }

    /// A cell for `indexPath` from `registration`'s class (reused when one is free), configured by
    /// its handler for `item` (not called for a nil item).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
        item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell =
            dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
            ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view for `indexPath` from `registration`'s class and kind (reused when one
    /// is free), configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
        for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        if supplementaryClasses[supplementaryKey(kind, registration.reuseIdentifier)] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: registration.reuseIdentifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as? Supplementary ?? Supplementary()
        registration.handler(view, kind, indexPath)
        return view
    }

    /// A supplementary view of `elementKind`: from the reuse pool of `identifier`, else a new one
    /// of the class registered for the kind and identifier. One never registered is reported and
    /// a plain `UICollectionReusableView` returned (UIKit raises).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = supplementaryKey(elementKind, identifier)
        if let view = supplementaryPool.take(key) {
            view.prepareForReuse()
            return view
        }
        guard let type = supplementaryClasses[key] else {
            reportMisuse(
                "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", "
                    + "for:): nothing is registered for them; call "
                    + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first. A plain view is returned."
            )
            return make(UICollectionReusableView.self, identifier, poolKey: key)
        }
        return make(type, identifier, poolKey: key)
    }

    // MARK: Data

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as the data source last said; a section outside the data
    /// is reported and counts 0.
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < itemCounts.count else {
            reportMisuse(
                "numberOfItems(inSection: \(section)): the collection view has \(itemCounts.count) sections; 0"
            )
            return 0
        }
        return itemCounts[section]
    }

    /// Asks the data source again for everything, and the layout to prepare again; the cells on
    /// screen go back to the pools and the selection is cleared (Behaviour 20.5).
    open func reloadData() {
        performReload()
    }

    /// Runs `updates`, in which the app changes its data and announces the changes (inserts,
    /// deletes, reloads and moves), and shows them as one animated change (Behaviour 20.12): the
    /// items that stay keep their cells and selection and move to where the layout now puts them,
    /// while the layout's appearing and disappearing attributes bring items in and out (a flow
    /// layout fades them), over 0.3 seconds. Deletes and reloads name index paths before the
    /// change, inserts after it, whatever their order. The data source's new counts must equal the
    /// old ones less the deleted items plus the inserted ones (and moves, and sections likewise);
    /// when they do not, it is reported as `.listMisuse` and the collection view reloads its data.
    /// Inside `UIView.performWithoutAnimation` the change happens at once. With no changes, the
    /// elements move to where the layout now puts them. `completion` runs when the animation
    /// ends (at once without animation), with whether it finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performUpdates(animated: true, { updates?() }, completion: completion)
    }

    /// Inserts items at these index paths (after the change), animated, as a batch of its own
    /// or as part of the `performBatchUpdates(_:completion:)` it is called in (Behaviour 20.12).
    open func insertItems(at indexPaths: [IndexPath]) { recordUpdate(.insertItems(indexPaths)) }
    /// Deletes the items at these index paths (before the change), animated (Behaviour 20.12).
    open func deleteItems(at indexPaths: [IndexPath]) { recordUpdate(.deleteItems(indexPaths)) }
    /// Makes the items' cells again: the data source is asked for new cells, which fade in as the
    /// old ones fade out (Behaviour 20.12).
    open func reloadItems(at indexPaths: [IndexPath]) { recordUpdate(.reloadItems(indexPaths)) }
    /// Asks the data source again for the items' cells on screen, in the cells they show: dequeuing
    /// gives that cell back without `prepareForReuse()`; nothing moves (Behaviour 20.12).
    open func reconfigureItems(at indexPaths: [IndexPath]) { recordUpdate(.reconfigureItems(indexPaths)) }
    /// Moves an item from `indexPath` (before the change) to `newIndexPath` (after it), keeping its
    /// cell, animated (Behaviour 20.12).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate(.moveItem(indexPath, newIndexPath))
    }
    /// Inserts sections at these indexes (after the change), animated (Behaviour 20.12).
    open func insertSections(_ sections: IndexSet) { recordUpdate(.insertSections(sections)) }
    /// Deletes the sections at these indexes (before the change), animated (Behaviour 20.12).
    open func deleteSections(_ sections: IndexSet) { recordUpdate(.deleteSections(sections)) }
    /// Makes the sections' items and supplementary views again (Behaviour 20.12).
    open func reloadSections(_ sections: IndexSet) { recordUpdate(.reloadSections(sections)) }
    /// Moves a section, with its items' cells and its headers and footers, from `section` (before
    /// the change) to `newSection` (after it), animated (Behaviour 20.12).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate(.moveSection(section, newSection))
    }

    // MARK: Selection

    /// Whether a tap selects an item (default true).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether a tap adds to the selection, and a tap on a selected item deselects it (default
    /// false).
    open var allowsMultipleSelection = false

    /// The selected items in order, or nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item (after deselecting the others unless `allowsMultipleSelection`) and
    /// scrolls it to `scrollPosition`, without telling the delegate, as UIKit. Nil deselects every
    /// item. An index path outside the data is reported and ignored (Behaviour 20.6).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            clearSelection()
            return
        }
        guard contains(indexPath) else {
            reportMisuse(
                "selectItem(at: \(describe(indexPath)), …) is outside the data (\(describeCounts())); ignored"
            )
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != indexPath { setItem(other, selected: false) }
        }
        setItem(indexPath, selected: true)
        if scrollPosition != [] { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate, as UIKit. An item outside the data is
    /// reported and ignored.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        loadIfNeeded()
        guard contains(indexPath) else {
            reportMisuse(
                "deselectItem(at: \(describe(indexPath)), …) is outside the data (\(describeCounts())); ignored"
            )
            return
        }
        setItem(indexPath, selected: false)
    }

    // MARK: Geometry and queries

    /// Scrolls so that the item sits at `scrollPosition` on each axis that names one, within the
    /// scroll range; with no position, the least scroll that shows it. An item outside the data
    /// is reported and nothing scrolls (Behaviour 20.7).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateShownItemsIfNeeded()
        guard contains(indexPath),
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
        else {
            reportMisuse(
                "scrollToItem(at: \(describe(indexPath)), …) is outside the data (\(describeCounts())); nothing scrolls"
            )
            return
        }
        let target = offset(showing: frame, at: scrollPosition)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The cell showing the item, or nil when it is not on screen (or not in the data).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        updateShownItemsIfNeeded()
        return shownCells[indexPath]
    }

    /// The item a shown cell is showing, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        updateShownItemsIfNeeded()
        return shownCells.first(where: { $0.value === cell })?.key
    }

    /// The item whose frame holds `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        updateShownItemsIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.0001, height: 0.0001)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && contains($0.indexPath)
        }
        return hits.max(by: { $0.zIndex < $1.zIndex })?.indexPath
    }

    /// The cells on screen, in item order.
    open var visibleCells: [UICollectionViewCell] {
        updateShownItemsIfNeeded()
        return shownCells.keys.sorted().compactMap { shownCells[$0] }
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        updateShownItemsIfNeeded()
        return shownCells.keys.sorted()
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        updateShownItemsIfNeeded()
        return shownSupplementaries[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, in order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            shownSupplementaries[SupplementaryElement(kind: elementKind, indexPath: $0)]
        }
    }

    /// Where the supplementary views of `elementKind` on screen are, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        updateShownItemsIfNeeded()
        return shownSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item, or nil outside the data.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        updateShownItemsIfNeeded()
        guard contains(indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view, or nil.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        updateShownItemsIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: View

    /// Creates a collection view with `frame` whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.owner = self
        backgroundColor = .systemBackground
    }

    /// Creates a collection view from an archive; with a flow layout here (no archives on Linux).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.owner = self
    }

    /// A scroll shows other elements: they change at once (after `scrollViewDidScroll`); a new
    /// size waits for the layout pass. Either asks the layout whether it must prepare again.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            guard newValue != old else {
                super.bounds = newValue
                return
            }
            super.bounds = newValue
            needsTiling = true
            if newValue.size == old.size && loaded && !layoutIsInvalid && !isUpdating {
                updateShownItemsIfNeeded()
            } else {
                setNeedsLayout()
            }
        }
    }

    /// Loads the data the first time, prepares the layout when it is invalid, then shows the
    /// elements the bounds meet. Overrides call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        needsTiling = true
        updateShownItemsIfNeeded()
    }

    /// A finger down on an item highlights it (if the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        beginItemTouch(at: touch.location(in: self))
    }

    /// Not moved far: the pan, once it begins, cancels the touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The finger lifts on the item it went down on: the item is selected through the delegate
    /// (Behaviour 20.6).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        endItemTouch(at: touch.location(in: self))
    }

    /// The pan took the touch: the highlight goes and nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelItemTouch()
    }

    // MARK: Machinery

    /// A supplementary element: its kind and index path.
    struct SupplementaryElement: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    var itemCounts: [Int] = []
    var loaded = false
    var layoutIsInvalid = true
    var needsTiling = true
    var isUpdating = false
    /// The bounds the shown views were last tiled for.
    var tiledBounds = CGRect.null
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    var shownSupplementaries: [SupplementaryElement: UICollectionReusableView] = [:]
    /// The attributes each shown view was last placed with (cells under the kind "").
    var shownAttributes: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var cellPool = ReusePool<UICollectionViewCell>()
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    var selectedItems: Set<IndexPath> = []
    /// The item a finger went down on, while it is down.
    var touchedItem: IndexPath?
    /// Whether the data source is being asked for a view (dequeue's index path is then trusted).
    var isAskingForView = false
    /// How many registered cells were made (the reuse benchmark's count).
    var cellsMade = 0

    // Updates (Behaviour 20.12).
    var pendingUpdates: [CollectionUpdate] = []
    var updateDepth = 0
    var pendingAnimated = false
    var pendingCompletions: [(Bool) -> Void] = []
    var departures: [CollectionDeparture] = []
    var departureBatch = 0
    /// The update being shown, while the layout is asked about it.
    var activeUpdate: CollectionUpdatePlan?
    /// The update items the layout is told of once it has prepared for the new data.
    var updateItemsToPrepare: [UICollectionViewUpdateItem]?
    /// In an animated update, the views tiling takes off screen, which leave with the animation.
    var tiledAway: [(view: UICollectionReusableView, element: SupplementaryElement)]?
    /// The cell a reconfigured item is asked for again in, which dequeuing gives back.
    var reconfiguringCell: UICollectionViewCell?
}
