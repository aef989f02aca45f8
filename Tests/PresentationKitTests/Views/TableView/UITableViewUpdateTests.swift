import Foundation
import Testing

@testable import PresentationKit

/// Inserting, deleting and reloading rows, and what bad input does (Behaviour 19.8, 19.10).
@MainActor
@Suite("UITableView: updates and bad input")
struct UITableViewUpdateTests {
    @Test(
        "inserted and deleted rows move the rows below; surviving rows keep their cells and selection (Behaviour 19.8)"
    )
    func insertAndDelete() {
        let (host, table, source) = hostedTable(counts: [20])
        let cell5 = table.cellForRow(at: IndexPath(row: 5, section: 0))
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        source.counts = [22]
        source.asked.removeAll()
        table.insertRows(
            at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        host.advance(by: 1.0 / 60)
        #expect(table.numberOfRows(inSection: 0) == 22)
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) === cell5)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 7, section: 0))
        #expect(Set(source.asked) == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        #expect(table.contentSize.height == CGFloat(22 * 50))
        source.counts = [19]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .fade)
            table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        }
        host.advance(by: 1.0 / 60)
        #expect(table.indexPathForSelectedRow == nil, "the selected row was deleted")
        #expect(table.contentSize.height == CGFloat(19 * 50))
        #expect(table.indexPathsForVisibleRows == (0..<12).map { IndexPath(row: $0, section: 0) })
        source.asked.removeAll()
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        host.advance(by: 1.0 / 60)
        #expect(source.asked == [IndexPath(row: 2, section: 0)])
    }

    @Test(
        "rows deleted just after the navigation bar hides: the offset follows the new top inset and every cell shown is a visible row's (Behaviour 19.2, 19.8)"
    )
    func deleteAsTheBarHides() {
        final class Rows: UITableViewController {
            var count = 30
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                count
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                -> UITableViewCell
            {
                tableView.dequeueReusableCell(withIdentifier: "c")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "c")
            }
        }
        let host = HeadlessHost()
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let table = rows.tableView!
        navigation.setNavigationBarHidden(true, animated: true)
        rows.count = 28
        table.deleteRows(
            at: [IndexPath(row: 3, section: 0), IndexPath(row: 13, section: 0)], with: .automatic)
        host.runUntilIdle()
        let shown = table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }
        #expect(shown.count == table.visibleCells.count)
        #expect(Set(shown.map(ObjectIdentifier.init)) == Set(table.visibleCells.map(ObjectIdentifier.init)))
        for cell in shown { #expect(table.indexPath(for: cell) != nil) }
    }

    @Test(
        "a moved row and the rows of sections around an inserted or deleted section keep their cells and selection (Behaviour 19.8)"
    )
    func movesAndSections() {
        let (host, table, source) = hostedTable(counts: [3, 2])
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let other = table.cellForRow(at: IndexPath(row: 1, section: 1))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        source.counts = [2, 3]
        source.asked.removeAll()
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        host.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === first)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
        #expect(source.asked.isEmpty, "a move asks for no cell")
        source.counts = [4, 2, 3]
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        host.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === other)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 2))
        #expect(Set(source.asked) == Set((0..<4).map { IndexPath(row: $0, section: 0) }))
        source.counts = [2, 3]
        table.performBatchUpdates {
            table.deleteSections(IndexSet(integer: 0), with: .automatic)
            table.moveSection(1, toSection: 0)
        }
        host.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === other)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("counts that do not add up are reported and the table reloads (Behaviour 19.8, 19.10)")
    func inconsistentUpdate() {
        let (host, table, source) = hostedTable(counts: [20])
        source.counts = [25]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(host.diagnostics.last?.kind == .listMisuse)
        #expect(host.diagnostics.last?.message.contains("section 0 had 20 rows") == true)
        #expect(table.numberOfRows(inSection: 0) == 25)
        #expect(table.contentSize.height == CGFloat(25 * 50))
        host.advance(by: 1.0 / 60)
        #expect(table.visibleCells.count == 12)
    }

    @Test(
        "out-of-range rows and sections, unregistered identifiers and negative counts are reported (Behaviour 19.10)"
    )
    func badInput() {
        let (host, table, source) = hostedTable(counts: [5])
        let offset = table.contentOffset
        table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
        #expect(table.contentOffset == offset)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 3)) == .zero)
        table.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.numberOfRows(inSection: -1) == 0)
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0)) == nil)
        #expect(host.diagnostics.filter { $0.kind == .listMisuse }.count == 4)
        let cell = table.dequeueReusableCell(withIdentifier: "never", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "never")
        #expect(host.diagnostics.last?.message.contains("register(_:forCellReuseIdentifier:)") == true)
        #expect(table.dequeueReusableCell(withIdentifier: "never") == nil)
        source.counts = [-3]
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(host.diagnostics.last?.message.contains("cannot be negative") == true)
        host.advance(by: 1.0 / 60)
        #expect(table.visibleCells.isEmpty)
        table.rowHeight = -5
        #expect(table.rowHeight == 50)
        #expect(host.diagnostics.last?.kind == .listMisuse)
    }

    @Test("IndexPath's UIKit members: row, section and item over two indexes")
    func indexPath() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(Array(path) == [1, 3])
        path.row = 7
        #expect(path == IndexPath(item: 7, section: 1))
        var short = IndexPath(index: 4)
        #expect(short.row == 0)
        short.row = 2
        #expect(Array(short) == [4, 2])
        #expect(IndexPath(row: 1, section: 0) < IndexPath(row: 0, section: 1))
    }
}
