import Benchmark
import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios
import PresentationKitSnapshotTesting
import SnapshotTesting

// Snapshot testing's cost (issue 32): S1's presentation as an 8-frame film strip at 1× (3176 × 844),
// recorded (8 frames rendered, the strip composed, PNG encoded and written) and compared (the same,
// then the reference read, decoded and compared pixel for pixel), through the strategy's own pieces
// as `verifySnapshot` uses them. The aim: each under 50 ms, so hundreds of such tests fit CI's
// budget. Yardstick, taken in the same iteration outside the measured region: a `memcpy` of the
// strip's bytes.

/// The iteration's time as a share of the 50 ms aim, in hundredths of a percent.
let snapshotBudgetMetric = BenchmarkMetric.custom(
    "share of the 50 ms aim (0.01 %)", polarity: .prefersSmaller, useScalingFactor: false)
/// The iteration's time over a `memcpy` of the strip's bytes.
let snapshotToMemcpyMetric = BenchmarkMetric.custom(
    "time / memcpy of the strip (1 ×)", polarity: .prefersSmaller, useScalingFactor: false)

/// The strip's instants: eight, over S1's presentation.
let snapshotStripTimes: [TimeInterval] = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6]

/// A folder of references and the strip's bytes for the yardstick.
@MainActor
final class SnapshotStripFixture {
    let folder: String
    private var stripBytes: [UInt8] = []
    private var copyDestination: [UInt8] = []
    private(set) var lastCopy = Duration.zero

    init() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pk-snapshot-benchmark-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        folder = url.path
        // The reference, and a check that comparing passes and that the strip is what it should be.
        record()
        guard compare() == nil else { fatalError("the S1 strip does not match itself") }
        let strip = try! RGBAImage(contentsOfPNG: file)
        guard strip.width == 8 * 390 + 7 * RGBAImage.filmStripSpacing, strip.height == 844 else {
            fatalError("the S1 strip is \(strip.width) × \(strip.height)")
        }
        stripBytes = strip.bytes
        copyDestination = [UInt8](repeating: 0, count: strip.bytes.count)
    }

    static func transition() -> Transition {
        let run = ScenarioCatalog.scenario(named: "s1-dimming-button")!.makeRun()
        return Transition(host: run.host) { _ in run.present() }
    }

    /// The strategy under test.
    static let strategy = Snapshotting<Transition, UIImage>.filmStrip(times: snapshotStripTimes)

    /// The reference's path.
    var file: URL { URL(fileURLWithPath: folder).appendingPathComponent("s1.s1.png") }

    /// Takes the strip with the strategy (synchronously: the strategy's `Async` calls back at once).
    static func take() -> UIImage {
        var image: UIImage?
        strategy.snapshot(transition()).run { image = $0 }
        return image!
    }

    /// Records the strip as `verifySnapshot` does in record mode: the strategy's snapshot, its data,
    /// written to the reference's file. (`verifySnapshot` itself cannot be called here: outside a
    /// test it registers an XCTest observer with `DispatchQueue.main.sync`, which traps on the main
    /// actor's queue when the main actor is not the main thread, as in this runner.)
    func record() {
        try! Self.strategy.diffing.toData(Self.take()).write(to: file)
    }

    /// Compares the strip with the reference as `verifySnapshot` does: the strategy's snapshot,
    /// the reference read and decoded, the strategy's diff. Nil when it matches.
    func compare() -> String? {
        let taken = Self.take()
        let reference = Self.strategy.diffing.fromData(try! Data(contentsOf: file))
        return Self.strategy.diffing.diffV2(reference, taken)?.0
    }

    /// Unmeasured: one `memcpy` of the strip, timed.
    func takeYardstick() {
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        copyDestination.withUnsafeMutableBytes { destination in
            stripBytes.withUnsafeBytes { source in
                let start = clock.now
                memcpy(destination.baseAddress!, source.baseAddress!, source.count)
                elapsed = clock.now - start
            }
        }
        lastCopy = elapsed
        blackHole(copyDestination[copyDestination.count / 2])
    }
}

@MainActor var snapshotStripFixture: SnapshotStripFixture?

private func registerSnapshotStrip(
    _ name: String, _ body: @escaping @MainActor (SnapshotStripFixture) -> Void
) {
    Benchmark(
        name,
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [snapshotBudgetMetric, snapshotToMemcpyMetric],
            maxDuration: .seconds(4), maxIterations: 200),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { snapshotStripFixture!.takeYardstick() }, { body(snapshotStripFixture!) }
            )
            let copy = await MainActor.run { snapshotStripFixture!.lastCopy }
            benchmark.measurement(snapshotBudgetMetric, Int((elapsed / .milliseconds(50) * 10_000).rounded()))
            benchmark.measurement(snapshotToMemcpyMetric, Int((elapsed / copy).rounded()))
        },
        setup: { await MainActor.run { snapshotStripFixture = SnapshotStripFixture() } },
        teardown: { await MainActor.run { snapshotStripFixture = nil } }
    )
}

func registerSnapshotStripBenchmarks() {
    registerSnapshotStrip("Snapshot film strip, S1 8 frames at 1×: record") { $0.record() }
    registerSnapshotStrip("Snapshot film strip, S1 8 frames at 1×: compare") { fixture in
        guard fixture.compare() == nil else { fatalError("the S1 strip no longer matches") }
    }
}
