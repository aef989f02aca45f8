import Foundation
import Testing

@testable import PresentationKit

/// `UICollectionView`: reuse, selection, reloading, custom layouts, bad input (Behaviour 20.x).
@MainActor
@Suite("UICollectionView: cells, reuse, selection and layouts")
struct UICollectionViewTests {
    @Test(
        "scrolling hands cells that leave back to the pool; the next items reuse them (Behaviour 20.2, 20.3)")
    func reuseOnScroll() {
        let before = CountingItemCell.made
        let (host, collection, source) = hostedCollection(counts: [1000])
        // Rows of three 110 points apart: rows 0–5 meet 600 points.
        #expect(CountingItemCell.made - before == 18)
        source.events.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 110)
        host.advance(by: 1.0 / 60)
        #expect(
            source.events.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2",
            ])
        #expect(
            source.events.filter { $0.hasPrefix("willDisplay") } == [
                "willDisplay 0.18", "willDisplay 0.19", "willDisplay 0.20",
            ])
        #expect(CountingItemCell.made - before == 18, "no cell is made after the first screen")
        let reused = collection.cellForItem(at: IndexPath(item: 20, section: 0)) as? CountingItemCell
        #expect(reused?.reuses == 1)
        #expect(reused?.label.text == "0.20")
        for step in 1...200 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
            host.advance(by: 1.0 / 60)
        }
        // At most seven 100-point rows, 110 apart, meet 600 points.
        #expect(CountingItemCell.made - before <= 21, "a screenful of cells serves 1,000 items")
        #expect(collection.visibleCells.count == collection.indexPathsForVisibleItems.count)
        #expect(
            collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count
                == collection.visibleCells.count)
    }

    @Test("a tap highlights, then selects through the delegate, deselecting the item before (Behaviour 20.6)")
    func tapSelects() {
        let (host, collection, source) = hostedCollection(counts: [20])
        source.events.removeAll()
        // Rows of three at x 0, 145, 290, 110 apart: item 4 is the middle of row 1.
        host.tap(at: CGPoint(x: 195, y: 160))
        #expect(source.events == ["didHighlight 4", "didUnhighlight 4", "shouldSelect 4", "didSelect 4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        source.events.removeAll()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            source.events == [
                "didHighlight 0", "didUnhighlight 0", "shouldSelect 0", "didDeselect 4", "didSelect 0",
            ])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
        source.events.removeAll()
        host.tap(at: CGPoint(x: 120, y: 50))  // the gap between items 0 and 1
        #expect(source.events.isEmpty)
        source.refuseSelection = [IndexPath(item: 1, section: 0)]
        host.tap(at: CGPoint(x: 195, y: 50))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "refused")
        collection.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 340, y: 50))
        #expect(collection.indexPathsForSelectedItems == items(0..<1) + items(2..<3))
        source.events.removeAll()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.events.suffix(1) == ["didDeselect 0"], "a tap on a selected item deselects it")
        #expect(collection.indexPathsForSelectedItems == items(2..<3))
    }

    @Test(
        "selecting by code tells no one, scrolls, and survives reuse; reloadData clears it (Behaviour 20.5, 20.6)"
    )
    func selectByCode() {
        let (host, collection, source) = hostedCollection(counts: [100])
        source.events.removeAll()
        collection.selectItem(at: IndexPath(item: 60, section: 0), animated: false, scrollPosition: .top)
        #expect(source.events.allSatisfy { !$0.contains("elect") })
        // Item 60 is in row 20, at 2200.
        #expect(collection.contentOffset.y == 2200)
        host.runUntilIdle()
        #expect(collection.cellForItem(at: IndexPath(item: 60, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 61, section: 0))?.isSelected == false)
        collection.selectItem(at: IndexPath(item: 61, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == items(61..<62), "single selection replaces")
        collection.deselectItem(at: IndexPath(item: 61, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
        collection.selectItem(at: IndexPath(item: 62, section: 0), animated: false, scrollPosition: [])
        source.counts = [10]
        collection.reloadData()
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.numberOfItems(inSection: 0) == 10)
        // Ten items make four rows, 430 points: the offset comes back within range.
        host.runUntilIdle()
        #expect(collection.contentSize.height == 430)
        #expect(collection.indexPathsForVisibleItems == items(0..<10))
    }

    @Test(
        "a custom layout: prepare once per invalidation, attributes for the bounds, views placed as they say (Behaviour 20.2)"
    )
    func customLayout() {
        let layout = RowLayout()
        let (host, collection, _) = hostedCollection(counts: [50]) { collection, _, _ in
            collection.collectionViewLayout = layout
        }
        #expect(layout.prepared == 1)
        #expect(collection.contentSize == CGSize(width: 390, height: 50 * 40))
        #expect(layout.askedRects.last == CGRect(x: 0, y: 0, width: 390, height: 600))
        #expect(collection.indexPathsForVisibleItems == items(0..<15))
        let cell = collection.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 120, width: 390, height: 40))
        #expect(cell?.alpha == 0.5, "odd items are half transparent")
        #expect((cell as? CountingItemCell)?.applied == 1)
        collection.contentOffset = CGPoint(x: 0, y: 400)
        host.advance(by: 1.0 / 60)
        #expect(layout.prepared == 1, "a scroll asks for attributes, not a new layout")
        #expect(layout.askedRects.last == CGRect(x: 0, y: 400, width: 390, height: 600))
        #expect(collection.indexPathsForVisibleItems == items(10..<25))
        layout.rowHeight = 100
        layout.invalidateLayout()
        host.runUntilIdle()
        #expect(layout.prepared == 2)
        #expect(collection.contentSize.height == 5000)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 400)
        collection.reloadData()
        host.runUntilIdle()
        #expect(layout.prepared == 3)
    }

    @Test("bad input is reported and changes nothing (Behaviour 20.9)")
    func badInput() {
        let (host, collection, source) = hostedCollection(counts: [20])
        let offset = collection.contentOffset
        collection.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(host.diagnostics.last?.kind == .listMisuse)
        #expect(collection.contentOffset == offset)
        collection.selectItem(at: IndexPath(item: 0, section: 3), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 99, section: 0)) == nil)
        #expect(collection.numberOfItems(inSection: 7) == 0)
        let reported = host.diagnostics.filter { $0.kind == .listMisuse }.count
        #expect(reported == 3)
        let cell = collection.dequeueReusableCell(
            withReuseIdentifier: "never", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(host.diagnostics.last?.message.contains("register(_:forCellWithReuseIdentifier:)") == true)
        source.counts = [-4]
        collection.reloadData()
        #expect(collection.numberOfItems(inSection: 0) == 0)
        #expect(host.diagnostics.last?.message.contains("cannot be negative") == true)
        host.runUntilIdle()
        #expect(collection.visibleCells.isEmpty)
    }

    @Test("a diffable data source shows its snapshot's items and headers (Behaviour 20.8)")
    func diffable() {
        let host = HeadlessHost()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
            collection, indexPath, item in
            let cell =
                collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                as? CountingItemCell
            cell?.label.text = "#\(item)"
            return cell
        }
        dataSource.supplementaryViewProvider = { collection, kind, indexPath in
            collection.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([7, 8], toSection: "a")
        snapshot.appendItems([9, 10, 11, 12], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collection)
        host.runUntilIdle()
        #expect(collection.numberOfSections == 2)
        #expect(collection.indexPathsForVisibleItems.count == 6)
        let label = { (indexPath: IndexPath) in
            (collection.cellForItem(at: indexPath) as? CountingItemCell)?.label.text
        }
        #expect(label(IndexPath(item: 3, section: 1)) == "#12")
        // Section b: its header at 20 + 100, its rows at 140 and 250.
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 1))?.frame.minY == 250)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 8)
        #expect(dataSource.indexPath(for: 11) == IndexPath(item: 2, section: 1))
        collection.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        snapshot.deleteItems([7])
        dataSource.apply(snapshot)
        host.runUntilIdle()
        #expect(
            collection.indexPathsForSelectedItems == [dataSource.indexPath(for: 9)!], "item 9 stays selected")
        #expect(label(IndexPath(item: 0, section: 0)) == "#8")
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// A layout of full-width rows `rowHeight` tall, odd items half transparent, that counts its
/// preparations and the rectangles it is asked for.
@MainActor
final class RowLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 40
    var prepared = 0
    var askedRects: [CGRect] = []
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        prepared += 1
        guard let collectionView else { return }
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: 0, y: CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
            attributes.alpha = item % 2 == 1 ? 0.5 : 1
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(attributes.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        // Sharing area, not only an edge (Core Graphics' `intersects`; Linux Foundation's counts edges).
        return attributes.filter {
            $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY && $0.frame.minX < rect.maxX
                && rect.minX < $0.frame.maxX
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }
}
