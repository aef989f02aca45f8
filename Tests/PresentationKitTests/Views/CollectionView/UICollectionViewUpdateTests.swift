import Foundation
import Testing

@testable import PresentationKit

/// Inserting, deleting, reloading and moving items and sections, animated as batch updates, and
/// what counts that do not add up do (Behaviour 20.12).
@MainActor
@Suite("UICollectionView: batch updates")
struct UICollectionViewUpdateTests {
    /// Where `hostedCollection`'s flow layout puts item `item` of a section of `count` items whose
    /// lines start at `top`: three 100-point items a line, at x 0, 145 and 290 on a full line and
    /// 0, 110 and 220 on the section's last, lines 110 points apart.
    static func itemFrame(_ item: Int, of count: Int, top: CGFloat = 0) -> CGRect {
        let line = item / 3
        let column = CGFloat(item % 3)
        let x = line == (count - 1) / 3 ? column * 110 : column * 145
        return CGRect(x: x, y: top + CGFloat(line) * 110, width: 100, height: 100)
    }

    /// The ease-in-out progress at `time` of the 0.3-second update, solved independently.
    static func progress(_ time: Double) -> Double {
        ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: time / 0.3)
    }

    static func between(_ a: CGRect, _ b: CGRect, _ progress: Double) -> CGRect {
        let p = CGFloat(progress)
        return CGRect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
            && abs(a.height - b.height) < 1e-3
    }

    /// Where the view shows now, and how opaque.
    static func shown(_ view: UIView?) throws -> (CGRect, Double) {
        let view = try #require(view)
        let presented = try #require(view.layer.presentation())
        return (presented.frame, Double(presented.opacity))
    }

    static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test(
        "a batch update keeps the cells of the items that stay and slides them to their new places while the inserted item fades in and the deleted one fades out; the completion and didEndDisplaying wait for the end (Behaviour 20.12)"
    )
    func animatedBatch() throws {
        let (host, collection, source) = hostedCollection(counts: [9])
        let before = (0..<9).map { collection.cellForItem(at: Self.path($0)) }
        source.asked.removeAll()
        source.events.removeAll()
        var finished: [Bool] = []
        source.counts = [9]
        // Item 1 deleted and an item inserted at 4: old 2, 3 and 4 move up one place.
        collection.performBatchUpdates({
            collection.insertItems(at: [Self.path(4)])
            collection.deleteItems(at: [Self.path(1)])
        }) { finished.append($0) }
        #expect(source.asked == [Self.path(4)], "only the inserted item's cell is asked for")
        let moves = [0: 0, 2: 1, 3: 2, 4: 3, 5: 5, 6: 6, 7: 7, 8: 8]
        for (old, new) in moves {
            #expect(
                collection.cellForItem(at: Self.path(new)) === before[old],
                "old \(old) keeps its cell at \(new)")
        }
        #expect(source.events == ["willDisplay 0.4"])
        let deleted = try #require(before[1])
        let inserted = try #require(collection.cellForItem(at: Self.path(4)))
        for time in [0.1, 0.2] {
            host.advance(by: 0.1)
            let progress = Self.progress(time)
            for (old, new) in moves {
                let (frame, opacity) = try Self.shown(before[old])
                let expected = Self.between(Self.itemFrame(old, of: 9), Self.itemFrame(new, of: 9), progress)
                #expect(Self.close(frame, expected), "old \(old) at \(time): \(frame), not \(expected)")
                #expect(opacity == 1)
            }
            let (insertedFrame, insertedOpacity) = try Self.shown(inserted)
            #expect(Self.close(insertedFrame, Self.itemFrame(4, of: 9)), "the new item fades in at its place")
            #expect(abs(insertedOpacity - progress) < 1e-5)
            let (deletedFrame, deletedOpacity) = try Self.shown(deleted)
            #expect(
                !deleted.isHidden && deleted.superview === collection, "the deleted cell is still fading out")
            #expect(Self.close(deletedFrame, Self.itemFrame(1, of: 9)), "it fades where it was")
            #expect(abs(deletedOpacity - (1 - progress)) < 1e-5)
            #expect(finished.isEmpty)
            #expect(source.events == ["willDisplay 0.4"])
        }
        host.advance(by: 0.1 + 1e-6)
        #expect(finished == [true], "the completion runs once the animation has finished")
        #expect(source.events == ["willDisplay 0.4", "didEndDisplaying 0.1"])
        #expect(deleted.isHidden, "the deleted cell waits in the pool")
        for item in 0..<9 {
            let cell = try #require(collection.cellForItem(at: Self.path(item)))
            #expect(cell.frame == Self.itemFrame(item, of: 9) && cell.alpha == 1)
        }
        // The pooled cell is the next one dequeued.
        source.counts = [10]
        collection.insertItems(at: [Self.path(9)])
        #expect(collection.cellForItem(at: Self.path(9)) === deleted)
        #expect((deleted as? CountingItemCell)?.reuses == 1)
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "a moved section takes its items' cells and its header along; a moved item keeps its cell and selection (Behaviour 20.12)"
    )
    func movedSectionAndItem() throws {
        let (host, collection, source) = hostedCollection(counts: [2, 2]) { _, layout, _ in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
        }
        let header = UICollectionView.elementKindSectionHeader
        let headers = (0..<2).map {
            collection.supplementaryView(forElementKind: header, at: Self.path(0, $0))
        }
        let cells = [Self.path(0, 0), Self.path(1, 0), Self.path(0, 1), Self.path(1, 1)].map {
            collection.cellForItem(at: $0)
        }
        collection.selectItem(at: Self.path(1, 1), animated: false, scrollPosition: [])
        // Section 0: header 0–40, items at 40; section 1: header 140–180, items at 180.
        collection.performBatchUpdates {
            collection.moveSection(1, toSection: 0)
            collection.moveItem(at: Self.path(1, 1), to: Self.path(0, 0))
        }
        #expect(collection.supplementaryView(forElementKind: header, at: Self.path(0, 0)) === headers[1])
        #expect(collection.supplementaryView(forElementKind: header, at: Self.path(0, 1)) === headers[0])
        #expect(collection.cellForItem(at: Self.path(0, 0)) === cells[3], "the moved item keeps its cell")
        #expect(collection.cellForItem(at: Self.path(1, 0)) === cells[2])
        #expect(collection.cellForItem(at: Self.path(0, 1)) === cells[0])
        #expect(collection.indexPathsForSelectedItems == [Self.path(0, 0)], "the selection follows the item")
        #expect(cells[3]?.isSelected == true)
        host.advance(by: 0.15)
        let half = Self.progress(0.15)
        let headerAt = { (y: CGFloat) in CGRect(x: 0, y: y, width: 390, height: 40) }
        #expect(Self.close(try Self.shown(headers[1]).0, Self.between(headerAt(140), headerAt(0), half)))
        #expect(Self.close(try Self.shown(headers[0]).0, Self.between(headerAt(0), headerAt(140), half)))
        let item = { (x: CGFloat, y: CGFloat) in CGRect(x: x, y: y, width: 100, height: 100) }
        #expect(Self.close(try Self.shown(cells[3]).0, Self.between(item(110, 180), item(0, 40), half)))
        #expect(Self.close(try Self.shown(cells[2]).0, Self.between(item(0, 180), item(110, 40), half)))
        #expect(Self.close(try Self.shown(cells[0]).0, Self.between(item(0, 40), item(0, 180), half)))
        host.runUntilIdle()
        #expect(
            collection.supplementaryView(forElementKind: header, at: Self.path(0, 0))?.frame == headerAt(0))
        #expect(cells[0]?.frame == item(0, 180))
        #expect(source.events.filter { $0.hasPrefix("didEndDisplaying") }.isEmpty)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "counts that do not add up are reported, saying what to do, and the collection view reloads instead (Behaviour 20.12)"
    )
    func countMismatch() throws {
        let (host, collection, source) = hostedCollection(counts: [9])
        let made = CountingItemCell.made
        collection.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
        source.counts = [9]
        source.asked.removeAll()
        var finished: [Bool] = []
        collection.performBatchUpdates({ collection.deleteItems(at: [Self.path(1)]) }) { finished.append($0) }
        #expect(host.diagnostics.count == 1)
        let message = host.diagnostics.first?.message ?? ""
        #expect(
            message.contains(
                "section 0 had 9 items, 1 were deleted and 0 inserted, but the data source now says 9"))
        #expect(message.contains("Change the data source to match"), "it says what to do")
        #expect(host.diagnostics.first?.kind == .listMisuse)
        #expect(finished == [true], "the completion runs at once")
        host.advance(by: 1.0 / 60)
        #expect(Set(source.asked) == Set((0..<9).map { Self.path($0) }), "every item is asked for again")
        #expect(CountingItemCell.made == made, "the reload reused the pooled cells")
        #expect(collection.indexPathsForSelectedItems == [Self.path(2)])
        for item in 0..<9 {
            #expect(collection.cellForItem(at: Self.path(item))?.frame == Self.itemFrame(item, of: 9))
            #expect(collection.cellForItem(at: Self.path(item))?.layer.animationKeys() == nil)
        }
        // An index path outside the data is reported too.
        collection.insertItems(at: [Self.path(3, 2)])
        #expect(host.diagnostics.count == 2)
        #expect(host.diagnostics.last?.message.contains("insertItems(at:) names [2, 3]") == true)
        #expect(collection.numberOfItems(inSection: 0) == 9)
    }

    @Test(
        "without animation a batch happens at once and its completion runs at once; a reloaded item gets a new cell, a reconfigured one is asked again in its own cell (Behaviour 20.12)"
    )
    func withoutAnimation() throws {
        let (host, collection, source) = hostedCollection(counts: [6])
        let cells = (0..<6).map { collection.cellForItem(at: Self.path($0)) as? CountingItemCell }
        let reuses = cells.map { $0?.reuses }
        source.counts = [5]
        source.asked.removeAll()
        source.events.removeAll()
        var finished: [Bool] = []
        UIView.performWithoutAnimation {
            collection.performBatchUpdates({
                collection.deleteItems(at: [Self.path(0)])
                collection.reloadItems(at: [Self.path(3)])
                collection.reconfigureItems(at: [Self.path(4)])
            }) { finished.append($0) }
        }
        #expect(finished == [true])
        #expect(
            source.events.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == [
                "didEndDisplaying 0.0", "didEndDisplaying 0.3",
            ], "the deleted item's and the reloaded item's old cells left at once")
        #expect(Set(source.asked) == [Self.path(2), Self.path(3)], "the reloaded and reconfigured items")
        for item in 0..<5 {
            let cell = try #require(collection.cellForItem(at: Self.path(item)))
            #expect(cell.frame == Self.itemFrame(item, of: 5))
            #expect(cell.layer.animationKeys() == nil, "nothing animates")
        }
        #expect(collection.cellForItem(at: Self.path(3)) === cells[4], "the reconfigured item keeps its cell")
        #expect(cells[4]?.reuses == reuses[4], "without prepareForReuse")
        #expect(cells[4]?.label.text == "0.3", "configured again for where it is now")
        let reloaded = try #require(collection.cellForItem(at: Self.path(2)) as? CountingItemCell)
        #expect(reloaded.label.text == "0.2")
        #expect(collection.visibleCells.count == 5)
        #expect(collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == 5)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "the layout is asked in UIKit's order: prepare, prepare(forCollectionViewUpdates:) with the update items, appearing and disappearing attributes, then finalizeCollectionViewUpdates in the animation (Behaviour 20.12)"
    )
    func layoutCalls() throws {
        let layout = RecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (host, collection, source) = hostedCollection(counts: [4, 1]) { collection, _, _ in
            collection.collectionViewLayout = layout
        }
        layout.calls.removeAll()
        source.counts = [4]
        collection.performBatchUpdates {
            collection.deleteSections(IndexSet(integer: 1))
            collection.moveItem(at: Self.path(3), to: Self.path(0))
        }
        #expect(
            layout.calls == [
                "prepare",
                "updates delete [1, \(NSNotFound)] → nil, move [0, 3] → [0, 0]",
                "disappearing [1, 0]",
                "finalize",
            ])
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension UICollectionViewUpdateTests {
    @Test(
        "a layout that gives no appearing or disappearing attributes (the base class's nil): an inserted item shows at its place at once, a deleted one stays where it was until the animation ends, the items that stay still slide (Behaviour 20.12)"
    )
    func baseLayoutDefaults() throws {
        let layout = RowLayout()
        let (host, collection, source) = hostedCollection(counts: [5]) { collection, _, _ in
            collection.collectionViewLayout = layout
        }
        let row = { (item: Int) in CGRect(x: 0, y: CGFloat(item) * 40, width: 390, height: 40) }
        let cells = (0..<5).map { collection.cellForItem(at: Self.path($0)) }
        var finished = false
        collection.performBatchUpdates({
            collection.deleteItems(at: [Self.path(4)])
            collection.insertItems(at: [Self.path(0)])
        }) { _ in finished = true }
        let inserted = try #require(collection.cellForItem(at: Self.path(0)))
        host.advance(by: 0.15)
        #expect(try Self.shown(inserted) == (row(0), 1), "the inserted item shows at its place, opaque")
        let (deletedFrame, deletedOpacity) = try Self.shown(cells[4])
        #expect(
            deletedFrame == row(4) && deletedOpacity == 1, "the deleted item stays as it was")
        #expect(Self.close(try Self.shown(cells[1]).0, Self.between(row(1), row(2), Self.progress(0.15))))
        #expect(cells[4]?.isHidden == false)
        host.advance(by: 0.15 + 1e-6)
        #expect(finished && cells[4]?.isHidden == true)
        #expect(source.events.contains("didEndDisplaying 0.4"))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test(
        "reloadData during an update's animation sends the leaving cells to the pool at once; no cell is left over (Behaviour 20.5, 20.12)"
    )
    func reloadDuringAnimation() throws {
        let (host, collection, source) = hostedCollection(counts: [6])
        let deleted = try #require(collection.cellForItem(at: Self.path(2)))
        source.counts = [5]
        var finished: [Bool] = []
        collection.performBatchUpdates({ collection.deleteItems(at: [Self.path(2)]) }) { finished.append($0) }
        host.advance(by: 0.1)
        #expect(!deleted.isHidden)
        source.events.removeAll()
        collection.reloadData()
        #expect(deleted.isHidden, "the deleted item's cell is back in the pool")
        #expect(source.events.contains("didEndDisplaying 0.2"))
        host.advance(by: 1.0 / 60)
        let shown = collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }
        #expect(shown.count == 5 && collection.visibleCells.count == 5)
        host.runUntilIdle()
        #expect(finished.count == 1, "the batch's completion still runs once")
        for item in 0..<5 {
            #expect(collection.cellForItem(at: Self.path(item))?.frame == Self.itemFrame(item, of: 5))
        }
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension UICollectionViewUpdateTests {
    @Test(
        "performBatchUpdates with no changes animates the items to where the layout now puts them, keeping their cells (Behaviour 20.12)"
    )
    func emptyBatchAnimatesLayout() throws {
        var flow: UICollectionViewFlowLayout?
        let (host, collection, source) = hostedCollection(counts: [6]) { _, layout, _ in flow = layout }
        let cells = (0..<6).map { collection.cellForItem(at: Self.path($0)) }
        source.asked.removeAll()
        // Half-size items: all six fit on one line, 60 points apart.
        try #require(flow).itemSize = CGSize(width: 50, height: 50)
        var finished = false
        collection.performBatchUpdates(nil) { _ in finished = true }
        #expect(source.asked.isEmpty, "no cell is asked for again")
        host.advance(by: 0.1)
        let progress = Self.progress(0.1)
        for item in 0..<6 {
            #expect(collection.cellForItem(at: Self.path(item)) === cells[item])
            let to = CGRect(x: CGFloat(item) * 60, y: 0, width: 50, height: 50)
            let expected = Self.between(Self.itemFrame(item, of: 6), to, progress)
            #expect(Self.close(try Self.shown(cells[item]).0, expected), "item \(item)")
        }
        host.runUntilIdle()
        #expect(finished)
        #expect(
            collection.cellForItem(at: Self.path(4))?.frame == CGRect(x: 240, y: 0, width: 50, height: 50))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

extension UICollectionViewUpdateTests {
    @Test(
        "an animated setCollectionViewLayout moves the cells to the new layout's places, keeping them (Behaviour 20.14)"
    )
    func animatedLayoutChange() throws {
        let (host, collection, source) = hostedCollection(counts: [6]) { _, _, _ in }
        let cells = (0..<6).map { collection.cellForItem(at: Self.path($0)) }
        source.asked.removeAll()
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        small.minimumInteritemSpacing = 10
        small.minimumLineSpacing = 10
        var finished: [Bool] = []
        collection.setCollectionViewLayout(small, animated: true) { finished.append($0) }
        #expect(collection.collectionViewLayout === small)
        #expect(source.asked.isEmpty, "no cell is asked for again")
        host.advance(by: 0.1)
        #expect(finished.isEmpty, "the completion waits for the animation")
        let progress = Self.progress(0.1)
        for item in 0..<6 {
            #expect(collection.cellForItem(at: Self.path(item)) === cells[item])
            let to = CGRect(x: CGFloat(item) * 60, y: 0, width: 50, height: 50)
            let expected = Self.between(Self.itemFrame(item, of: 6), to, progress)
            #expect(Self.close(try Self.shown(cells[item]).0, expected), "item \(item)")
        }
        host.runUntilIdle()
        #expect(finished == [true])
        #expect(
            collection.cellForItem(at: Self.path(4))?.frame == CGRect(x: 240, y: 0, width: 50, height: 50))
        // Without animation the places change at once and the completion runs at once.
        let back = UICollectionViewFlowLayout()
        back.itemSize = CGSize(width: 80, height: 80)
        collection.setCollectionViewLayout(back, animated: false) { finished.append($0) }
        #expect(finished == [true, true])
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: Self.path(0))?.frame.size == CGSize(width: 80, height: 80))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}

/// A flow layout that records the update calls it gets.
@MainActor
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var calls: [String] = []

    override func prepare() {
        super.prepare()
        calls.append("prepare")
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        let names: [UICollectionViewUpdateItem.Action: String] = [
            .insert: "insert", .delete: "delete", .reload: "reload", .move: "move", .none: "none",
        ]
        calls.append(
            "updates "
                + updateItems.map {
                    "\(names[$0.updateAction]!) \($0.indexPathBeforeUpdate.map { "\(Array($0))" } ?? "nil") → "
                        + ($0.indexPathAfterUpdate.map { "\(Array($0))" } ?? "nil")
                }.joined(separator: ", "))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        calls.append("appearing \(Array(itemIndexPath))")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        calls.append("disappearing \(Array(itemIndexPath))")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        calls.append("finalize")
    }
}
