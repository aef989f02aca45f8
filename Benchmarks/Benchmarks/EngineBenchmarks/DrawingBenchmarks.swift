import Benchmark
import CCairo
import DrawingPeer
import Foundation
import PresentationKit
import PresentationKitScenarios

// Drawing (issue 29) against cairo:
// - speed: the drawn sheet's paths (its top-rounded outline, its handle's capsule, the progress
//   ring's track and stroke) filled and stroked at 1170 × 2532 by `CGContext`, cairo drawing the
//   same paths in the same iteration (outside the measured region), reported as a ratio;
// - redraws: the drawn sheet presented frame by frame, counting its handle's `draw(_:)` calls.
// The pixel comparison with cairo is the `cairo-coverage-check` executable (DrawingPeer).

/// Our time over cairo's for the same paths, in hundredths.
let drawToCairoMetric = BenchmarkMetric.custom(
    "draw time / cairo time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)
/// The handle's `draw(_:)` calls over the presentation's frames (1: only the first display).
let drawCallsMetric = BenchmarkMetric.custom(
    "draw(_:) calls over 40 frames", polarity: .prefersSmaller, useScalingFactor: false)

/// The sheet's paths, our context and cairo's at 1170 × 2532.
@MainActor
final class DrawingFixture {
    let drawings = drawnSheetDrawings()
    let elements: [[PeerElement]]
    let context = peerBitmapContext(width: 1170, height: 2532, scale: 3)
    let cairo = CairoCanvas(width: 1170, height: 2532, scale: 3)
    private(set) var lastCairo = Duration.zero

    init() {
        elements = drawings.map(\.elements)
        // The same pixels across the frame, within the coverage check's plain tolerance plus the
        // 8.5 levels cairo's own rasterizer strays from the exact area at 1× (15 sample rows).
        draw()
        drawCairo()
        let ours = peerAlphas(of: context)
        let theirs = cairo.alphas()
        var largest = 0
        for index in ours.indices { largest = max(largest, abs(Int(ours[index]) - Int(theirs[index]))) }
        guard largest <= CoverageCase.edge + 9 else {
            fatalError("drawn sheet: a pixel differs from cairo's by \(largest) levels")
        }
    }

    func draw() {
        for drawing in drawings { drawing.draw(in: context) }
    }

    func drawCairo() {
        for (drawing, elements) in zip(drawings, elements) {
            drawing.draw(with: cairo.cr, elements: elements)
        }
        cairo_surface_flush(cairo.surface)
    }

    /// Unmeasured: cairo drawing the same paths.
    func takeYardstick() {
        let clock = ContinuousClock()
        let start = clock.now
        drawCairo()
        lastCairo = clock.now - start
    }
}

@MainActor var drawingFixture: DrawingFixture?

func registerDrawingBenchmarks() {
    Benchmark(
        "Drawing: fill and stroke the drawn sheet's paths, 1170×2532",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [drawToCairoMetric],
            maxDuration: .seconds(4), maxIterations: 200),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { drawingFixture!.takeYardstick() }, { drawingFixture!.draw() })
            let cairo = await MainActor.run { drawingFixture!.lastCairo }
            benchmark.measurement(drawToCairoMetric, Int((elapsed / cairo * 100).rounded()))
        },
        setup: { await MainActor.run { drawingFixture = DrawingFixture() } },
        teardown: { await MainActor.run { drawingFixture = nil } }
    )
    Benchmark(
        "Drawing: the drawn sheet's presentation, 40 frames rendered",
        configuration: .init(
            metrics: [.wallClock, drawCallsMetric], maxDuration: .seconds(10), maxIterations: 3),
        closure: { benchmark async in
            let calls = await MainActor.run { () -> Int in
                let stage = ScenarioStage()
                let sheet = DrawnSheetViewController()
                stage.root.present(sheet, animated: true)
                for _ in 0..<40 {
                    stage.host.advance(by: 1.0 / 60)
                    blackHole(stage.host.snapshot().width)
                }
                return sheet.handle.drawCount
            }
            benchmark.measurement(drawCallsMetric, calls)
        }
    )
}
