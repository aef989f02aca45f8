import Foundation
import Testing

@testable import PresentationKit

/// Snapshots and the diffable table data source (Behaviour 19.11).
@MainActor
@Suite("UITableViewDiffableDataSource and NSDiffableDataSourceSnapshot")
struct DiffableDataSourceTests {
    @Test("a snapshot's sections and items: append, insert, move, delete, and the lookups (Behaviour 19.11)")
    func snapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])  // no section yet: logged and skipped
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [1, 2, 3], "appended to the last section")
        snapshot.appendItems([10, 11], toSection: "a")
        snapshot.insertItems([9], beforeItem: 10)
        snapshot.insertItems([12], afterItem: 11)
        snapshot.appendItems([2, 13], toSection: "a")  // 2 is already there: skipped
        #expect(snapshot.itemIdentifiers == [9, 10, 11, 12, 13, 1, 2, 3])
        #expect(snapshot.numberOfItems == 8)
        #expect(snapshot.indexOfItem(1) == 5)
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [2, 3, 1])
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: 9) == "a")
        snapshot.deleteItems([10, 3])
        #expect(snapshot.numberOfItems(inSection: "a") == 4)
        snapshot.reloadItems([9, 99])
        #expect(snapshot.reloadedItemIdentifiers == [9])
        snapshot.deleteSections(["b"])
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.indexOfItem(2) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test(
        "applying a snapshot shows its sections and items; the selection follows its items (Behaviour 19.11)")
    func apply() {
        let host = HeadlessHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        host.window.addSubview(table)
        var provided: [String] = []
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
            table, indexPath, item in
            provided.append(item)
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.appendItems(["c"], toSection: 1)
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        host.runUntilIdle()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(provided == ["a", "b", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "c")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
        #expect(dataSource.indexPath(for: "c") == IndexPath(row: 0, section: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == 1)
        #expect(dataSource.index(for: 0) == 0)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        var next = dataSource.snapshot()
        next.insertItems(["z"], beforeItem: "a")
        next.appendItems(["d"], toSection: 0)
        dataSource.apply(next)
        host.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "z")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1), "c stays selected")
        next.deleteItems(["c"])
        dataSource.applySnapshotUsingReloadData(next)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }
}
