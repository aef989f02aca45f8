import PresentationKit

/// The invariants of tables, collection strips and split view controllers (issue 28), checked at
/// rest (and, for what must hold at every moment, after every step). Each is cheap: the fuzzer's
/// tables have a few dozen rows.
extension FuzzInvariant {
    /// At idle, a table's (or strip's) shown cells are exactly the rows (items) whose frames meet its
    /// bounds, one cell a row, each at the frame `rectForRow(at:)` (the layout's attributes) gives,
    /// each dequeued (it has a reuse identifier); every other cell in the list waits hidden in a
    /// pool, and the cells number at most twice the rows the screen can show plus 4 (Behaviour
    /// 19.1–19.3, 20.3).
    nonisolated public static let listCellsMatchRows = "listCellsMatchRows"
    /// At idle, a table's `contentSize.height` is the sum of its table header, its section headers,
    /// rows and footers and its table footer, laid end to end: each section header, row and footer
    /// starts where the one before ends (Behaviour 19.4).
    nonisolated public static let tableContentSize = "tableContentSize"
    /// After every step, no data source or delegate call of a table or strip asked about an index
    /// path (or section) its data did not have.
    nonisolated public static let dataSourceInRange = "dataSourceInRange"
    /// At idle, a split view controller on screen is collapsed exactly when its horizontal size class
    /// is compact; collapsed, exactly one of its navigation stacks is in the window; expanded, each
    /// column's controller is the root of its own column's navigation controller and the secondary
    /// column is in the window. After the step that collapses it, the secondary (and supplementary)
    /// column's controller is on the one shown stack; after the step that expands it, each column's
    /// controller is back at the root of its column (Behaviour 26.4).
    nonisolated public static let splitCollapse = "splitCollapse"

    /// The list invariants' names.
    nonisolated public static let lists = [
        listCellsMatchRows, tableContentSize, dataSourceInRange, splitCollapse,
    ]

    // MARK: After every step

