import Foundation
import Testing

@testable import PresentationKit

/// `UICollectionViewController` and the registrations of iOS 14 (Behaviour 20.10, 20.11), on a
/// notched phone (393 wide).
@MainActor
@Suite("UICollectionViewController and cell registrations")
struct UICollectionViewControllerTests {
    /// A grid of forty numbered items in 100 × 100 cells, configured through a cell registration,
    /// with a header per section through a supplementary registration.
    final class Grid: UICollectionViewController {
        var configured: [Int] = []
        var selected: [IndexPath] = []
        var handled = 0
        lazy var numbers = UICollectionView.CellRegistration<CountingItemCell, Int> {
            [unowned self] cell, indexPath, number in
            cell.label.text = "#\(number)"
            self.handled += 1
        }
        lazy var header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] view, kind, indexPath in
            view.backgroundColor = .systemGray
            self.headerKinds.append(kind)
        }
        var headerKinds: [String] = []

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
            -> Int
        { 40 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            configured.append(indexPath.item)
            return collectionView.dequeueConfiguredReusableCell(
                using: numbers, for: indexPath, item: indexPath.item * 10)
        }

        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        {
            selected.append(indexPath)
        }
    }

    private func stage() -> (HeadlessHost, Grid, UINavigationController) {
        let host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = Grid(collectionViewLayout: layout)
        let navigation = UINavigationController(rootViewController: grid)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, grid, navigation)
    }

    @Test("20.10: the controller's view is a collection view with its layout, sourced and delegated by it")
    func makesItsCollectionView() throws {
        let (host, grid, _) = stage()
        let collection = try #require(grid.collectionView)
        #expect(grid.view === collection)
        #expect(collection.dataSource === grid && collection.delegate === grid)
        #expect(grid.collectionViewLayout === collection.collectionViewLayout)
        #expect(
            (grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
                == CGSize(width: 100, height: 100))
        #expect(collection.frame == host.window.bounds)
        #expect(!grid.configured.isEmpty)
    }

    @Test("20.11: registered cells are configured by the handler for their item, and reused")
    func registrationsConfigureAndReuse() throws {
        let (host, grid, _) = stage()
        let collection = try #require(grid.collectionView)
        let first = try #require(
            collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingItemCell)
        #expect(first.label.text == "#10")
        #expect(grid.headerKinds == [UICollectionView.elementKindSectionHeader])
        let madeBefore = collection.cellsMade
        #expect(madeBefore == collection.visibleCells.count)
        collection.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        host.runUntilIdle()
        #expect(collection.cellsMade == madeBefore, "cells that left the screen are reused")
        let later = try #require(
            collection.indexPathsForVisibleItems.max { $0.item < $1.item }.flatMap {
                collection.cellForItem(at: $0) as? CountingItemCell
            })
        #expect(later.label.text == "#\(try #require(collection.indexPath(for: later)).item * 10)")
    }

    @Test("20.10: the selection is cleared when the controller's view appears again")
    func clearsSelectionOnAppearing() throws {
        let (host, grid, navigation) = stage()
        let collection = try #require(grid.collectionView)
        let target = IndexPath(item: 4, section: 0)
        let cell = try #require(collection.cellForItem(at: target))
        host.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: host.window))
        #expect(grid.selected == [target])
        #expect(collection.indexPathsForSelectedItems == [target])
        navigation.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test("20.11: a nil item dequeues a cell without running the handler")
    func nilItemSkipsTheHandler() throws {
        let (host, grid, _) = stage()
        let collection = try #require(grid.collectionView)
        _ = host
        let before = grid.handled
        _ = collection.dequeueConfiguredReusableCell(
            using: grid.numbers, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(grid.handled == before)
    }
}
