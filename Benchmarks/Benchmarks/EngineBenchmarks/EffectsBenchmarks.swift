import Benchmark
import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

// Blur and snapshots (issue 30), each against a yardstick taken in the same iteration outside the
// measured region:
// - the blurred half-modal (the tile wall under a full-screen dark material, the card of thick
//   material with vibrant labels at rest) rendered at 1170 × 2532; yardsticks: a `memcpy` of the
//   frame, and the same frame with both effect views' effects removed. Reported: the whole frame
//   over the `memcpy`, and the blur's own cost (frame − frame without effects) over the `memcpy`;
// - a snapshot of a 1,000-view hierarchy (`snapshotView(afterScreenUpdates: false)`); yardstick:
//   one render of that hierarchy at 1×.

/// (Frame with the effects − the same frame without them) over the `memcpy`, in hundredths.
let blurCostToMemcpyMetric = BenchmarkMetric.custom(
    "blur cost / memcpy time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)
/// (Frame − the same frame without the full-screen blur behind the card) over the `memcpy`, in
/// hundredths.
let fullScreenBlurToMemcpyMetric = BenchmarkMetric.custom(
    "full-screen blur / memcpy time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)
/// A snapshot's time over one render of the same hierarchy, in hundredths.
let snapshotToRenderMetric = BenchmarkMetric.custom(
    "snapshot time / render time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)

/// The blurred half-modal at rest, and its yardsticks.
@MainActor
final class BlurFrameFixture {
    let stage = BlurHalfModalStage()
    private(set) var frame: RGBAImage
    private var copyDestination: [UInt8]
    private(set) var lastCopy = Duration.zero
    private(set) var lastPlain = Duration.zero
    private(set) var lastWithoutBackdropBlur = Duration.zero
    private var effects: [(UIVisualEffectView, UIVisualEffect?)] = []

    init() {
        stage.presenting.present(stage.card, animated: false)
        stage.host.runUntilIdle()
        frame = stage.host.snapshot()
        copyDestination = [UInt8](repeating: 0, count: frame.bytes.count)
        var pending: [UIView] = [stage.host.window]
        while let view = pending.popLast() {
            if let effectView = view as? UIVisualEffectView {
                effects.append((effectView, effectView.effect))
            }
            pending.append(contentsOf: view.subviews)
        }
        guard frame.width == 1170, stage.host.diagnostics.isEmpty, effects.count >= 2,
            effects.contains(where: { $0.0.frame == stage.host.window.bounds })
        else {
            fatalError(
                "blurred half-modal: \(frame.width) wide, \(effects.count) effect views, \(stage.host.diagnostics)"
            )
        }
    }

    func render() { frame = stage.host.snapshot() }

    /// Unmeasured: the `memcpy` of the frame, and the frame without any effect.
    func takeYardsticks() {
        lastCopy = timedCopy(of: frame, into: &copyDestination)
        let clock = ContinuousClock()
        for (view, _) in effects { view.effect = nil }
        let start = clock.now
        blackHole(stage.host.snapshot().width)
        lastPlain = clock.now - start
        for (view, effect) in effects { view.effect = effect }
        let fullScreen = effects.first { $0.0.frame == stage.host.window.bounds }!
        fullScreen.0.effect = nil
        let second = clock.now
        blackHole(stage.host.snapshot().width)
        lastWithoutBackdropBlur = clock.now - second
        fullScreen.0.effect = fullScreen.1
    }
}

/// 1,000 views (a container holding a 25 × 40 grid of 999 rounded coloured squares) on a phone.
@MainActor
final class SnapshotFixture {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var lastRender = Duration.zero
    private(set) var snapshot: UIView?

    init() {
        host.window.addSubview(container)
        for index in 0..<999 {
            let view = UIView(
                frame: CGRect(
                    x: CGFloat(index % 25) * 15.6, y: CGFloat(index / 25) * 21, width: 14, height: 19))
            view.backgroundColor = UIColor(
                hue: CGFloat(index % 37) / 37, saturation: 0.7, brightness: 0.9, alpha: 1)
            view.layer.cornerRadius = 3
            container.addSubview(view)
        }
        host.runUntilIdle()
    }

    func takeSnapshot() { snapshot = container.snapshotView(afterScreenUpdates: false) }

    /// Unmeasured: one render of the hierarchy.
    func takeYardstick() {
        snapshot = nil
        let clock = ContinuousClock()
        let start = clock.now
        blackHole(host.snapshot().width)
        lastRender = clock.now - start
    }
}

@MainActor var blurFrameFixture: BlurFrameFixture?
@MainActor var snapshotFixture: SnapshotFixture?

func registerEffectsBenchmarks() {
    Benchmark(
        "Render blurred half-modal at rest, 1170×2532 frame",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [
                renderToMemcpyMetric, blurCostToMemcpyMetric, fullScreenBlurToMemcpyMetric, frameBudgetMetric,
            ],
            maxDuration: .seconds(4), maxIterations: 300),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { blurFrameFixture!.takeYardsticks() }, { blurFrameFixture!.render() })
            let (copy, plain, withoutBackdrop) = await MainActor.run {
                (
                    blurFrameFixture!.lastCopy, blurFrameFixture!.lastPlain,
                    blurFrameFixture!.lastWithoutBackdropBlur
                )
            }
            benchmark.measurement(renderToMemcpyMetric, Int((elapsed / copy * 100).rounded()))
            benchmark.measurement(blurCostToMemcpyMetric, Int(((elapsed - plain) / copy * 100).rounded()))
            benchmark.measurement(
                fullScreenBlurToMemcpyMetric, Int(((elapsed - withoutBackdrop) / copy * 100).rounded()))
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: { await MainActor.run { blurFrameFixture = BlurFrameFixture() } },
        teardown: { await MainActor.run { blurFrameFixture = nil } }
    )
    Benchmark(
        "Snapshot of a 1,000-view hierarchy (snapshotView)",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [snapshotToRenderMetric],
            maxDuration: .seconds(3), maxIterations: 500),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { snapshotFixture!.takeYardstick() }, { snapshotFixture!.takeSnapshot() })
            let render = await MainActor.run { snapshotFixture!.lastRender }
            benchmark.measurement(snapshotToRenderMetric, Int((elapsed / render * 100).rounded()))
        },
        setup: { await MainActor.run { snapshotFixture = SnapshotFixture() } },
        teardown: { await MainActor.run { snapshotFixture = nil } }
    )
}
