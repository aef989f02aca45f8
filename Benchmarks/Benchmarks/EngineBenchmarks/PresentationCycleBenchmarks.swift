import Benchmark
import Foundation
import PresentationKit

// The present + dismiss cycle of a `.custom` presentation (DimmingSheet.swift) on a phone host:
// its engine time and mallocs per cycle, and whether memory stays flat over 10,000 cycles.

/// A phone host with a root controller that presents and dismisses a fresh controller per cycle.
@MainActor
final class PresentationCycleFixture {
    let host = HeadlessHost()
    let root = UIViewController()
    /// Held here: controllers hold their transitioning delegate weakly, as in UIKit.
    let transitioningDelegate = DimmingSheetTransitioningDelegate()

    init() {
        host.window.rootViewController = root
        host.advance(by: 0)
    }

    /// Weak references to what one cycle presented, to check that the cycle released them.
    struct Released {
        weak var presented: UIViewController?
        weak var presentationController: UIPresentationController?

        var isReleased: Bool { presented == nil && presentationController == nil }
    }

    /// One cycle: present animated, run until idle, dismiss animated, run until idle (0.6 virtual s).
    func cycle() -> Released {
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioningDelegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        let released = Released(
            presented: presented, presentationController: presented.presentationController)
        root.dismiss(animated: true)
        host.runUntilIdle()
        return released
    }

    /// Fails loudly unless a cycle presents the sheet over the dimming view, dismisses it in 0.6
    /// virtual seconds without a diagnostic, and releases the presented and presentation controllers.
    func check() {
        let start = host.time
        let released = presentAndCheck()
        root.dismiss(animated: true)
        host.runUntilIdle()
        let elapsed = host.time - start
        guard root.presentedViewController == nil, abs(elapsed - 2 * SlideAnimator.duration) < 0.05 else {
            fatalError("PresentationCycleFixture: dismissed after \(elapsed) virtual s: \(host.diagnostics)")
        }
        guard released.isReleased, cycle().isReleased, host.diagnostics.isEmpty else {
            fatalError("PresentationCycleFixture: a cycle leaked its controllers: \(host.diagnostics)")
        }
    }

    /// Presents a sheet and checks it is in place; holds nothing strongly once it returns.
    private func presentAndCheck() -> Released {
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioningDelegate
        root.present(presented, animated: true)
        host.runUntilIdle()
        let controller = presented.presentationController as? DimmingSheetPresentationController
        guard let controller, root.presentedViewController === presented,
            presented.view.frame == controller.frameOfPresentedViewInContainerView,
            abs(controller.dimmingView.alpha - DimmingSheetPresentationController.dimmedAlpha) < 1e-6,
            controller.dimmingView.superview != nil
        else {
            fatalError(
                "PresentationCycleFixture: the sheet is not presented as expected: presented "
                    + "\(root.presentedViewController === presented), frame \(presented.view.frame) "
                    + "(expected \(String(describing: controller?.frameOfPresentedViewInContainerView))), "
                    + "dimming alpha \(String(describing: controller?.dimmingView.alpha)), "
                    + "diagnostics \(host.diagnostics)")
        }
        return Released(presented: presented, presentationController: controller)
    }
}

@MainActor var presentationCycle: PresentationCycleFixture?

/// The process's resident memory now (not the peak), in kilobytes, from /proc/self/statm.
func residentKilobytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

let residentAfter1kMetric = BenchmarkMetric.custom(
    "resident after 1,000 cycles (0.1 MB)", polarity: .prefersSmaller, useScalingFactor: false)
let residentAfter10kMetric = BenchmarkMetric.custom(
    "resident after 10,000 cycles (0.1 MB)", polarity: .prefersSmaller, useScalingFactor: false)
let residentGrowthMetric = BenchmarkMetric.custom(
    "resident growth, cycles 1,001-10,000 (KB)", polarity: .prefersSmaller, useScalingFactor: false)

func registerPresentationCycleBenchmarks() {
    let setup: Benchmark.BenchmarkSetupHook = {
        await MainActor.run {
            let fixture = PresentationCycleFixture()
            fixture.check()
            presentationCycle = fixture
        }
    }
    let teardown: Benchmark.BenchmarkTeardownHook = {
        await MainActor.run { presentationCycle = nil }
    }

    Benchmark(
        "Present + dismiss cycle, .custom with dimming view",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [.mallocFreeDelta, .memoryLeakedBytes],
            timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 5_000),
        closure: { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = presentationCycle!
                benchmark.startMeasurement()
                // The weak references die inside the measured region, so that it frees their side
                // tables too and the malloc − free balance is the cycle's own.
                let isReleased = fixture.cycle().isReleased
                benchmark.stopMeasurement()
                precondition(isReleased, "a present + dismiss cycle leaked its controllers")
            }
        },
        setup: setup,
        teardown: teardown
    )

    // One iteration: 1,000 cycles unmeasured, then 9,000 measured; the malloc − free balance and the
    // unfreed bytes cover cycles 1,001–10,000, and resident memory is read after 1,000 and 10,000.
    Benchmark(
        "Present + dismiss, 10,000 cycles: memory",
        configuration: .init(
            metrics: [
                .wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResident,
                .peakMemoryResidentDelta, residentAfter1kMetric, residentAfter10kMetric, residentGrowthMetric,
            ],
            timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1),
        closure: { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = presentationCycle!
                for _ in 0..<1_000 {
                    precondition(
                        fixture.cycle().isReleased, "a present + dismiss cycle leaked its controllers")
                }
                let residentAfter1k = residentKilobytes()
                benchmark.startMeasurement()
                for _ in 1_000..<10_000 {
                    precondition(
                        fixture.cycle().isReleased, "a present + dismiss cycle leaked its controllers")
                }
                benchmark.stopMeasurement()
                let residentAfter10k = residentKilobytes()
                benchmark.measurement(residentAfter1kMetric, (residentAfter1k * 10 + 512) / 1024)
                benchmark.measurement(residentAfter10kMetric, (residentAfter10k * 10 + 512) / 1024)
                benchmark.measurement(residentGrowthMetric, residentAfter10k - residentAfter1k)
            }
        },
        setup: setup,
        teardown: teardown
    )
}
