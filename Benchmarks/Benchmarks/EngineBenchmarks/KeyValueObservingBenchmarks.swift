import Benchmark
import Foundation
import PresentationKit

// Key-value observing: what a change costs with no observer (the setter's one nil check) and
// what one notification adds (read the old value, set, read the new one, compare, call the
// handler). Both are measured in the same iteration, so the difference and the ratio stand from a
// noisy machine.

/// Two identical views, one observed (`center`, `[.old, .new]`) and one not; each `sets(_:)` call
/// moves a view's centre 1,000 times between two points, so every set is a change.
@MainActor
final class KeyValueObservingFixture {
    nonisolated static let sets = 1_000

    final class Count: @unchecked Sendable { var value = 0 }

    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let observed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let notifications = Count()
    private var observation: NSKeyValueObservation?

    init() {
        let count = notifications
        observation = observed.observe(\.center, options: [.old, .new]) { _, change in
            if change.newValue != change.oldValue { count.value += 1 }
        }
    }

    func sets(_ view: UIView) {
        for index in 0..<Self.sets {
            view.center = CGPoint(x: index & 1 == 0 ? 10 : 20, y: 50)
        }
    }

    /// Fails loudly unless each set of the observed view notifies once and the plain one stays unobserved.
    func check() {
        let before = notifications.value
        sets(observed)
        sets(plain)
        guard notifications.value - before == Self.sets else {
            fatalError(
                "KeyValueObservingFixture: \(notifications.value - before) notifications for \(Self.sets) sets"
            )
        }
    }
}

@MainActor var keyValueObserving: KeyValueObservingFixture?

let unobservedSetMetric = BenchmarkMetric.custom(
    "a set with no observer (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let notificationCostMetric = BenchmarkMetric.custom(
    "one notification, added to the set (ns)", polarity: .prefersSmaller, useScalingFactor: false)
let observedRatioMetric = BenchmarkMetric.custom(
    "observed set / unobserved set (hundredths)", polarity: .prefersSmaller, useScalingFactor: false)

func registerKeyValueObservingBenchmarks() {
    Benchmark(
        "KVO: 1,000 center sets, observed and not",
        configuration: .init(
            metrics: [
                .wallClock, .mallocCountTotal, unobservedSetMetric, notificationCostMetric,
                observedRatioMetric,
            ],
            timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 5_000),
        closure: { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            let (plain, observed) = await MainActor.run {
                let fixture = keyValueObserving!
                let clock = ContinuousClock()
                benchmark.startMeasurement()
                let start = clock.now
                fixture.sets(fixture.plain)
                let middle = clock.now
                fixture.sets(fixture.observed)
                let end = clock.now
                benchmark.stopMeasurement()
                return (middle - start, end - middle)
            }
            let sets = Double(KeyValueObservingFixture.sets)
            let plainNanoseconds =
                Double(plain.components.attoseconds) / 1e9 + Double(plain.components.seconds) * 1e9
            let observedNanoseconds =
                Double(observed.components.attoseconds) / 1e9 + Double(observed.components.seconds) * 1e9
            benchmark.measurement(unobservedSetMetric, Int((plainNanoseconds / sets).rounded()))
            benchmark.measurement(
                notificationCostMetric, Int(((observedNanoseconds - plainNanoseconds) / sets).rounded()))
            benchmark.measurement(
                observedRatioMetric, Int((observedNanoseconds / plainNanoseconds * 100).rounded()))
        },
        setup: {
            await MainActor.run {
                let fixture = KeyValueObservingFixture()
                fixture.check()
                keyValueObserving = fixture
            }
        },
        teardown: { await MainActor.run { keyValueObserving = nil } }
    )
}
