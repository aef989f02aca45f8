import PresentationKit
import PresentationKitFuzzing
import Testing

/// Tables, collection strips and split view controllers in the fuzzer (issue 28): the operations do
/// what they say, and the invariants notice what they are meant to.
@MainActor
@Suite("Fuzzer lists")
struct ListFuzzTests {
    /// Runs `steps` in a fresh world on `devices`, recording every violation.
    private func run(_ steps: [FuzzOperation], on devices: [FuzzDevice]) -> FuzzWorld {
        let world = FuzzWorld(devices: devices)
        for step in steps {
            let violations = world.perform(step).map(\.description).joined(separator: "; ")
            if !violations.isEmpty { Issue.record("\(step): \(violations)") }
        }
        return world
    }

    @Test(
        "a table in a split view controller: a row's selection shows the detail, a compact resize collapses it onto one stack and the whole width puts the columns back (Behaviour 19.6, 26.4, 26.7)"
    )
    func splitWithTableCollapsesAndExpands() throws {
        let present = PresentStep(
            id: 1, from: .root, style: .fullScreen, animated: false, container: .split, content: .plainTable)
        let world = run(
            [
                .present(host: 0, present), .runUntilIdle,
                // In portrait the primary column is hidden at first: the app shows it.
                .split(host: 0, target: .presented(1), .showColumn(0)), .runUntilIdle,
                .list(host: 0, target: .stackRoot(1, 0), .selectRow(section: 0, row: 1, id: 2)),
                .runUntilIdle,
            ], on: [.tablet])
        // The controllers are looked at in a scope of their own: the teardown checks they are freed.
        try checkCollapseAndExpansion(world)
        for step in [
            FuzzOperation.dismiss(host: 0, from: .presented(1), animated: true, request: 3), .runUntilIdle,
        ] {
            let violations = world.perform(step)
            #expect(violations.isEmpty, "\(violations)")
        }
        #expect(world.teardown().isEmpty)
    }

