import Benchmark
import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

// The software rasterizer on a full iPhone frame: scenario S1 (white root, the dimming button
// fading to 50 % black over the whole screen, the blue card sliding down from the top) frozen
// 0.1 s into its presentation, rendered with `host.snapshot()` at 3× (1170 × 2532 pixels). Each
// iteration also copies the rendered framebuffer with `memcpy`, outside the measured region, and
// reports the render's time as a multiple of that copy's: the bandwidth yardstick taken in the
// same iteration, so machine noise cancels out of the ratio.

/// The render's time over the same iteration's `memcpy` of the framebuffer, in hundredths
/// (1_000 = ten memcpys, the target's ceiling).
let renderToMemcpyMetric = BenchmarkMetric.custom(
    "render time / memcpy time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)

/// The S1 presentation mid-transition on a phone host, and a destination for copying its frame.
@MainActor
final class MidTransitionFrameFixture {
    let stage = ScenarioStage()
    let card = S1PresentedViewController()
    /// The frame rendered last; its bytes are what the yardstick copies.
    private(set) var frame: RGBAImage
    private var copyDestination: [UInt8]
    /// The duration of the last `copyFrame()`.
    private(set) var lastCopy = Duration.zero

    init() {
        stage.root.present(card, animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.1)
        frame = stage.host.snapshot()
        copyDestination = [UInt8](repeating: 0, count: frame.bytes.count)
    }

    /// The measured work: one full frame.
    func render() {
        frame = stage.host.snapshot()
    }

    /// Unmeasured: one `memcpy` of the framebuffer, timed into `lastCopy`.
    func copyFrame() {
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        copyDestination.withUnsafeMutableBytes { destination in
            frame.bytes.withUnsafeBytes { source in
                let start = clock.now
                memcpy(destination.baseAddress!, source.baseAddress!, source.count)
                elapsed = clock.now - start
            }
        }
        lastCopy = elapsed
        blackHole(copyDestination[copyDestination.count / 2])
    }

    /// Fails loudly unless the frame is the full-size S1 frame mid-transition, drawn without a
    /// diagnostic: the dim partly up, the card partly down.
    func check() {
        guard let dim = (card.presentationController as? S1PresentationController)?.dimmingView,
            let opacity = dim.layer.presentation()?.opacity, opacity > 0.05, opacity < 0.45,
            let cardFrame = card.view.layer.presentation()?.frame, cardFrame.minY < 200
        else {
            fatalError("MidTransitionFrameFixture: S1 is not mid-transition at t = \(stage.host.time)")
        }
        render()
        let dimmed = frame[30, 30]
        guard frame.width == 1170, frame.height == 2532, dimmed.r < 255, dimmed.r > 127,
            stage.host.diagnostics.isEmpty
        else {
            fatalError(
                "MidTransitionFrameFixture: \(frame.width)×\(frame.height) frame, dim pixel \(dimmed), "
                    + "diagnostics \(stage.host.diagnostics)")
        }
    }
}

@MainActor var midTransitionFrame: MidTransitionFrameFixture?

func registerRenderBenchmarks() {
    Benchmark(
        "Render S1 mid-transition, 1170×2532 frame",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [renderToMemcpyMetric, frameBudgetMetric],
            maxDuration: .seconds(5), maxIterations: 1_000),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { midTransitionFrame!.copyFrame() }, { midTransitionFrame!.render() })
            let copy = await MainActor.run { midTransitionFrame!.lastCopy }
            benchmark.measurement(renderToMemcpyMetric, Int((elapsed / copy * 100).rounded()))
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: {
            await MainActor.run {
                let fixture = MidTransitionFrameFixture()
                fixture.check()
                midTransitionFrame = fixture
            }
        },
        teardown: { await MainActor.run { midTransitionFrame = nil } }
    )
}
