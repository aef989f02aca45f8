import PresentationKit

/// The data behind a fuzzed table or strip: sections of item numbers, changed by list operations,
/// and every index path the list asked about that the data did not have (`dataSourceInRange`).
@MainActor
public final class FuzzListModel {
    /// The items of each section (unique numbers).
    public private(set) var sections: [[Int]]
    private var nextItem: Int
    /// The calls that asked for an index path outside the data, as messages.
    public internal(set) var outOfRange: [String] = []

    /// Sections of `counts` rows, items numbered from 0.
    init(counts: [Int]) {
        var next = 0
        sections = counts.map { count in
            defer { next += count }
            return Array(next..<(next + count))
        }
        nextItem = next
    }

    /// Whether `indexPath` names an item; if not, the call is written down.
    @discardableResult
    func check(_ indexPath: IndexPath, _ call: String) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            sections[indexPath[0]].indices.contains(indexPath[1])
        else {
            outOfRange.append(
                "\(call) asked for \(Array(indexPath)) of data with rows \(sections.map(\.count))")
            return false
        }
        return true
    }

    /// Whether `section` is a section of the data; if not, the call is written down.
    func check(section: Int, _ call: String) {
        if !sections.indices.contains(section) {
            outOfRange.append("\(call) asked for section \(section) of \(sections.count)")
        }
    }

    /// The item at `indexPath` (checked), or -1.
    func item(at indexPath: IndexPath, _ call: String) -> Int {
        check(indexPath, call) ? sections[indexPath[0]][indexPath[1]] : -1
    }

    /// A clamped index path inside the data (nil when there are no rows).
    func clamp(section: Int, row: Int, insertion: Bool = false) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        let section = abs(section) % sections.count
        let count = sections[section].count + (insertion ? 1 : 0)
        guard count > 0 else { return nil }
        return IndexPath(row: abs(row) % count, section: section)
    }

    /// Inserts `count` new items at `indexPath` (an insertion point); returns their index paths.
    func insert(at indexPath: IndexPath, count: Int) -> [IndexPath] {
        let new = (0..<count).map { nextItem + $0 }
        nextItem += count
        sections[indexPath.section].insert(contentsOf: new, at: indexPath.row)
        return (0..<count).map { IndexPath(row: indexPath.row + $0, section: indexPath.section) }
    }

    /// Removes up to `count` items from `indexPath` on; returns their (old) index paths.
    func delete(from indexPath: IndexPath, count: Int) -> [IndexPath] {
        let end = min(sections[indexPath.section].count, indexPath.row + count)
        sections[indexPath.section].removeSubrange(indexPath.row..<end)
        return (indexPath.row..<end).map { IndexPath(row: $0, section: indexPath.section) }
    }

    /// New data drawn from `seed`: sections and items reshuffled, a few removed, a few added.
    func reshuffle(seed: Int) {
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: seed))
        var items = sections.flatMap { $0 }.filter { _ in !random.chance(0.2) }
        for _ in 0..<random.below(6) {
            items.insert(nextItem, at: random.below(items.count + 1))
            nextItem += 1
        }
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, random.below(index + 1))
        }
        let sectionCount = 1 + random.below(4)
        var next: [[Int]] = Array(repeating: [], count: sectionCount)
        for item in items { next[random.below(sectionCount)].append(item) }
        sections = next
    }

    /// Whether the row of `item` sizes itself from its cell (`UITableView.automaticDimension`).
    static func isAutomatic(_ item: Int) -> Bool { item.isMultiple(of: 4) }

    /// The text of `item`'s cell: long enough to wrap for self-sizing rows.
    static func text(_ item: Int) -> String {
        isAutomatic(item)
            ? "Item \(item): a longer line that wraps in a narrow column or a form sheet" : "Item \(item)"
    }
}

