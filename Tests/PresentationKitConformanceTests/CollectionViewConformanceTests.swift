import Foundation
import PresentationKit
import Testing

/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and
/// `UICollectionViewDelegateFlowLayout`: every requirement, in UIKit's spelling, called by the
/// engine as a collection view loads, lays out, shows, selects and scrolls.
@MainActor
@Suite("Conformance: collection views")
struct CollectionViewConformanceTests {
    @Test(
        "the data source and delegates are asked as the collection view loads, shows items, selects and scrolls"
    )
    func dataSourceAndDelegates() {
        let log = CallLog.start()
        let host = HeadlessHost()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: UICollectionViewFlowLayout())
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        let dataSource = ConformingCollectionDataSource()
        let delegate = ConformingCollectionDelegate()
        collection.dataSource = dataSource
        collection.delegate = delegate
        host.window.addSubview(collection)
        host.runUntilIdle()
        let loading = log.take()
        #expect(
            loading.prefix(2) == [
                "UICollectionViewDataSource.numberOfSections(in:)",
                "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)",
            ], "\(loading)")
        #expect(
            loading.contains("UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:)"))
        #expect(loading.contains("UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)"))
        // Header 0–40, inset, rows of three 100-point items 110 apart from 50: item 0 at 10–110.
        host.tap(at: CGPoint(x: 60, y: 100))
        let tap = log.take().filter { $0.hasPrefix("UICollectionViewDelegate.") }
        #expect(
            tap == [
                "UICollectionViewDelegate.collectionView(_:shouldHighlightItemAt:)",
                "UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)",
                "UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)",
                "UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:)",
                "UICollectionViewDelegate.collectionView(_:didSelectItemAt:)",
            ], "\(tap)")
        host.tap(at: CGPoint(x: 60, y: 210))  // item 3: item 0 is deselected
        collection.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 60, y: 210))  // item 3 again: asks to deselect it
        collection.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        host.runUntilIdle()
        withExtendedLifetime((dataSource, delegate)) {}
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(log.missing("UICollectionViewDataSource") == [])
        #expect(log.missing("UICollectionViewDelegate") == [])
        #expect(log.missing("UICollectionViewDelegateFlowLayout") == [])
    }

    @Test("UICollectionViewController: its collection view, its data source and delegate overrides")
    func collectionViewController() throws {
        let log = CallLog.start()
        let host = HeadlessHost(device: .notchedPhone)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let controller = ConformingCollectionViewController(collectionViewLayout: layout)
        let navigation = UINavigationController(rootViewController: controller)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let base: UICollectionViewController = controller
        base.clearsSelectionOnViewWillAppear = true
        base.useLayoutToLayoutNavigationTransitions = false
        #expect(!base.useLayoutToLayoutNavigationTransitions)
        #expect(base.collectionViewLayout === layout)
        let collection = try #require(base.collectionView)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        host.tap(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        collection.allowsMultipleSelection = true
        host.tap(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1000))
        host.runUntilIdle()
        collection.setContentOffset(.zero, animated: true)
        host.runUntilIdle()
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        // Members a flow layout without headers never asks for, called as app code calls them.
        let header = UICollectionReusableView()
        _ = base.collectionView(
            collection, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        base.collectionView(
            collection, willDisplaySupplementaryView: header,
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        base.collectionView(
            collection, didEndDisplayingSupplementaryView: header,
            forElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(log.missing("UICollectionViewController") == [])
    }
}