    /// Out-of-range requests the lists' data sources saw since the last check (then forgotten).
    static func outOfRangeRequests(_ world: FuzzWorld, host: Int) -> [String] {
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            for model in [controller.tableController?.model, controller.strip?.model].compactMap({ $0 }) {
                messages += model.outOfRange.map { "\(controller.name)'s list: \($0)" }
                model.outOfRange.removeAll()
            }
        }
        return messages
    }

    /// The moves a collapse or an expansion must have made, checked on the step it happened.
    static func splitTransitions(_ world: FuzzWorld, host: Int) -> [String] {
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            guard let split = controller.stackContainer as? UISplitViewController else { continue }
            let was = world.noteCollapse(of: split)
            guard was != split.isCollapsed else { continue }
            let label = "the split view controller of \(controller.name)"
            if split.isCollapsed {
                let stack = split.viewController(for: .primary)?.navigationController?.viewControllers ?? []
                for column in [UISplitViewController.Column.supplementary, .secondary] {
                    guard let moved = split.viewController(for: column) else { continue }
                    if !stack.contains(where: { $0 === moved }) {
                        messages.append(
                            "\(label) collapsed, yet the .\(column) controller \(name(moved)) is not on the shown "
                                + "stack [\(stack.map(name).joined(separator: ", "))]")
                    }
                }
            } else {
                messages += columnsInPlace(split, label: label, after: "expanded")
            }
        }
        return messages
    }

    /// Each column's controller at the root of its own column's navigation controller.
    private static func columnsInPlace(_ split: UISplitViewController, label: String, after: String)
        -> [String]
    {
        var messages: [String] = []
        var navigations: [ObjectIdentifier] = []
        let columns: [UISplitViewController.Column] =
            split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for column in columns {
            guard let controller = split.viewController(for: column) else { continue }
            let navigation = controller as? UINavigationController ?? controller.navigationController
            guard let navigation, navigation.parent === split,
                navigation.viewControllers.first === controller || navigation === controller
            else {
                let stack = controller.navigationController?.viewControllers ?? []
                messages.append(
                    "\(label) \(after), yet its .\(column) controller \(name(controller)) is not the root of a "
                        + "column: it is on [\(stack.map(name).joined(separator: ", "))]")
                continue
            }
            if navigations.contains(ObjectIdentifier(navigation)) {
                messages.append("\(label) \(after), yet two columns share one navigation controller")
            }
            navigations.append(ObjectIdentifier(navigation))
        }
        return messages
    }

    // MARK: At idle

    static func listCells(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        // A list keeps the cells it once needed in its reuse pool, so the bound follows the longest
        // the window can have been (the device's longer side: resizes only narrow it), not its size
        // now.
        let device = world.slots[host].device.size
        let longest = max(window.bounds.width, window.bounds.height, device.width, device.height)
        let bound = 2 * (Int((longest / 44).rounded(.up)) + 1) + 4
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            if let table = controller.tableController?.viewIfLoaded as? UITableView, table.window === window {
                messages += tableCells(table, label: "\(controller.name)'s table", bound: bound)
            }
            if let strip = controller.strip?.collectionView, strip.window === window {
                messages += stripCells(strip, label: "\(controller.name)'s strip", bound: bound)
            }
        }
        return messages
    }

    private static func meets(_ rect: CGRect, _ bounds: CGRect) -> Bool {
        rect.width > 0 && rect.height > 0 && rect.minY < bounds.maxY && rect.maxY > bounds.minY
            && rect.minX < bounds.maxX && rect.maxX > bounds.minX
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01
            && abs(a.height - b.height) < 0.01
    }

    /// What the cell checks read of a table or a strip: its cells (read before asking it anything
    /// that could tile it again), where each index path lies, and what it says it shows.
    private struct CellReading {
        /// "row" or "item".
        let noun: String
        let cells: [UIView]
        let bounds: CGRect
        let indexPaths: [IndexPath]
        let frame: (IndexPath) -> CGRect?
        let visible: () -> [IndexPath]
        let visibleCells: () -> [UIView]
        let cell: (IndexPath) -> UIView?
        let reuseIdentifier: (UIView) -> String?
    }

    private static func tableCells(_ table: UITableView, label: String, bound: Int) -> [String] {
        let cells = table.subviews.compactMap { $0 as? UITableViewCell }
        let indexPaths = (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
        return checkCells(
            CellReading(
                noun: "row", cells: cells, bounds: table.bounds, indexPaths: indexPaths,
                frame: { table.rectForRow(at: $0) }, visible: { table.indexPathsForVisibleRows ?? [] },
                visibleCells: { table.visibleCells }, cell: { table.cellForRow(at: $0) },
                reuseIdentifier: { ($0 as? UITableViewCell)?.reuseIdentifier }),
            label: label, bound: bound)
    }

    private static func stripCells(_ strip: UICollectionView, label: String, bound: Int) -> [String] {
        let cells = strip.subviews.compactMap { $0 as? UICollectionViewCell }
        let indexPaths = (0..<strip.numberOfSections).flatMap { section in
            (0..<strip.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
        return checkCells(
            CellReading(
                noun: "item", cells: cells, bounds: strip.bounds, indexPaths: indexPaths,
                frame: { strip.layoutAttributesForItem(at: $0)?.frame },
                visible: { strip.indexPathsForVisibleItems.sorted() }, visibleCells: { strip.visibleCells },
                cell: { strip.cellForItem(at: $0) },
                reuseIdentifier: { ($0 as? UICollectionViewCell)?.reuseIdentifier }),
            label: label, bound: bound)
    }

    /// The list shows exactly the index paths meeting its bounds, each by one dequeued cell at its
    /// frame, and holds no more cells than `bound` (they are reused).
    private static func checkCells(_ list: CellReading, label: String, bound: Int) -> [String] {
        let noun = list.noun
        let shown = list.cells.filter { !$0.isHidden }
        let expected = list.indexPaths.filter { list.frame($0).map { meets($0, list.bounds) } ?? false }
        var messages: [String] = []
        let visible = list.visible()
        if visible != expected {
            messages.append(
                "\(label) shows \(noun)s \(visible.map { Array($0) }), yet the \(noun)s meeting its bounds "
                    + "\(list.bounds) are \(expected.map { Array($0) })")
        }
        let visibleCells = list.visibleCells()
        if Set(visibleCells.map(ObjectIdentifier.init)) != Set(shown.map(ObjectIdentifier.init))
            || visibleCells.count != shown.count
        {
            messages.append(
                "\(label) has \(shown.count) cells shown in it, yet \(visibleCells.count) visible cells "
                    + "(a cell left over outside the pool, or one not yet placed)")
        }
        for indexPath in visible {
            guard let cell = list.cell(indexPath), let frame = list.frame(indexPath) else {
                messages.append("\(label): \(noun) \(Array(indexPath)) is visible without a cell")
                continue
            }
            if !close(cell.frame, frame) {
                messages.append(
                    "\(label): the cell of \(noun) \(Array(indexPath)) is at \(cell.frame), not at \(frame)")
            }
            if list.reuseIdentifier(cell) == nil {
                messages.append("\(label): the cell of \(noun) \(Array(indexPath)) was not dequeued")
            }
        }
        if list.cells.count > bound {
            messages.append(
                "\(label) holds \(list.cells.count) cells, more than \(bound): cells are not reused")
        }
        return messages
    }

    static func tableContentSizes(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            guard let table = controller.tableController?.viewIfLoaded as? UITableView,
                table.window === window
            else { continue }
            let label = "\(controller.name)'s table"
            var y = table.tableHeaderView?.frame.height ?? 0
            func place(_ rect: CGRect, _ what: String) {
                if abs(rect.minY - y) > 0.01 {
                    messages.append(
                        "\(label): \(what) starts at \(rect.minY), not where the one before ends (\(y))")
                    y = rect.minY
                }
                y += rect.height
            }
            for section in 0..<table.numberOfSections {
                place(table.rectForHeader(inSection: section), "the header of section \(section)")
                for row in 0..<table.numberOfRows(inSection: section) {
                    place(
                        table.rectForRow(at: IndexPath(row: row, section: section)),
                        "row [\(section), \(row)]")
                }
                place(table.rectForFooter(inSection: section), "the footer of section \(section)")
            }
            y += table.tableFooterView?.frame.height ?? 0
            if abs(table.contentSize.height - y) > 0.01 {
                messages.append(
                    "\(label): contentSize.height is \(table.contentSize.height), its parts sum to \(y)")
            }
        }
        return messages
    }

    static func splits(_ world: FuzzWorld, host: Int) -> [String] {
        let window = world.slots[host].host.window
        var messages: [String] = []
        for (_, controller) in world.liveControllers(host: host) {
            guard let split = controller.stackContainer as? UISplitViewController,
                split.viewIfLoaded?.window === window
            else { continue }
            let label = "the split view controller of \(controller.name)"
            let compact = split.traitCollection.horizontalSizeClass == .compact
            if split.isCollapsed != compact {
                messages.append(
                    "\(label): isCollapsed is \(split.isCollapsed) in a \(split.traitCollection.horizontalSizeClass) width"
                )
            }
            let navigations = split.children.compactMap { $0 as? UINavigationController }
            let shown = navigations.filter { $0.viewIfLoaded?.window === window }
            if split.isCollapsed {
                if shown.count != 1 {
                    messages.append(
                        "\(label) is collapsed, yet \(shown.count) of its navigation stacks are in the window: "
                            + shown.map { "[\($0.viewControllers.map(name).joined(separator: ", "))]" }
                            .joined(separator: ", "))
                }
            } else {
                messages += columnsInPlace(split, label: label, after: "is expanded")
                if let secondary = split.viewController(for: .secondary),
                    secondary.viewIfLoaded?.window !== window,
                    secondary.navigationController?.topViewController === secondary
                {
                    messages.append("\(label) is expanded, yet its secondary column is not in the window")
                }
            }
        }
        return messages
    }
}

extension FuzzWorld {
    /// Remembers whether `split` is collapsed now; returns what it was at the last check (its state
    /// now the first time).
    func noteCollapse(of split: UISplitViewController) -> Bool {
        splitWatches.removeAll { $0.split == nil }
        if let watch = splitWatches.first(where: { $0.split === split }) {
            defer { watch.collapsed = split.isCollapsed }
            return watch.collapsed
        }
        splitWatches.append(SplitWatch(split: split, collapsed: split.isCollapsed))
        return split.isCollapsed
    }
}

/// A split view controller's collapsed state at the last check.
@MainActor
final class SplitWatch {
    weak var split: UISplitViewController?
    var collapsed: Bool

    init(split: UISplitViewController, collapsed: Bool) {
        self.split = split
        self.collapsed = collapsed
    }
}
