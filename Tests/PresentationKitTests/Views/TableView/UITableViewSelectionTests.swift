import Foundation
import Testing

@testable import PresentationKit

/// Selecting rows: by a tap through the delegate, and by code without it (Behaviour 19.6).
@MainActor
@Suite("UITableView: selection")
struct UITableViewSelectionTests {
    @Test(
        "a tap highlights, then selects through the delegate, deselecting the row selected before (Behaviour 19.6)"
    )
    func tapSelects() {
        let (host, table, source) = hostedTable(counts: [20])
        source.events.removeAll()
        host.tap(at: CGPoint(x: 100, y: 125))  // row 2
        #expect(source.events == ["didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        source.events.removeAll()
        host.tap(at: CGPoint(x: 100, y: 225))  // row 4
        #expect(
            source.events == [
                "didHighlight 4", "didUnhighlight 4", "willSelect 4", "willDeselect 2", "didDeselect 2",
                "didSelect 4",
            ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("willSelectRowAt may refuse or redirect; allowsSelection false selects nothing (Behaviour 19.6)")
    func refuseAndRedirect() {
        let (host, table, source) = hostedTable(counts: [20])
        source.refuseSelection = [IndexPath(row: 1, section: 0)]
        source.redirectSelection = [IndexPath(row: 3, section: 0): IndexPath(row: 5, section: 0)]
        host.tap(at: CGPoint(x: 100, y: 75))
        #expect(table.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 100, y: 175))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        table.allowsSelection = false
        #expect(table.indexPathForSelectedRow == nil)
        source.events.removeAll()
        host.tap(at: CGPoint(x: 100, y: 25))
        #expect(source.events.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("a drag highlights nothing for good and selects nothing (Behaviour 19.6)")
    func dragDoesNotSelect() {
        let (host, table, source) = hostedTable(counts: [50])
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.2)
        host.runUntilIdle()
        #expect(!source.events.contains { $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test(
        "selectRow and deselectRow change the selection without the delegate; the cells follow (Behaviour 19.6)"
    )
    func programmaticSelection() {
        let (host, table, source) = hostedTable(counts: [100])
        table.selectRow(at: IndexPath(row: 60, section: 0), animated: false, scrollPosition: .middle)
        #expect(source.events.allSatisfy { !$0.contains("Select") })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 60, section: 0))
        #expect(table.contentOffset.y == CGFloat(3025 - 300))
        host.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 60, section: 0))?.isSelected == true)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 61, section: 0), animated: false, scrollPosition: .none)
        #expect(
            table.indexPathsForSelectedRows == [
                IndexPath(row: 60, section: 0), IndexPath(row: 61, section: 0),
            ])
        table.deselectRow(at: IndexPath(row: 60, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 61, section: 0)])
        // A selected row's cell that scrolls away and back is selected again; its reused cell is not.
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        host.advance(by: 1.0 / 60)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.scrollToRow(at: IndexPath(row: 61, section: 0), at: .top, animated: false)
        host.advance(by: 1.0 / 60)
        #expect(table.cellForRow(at: IndexPath(row: 61, section: 0))?.isSelected == true)
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil, "reloadData clears the selection")
    }

    @Test(
        "UITableViewController: its table, data source and delegate; the selection cleared as it appears (Behaviour 19.9)"
    )
    func tableViewController() {
        final class Controller: UITableViewController {
            var selected: [IndexPath] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                30
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
                -> UITableViewCell
            {
                let cell =
                    tableView.dequeueReusableCell(withIdentifier: "c")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let host = HeadlessHost()
        let controller = Controller(style: .insetGrouped)
        let navigation = UINavigationController(rootViewController: controller)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(table.numberOfRows(inSection: 0) == 30)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let inWindow = table.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
        host.tap(at: inWindow)
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        #expect(
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 16,
            "inset grouped rows are inset")
        navigation.pushViewController(UIViewController(), animated: false)
        host.runUntilIdle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil, "cleared in viewWillAppear")
    }
}