/// A table view controller as apps write one: a data source of a few sections of rows, cells
/// dequeued by reuse identifier, fixed and self-sizing rows, titled section headers, and a row
/// selection that shows the next controller.
@MainActor
public final class FuzzTableController: UITableViewController {
    /// The data.
    public let model = FuzzListModel(counts: [5, 14, 3, 9])
    /// The diffable data source, when the table is driven by snapshots.
    public private(set) var diffable: UITableViewDiffableDataSource<Int, Int>?
    private let usesDiffable: Bool
    /// What the app does when a row is selected (set by the world for each selection operation).
    var onSelect: ((IndexPath) -> Void)?

    /// Creates a table of `style`, driven by a diffable data source when `diffable`.
    init(style: UITableView.Style, diffable: Bool) {
        usesDiffable = diffable
        super.init(style: style)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("the fuzzer builds its controllers in code")
    }

    /// Registers the cell classes and, for a diffable table, makes its data source and applies the
    /// first snapshot.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "wrapping")
        tableView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        guard usesDiffable else { return }
        let model = model
        let source = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { table, indexPath, item in
            model.check(indexPath, "cellProvider")
            return Self.cell(in: table, for: item, at: indexPath)
        }
        diffable = source
        applyModel(animated: false)
    }

    /// Applies a snapshot of the model (diffable tables).
    func applyModel(animated: Bool) {
        guard let diffable else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(model.sections.indices))
        for (section, items) in model.sections.enumerated() {
            snapshot.appendItems(items, toSection: section)
        }
        diffable.apply(snapshot, animatingDifferences: animated)
    }

    static func cell(in table: UITableView, for item: Int, at indexPath: IndexPath) -> UITableViewCell {
        let automatic = FuzzListModel.isAutomatic(item)
        let cell = table.dequeueReusableCell(withIdentifier: automatic ? "wrapping" : "row", for: indexPath)
        cell.textLabel?.numberOfLines = automatic ? 0 : 1
        cell.textLabel?.text = FuzzListModel.text(item)
        return cell
    }

    /// The sections of the data.
    public override func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }

    /// The rows of `section`.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.check(section: section, "numberOfRowsInSection")
        return model.sections.indices.contains(section) ? model.sections[section].count : 0
    }

    /// A dequeued cell for the item.
    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
    {
        Self.cell(in: tableView, for: model.item(at: indexPath, "cellForRowAt"), at: indexPath)
    }

    /// "Section n".
    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    {
        model.check(section: section, "titleForHeaderInSection")
        return "Section \(section)"
    }

    /// Self-sizing for every fourth item, 44 or 56 points for the others.
    public override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let item = model.item(at: indexPath, "heightForRowAt")
        if FuzzListModel.isAutomatic(item) { return UITableView.automaticDimension }
        return item.isMultiple(of: 2) ? 44 : 56
    }

    /// Checks the index path.
    public override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        model.check(indexPath, "willDisplay")
    }

    /// Checks the index path, deselects the row and shows the next controller, as apps do.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard model.check(indexPath, "didSelectRowAt") else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        onSelect?(indexPath)
    }
}

/// The data source and delegate of a collection strip: one section of items in a horizontal flow
/// layout, cells dequeued by reuse identifier.
@MainActor
public final class FuzzStripSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The data (one section).
    public let model = FuzzListModel(counts: [24])
    /// The strip.
    public let collectionView: UICollectionView
    /// What the app does when an item is selected.
    var onSelect: ((IndexPath) -> Void)?

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 72, height: 44)
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        // Sized before its first layout, and never inset by the safe area, as apps make a strip
        // across the top of a view (a vertical inset would leave its items no line to sit in, which
        // UIKit logs too).
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 60), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        super.init()
        collectionView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The sections of the data.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { model.sections.count }

    /// The items of `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
        model.check(section: section, "numberOfItemsInSection")
        return model.sections.indices.contains(section) ? model.sections[section].count : 0
    }

    /// A dequeued cell for the item.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let item = model.item(at: indexPath, "cellForItemAt")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.contentView.backgroundColor = UIColor(white: item.isMultiple(of: 2) ? 0.8 : 0.6, alpha: 1)
        return cell
    }

    /// Checks the index path and shows the next controller.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard model.check(indexPath, "didSelectItemAt") else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        onSelect?(indexPath)
    }
}
