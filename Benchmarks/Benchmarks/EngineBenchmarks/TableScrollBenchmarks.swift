import Benchmark
import Foundation
import PresentationKit

// A fling through a 10,000-row table: one frame of deceleration with cell reuse (the rows that
// scroll out give their cells to the rows that scroll in, the data source configuring each), as a
// share of a 120 Hz frame, and the number of cells made after the first screen (none).

/// A full-window plain table at 120 Hz with 10,000 subtitle rows of 44 pt; `frame()` advances one
/// frame of a deceleration, starting a new fling (unmeasured) whenever the last one has ended.
@MainActor
final class TableScrollFixture {
    nonisolated static let framesPerSecond = 120

    /// A subtitle cell that counts how many are made.
    final class CountedCell: UITableViewCell {
        static var made = 0
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            CountedCell.made += 1
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    final class Source: NSObject, UITableViewDataSource {
        let titles = (0..<10_000).map { "Row \($0)" }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
    }

    let host = HeadlessHost(framesPerSecond: framesPerSecond)
    let table: UITableView
    let source = Source()
    /// The cells made for the first screen.
    private(set) var firstScreenCells = 0
    private var flingsDown = true

    init() {
        table = UITableView(frame: host.window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.window.addSubview(table)
        host.runUntilIdle()
        firstScreenCells = CountedCell.made
    }

    /// Cells made since the first screen.
    var cellsMadeSinceFirstScreen: Int { CountedCell.made - firstScreenCells }

    /// A fling of 6,000 pt/s, down the list or back up so it stays clear of the ends.
    func fling() {
        let middle = host.window.bounds.midY
        let up = flingsDown
        flingsDown.toggle()
        host.fling(
            from: CGPoint(x: 100, y: up ? middle + 100 : middle - 100),
            to: CGPoint(x: 100, y: up ? middle - 100 : middle + 100), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: up ? -6000 : 6000))
    }

    /// Starts a fling if none runs (unmeasured).
    func prepare() {
        if !table.isDecelerating { fling() }
    }

    /// One frame of the deceleration, rows tiled.
    func frame() {
        host.advance(by: 1.0 / Double(Self.framesPerSecond))
    }

    /// Fails loudly unless a fling moves the rows every frame with reused cells only, and ends cleanly.
    func check() {
        guard firstScreenCells > 10, firstScreenCells < 30 else {
            fatalError("TableScrollFixture: \(firstScreenCells) cells for the first screen")
        }
        fling()
        let before = table.indexPathsForVisibleRows?.first
        for _ in 0..<30 { frame() }
        guard table.isDecelerating, table.indexPathsForVisibleRows?.first != before else {
            fatalError("TableScrollFixture: the fling does not move the rows: \(host.diagnostics)")
        }
        host.runUntilIdle()
        guard !table.isDecelerating, host.diagnostics.isEmpty, cellsMadeSinceFirstScreen <= 1 else {
            fatalError(
                "TableScrollFixture: the fling did not end cleanly or made cells (\(cellsMadeSinceFirstScreen)): "
                    + "\(host.diagnostics)")
        }
        // While rows straddle both edges a scrolling screen shows one row more than the screen at
        // rest: the first screen of scrolling is the first fling's.
        firstScreenCells = CountedCell.made
    }
}

@MainActor var tableScroll: TableScrollFixture?

let perTableFrameBudgetMetric = BenchmarkMetric.custom(
    "per frame of the fling, 120 Hz budget used (0.01 %)", polarity: .prefersSmaller,
    useScalingFactor: false)
let cellsMadeAfterFirstScreenMetric = BenchmarkMetric.custom(
    "cells made after the first screen", polarity: .prefersSmaller, useScalingFactor: false)

func registerTableScrollBenchmarks() {
    Benchmark(
        "Table scroll, 10,000 rows with reuse: one frame of a fling",
        configuration: .init(
            metrics: [
                .wallClock, .mallocCountTotal, perTableFrameBudgetMetric, cellsMadeAfterFirstScreenMetric,
            ],
            timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 20_000),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(benchmark, prepare: { tableScroll!.prepare() }) {
                tableScroll!.frame()
            }
            benchmark.measurement(perTableFrameBudgetMetric, basisPoints(of: elapsed))
            let made = await MainActor.run { tableScroll!.cellsMadeSinceFirstScreen }
            benchmark.measurement(cellsMadeAfterFirstScreenMetric, made)
        },
        setup: {
            await MainActor.run {
                let fixture = TableScrollFixture()
                fixture.check()
                tableScroll = fixture
            }
        },
        teardown: { await MainActor.run { tableScroll = nil } }
    )
}
