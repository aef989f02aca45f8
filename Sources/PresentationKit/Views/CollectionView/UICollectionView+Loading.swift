import Foundation

/// Loading: the counts the data source gives, and when the layout must prepare again.
extension UICollectionView {
    /// The delegate as a collection-view delegate (UIKit types `delegate` so; see the porting
    /// guide).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    func describeCounts() -> String {
        "\(itemCounts.count) sections with [\(itemCounts.map(String.init).joined(separator: ", "))] items"
    }

    /// Whether the index path names an item of the data as last loaded.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < itemCounts.count && indexPath[1] >= 0
            && indexPath[1] < itemCounts[indexPath[0]]
    }

    func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// A new data source or delegate: the data loads and the layout prepares again at the next
    /// layout pass or query, as in UIKit.
    func dataDidChange() {
        loaded = false
        layoutDidInvalidate()
    }

    /// The layout was invalidated (or replaced): it prepares again before the next tiling.
    func layoutDidInvalidate() {
        layoutIsInvalid = true
        needsTiling = true
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if !loaded { performReload() }
    }

    /// Asks the data source for the counts again; every shown view goes back to its pool, and the
    /// layout prepares again. The selection is cleared unless kept (then only items still in the
    /// data stay selected).
    func performReload(keepingSelection: Bool = false) {
        // A reload inside a batch replaces its changes; one during an update's animation ends it.
        pendingUpdates.removeAll()
        endDepartures()
        for (indexPath, cell) in shownCells { endDisplaying(cell, at: indexPath) }
        shownCells.removeAll(keepingCapacity: true)
        for (element, view) in shownSupplementaries { endDisplaying(view, element) }
        shownSupplementaries.removeAll()
        shownAttributes.removeAll(keepingCapacity: true)
        loaded = true
        itemCounts = askCounts()
        if keepingSelection {
            selectedItems = selectedItems.filter(contains)
        } else {
            selectedItems.removeAll()
        }
        layoutDidInvalidate()
    }

    /// The counts the data source gives now: negative ones reported and read as zero.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = ask(dataSource, "numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
        if sections < 0 {
            reportMisuse(
                "numberOfSections(in:) returned \(sections); a count cannot be negative, so the collection view shows "
                    + "no sections. Return 0 or more.")
            sections = 0
        }
        return (0..<sections).map { section in
            let items = ask(dataSource, "collectionView(_:numberOfItemsInSection:)") {
                dataSource.collectionView(self, numberOfItemsInSection: section)
            }
            guard items >= 0 else {
                reportMisuse(
                    "collectionView(_:numberOfItemsInSection: \(section)) returned \(items); a count cannot be "
                        + "negative, so the section shows no items. Return 0 or more.")
                return 0
            }
            return items
        }
    }

    /// A new view of a registered (or plain) class, pooled under `poolKey` once it leaves.
    func make(_ type: UICollectionReusableView.Type, _ identifier: String, poolKey: String)
        -> UICollectionReusableView
    {
        UICollectionReusableView.identifierBeingMade = identifier
        defer { UICollectionReusableView.identifierBeingMade = nil }
        let view = type.init()
        view.poolKey = poolKey
        return view
    }
}
