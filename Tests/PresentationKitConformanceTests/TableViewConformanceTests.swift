import Foundation
import PresentationKit
import Testing

/// `UITableView`, its cells, header views, data source, delegate and controller in UIKit's
/// spellings: loading, scrolling with reuse, taps that select, and what apps call themselves.
@MainActor
@Suite("Conformance · UITableView")
struct TableViewConformanceTests {
    /// A conforming table in a phone's window, with a conforming data source and delegate.
    private func stage() -> (
        HeadlessHost, ConformingTableView, ConformingTableDataSource, ConformingTableDelegate
    ) {
        let host = HeadlessHost()
        let table = ConformingTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        let dataSource = ConformingTableDataSource()
        let delegate = ConformingTableDelegate()
        table.register(ConformingTableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(ConformingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = dataSource
        table.delegate = delegate
        host.window.addSubview(table)
        host.runUntilIdle()
        return (host, table, dataSource, delegate)
    }

    /// Taps two rows, then scrolls to the end and back.
    private func exercise(_ host: HeadlessHost, _ table: UITableView) {
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 100, y: 200))
        table.scrollToRow(at: IndexPath(row: 29, section: 1), at: .bottom, animated: false)
        host.advance(by: 1.0 / 60)
        table.setContentOffset(.zero, animated: false)
        host.advance(by: 1.0 / 60)
    }

    @Test("UITableView and its cells: the engine reads the overrides as it loads, tiles, reuses and selects")
    func tableView() {
        let log = CallLog.start()
        let (host, table, dataSource, delegate) = stage()
        exercise(host, table)
        let base: UITableView = table
        // What apps call and set themselves, through the base class.
        _ = base.style
        base.estimatedRowHeight = 44
        base.sectionHeaderHeight = UITableView.automaticDimension
        base.sectionFooterHeight = UITableView.automaticDimension
        base.estimatedSectionHeaderHeight = 28
        base.estimatedSectionFooterHeight = 28
        #expect(base.estimatedSectionHeaderHeight == 28 && base.estimatedSectionFooterHeight == 28)
        #expect(ConformingTableView(frame: .zero).style == .plain)
        base.separatorStyle = .singleLine
        base.separatorColor = .separator
        base.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        base.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        base.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        base.backgroundView = UIView()
        base.allowsSelection = true
        base.allowsMultipleSelection = false
        base.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(base.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(base.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        base.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(base.numberOfSections == 2)
        #expect(base.numberOfRows(inSection: 1) == 30)
        let cell = base.dequeueReusableCell(withIdentifier: "cell")
        #expect(cell is ConformingTableViewCell)
        _ = base.dequeueReusableHeaderFooterView(withIdentifier: "header")
        #expect(base.visibleCells.count == base.indexPathsForVisibleRows?.count)
        let first = base.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.flatMap { base.indexPath(for: $0) } == IndexPath(row: 0, section: 0))
        #expect(base.indexPathForRow(at: CGPoint(x: 10, y: 100)) != nil)
        #expect(base.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 10, height: 200))?.isEmpty == false)
        #expect(base.rect(forSection: 1).height > 0)
        #expect(base.rectForRow(at: IndexPath(row: 0, section: 1)).height > 0)
        _ = base.rectForHeader(inSection: 0)
        _ = base.rectForFooter(inSection: 1)
        _ = base.headerView(forSection: 0)
        _ = base.footerView(forSection: 1)
        base.reloadData()
        base.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        base.performBatchUpdates({
            base.insertRows(at: [], with: .automatic)
            base.deleteRows(at: [], with: .automatic)
        })
        base.beginUpdates()
        base.reloadSections(IndexSet(integer: 0), with: .none)
        base.endUpdates()
        base.insertSections(IndexSet(), with: .none)
        base.deleteSections(IndexSet(), with: .none)
        host.runUntilIdle()
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        withExtendedLifetime((dataSource, delegate)) {}
        #expect(log.missing("UITableView") == [])
        #expect(
            log.missing(
                "UITableViewCell",
                among: [
                    "init(style:reuseIdentifier:)", "setSelected(_:animated:)",
                    "setHighlighted(_:animated:)", "prepareForReuse()",
                ]) == [])
    }

