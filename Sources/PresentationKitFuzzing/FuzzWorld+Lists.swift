import PresentationKit

/// The operations on table views, collection strips and split view controllers (issue 28): what
/// apps do to their lists and columns while presentations come and go.
extension FuzzWorld {
    /// Runs a list, split or resize operation; returns the diagnostics it may legitimately provoke,
    /// or nil when it had nothing to act on.
    func performList(_ operation: FuzzOperation) -> [(Diagnostic) -> Bool]? {
        // What a row's selection or a split's show may provoke: a presentation or a push asked
        // while another runs is dropped and reported, as UIKit drops it.
        let drops: [(Diagnostic) -> Bool] = [
            Self.isDrop, { $0.kind == .navigationMisuse && $0.message.contains("dropped") },
        ]
        switch operation {
        case .list(let host, let target, let action):
            guard let controller = resolve(target, host: host) else { return nil }
            if let table = controller.tableController, table.isViewLoaded {
                return tableAction(action, table: table, host: host) ? drops : nil
            }
            if let strip = controller.strip {
                return stripAction(action, strip: strip, owner: controller, host: host) ? drops : nil
            }
            return nil
        case .split(let host, let target, let action):
            guard let split = resolve(target, host: host)?.stackContainer as? UISplitViewController else {
                return nil
            }
            func column(_ raw: Int) -> UISplitViewController.Column? {
                guard let column = UISplitViewController.Column(rawValue: raw), column != .compact,
                    column != .supplementary || split.style == .tripleColumn
                else { return nil }
                return column
            }
            switch action {
            case .showColumn(let raw):
                guard let column = column(raw) else { return nil }
                split.show(column)
            case .hideColumn(let raw):
                guard let column = column(raw) else { return nil }
                split.hide(column)
            case .displayMode(let raw):
                guard let mode = UISplitViewController.DisplayMode(rawValue: raw) else { return nil }
                split.preferredDisplayMode = mode
            case .showDetail(let id), .show(let id):
                let shown = FuzzController(
                    name: "c\(id)", embedsContext: false, hasList: id.isMultiple(of: 3))
                register(shown, id: id, host: host)
                if case .show = action {
                    split.show(shown, sender: nil)
                } else {
                    split.showDetailViewController(shown, sender: nil)
                }
            }
            return drops
        case .resize(let host, let compact, let duration):
            guard slots.indices.contains(host) else { return nil }
            let slot = slots[host]
            let size = slot.host.window.bounds.size
            let device = slot.device.size
            let target: CGSize
            if compact {
                target = CGSize(width: 375, height: size.height)
            } else if size.height == device.height {
                target = CGSize(width: device.width, height: size.height)
            } else if size.height == device.width {
                target = CGSize(width: device.height, height: size.height)
            } else {
                target = device
            }
            guard target != size else { return nil }
            slot.rotationEnds = slot.host.time + duration + 1e-9
            slot.host.resize(to: target, duration: duration)
            return []
        default:
            return nil
        }
    }

    /// Runs `action` on a table; false when there was nothing to act on.
    private func tableAction(_ action: ListAction, table: FuzzTableController, host: Int) -> Bool {
        let tableView: UITableView = table.tableView
        let model = table.model
        switch action {
        case .selectRow(let section, let row, let id):
            guard let indexPath = model.clamp(section: section, row: row) else { return false }
            let rect = tableView.rectForRow(at: indexPath)
            table.onSelect = { [weak self, weak table] _ in
                guard let self, let table else { return }
                table.onSelect = nil
                self.showSelection(id: id, from: table, host: host)
            }
            // A row off screen: the row at the same place among those on screen, if any.
            var target = rect
            if rect.intersection(tableView.bounds).height < 2,
                let shown = tableView.indexPathsForRows(in: tableView.bounds), !shown.isEmpty
            {
                target = tableView.rectForRow(at: shown[abs(row) % shown.count])
            }
            let tapped = tap(inside: target, of: tableView, host: host)
            table.onSelect = nil
            return tapped
        case .reloadData:
            tableView.reloadData()
        case .scrollToRow(let section, let row, let position, let animated):
            guard let indexPath = model.clamp(section: section, row: row),
                let position = UITableView.ScrollPosition(rawValue: position)
            else { return false }
            tableView.scrollToRow(at: indexPath, at: position, animated: animated)
        case .insertRows(let section, let row, let count):
            guard let at = model.clamp(section: section, row: row, insertion: true) else { return false }
            let paths = model.insert(at: at, count: max(1, count))
            if table.diffable != nil {
                table.applyModel(animated: true)
            } else {
                tableView.insertRows(at: paths, with: .automatic)
            }
        case .deleteRows(let section, let row, let count):
            guard let from = model.clamp(section: section, row: row) else { return false }
            let paths = model.delete(from: from, count: max(1, count))
            if table.diffable != nil {
                table.applyModel(animated: true)
            } else {
                tableView.deleteRows(at: paths, with: .automatic)
            }
        case .applySnapshot(let seed, let animated):
            model.reshuffle(seed: seed)
            if table.diffable != nil {
                table.applyModel(animated: animated)
            } else {
                tableView.reloadData()
            }
        }
        return true
    }

