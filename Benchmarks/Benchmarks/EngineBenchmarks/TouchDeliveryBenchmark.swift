import Benchmark
import Foundation
import PresentationKit

// Touch delivery: `host.tap(at:)` (touch down, one 60 Hz frame, touch up) on the 11,110-view tree of
// the hit-test benchmark, with a tap recognizer on every 10th leaf. Each iteration taps the tree's
// 100 fixed points; the custom metrics are per tap.

/// Wall-clock time of one tap, in nanoseconds.
let tapTimeMetric = BenchmarkMetric.custom(
    "time per tap (ns)", polarity: .prefersSmaller, useScalingFactor: false)

/// One tap's time as a share of the 120 Hz frame budget, in thousandths of a percent
/// (100_000 = one whole frame).
let tapFrameBudgetMetric = BenchmarkMetric.custom(
    "120 Hz frame budget per tap (0.001 %)", polarity: .prefersSmaller, useScalingFactor: false)

/// The leaf tree with a `UITapGestureRecognizer` on every 10th leaf; the others stay plain views.
@MainActor
final class TapTreeFixture {
    /// Counts the taps the recognizers recognized.
    final class Counter {
        var taps = 0
    }

    let tree = LeafGridTree()
    let recognized = Counter()
    /// How many of the 100 points land on a leaf with a recognizer.
    let pointsOnRecognizers: Int

    init() {
        let recognized = self.recognized
        for (index, leaf) in tree.leaves.enumerated() where index % 10 == 0 {
            leaf?.addGestureRecognizer(UITapGestureRecognizer { _ in recognized.taps += 1 })
        }
        pointsOnRecognizers = tree.pointLeaves.filter { $0 % 10 == 0 }.count
    }

    /// All 100 taps: the measured work of one iteration.
    func tapAll() {
        let host = tree.host
        for point in tree.points {
            host.tap(at: point)
        }
    }

    /// Fails loudly unless the tree is right and each tap on a recognizer's leaf is recognized once.
    func check() {
        tree.check()
        precondition(pointsOnRecognizers > 0, "TapTreeFixture: no point lands on a recognizer")
        let before = recognized.taps
        tapAll()
        precondition(
            recognized.taps - before == pointsOnRecognizers,
            "TapTreeFixture: \(recognized.taps - before) taps recognized, expected \(pointsOnRecognizers)")
        precondition(tree.host.diagnostics.isEmpty, "TapTreeFixture: \(tree.host.diagnostics)")
    }
}

@MainActor var tapTree: TapTreeFixture?

func registerTouchDeliveryBenchmark() {
    Benchmark(
        "Touch delivery, 11,110-view tree: 100 taps",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [tapTimeMetric, tapFrameBudgetMetric],
            maxDuration: .seconds(5), maxIterations: 1_000),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(benchmark) { tapTree!.tapAll() }
            let perTap = elapsed / LeafGridTree.pointCount
            benchmark.measurement(tapTimeMetric, Int(perTap / .nanoseconds(1)))
            benchmark.measurement(tapFrameBudgetMetric, Int((perTap / frameBudget * 100_000).rounded()))
        },
        setup: {
            await MainActor.run {
                let fixture = TapTreeFixture()
                fixture.check()
                tapTree = fixture
            }
        },
        teardown: { await MainActor.run { tapTree = nil } }
    )
}
