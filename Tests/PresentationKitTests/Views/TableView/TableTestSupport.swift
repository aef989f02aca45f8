import Foundation

@testable import PresentationKit

/// A data source and delegate that record what the table asks and tells, for the table tests.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var identifier = "row"
    var events: [String] = []
    var asked: [IndexPath] = []
    var refuseSelection: Set<IndexPath> = []
    var redirectSelection: [IndexPath: IndexPath] = [:]
    /// Runs on each cell the data source gives, after its label is set.
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        events.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.row)")
        if refuseSelection.contains(indexPath) { return nil }
        return redirectSelection[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.row)")
    }
}

/// A cell class that counts the instances made and the reuses.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CountingCell.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A table of `counts` rows in a host's window, 390 × 600 at the window's top, insets off.
@MainActor
func hostedTable(
    counts: [Int], style: UITableView.Style = .plain, rowHeight: CGFloat = 50,
    configure: (UITableView, RecordingTableSource) -> Void = { _, _ in }
) -> (HeadlessHost, UITableView, RecordingTableSource) {
    let host = HeadlessHost()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.rowHeight = rowHeight
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    let source = RecordingTableSource(counts: counts)
    configure(table, source)
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    host.runUntilIdle()
    return (host, table, source)
}