    @Test("UITableViewCell, UITableViewHeaderFooterView and UIImageView: what apps set and read")
    func cellsAndHeaders() {
        let log = CallLog.start()
        let cell: UITableViewCell = ConformingTableViewCell(style: .value1, reuseIdentifier: "cell")
        _ = cell.reuseIdentifier
        _ = cell.contentView
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        _ = cell.imageView
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.accessoryType = .checkmark
        cell.accessoryView = nil
        cell.selectionStyle = .default
        cell.separatorInset = .zero
        cell.isSelected = true
        cell.isHighlighted = true
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
        _ = cell.selectedBackgroundView
        _ = cell.separatorInset
        _ = ConformingTableViewCell(coder: NSCoder())
        #expect(log.missing("UITableViewCell") == [])

        let header: UITableViewHeaderFooterView = ConformingHeaderFooterView(reuseIdentifier: "header")
        _ = header.reuseIdentifier
        _ = header.contentView
        header.textLabel?.text = "Header"
        header.backgroundView = UIView()
        _ = header.backgroundView
        header.prepareForReuse()
        _ = ConformingHeaderFooterView(coder: NSCoder())
        #expect(log.missing("UITableViewHeaderFooterView") == [])

        let picture = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let image: UIImageView = ConformingImageView(image: picture)
        #expect(image.intrinsicContentSize == CGSize(width: 20, height: 10))
        image.highlightedImage = picture
        image.isHighlighted = true
        #expect(image.isHighlighted && image.highlightedImage === picture)
        image.image = nil
        _ = ConformingImageView(image: nil, highlightedImage: nil)
        _ = ConformingImageView(frame: .zero)
        _ = ConformingImageView(coder: NSCoder())
        #expect(log.missing("UIImageView") == [])
    }

    @Test("UITableViewDataSource and UITableViewDelegate: asked as the table loads, shows rows and selects")
    func dataSourceAndDelegate() {
        let log = CallLog.start()
        let (host, table, dataSource, delegate) = stage()
        let loading = log.take()
        #expect(
            inOrder(
                loading,
                [
                    "UITableViewDataSource.numberOfSections(in:)",
                    "UITableViewDataSource.tableView(_:numberOfRowsInSection:)",
                    "UITableViewDelegate.tableView(_:heightForRowAt:)",
                    "UITableViewDataSource.tableView(_:cellForRowAt:)",
                    "UITableViewDelegate.tableView(_:willDisplay:forRowAt:)",
                ]), "\(loading)")
        host.tap(at: CGPoint(x: 100, y: 100))
        let tap = log.take().filter { $0.hasPrefix("UITableViewDelegate") }
        #expect(
            tap == [
                "UITableViewDelegate.tableView(_:shouldHighlightRowAt:)",
                "UITableViewDelegate.tableView(_:didHighlightRowAt:)",
                "UITableViewDelegate.tableView(_:didUnhighlightRowAt:)",
                "UITableViewDelegate.tableView(_:willSelectRowAt:)",
                "UITableViewDelegate.tableView(_:didSelectRowAt:)",
            ], "\(tap)")
        host.tap(at: CGPoint(x: 100, y: 200))
        exercise(host, table)
        withExtendedLifetime((dataSource, delegate)) {}
        #expect(log.missing("UITableViewDataSource") == [])
        #expect(log.missing("UITableViewDelegate") == [])
    }

    @Test("UITableViewController: its table, its data source and delegate overrides, the selection cleared")
    func tableViewController() {
        let log = CallLog.start()
        let host = HeadlessHost(device: .notchedPhone)
        let controller = ConformingTableViewController(style: .grouped)
        host.window.rootViewController = controller
        host.runUntilIdle()
        let base: UITableViewController = controller
        base.clearsSelectionOnViewWillAppear = true
        let table = base.tableView!
        host.tap(at: table.convert(CGPoint(x: 100, y: 100), to: nil))
        host.tap(at: table.convert(CGPoint(x: 100, y: 200), to: nil))
        host.fling(
            from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: -1000))
        host.runUntilIdle()
        table.setContentOffset(.zero, animated: true)
        host.runUntilIdle()
        // Members a grouped table with no titles and no custom views never shows, called as app
        // code calls them.
        _ = base.tableView(table, viewForFooterInSection: 0)
        base.tableView(table, willDisplayFooterView: UIView(), forSection: 0)
        _ = base.tableView(table, estimatedHeightForRowAt: IndexPath(row: 0, section: 0))
        base.tableView(table, didEndDisplaying: UITableViewCell(), forRowAt: IndexPath(row: 0, section: 0))
        base.tableView(table, willDisplayHeaderView: UIView(), forSection: 0)
        #expect(log.missing("UITableViewController") == [])
    }
}
