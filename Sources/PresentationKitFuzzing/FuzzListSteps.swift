import PresentationKit

/// The list content a presented controller (or its container's first stack root) shows across the
/// top of its view (`PresentStep.content`), in place of the plain scrolling list of `hasList`.
public enum FuzzListContent: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A `UITableViewController` of style `.plain` (its own data source and delegate).
    case plainTable
    /// A `UITableViewController` of style `.grouped`.
    case groupedTable
    /// A plain `UITableViewController` whose data source is a `UITableViewDiffableDataSource`
    /// driven by snapshots.
    case diffableTable
    /// A `UICollectionView` with a horizontal `UICollectionViewFlowLayout`: a strip of items.
    case collectionStrip

    /// Whether the content is a table view.
    public var isTable: Bool { self != .collectionStrip }

    /// The content as descriptions print it.
    public var description: String {
        switch self {
        case .plainTable: "a plain UITableViewController"
        case .groupedTable: "a grouped UITableViewController"
        case .diffableTable: "a UITableViewController with a diffable data source"
        case .collectionStrip: "a UICollectionView flow-layout strip"
        }
    }
}

/// What a list operation does to a controller's table (or collection strip): the calls an app
/// makes on its lists while presentations come and go.
public enum ListAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A tap on the row (item) at this index path (clamped into the data): the delegate pushes
    /// c<id> on its navigation controller, shows it as the split view controller's detail, or
    /// presents it as a form sheet, as apps do; nothing when the row is not on screen.
    case selectRow(section: Int, row: Int, id: Int)
    /// `reloadData()`.
    case reloadData
    /// `scrollToRow(at:at:animated:)` (`scrollToItem` for a strip); `position` is the raw value of
    /// `UITableView.ScrollPosition` (0 none, 1 top, 2 middle, 3 bottom).
    case scrollToRow(section: Int, row: Int, position: Int, animated: Bool)
    /// `count` new rows at the index path (clamped), the data source changed first, then
    /// `insertRows(at:with:)` (a new snapshot applied for a diffable table).
    case insertRows(section: Int, row: Int, count: Int)
    /// `count` rows from the index path (clamped) removed from the data, then
    /// `deleteRows(at:with:)` (a new snapshot applied for a diffable table).
    case deleteRows(section: Int, row: Int, count: Int)
    /// A diffable table applies a new snapshot: its sections and items reshuffled by `seed`, some
    /// removed, some added (for other tables: the data changed the same way, then `reloadData()`).
    case applySnapshot(seed: Int, animated: Bool)

    /// The action as the Swift a test would write (after `target.`).
    public var description: String {
        switch self {
        case .selectRow(let section, let row, let id):
            return "tableView: a tap on row [\(section), \(row)], whose delegate shows c\(id)"
        case .reloadData: return "tableView.reloadData()"
        case .scrollToRow(let section, let row, let position, let animated):
            return
                "tableView.scrollToRow(at: [\(section), \(row)], at: \(UITableView.ScrollPosition(rawValue: position).map { ".\($0)" } ?? "\(position)"), animated: \(animated))"
        case .insertRows(let section, let row, let count):
            return
                "data.insert(\(count) rows at [\(section), \(row)]); tableView.insertRows(at: …, with: .automatic)"
        case .deleteRows(let section, let row, let count):
            return
                "data.remove(\(count) rows from [\(section), \(row)]); tableView.deleteRows(at: …, with: .automatic)"
        case .applySnapshot(let seed, let animated):
            return "dataSource.apply(snapshot(shuffled by \(seed)), animatingDifferences: \(animated))"
        }
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .selectRow: "selectRow"
        case .reloadData: "reloadData"
        case .scrollToRow: "scrollToRow"
        case .insertRows: "insertRows"
        case .deleteRows: "deleteRows"
        case .applySnapshot: "applySnapshot"
        }
    }
}

/// What a split operation asks of the split view controller a presented controller shows
/// (`FuzzContainer.split`, `.tripleSplit`).
public enum SplitAction: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `show(_:)` with the column of this raw value (0 primary, 1 supplementary, 2 secondary).
    case showColumn(Int)
    /// `hide(_:)` with the column of this raw value.
    case hideColumn(Int)
    /// `preferredDisplayMode = ` the display mode of this raw value.
    case displayMode(Int)
    /// `showDetailViewController(c<id>, sender: nil)` with a new controller.
    case showDetail(id: Int)
    /// `show(c<id>, sender: nil)` with a new controller.
    case show(id: Int)

    /// The action as the Swift a test would write (after `splitViewController.`).
    public var description: String {
        func column(_ raw: Int) -> String {
            UISplitViewController.Column(rawValue: raw).map { ".\($0)" } ?? "\(raw)"
        }
        switch self {
        case .showColumn(let raw): return "show(\(column(raw)))"
        case .hideColumn(let raw): return "hide(\(column(raw)))"
        case .displayMode(let raw):
            return
                "preferredDisplayMode = \(UISplitViewController.DisplayMode(rawValue: raw).map { ".\($0)" } ?? "\(raw)")"
        case .showDetail(let id): return "showDetailViewController(c\(id), sender: nil)"
        case .show(let id): return "show(c\(id), sender: nil)"
        }
    }

    /// The operation-mix name.
    public var kindName: String {
        switch self {
        case .showColumn: "showColumn"
        case .hideColumn: "hideColumn"
        case .displayMode: "displayMode"
        case .showDetail: "showDetail"
        case .show: "splitShow"
        }
    }
}
