import Benchmark
import Foundation
@_spi(Benchmarks) import PresentationKit

// Growth of the tick + presentation pass with the number of animating views: the same scene as
// "Animation tick, 1,000 views" (one block animating frame, alpha and transform) at 250 to 4,000
// views, read through the presentation-state path. The pass should grow linearly: `time per view`
// stays flat.

/// The fixtures by view count, built in each benchmark's setup.
@MainActor var growthFixtures: [Int: AnimatedViewsFixture] = [:]

/// Each iteration's time divided by its view count, in nanoseconds.
let timePerViewMetric = BenchmarkMetric.custom(
    "time per view (ns)", polarity: .prefersSmaller, useScalingFactor: false)

func registerPresentationGrowthBenchmarks() {
    for count in [250, 500, 1_000, 2_000, 4_000] {
        Benchmark(
            "Animation tick, growth: \(count) views, advance + presentation state",
            configuration: .init(
                metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric, timePerViewMetric],
                timeUnits: .microseconds),
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(
                    benchmark, prepare: { growthFixtures[count]!.prepareNextFrame() },
                    { growthFixtures[count]!.stateFrame() })
                benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
                let nanoseconds = elapsed / .nanoseconds(1)
                benchmark.measurement(timePerViewMetric, Int((nanoseconds / Double(count)).rounded()))
            },
            setup: {
                await MainActor.run {
                    let fixture = AnimatedViewsFixture(count: count)
                    fixture.check()
                    growthFixtures[count] = fixture
                }
            },
            teardown: { await MainActor.run { growthFixtures[count] = nil } }
        )
    }
}
