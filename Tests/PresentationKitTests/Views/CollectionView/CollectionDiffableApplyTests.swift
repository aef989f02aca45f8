import Foundation
import Testing

@testable import PresentationKit

/// Applying snapshots to a diffable collection view as batch updates, animated or not
/// (Behaviour 20.12, 20.13).
@MainActor
@Suite("UICollectionViewDiffableDataSource: applying the difference")
struct CollectionDiffableApplyTests {
    /// Tells which items' cells the collection view shows and stops showing, by their labels.
    @MainActor
    final class DisplayLog: NSObject, UICollectionViewDelegate {
        var events: [String] = []
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            events.append("willDisplay \((cell as? CountingItemCell)?.label.text ?? "?")")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            events.append(
                "didEndDisplaying \((cell as? CountingItemCell)?.label.text ?? "?") at \(Array(indexPath))")
        }
    }

    /// A 390 × `height` collection view of 100 × 100 items (three a line, 110 points apart) in a
    /// host's window, its diffable data source, what the cell provider was asked for and what the
    /// delegate heard.
    @MainActor
    final class Fixture {
        let host = HeadlessHost()
        let collection: UICollectionView
        let layout = UICollectionViewFlowLayout()
        let log = DisplayLog()
        var provided: [String] = []
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        /// The text each item's cell shows (its name unless set).
        var texts: [String: String] = [:]
        /// Runs as the cell provider is asked for an item.
        var onProvide: ((String) -> Void)?

        init(_ sections: [(String, [String])], height: CGFloat = 600, headers: Bool = false) {
            layout.itemSize = CGSize(width: 100, height: 100)
            if headers { layout.headerReferenceSize = CGSize(width: 0, height: 40) }
            collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
            collection.contentInsetAdjustmentBehavior = .never
            collection.register(CountingItemCell.self, forCellWithReuseIdentifier: "item")
            collection.register(
                UICollectionReusableView.self,
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collection.delegate = log
            host.window.addSubview(collection)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) {
                [unowned self] collection, indexPath, item in
                provided.append(item)
                onProvide?(item)
                let cell = collection.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
                (cell as? CountingItemCell)?.label.text = texts[item] ?? item
                return cell
            }
            dataSource.supplementaryViewProvider = { collection, kind, indexPath in
                collection.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            }
            dataSource.apply(Self.snapshot(sections), animatingDifferences: false)
            host.runUntilIdle()
            provided.removeAll()
            log.events.removeAll()
        }

        static func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String>
        {
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            return snapshot
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collection.cellForItem(at: $0) }
        }

        /// The cells in the collection view that are not waiting in the pool.
        var cellsShown: [UICollectionViewCell] {
            collection.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
        }
    }

    typealias Frames = UICollectionViewUpdateTests

    @Test(
        "an animated apply keeps the cells of the items that stay and slides them to their new places, fades the inserted item in and the deleted one out, and asks only for the new item's cell (Behaviour 20.13)"
    )
    func animatedItems() throws {
        let fixture = Fixture([("s", ["a", "b", "c", "d", "e"])])
        let before = Dictionary(
            uniqueKeysWithValues: ["a", "b", "c", "d", "e"].map { ($0, fixture.cell($0)) })
        var completed = false
        // c deleted, x inserted second, e moved before d.
        fixture.dataSource.apply(Fixture.snapshot([("s", ["a", "x", "b", "e", "d"])])) { completed = true }
        #expect(fixture.provided == ["x"], "only the new item's cell is asked for")
        for item in ["a", "b", "d", "e"] {
            #expect(fixture.cell(item) === before[item]!, "\(item) keeps its cell")
        }
        let old = ["a": 0, "b": 1, "d": 3, "e": 4]
        let new = ["a": 0, "x": 1, "b": 2, "e": 3, "d": 4]
        let deleted = try #require(before["c"]!)
        for time in [0.1, 0.2] {
            fixture.host.advance(by: 0.1)
            let progress = Frames.progress(time)
            for (item, from) in old {
                let (frame, opacity) = try Frames.shown(fixture.cell(item))
                let expected = Frames.between(
                    Frames.itemFrame(from, of: 5), Frames.itemFrame(new[item]!, of: 5), progress)
                #expect(Frames.close(frame, expected), "\(item) at \(time): \(frame), not \(expected)")
                #expect(opacity == 1)
            }
            let (inserted, insertedOpacity) = try Frames.shown(fixture.cell("x"))
            #expect(Frames.close(inserted, Frames.itemFrame(1, of: 5)), "x fades in at its place")
            #expect(abs(insertedOpacity - progress) < 1e-5)
            let (leaving, leavingOpacity) = try Frames.shown(deleted)
            #expect(!deleted.isHidden && deleted.superview === fixture.collection, "c is still fading out")
            #expect(Frames.close(leaving, Frames.itemFrame(2, of: 5)))
            #expect(abs(leavingOpacity - (1 - progress)) < 1e-5)
            #expect(!completed)
        }
        #expect(fixture.log.events == ["willDisplay x"])
        fixture.host.advance(by: 0.1 + 1e-6)
        #expect(completed, "completion runs once the animation has finished")
        #expect(fixture.log.events == ["willDisplay x", "didEndDisplaying c at [0, 2]"])
        #expect(deleted.isHidden, "c's cell waits in the pool")
        for (item, place) in new {
            let (frame, opacity) = try Frames.shown(fixture.cell(item))
            #expect(frame == Frames.itemFrame(place, of: 5) && opacity == 1, "\(item) rests at \(place)")
        }
        #expect(fixture.cellsShown.count == 5 && fixture.collection.visibleCells.count == 5)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "sections inserted, deleted and moved in an animated apply: the headers and items of the sections that stay move with them (Behaviour 20.13)"
    )
    func animatedSections() throws {
        let fixture = Fixture([("A", ["a", "b"]), ("B", ["c"]), ("C", ["e"])], headers: true)
        let header = UICollectionView.elementKindSectionHeader
        let headers = (0..<3).map {
            fixture.collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: $0))
        }
        let cells = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "e"].map { ($0, fixture.cell($0)) })
        var completed = false
        fixture.dataSource.apply(Fixture.snapshot([("C", ["e"]), ("A", ["a", "b"]), ("D", ["f"])])) {
            completed = true
        }
        #expect(fixture.provided == ["f"])
        #expect(fixture.collection.numberOfSections == 3)
        // Each section is a 40-point header and a line of items: 140 points.
        let headerAt = { (y: CGFloat) in CGRect(x: 0, y: y, width: 390, height: 40) }
        let itemAt = { (x: CGFloat, y: CGFloat) in CGRect(x: x, y: y, width: 100, height: 100) }
        fixture.host.advance(by: 0.15)
        let half = Frames.progress(0.15)
        #expect(
            Frames.close(try Frames.shown(headers[2]).0, Frames.between(headerAt(280), headerAt(0), half)))
        #expect(
            Frames.close(try Frames.shown(headers[0]).0, Frames.between(headerAt(0), headerAt(140), half)))
        #expect(
            Frames.close(try Frames.shown(cells["e"]!).0, Frames.between(itemAt(0, 320), itemAt(0, 40), half))
        )
        #expect(
            Frames.close(
                try Frames.shown(cells["b"]!).0, Frames.between(itemAt(110, 40), itemAt(110, 180), half)))
        let (removedHeader, removedOpacity) = try Frames.shown(headers[1])
        #expect(Frames.close(removedHeader, headerAt(140)) && abs(removedOpacity - (1 - half)) < 1e-5)
        let newHeader = fixture.collection.supplementaryView(
            forElementKind: header, at: IndexPath(item: 0, section: 2))
        let (insertedHeader, insertedOpacity) = try Frames.shown(newHeader)
        #expect(Frames.close(insertedHeader, headerAt(280)) && abs(insertedOpacity - half) < 1e-5)
        #expect(abs(try Frames.shown(fixture.cell("f")).1 - half) < 1e-5)
        #expect(abs(try Frames.shown(cells["c"]!).1 - (1 - half)) < 1e-5)
        fixture.host.advance(by: 0.15 + 1e-6)
        #expect(completed)
        for (item, frame) in [
            "e": itemAt(0, 40), "a": itemAt(0, 180), "b": itemAt(110, 180), "f": itemAt(0, 320),
        ] {
            #expect(try Frames.shown(fixture.cell(item)) == (frame, 1), "\(item)")
        }
        #expect(fixture.cellsShown.count == 4)
        #expect(
            fixture.log.events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying c at [1, 0]"]
        )
        #expect(headers[1]?.isHidden == true, "the deleted section's header waits in the pool")
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "a non-animated apply changes the items at once, keeping unchanged items' cells unasked; reconfigured items are asked again in the cell they show, reloaded ones get a cell anew; the selection follows its item (Behaviour 20.13)"
    )
    func withoutAnimation() throws {
        let fixture = Fixture([("s", ["a", "b", "c", "d"])])
        let cells = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d"].map { ($0, fixture.cell($0)!) })
        let reuses = cells.mapValues { ($0 as? CountingItemCell)?.reuses ?? -1 }
        fixture.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        fixture.texts = ["b": "b2", "c": "c2"]
        var next = Fixture.snapshot([("s", ["d", "a", "b", "c", "y"])])
        next.reconfigureItems(["b"])
        next.reloadItems(["c"])
        var completed = false
        fixture.dataSource.apply(next, animatingDifferences: false) { completed = true }
        #expect(completed, "completion runs at once without animation")
        #expect(fixture.provided.sorted() == ["b", "c", "y"], "a and d are not asked for again")
        for (item, place) in ["d": 0, "a": 1, "b": 2, "c": 3, "y": 4] {
            let cell = try #require(fixture.cell(item))
            #expect(cell.frame == Frames.itemFrame(place, of: 5))
            #expect(cell.layer.animationKeys() == nil, "\(item) moved without animation")
        }
        #expect(fixture.cell("d") === cells["d"] && fixture.cell("a") === cells["a"])
        let reconfigured = try #require(fixture.cell("b") as? CountingItemCell)
        #expect(reconfigured === cells["b"], "a reconfigured item keeps its cell")
        #expect(reconfigured.reuses == reuses["b"], "without prepareForReuse")
        #expect(reconfigured.label.text == "b2")
        #expect((fixture.cell("c") as? CountingItemCell)?.label.text == "c2")
        #expect(
            fixture.log.events.contains("didEndDisplaying c at [0, 2]"), "the reloaded item's old cell left")
        #expect(
            fixture.collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)],
            "a stays selected")
        #expect(fixture.cell("a")?.isSelected == true)
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        // Applying the shown snapshot again changes nothing: the marks were not kept.
        fixture.provided.removeAll()
        fixture.dataSource.apply(fixture.dataSource.snapshot(), animatingDifferences: false)
        #expect(fixture.provided.isEmpty)
        #expect(fixture.cellsShown.count == 5)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "an apply during another's animation starts from where the items are; each completion runs when its own animation ends, and no cell is left over (Behaviour 20.13)"
    )
    func applyTwice() throws {
        let fixture = Fixture([("s", ["a", "b", "c", "d"])])
        var finished: [String] = []
        fixture.dataSource.apply(Fixture.snapshot([("s", ["b", "c", "d"])])) { finished.append("first") }
        fixture.host.advance(by: 0.1)
        // d: from item 3 (0, 110) to item 2 (220, 0).
        let midway = try Frames.shown(fixture.cell("d")).0
        #expect(
            Frames.close(
                midway,
                Frames.between(Frames.itemFrame(3, of: 4), Frames.itemFrame(2, of: 3), Frames.progress(0.1))))
        fixture.dataSource.apply(Fixture.snapshot([("s", ["d", "c", "b", "e"])])) {
            finished.append("second")
        }
        #expect(
            Frames.close(try Frames.shown(fixture.cell("d")).0, midway),
            "the second animation starts where d shows")
        fixture.host.advance(by: 0.1)
        // d: the first move (item 3 of 4 → item 2 of 3) at 0.2, plus the second (→ item 0 of 4) at 0.1.
        let first = Frames.between(
            Frames.itemFrame(3, of: 4), Frames.itemFrame(2, of: 3), Frames.progress(0.2))
        let second = Frames.progress(0.1)
        let expected = CGRect(
            x: first.minX + (0 - 220) * second, y: first.minY + (0 - 0) * second, width: 100, height: 100)
        #expect(Frames.close(try Frames.shown(fixture.cell("d")).0, expected))
        fixture.host.advance(by: 0.1 + 1e-6)
        #expect(finished == ["first"])
        fixture.host.advance(by: 0.1)
        #expect(finished == ["first", "second"])
        for (item, place) in ["d": 0, "c": 1, "b": 2, "e": 3] {
            #expect(try Frames.shown(fixture.cell(item)) == (Frames.itemFrame(place, of: 4), 1))
        }
        #expect(fixture.cellsShown.count == 4 && fixture.collection.visibleCells.count == 4)
        #expect(
            fixture.log.events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying a at [0, 0]"]
        )
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "items pushed off screen slide out and go back to the pool when the animation ends; items pulled on screen slide in from where they were (Behaviour 20.12, 20.13)"
    )
    func offScreen() throws {
        let items = (0..<9).map { "r\($0)" }
        // 300 points tall: lines 0, 1 and 2 (from 220) show.
        let fixture = Fixture([("s", items)], height: 300)
        #expect(fixture.collection.visibleCells.count == 9)
        let last = try #require(fixture.cell("r8"))
        // Three items inserted at the top push r6–r8 to the line at 330, off screen.
        fixture.dataSource.apply(Fixture.snapshot([("s", ["n0", "n1", "n2"] + items)]))
        #expect(fixture.cell("r8") == nil, "r8 no longer shows")
        fixture.host.advance(by: 0.15)
        #expect(!last.isHidden)
        let from = Frames.itemFrame(8, of: 9)
        let to = Frames.itemFrame(11, of: 12)
        #expect(
            Frames.close(try Frames.shown(last).0, Frames.between(from, to, Frames.progress(0.15))),
            "r8 halfway out")
        fixture.host.advance(by: 0.15 + 1e-6)
        #expect(last.isHidden)
        #expect(fixture.log.events.contains("didEndDisplaying r8 at [0, 11]"))
        fixture.log.events.removeAll()
        fixture.dataSource.apply(Fixture.snapshot([("s", items)]))
        fixture.host.advance(by: 0.15)
        #expect(
            Frames.close(
                try Frames.shown(fixture.cell("r8")).0, Frames.between(to, from, Frames.progress(0.15))),
            "r8 comes back from where it was")
        fixture.host.runUntilIdle()
        #expect(fixture.cellsShown.count == 9 && fixture.collection.visibleCells.count == 9)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "a snapshot applied from the cell provider during an apply is reported and applied right after it (Behaviour 20.13)"
    )
    func reentrantApply() throws {
        let fixture = Fixture([("s", ["a"])])
        var order: [String] = []
        fixture.onProvide = { item in
            guard item == "b" else { return }
            fixture.onProvide = nil
            fixture.dataSource.apply(Fixture.snapshot([("s", ["a", "b", "c"])]), animatingDifferences: false)
            {
                order.append("abc")
            }
        }
        fixture.dataSource.apply(Fixture.snapshot([("s", ["a", "b"])])) { order.append("ab") }
        #expect(fixture.dataSource.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(fixture.collection.numberOfItems(inSection: 0) == 3)
        fixture.host.runUntilIdle()
        #expect(order == ["abc", "ab"])
        #expect(
            fixture.collection.visibleCells.compactMap { ($0 as? CountingItemCell)?.label.text } == [
                "a", "b", "c",
            ])
        #expect(fixture.cellsShown.count == 3)
        #expect(fixture.host.diagnostics.count == 1)
        #expect(fixture.host.diagnostics.first?.message.contains("while another was being applied") == true)
    }

    @Test(
        "applySnapshotUsingReloadData asks for every item again and clears the selection (Behaviour 20.13)"
    )
    func reloadingApply() throws {
        let fixture = Fixture([("s", ["a", "b", "c"])])
        fixture.collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var completed = false
        fixture.dataSource.applySnapshotUsingReloadData(Fixture.snapshot([("s", ["c", "b", "a", "d"])])) {
            completed = true
        }
        #expect(completed)
        fixture.host.advance(by: 1.0 / 60)
        #expect(fixture.provided.sorted() == ["a", "b", "c", "d"])
        #expect(fixture.collection.indexPathsForSelectedItems == nil)
        #expect(fixture.cellsShown.count == 4)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }
}