    /// Runs `action` on a collection strip; false when there was nothing to act on.
    private func stripAction(_ action: ListAction, strip: FuzzStripSource, owner: FuzzController, host: Int)
        -> Bool
    {
        let collection = strip.collectionView
        let model = strip.model
        switch action {
        case .selectRow(_, let row, let id):
            guard let indexPath = model.clamp(section: 0, row: row),
                var frame = collection.layoutAttributesForItem(at: indexPath)?.frame
            else { return false }
            // An item off screen: the item at the same place among those on screen, if any.
            let shown = collection.indexPathsForVisibleItems.sorted()
            if frame.intersection(collection.bounds).width < 2, !shown.isEmpty,
                let visible = collection.layoutAttributesForItem(at: shown[abs(row) % shown.count])?.frame
            {
                frame = visible
            }
            strip.onSelect = { [weak self, weak strip, weak owner] _ in
                guard let self, let owner else { return }
                strip?.onSelect = nil
                self.showSelection(id: id, from: owner, host: host)
            }
            let tapped = tap(inside: frame, of: collection, host: host)
            strip.onSelect = nil
            return tapped
        case .reloadData:
            collection.reloadData()
        case .scrollToRow(_, let row, _, let animated):
            guard let indexPath = model.clamp(section: 0, row: row) else { return false }
            collection.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: animated)
        case .insertRows(_, let row, let count):
            guard let at = model.clamp(section: 0, row: row, insertion: true) else { return false }
            collection.insertItems(at: model.insert(at: at, count: max(1, count)))
        case .deleteRows(_, let row, let count):
            guard let from = model.clamp(section: 0, row: row) else { return false }
            collection.deleteItems(at: model.delete(from: from, count: max(1, count)))
        case .applySnapshot:
            // A strip has no snapshots: its data is reloaded.
            collection.reloadData()
        }
        return true
    }

    /// A tap at the middle of the part of `rect` (in `list`'s coordinates) the list shows, if it
    /// shows any of it in the window.
    private func tap(inside rect: CGRect, of list: UIScrollView, host: Int) -> Bool {
        let window = slots[host].host.window
        guard list.window === window, !rect.isEmpty else { return false }
        // The part between the bars (a table's insets keep its rows clear of a navigation bar).
        let shown = rect.intersection(list.bounds.inset(by: list.adjustedContentInset))
        guard shown.width >= 2, shown.height >= 2 else { return false }
        let point = list.convert(CGPoint(x: shown.midX, y: shown.midY), to: window)
        guard window.bounds.contains(point) else { return false }
        slots[host].host.tap(at: point)
        // A tap outside a popover (its passthrough list) asks for the popover's dismissal too.
        userGestureEnded(host: host)
        return true
    }

    /// What a row's delegate does, as apps do: in a split view controller, shows c<id> as the
    /// detail; in a navigation controller, pushes it; otherwise presents it as a form sheet.
    private func showSelection(id: Int, from source: UIViewController, host: Int) {
        let shown = FuzzController(name: "c\(id)", embedsContext: false, hasList: id.isMultiple(of: 3))
        register(shown, id: id, host: host)
        if source.splitViewController != nil {
            source.showDetailViewController(shown, sender: nil)
        } else if let navigation = source.navigationController {
            navigation.pushViewController(shown, animated: true)
        } else {
            shown.modalPresentationStyle = .formSheet
            let before = slots[host].host.diagnostics.count
            let orphan = Self.belongsToNoHost(source)
            requests[id] = Request(label: "a row's delegate presents c\(id)", host: host, isDismissal: false)
            source.present(shown, animated: true) { [weak self] in self?.requests[id]?.completions += 1 }
            requests[id]?.dropped =
                orphan || slots[host].host.diagnostics[before...].contains(where: Self.isDrop)
        }
    }
}
