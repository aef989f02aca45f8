import Benchmark
import Foundation
import PresentationKit
import PresentationKitRendering
import PresentationKitScenarios

// The software rasterizer on full iPhone frames, against two yardsticks taken in the same
// iteration, outside the measured region: a `memcpy` of the framebuffer (bandwidth) and cairo
// drawing the same scene (`CairoPeer`). Each iteration reports the render's time over each
// yardstick's, so machine noise cancels out of the ratios.
//
// Scenes (`RenderScenes.swift`): S1 mid-transition (white root, the dim fading in over the whole
// screen, the blue card sliding down), the busy page sheet mid-presentation, and the flip mid-turn,
// at the screen's 3× (1170 × 2532); S1 also at 1× and 2× for growth with pixels.

/// The render's time over the same iteration's `memcpy` of the framebuffer, in hundredths.
let renderToMemcpyMetric = BenchmarkMetric.custom(
    "render time / memcpy time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)
/// The render's time over cairo's for the same scene in the same iteration, in hundredths.
let renderToCairoMetric = BenchmarkMetric.custom(
    "render time / cairo time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)
/// cairo's time over the `memcpy`, in hundredths: where the peer stands against bandwidth.
let cairoToMemcpyMetric = BenchmarkMetric.custom(
    "cairo time / memcpy time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)

/// A frozen scene, its renders, and the yardsticks.
@MainActor
final class SceneFrameFixture {
    let host: HeadlessHost
    let scale: CGFloat
    /// Whatever the scene needs kept alive (its controllers).
    private let keep: [AnyObject]
    let peer: CairoPeer
    /// The frame rendered last; its bytes are what the yardstick copies.
    private(set) var frame: RGBAImage
    private var copyDestination: [UInt8]
    private(set) var lastCopy = Duration.zero
    private(set) var lastPeer = Duration.zero

    init(host: HeadlessHost, scale: CGFloat, keep: [AnyObject]) {
        self.host = host
        self.scale = scale
        self.keep = keep
        frame = host.snapshot(scale: scale)
        copyDestination = [UInt8](repeating: 0, count: frame.bytes.count)
        peer = CairoPeer(window: host.window.layer, screenSize: host.screen.bounds.size, scale: Double(scale))
        peer.draw()
    }

    /// The measured work: one full frame.
    func render() {
        frame = host.snapshot(scale: scale)
    }

    /// Unmeasured: one `memcpy` of the framebuffer and one cairo frame, each timed.
    func takeYardsticks() {
        lastCopy = timedCopy(of: frame, into: &copyDestination)
        let clock = ContinuousClock()
        let start = clock.now
        peer.draw()
        lastPeer = clock.now - start
    }

    /// Fails loudly unless the render is the expected size, drawn without a diagnostic, and agrees
    /// with cairo's frame at `probe` (device pixels) within `tolerance` per channel: both renderers
    /// draw the same scene.
    func check(_ name: String, probes: [(Int, Int)], tolerance: Int = 3) {
        render()
        let expectedWidth = Int((Double(host.screen.bounds.width) * Double(scale)).rounded())
        guard frame.width == expectedWidth, frame.width == peer.width, frame.height == peer.height,
            host.diagnostics.isEmpty
        else {
            fatalError("\(name): \(frame.width)×\(frame.height) frame, diagnostics \(host.diagnostics)")
        }
        if let folder = ProcessInfo.processInfo.environment["RENDER_SCENE_PNG"] {
            try? frame.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
        }
        for (x, y) in probes {
            let ours = frame[x, y]
            let theirs = peer.pixel(x: x, y: y)
            let close =
                abs(Int(ours.r) - Int(theirs.r)) <= tolerance && abs(Int(ours.g) - Int(theirs.g)) <= tolerance
                && abs(Int(ours.b) - Int(theirs.b)) <= tolerance
                && abs(Int(ours.a) - Int(theirs.a)) <= tolerance
            guard close else {
                fatalError("\(name): at (\(x), \(y)) PresentationKit drew \(ours), cairo \(theirs)")
            }
        }
    }
}

/// One `memcpy` of `frame`'s bytes into `destination` (as large), timed: the bandwidth yardstick.
func timedCopy(of frame: RGBAImage, into destination: inout [UInt8]) -> Duration {
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    destination.withUnsafeMutableBytes { target in
        frame.bytes.withUnsafeBytes { source in
            let start = clock.now
            memcpy(target.baseAddress!, source.baseAddress!, source.count)
            elapsed = clock.now - start
        }
    }
    blackHole(destination[destination.count / 2])
    return elapsed
}

@MainActor var sceneFixtures: [String: SceneFrameFixture] = [:]

/// Registers one scene benchmark: `make` builds the fixture (and checks it) in the setup.
private func registerScene(_ name: String, _ make: @escaping @MainActor () -> SceneFrameFixture) {
    Benchmark(
        name,
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [
                renderToMemcpyMetric, renderToCairoMetric, cairoToMemcpyMetric, frameBudgetMetric,
            ],
            maxDuration: .seconds(4), maxIterations: 500),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { sceneFixtures[name]!.takeYardsticks() },
                { sceneFixtures[name]!.render() })
            let (copy, peer) = await MainActor.run {
                (sceneFixtures[name]!.lastCopy, sceneFixtures[name]!.lastPeer)
            }
            benchmark.measurement(renderToMemcpyMetric, Int((elapsed / copy * 100).rounded()))
            benchmark.measurement(renderToCairoMetric, Int((elapsed / peer * 100).rounded()))
            benchmark.measurement(cairoToMemcpyMetric, Int((peer / copy * 100).rounded()))
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: { await MainActor.run { sceneFixtures[name] = make() } },
        teardown: { await MainActor.run { sceneFixtures[name] = nil } }
    )
}

func registerRenderBenchmarks() {
    registerScene("Render S1 mid-transition, 1170×2532 frame") { RenderScenes.s1MidTransition(scale: 3) }
    registerScene("Render S1 mid-transition at 2×, 780×1688") { RenderScenes.s1MidTransition(scale: 2) }
    registerScene("Render S1 mid-transition at 1×, 390×844") { RenderScenes.s1MidTransition(scale: 1) }
    registerScene("Render busy page sheet mid-presentation, 1170×2532 frame") { RenderScenes.busySheet() }
    registerScene("Render busy page sheet without the card's shadow, 1170×2532 frame") {
        RenderScenes.busySheet(shadow: false)
    }
    registerScene("Render flip mid-turn, 1170×2532 frame") { RenderScenes.flipMidTurn() }
}
