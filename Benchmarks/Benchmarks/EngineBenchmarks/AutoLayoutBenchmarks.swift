import Benchmark
import Foundation
import PresentationKit

// Auto Layout: solving a screen of constrained views from scratch, and the incremental
// update after one constant changes, each as a share of a 120 Hz frame; the full solve at four
// sizes for growth.

/// A typical constrained screen: `cards` cards stacked down a 390-point root, each with nine rows
/// inside. Every view has four constraints: leading and trailing to its container (inset), its top
/// on the previous sibling's bottom (or the container's top), and a height (rows: 20 pt; cards:
/// their content through their last row's bottom). 1,000 views and 4,000 constraints at 100 cards.
@MainActor
final class ConstrainedScreenFixture {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100_000))
    private(set) var constraints: [NSLayoutConstraint] = []
    /// The first card's top: changing it moves every card.
    private(set) var firstTop: NSLayoutConstraint!
    /// One row's height deep inside: changing it moves its card's later rows and the cards below.
    private(set) var rowHeight: NSLayoutConstraint!
    let cards: Int
    /// Cards per column: nil stacks every card in one column (one long sibling chain); a number
    /// lays them out in columns of that many, side by side (chains of fixed length).
    let columnLength: Int?
    private var toggled = false

    init(cards: Int, columnLength: Int? = nil) {
        self.cards = cards
        self.columnLength = columnLength
        var previousCard: UIView?
        for cardIndex in 0..<cards {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let startsColumn = columnLength.map { cardIndex % $0 == 0 } ?? (cardIndex == 0)
            let top = card.topAnchor.constraint(
                equalTo: startsColumn ? root.topAnchor : previousCard!.bottomAnchor, constant: 8)
            if cardIndex == 0 { firstTop = top }
            if let columnLength {
                let column = CGFloat(cardIndex / columnLength)
                constraints += [
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8 + 72 * column),
                    card.widthAnchor.constraint(equalToConstant: 64), top,
                ]
            } else {
                constraints += [
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8), top,
                ]
            }
            var previousRow: UIView?
            for rowIndex in 0..<9 {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(row)
                let height = row.heightAnchor.constraint(equalToConstant: 20)
                if cardIndex == cards / 2 && rowIndex == 4 { rowHeight = height }
                constraints += [
                    row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(
                        equalTo: previousRow?.bottomAnchor ?? card.topAnchor, constant: 4),
                    height,
                ]
                previousRow = row
            }
            constraints.append(card.bottomAnchor.constraint(equalTo: previousRow!.bottomAnchor, constant: 4))
            previousCard = card
        }
    }

    var viewCount: Int { root.subviews.count * 10 }

    /// Solves the whole screen from scratch: activates every constraint, lays out.
    func solveFromScratch() {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Unmeasured: takes the constraints out again so the next solve starts from nothing.
    func reset() {
        NSLayoutConstraint.deactivate(constraints)
        root.layoutIfNeeded()
    }

    /// One incremental change: the first card's top (every card moves), laid out.
    func moveFirstCard() {
        toggled.toggle()
        firstTop.constant = toggled ? 40 : 8
        root.layoutIfNeeded()
    }

    /// One incremental change deep in the tree: a row's height, laid out.
    func growOneRow() {
        toggled.toggle()
        rowHeight.constant = toggled ? 60 : 20
        root.layoutIfNeeded()
    }

    /// Fails loudly unless the layout is the one worked out by hand: each card is 9 × 24 + 8 tall
    /// (rows of 20 with 4 above each, 4 below the last) and 8 below the previous.
    func check() {
        solveFromScratch()
        let cardHeight: CGFloat = 9 * 24 + 4
        for (index, card) in root.subviews.enumerated() {
            let column = columnLength.map { index / $0 } ?? 0
            let place = columnLength.map { index % $0 } ?? index
            let width: CGFloat = columnLength == nil ? 374 : 64
            let expected = CGRect(
                x: 8 + 72 * CGFloat(column), y: 8 + CGFloat(place) * (cardHeight + 8), width: width,
                height: cardHeight)
            let lastRow = CGRect(x: 16, y: 196, width: width - 32, height: 20)
            guard card.frame == expected, card.subviews[8].frame == lastRow
            else { fatalError("ConstrainedScreenFixture: card \(index) at \(card.frame), not \(expected)") }
        }
        guard constraints.count == 4 * viewCount else {
            fatalError("ConstrainedScreenFixture: \(constraints.count) constraints for \(viewCount) views")
        }
        moveFirstCard()
        let columnCount = columnLength ?? cards
        let lastInFirstColumn = root.subviews[columnCount - 1]
        guard lastInFirstColumn.frame.minY == 40 + CGFloat(columnCount - 1) * (cardHeight + 8) else {
            fatalError("ConstrainedScreenFixture: the constant change did not move the column's last card")
        }
        moveFirstCard()
        reset()
    }
}

