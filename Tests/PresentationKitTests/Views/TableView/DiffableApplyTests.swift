import Foundation
import Testing

@testable import PresentationKit

/// Applying snapshots to a diffable table as batch updates, animated or not (Behaviour 19.8,
/// 19.13).
@MainActor
@Suite("UITableViewDiffableDataSource: applying the difference")
struct DiffableApplyTests {
    /// Tells which items' cells the table shows and stops showing, by their labels.
    @MainActor
    final class DisplayLog: NSObject, UITableViewDelegate {
        var events: [String] = []
        func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            events.append("willDisplay \(cell.textLabel?.text ?? "?")")
        }
        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            events.append("didEndDisplaying \(cell.textLabel?.text ?? "?") at \(Array(indexPath))")
        }
    }

    /// A 390 × 600 table of 50-point rows in a host's window, its diffable data source, what the
    /// cell provider was asked for and what the delegate heard.
    @MainActor
    final class Fixture {
        let host = HeadlessHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let log = DisplayLog()
        var provided: [String] = []
        var dataSource: UITableViewDiffableDataSource<String, String>!
        /// The text each item's cell shows (its name unless set).
        var texts: [String: String] = [:]
        /// Runs as the cell provider is asked for an item.
        var onProvide: ((String) -> Void)?

        init(_ sections: [(String, [String])]) {
            table.contentInsetAdjustmentBehavior = .never
            table.rowHeight = 50
            table.register(CountingCell.self, forCellReuseIdentifier: "row")
            table.delegate = log
            host.window.addSubview(table)
            dataSource = UITableViewDiffableDataSource(tableView: table) {
                [unowned self] table, indexPath, item in
                provided.append(item)
                onProvide?(item)
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = texts[item] ?? item
                return cell
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

        func cell(_ item: String) -> UITableViewCell? {
            dataSource.indexPath(for: item).flatMap { table.cellForRow(at: $0) }
        }

        /// Where the item's cell shows now, and how opaque.
        func shown(_ item: String) throws -> (CGRect, Float) {
            let shownCell = try #require(self.cell(item), "\(item) has a cell")
            let presented = try #require(shownCell.layer.presentation())
            return (presented.frame, presented.opacity)
        }

        /// The cells in the table that are not waiting in the pool.
        var cellsShown: [UITableViewCell] {
            table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
        }
    }

    /// A full-width 50-point row at `y`.
    static func row(_ y: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 390, height: 50) }

    /// The ease-in-out progress at `time` of the 0.3-second update, solved independently.
    static func progress(_ time: Double) -> Double {
        ReferenceCurves.bezier(0.42, 0, 0.58, 1, at: time / 0.3)
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
            && abs(a.height - b.height) < 1e-3
    }

    @Test(
        "an animated apply slides the rows from their old places to their new ones, fades inserted rows in and deleted ones out, and asks only for the new items' cells (Behaviour 19.13)"
    )
    func animatedRows() throws {
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
        let oldY: [String: CGFloat] = ["a": 0, "b": 50, "d": 150, "e": 200]
        let newY: [String: CGFloat] = ["a": 0, "x": 50, "b": 100, "e": 150, "d": 200]
        let deleted = try #require(before["c"]!)
        for time in [0.075, 0.15] {
            fixture.host.advance(by: time - (time == 0.15 ? 0.075 : 0))
            let progress = Self.progress(time)
            for (item, from) in oldY {
                let (frame, opacity) = try fixture.shown(item)
                let expected = Self.row(from + (newY[item]! - from) * progress)
                #expect(Self.close(frame, expected), "\(item) at \(time): \(frame), not \(expected)")
                #expect(opacity == 1)
            }
            let (inserted, insertedOpacity) = try fixture.shown("x")
            #expect(Self.close(inserted, Self.row(50)), "x fades in at its place")
            #expect(abs(Double(insertedOpacity) - progress) < 1e-5)
            let leaving = try #require(deleted.layer.presentation())
            #expect(!deleted.isHidden && deleted.superview === fixture.table, "c is still fading out")
            #expect(Self.close(leaving.frame, Self.row(100)))
            #expect(abs(Double(leaving.opacity) - (1 - progress)) < 1e-5)
            #expect(!completed)
            #expect(!fixture.log.events.contains { $0.hasPrefix("didEndDisplaying") })
        }
        #expect(fixture.log.events == ["willDisplay x"])
        fixture.host.advance(by: 0.15 + 1e-6)
        #expect(completed, "completion runs once the animation has finished")
        #expect(fixture.log.events == ["willDisplay x", "didEndDisplaying c at [0, 2]"])
        #expect(deleted.isHidden, "c's cell waits in the pool")
        for (item, y) in newY {
            let (frame, opacity) = try fixture.shown(item)
            #expect(frame == Self.row(y) && opacity == 1, "\(item) rests at \(y)")
        }
        #expect(fixture.cellsShown.count == 5 && fixture.table.visibleCells.count == 5)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "sections inserted, deleted and moved in an animated apply: the rows of the sections that stay slide with them (Behaviour 19.13)"
    )
    func animatedSections() throws {
        let fixture = Fixture([("A", ["a", "b"]), ("B", ["c", "d"]), ("C", ["e"])])
        let cells = Dictionary(uniqueKeysWithValues: ["a", "b", "e"].map { ($0, fixture.cell($0)) })
        var completed = false
        fixture.dataSource.apply(Fixture.snapshot([("C", ["e"]), ("A", ["a", "b"]), ("D", ["f"])])) {
            completed = true
        }
        #expect(fixture.provided == ["f"])
        #expect(fixture.table.numberOfSections == 3)
        let oldY: [String: CGFloat] = ["a": 0, "b": 50, "e": 200]
        let newY: [String: CGFloat] = ["e": 0, "a": 50, "b": 100, "f": 150]
        fixture.host.advance(by: 0.15)
        for (item, from) in oldY {
            #expect(fixture.cell(item) === cells[item]!)
            let (frame, _) = try fixture.shown(item)
            #expect(Self.close(frame, Self.row((from + newY[item]!) / 2)), "\(item) halfway: \(frame)")
        }
        #expect(abs(try fixture.shown("f").1 - 0.5) < 1e-5)
        #expect(fixture.cellsShown.count == 6, "c and d fade out while the four rows show")
        fixture.host.advance(by: 0.15 + 1e-6)
        #expect(completed)
        for (item, y) in newY { #expect(try fixture.shown(item).0 == Self.row(y)) }
        #expect(fixture.cellsShown.count == 4)
        #expect(
            Set(fixture.log.events.filter { $0.hasPrefix("didEndDisplaying") })
                == ["didEndDisplaying c at [1, 0]", "didEndDisplaying d at [1, 1]"])
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "a non-animated apply changes the rows at once, keeping unchanged items' cells unasked; reconfigured items are asked again in the cell they show, reloaded ones get a cell anew (Behaviour 19.13)"
    )
    func withoutAnimation() throws {
        let fixture = Fixture([("s", ["a", "b", "c", "d"])])
        let cells = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d"].map { ($0, fixture.cell($0)!) })
        let reuses = cells.mapValues { ($0 as? CountingCell)?.reuses ?? -1 }
        fixture.texts = ["b": "b2", "c": "c2"]
        var next = Fixture.snapshot([("s", ["d", "a", "b", "c", "y"])])
        next.reconfigureItems(["b"])
        next.reloadItems(["c"])
        var completed = false
        fixture.dataSource.apply(next, animatingDifferences: false) { completed = true }
        #expect(completed, "completion runs at once without animation")
        #expect(fixture.provided.sorted() == ["b", "c", "y"], "a and d are not asked for again")
        for (item, y) in ["d": 0, "a": 50, "b": 100, "c": 150, "y": 200] as [String: CGFloat] {
            let cell = try #require(fixture.cell(item))
            #expect(cell.frame == Self.row(y))
            #expect(cell.layer.animationKeys() == nil, "\(item) moved without animation")
        }
        #expect(fixture.cell("d") === cells["d"] && fixture.cell("a") === cells["a"])
        let reconfigured = try #require(fixture.cell("b"))
        #expect(reconfigured === cells["b"], "a reconfigured item keeps its cell")
        #expect((reconfigured as? CountingCell)?.reuses == reuses["b"], "without prepareForReuse")
        #expect(reconfigured.textLabel?.text == "b2")
        #expect(try #require(fixture.cell("c")).textLabel?.text == "c2")
        #expect(
            fixture.log.events.contains("didEndDisplaying c at [0, 2]"), "the reloaded row's old cell left")
        #expect(fixture.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        // Applying the shown snapshot again changes nothing: the marks were not kept.
        fixture.provided.removeAll()
        fixture.dataSource.apply(fixture.dataSource.snapshot(), animatingDifferences: false)
        #expect(fixture.provided.isEmpty)
        #expect(fixture.cellsShown.count == 5)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test("the selection follows its item through an animated apply (Behaviour 19.13)")
    func selectionKept() throws {
        let fixture = Fixture([("s", ["a", "b", "c"]), ("t", ["d"])])
        fixture.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fixture.dataSource.apply(Fixture.snapshot([("t", ["d", "b"]), ("s", ["c", "a"])]))
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(try #require(fixture.cell("b")).isSelected)
        fixture.host.runUntilIdle()
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(try #require(fixture.cell("b")).isSelected)
        #expect(try fixture.shown("b").0 == Self.row(50))
    }

    @Test(
        "an apply during another's animation starts from where the rows are; each completion runs when its own animation ends, and no cell is left over (Behaviour 19.13)"
    )
    func applyTwice() throws {
        let fixture = Fixture([("s", ["a", "b", "c", "d"])])
        var finished: [String] = []
        fixture.dataSource.apply(Fixture.snapshot([("s", ["b", "c", "d"])])) { finished.append("first") }
        fixture.host.advance(by: 0.1)
        let midway = try fixture.shown("d").0
        let p1 = Self.progress(0.1)
        #expect(Self.close(midway, Self.row(150 - 50 * p1)))
        fixture.dataSource.apply(Fixture.snapshot([("s", ["d", "c", "b", "e"])])) {
            finished.append("second")
        }
        #expect(Self.close(try fixture.shown("d").0, midway), "the second animation starts where d shows")
        fixture.host.advance(by: 0.1)
        // d: the first slide (150 → 100) at 0.2, plus the second (100 → 0) at 0.1.
        let expected = 150 - 50 * Self.progress(0.2) - 100 * Self.progress(0.1)
        #expect(Self.close(try fixture.shown("d").0, Self.row(expected)))
        fixture.host.advance(by: 0.1 + 1e-6)
        #expect(finished == ["first"])
        fixture.host.advance(by: 0.1)
        #expect(finished == ["first", "second"])
        for (item, y) in ["d": 0, "c": 50, "b": 100, "e": 150] as [String: CGFloat] {
            #expect(try fixture.shown(item) == (Self.row(y), 1))
        }
        #expect(fixture.cellsShown.count == 4 && fixture.table.visibleCells.count == 4)
        #expect(
            fixture.log.events.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying a at [0, 0]"]
        )
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "rows pushed off screen slide out and go back to the pool when the animation ends; rows pulled on screen slide in from where they were (Behaviour 19.13)"
    )
    func offScreen() throws {
        let items = (0..<14).map { "r\($0)" }
        let fixture = Fixture([("s", items)])
        #expect(fixture.table.visibleCells.count == 12)
        let last = try #require(fixture.cell("r11"))
        // Two rows inserted at the top push r10 and r11 off; deleting them again pulls them back.
        fixture.dataSource.apply(Fixture.snapshot([("s", ["n0", "n1"] + items)]))
        #expect(fixture.cell("r11") == nil, "r11 no longer shows")
        fixture.host.advance(by: 0.15)
        #expect(!last.isHidden)
        #expect(Self.close(try #require(last.layer.presentation()).frame, Self.row(600)), "r11 halfway out")
        fixture.host.advance(by: 0.15 + 1e-6)
        #expect(last.isHidden)
        #expect(fixture.log.events.contains("didEndDisplaying r11 at [0, 13]"))
        fixture.dataSource.apply(Fixture.snapshot([("s", items)]))
        fixture.host.advance(by: 0.15)
        #expect(Self.close(try fixture.shown("r11").0, Self.row(600)), "r11 comes back from 650 to 550")
        fixture.host.runUntilIdle()
        #expect(fixture.cellsShown.count == 12 && fixture.table.visibleCells.count == 12)
        #expect(fixture.host.diagnostics.isEmpty, "\(fixture.host.diagnostics)")
    }

    @Test(
        "a snapshot applied from the cell provider during an apply is reported and applied right after it (Behaviour 19.13)"
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
        #expect(fixture.table.numberOfRows(inSection: 0) == 3)
        fixture.host.runUntilIdle()
        #expect(order == ["abc", "ab"])
        #expect(fixture.table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
        #expect(fixture.cellsShown.count == 3)
        #expect(fixture.host.diagnostics.count == 1)
        #expect(fixture.host.diagnostics.first?.message.contains("while another was being applied") == true)
    }
}