    private func checkCollapseAndExpansion(_ world: FuzzWorld) throws {
        let owner = try #require(world.resolve(.presented(1), host: 0))
        let split = try #require(owner.stackContainer as? UISplitViewController)
        let detail = try #require(world.resolve(.presented(2), host: 0))
        // Expanded: the selection made c2 the secondary column's controller.
        #expect(!split.isCollapsed)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.viewIfLoaded?.window != nil)
        for step in [FuzzOperation.resize(host: 0, compact: true, duration: 0.3), .runUntilIdle] {
            let violations = world.perform(step)
            #expect(violations.isEmpty, "\(violations)")
        }
        // Collapsed: one stack, the primary's, with c2 on top of it.
        #expect(split.isCollapsed)
        let primaryStack = split.viewController(for: .primary)?.navigationController?.viewControllers ?? []
        #expect(primaryStack.last === detail)
        #expect(detail.viewIfLoaded?.window != nil)
        for step in [FuzzOperation.resize(host: 0, compact: false, duration: 0), .runUntilIdle] {
            let violations = world.perform(step)
            #expect(violations.isEmpty, "\(violations)")
        }
        // Expanded again: c2 back in the secondary column, the primary stack its own again.
        #expect(!split.isCollapsed)
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewController(for: .primary)?.navigationController?.viewControllers.count == 1)
    }

    @Test(
        "table edits: inserted and deleted rows, a reload, a scroll to a row and a new snapshot keep the cells and the content size right, and the table back in its range once rows go from under its offset (Behaviour 19.7, 19.8, 19.11, 19.12)"
    )
    func tableEditsKeepTheInvariants() {
        for content in [FuzzListContent.plainTable, .groupedTable, .diffableTable] {
            let present = PresentStep(id: 1, from: .root, style: .pageSheet, content: content)
            let world = run(
                [
                    .present(host: 0, present), .runUntilIdle,
                    .list(host: 0, target: .presented(1), .insertRows(section: 1, row: 2, count: 3)),
                    .list(
                        host: 0, target: .presented(1),
                        .scrollToRow(section: 3, row: 5, position: 1, animated: true)),
                    .advance(seconds: 0.1),
                    .list(host: 0, target: .presented(1), .deleteRows(section: 1, row: 0, count: 3)),
                    .runUntilIdle,
                    .list(host: 0, target: .presented(1), .applySnapshot(seed: 7, animated: true)),
                    .list(host: 0, target: .presented(1), .reloadData), .runUntilIdle,
                    .listDrag(host: 0, target: .presented(1), dy: -0.3, duration: 0.05), .runUntilIdle,
                    .list(host: 0, target: .presented(1), .selectRow(section: 0, row: 0, id: 2)),
                    .runUntilIdle,
                ], on: [.phone])
            // The selection presented c2 as a form sheet over the sheet.
            #expect(world.resolve(.presented(2), host: 0)?.presentingViewController != nil, "\(content)")
            #expect(world.teardown().isEmpty, "\(content)")
        }
    }

    @Test(
        "a collection strip's items are selected, inserted, deleted and scrolled to with its cells matching its items"
    )
    func stripKeepsTheInvariants() {
        let present = PresentStep(
            id: 1, from: .root, style: .overFullScreen, container: .navigation, content: .collectionStrip)
        let world = run(
            [
                .present(host: 0, present), .runUntilIdle,
                .list(
                    host: 0, target: .stackRoot(1, 0),
                    .scrollToRow(section: 0, row: 20, position: 0, animated: false)),
                .list(host: 0, target: .stackRoot(1, 0), .deleteRows(section: 0, row: 18, count: 3)),
                .list(host: 0, target: .stackRoot(1, 0), .insertRows(section: 0, row: 0, count: 2)),
                .runUntilIdle,
                .list(host: 0, target: .stackRoot(1, 0), .selectRow(section: 0, row: 0, id: 2)),
                .runUntilIdle,
            ], on: [.phone])
        // The selection pushed c2 on the navigation controller.
        #expect(world.resolve(.presented(2), host: 0)?.navigationController != nil)
        #expect(world.teardown().isEmpty)
    }

    @Test(
        "the list invariants notice a stray cell, a delegate asked out of range and a content size that does not add up"
    )
    func invariantsNoticeBrokenLists() throws {
        let world = run(
            [
                .present(host: 0, PresentStep(id: 1, from: .root, style: .fullScreen, content: .plainTable)),
                .runUntilIdle,
            ], on: [.phone])
        let table = try #require(world.resolve(.presented(1), host: 0)?.tableController)
        // A cell shown in the table behind its back: neither a row's nor in a pool.
        let stray = UITableViewCell(style: .default, reuseIdentifier: "row")
        table.tableView.addSubview(stray)
        #expect(world.perform(.runUntilIdle).contains { $0.invariant == FuzzInvariant.listCellsMatchRows })
        stray.removeFromSuperview()
        #expect(world.perform(.runUntilIdle) == [])
        // A delegate call about a row the data does not have.
        _ = table.tableView(table.tableView, heightForRowAt: IndexPath(row: 99, section: 0))
        #expect(world.perform(.advance(seconds: 0)).map(\.invariant) == [FuzzInvariant.dataSourceInRange])
        // A table whose content size does not add up.
        table.tableView.contentSize.height += 10
        #expect(world.perform(.runUntilIdle).contains { $0.invariant == FuzzInvariant.tableContentSize })
    }

    @Test(
        "lists pass: 30 seeds × 40 steps with tables, strips and split view controllers, every invariant after every step"
    )
    func listsPass() {
        let excluded = Set(KnownDefect.open)
        var kinds: Set<String> = []
        for seed in UInt64(2001)...2030 {
            let outcome = Fuzzer.run(seed: seed, steps: 40, excluding: excluded, lists: true)
            for operation in outcome.scenario.operations { kinds.insert(operation.kindName) }
            guard let violation = outcome.violations.first else { continue }
            let small = Fuzzer.shrink(
                outcome.scenario, invariant: violation.invariant, excluding: excluded, maximumReplays: 300)
            Issue.record("seed \(seed): \(violation)\nminimal sequence:\n\(small)")
            return
        }
        #expect(
            kinds.isSuperset(of: [
                "selectRow", "insertRows", "deleteRows", "applySnapshot", "displayMode", "resizeCompact",
                "splitShow",
            ]), "\(kinds)")
    }
}