@MainActor var constrainedScreen: ConstrainedScreenFixture?
@MainActor var constrainedScreens: [Int: ConstrainedScreenFixture] = [:]
@MainActor var constrainedGrids: [Int: ConstrainedScreenFixture] = [:]

func registerAutoLayoutBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, frameBudgetMetric], timeUnits: .microseconds,
        maxDuration: .seconds(5), maxIterations: 2_000)
    Benchmark(
        "Auto Layout, 1,000 views / 4,000 constraints: solve from scratch", configuration: configuration,
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(benchmark, prepare: { constrainedScreen!.reset() }) {
                constrainedScreen!.solveFromScratch()
            }
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: { await MainActor.run { constrainedScreen = makeCheckedScreen(cards: 100) } },
        teardown: { await MainActor.run { constrainedScreen = nil } })
    for (name, change) in [
        ("the first card's top (all 100 cards move)", { @MainActor in constrainedScreen!.moveFirstCard() }),
        ("one row's height (half the cards move)", { @MainActor in constrainedScreen!.growOneRow() }),
    ] {
        Benchmark(
            "Auto Layout, 1,000 views / 4,000 constraints: constant change, \(name)",
            configuration: configuration,
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(benchmark) { change() }
                benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
            },
            setup: {
                await MainActor.run {
                    let screen = makeCheckedScreen(cards: 100)
                    screen.solveFromScratch()
                    constrainedScreen = screen
                }
            },
            teardown: { await MainActor.run { constrainedScreen = nil } })
    }
    for cards in [25, 50, 100, 200] {
        Benchmark(
            "Auto Layout growth: solve from scratch, \(cards * 10) views", configuration: configuration,
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(
                    benchmark, prepare: { constrainedScreens[cards]!.reset() }
                ) {
                    constrainedScreens[cards]!.solveFromScratch()
                }
                benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
            },
            setup: { await MainActor.run { constrainedScreens[cards] = makeCheckedScreen(cards: cards) } },
            teardown: { await MainActor.run { constrainedScreens[cards] = nil } })
        // The same views in columns of ten cards: chains of fixed length, the size growing by columns.
        Benchmark(
            "Auto Layout growth, columns of 10 cards: solve from scratch, \(cards * 10) views",
            configuration: configuration,
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(
                    benchmark, prepare: { constrainedGrids[cards]!.reset() }
                ) {
                    constrainedGrids[cards]!.solveFromScratch()
                }
                benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
            },
            setup: {
                await MainActor.run {
                    constrainedGrids[cards] = makeCheckedScreen(cards: cards, columnLength: 10)
                }
            },
            teardown: { await MainActor.run { constrainedGrids[cards] = nil } })
    }
}

@MainActor
private func makeCheckedScreen(cards: Int, columnLength: Int? = nil) -> ConstrainedScreenFixture {
    let screen = ConstrainedScreenFixture(cards: cards, columnLength: columnLength)
    screen.check()
    return screen
}
