import Benchmark
import Foundation
import PresentationKit

// `CALayer.render(in:)` (issue 30) of a column of faded cards, each with a label, into a
// 1170 × 2532 image context (390 × 844 points at 3×): every faded card is a transparency layer
// and every label line a clip mask. Yardstick, in the same iteration outside the measured region:
// the same tree with every card at full opacity (no groups). Reported: faded time / unfaded time.

/// render(in:) of the faded cards over the same cards unfaded, in hundredths.
let fadedToUnfadedMetric = BenchmarkMetric.custom(
    "faded time / unfaded time (0.01 ×)", polarity: .prefersSmaller, useScalingFactor: false)

/// Forty cards of 350 × 18 points down a 390 × 844 root, each faded to 0.8 with a label.
@MainActor
final class RenderInContextFixture {
    let root = CALayer()
    private var cards: [CALayer] = []
    private var labels: [UILabel] = []
    private(set) var lastUnfaded = Duration.zero

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.backgroundColor = UIColor.white.cgColor
        for index in 0..<40 {
            let label = UILabel(frame: CGRect(x: 20, y: CGFloat(index) * 21 + 2, width: 350, height: 18))
            label.text = "Card \(index): a faded row with a label"
            label.backgroundColor = UIColor(white: 0.9, alpha: 1)
            label.layer.opacity = 0.8
            labels.append(label)
            cards.append(label.layer)
            root.addSublayer(label.layer)
        }
    }

    func render() -> Int {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image {
            root.render(in: $0.cgContext)
        }
        return Int(image.size.width)
    }

    /// Unmeasured: the same tree at full opacity.
    func takeYardstick() {
        for card in cards { card.opacity = 1 }
        let clock = ContinuousClock()
        let start = clock.now
        blackHole(render())
        lastUnfaded = clock.now - start
        for card in cards { card.opacity = 0.8 }
    }
}

@MainActor var renderInContextFixture: RenderInContextFixture?

func registerRenderInContextBenchmarks() {
    Benchmark(
        "render(in:) of 40 faded labelled cards, 1170×2532",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [fadedToUnfadedMetric],
            maxDuration: .seconds(6), maxIterations: 30),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { renderInContextFixture!.takeYardstick() },
                { blackHole(renderInContextFixture!.render()) })
            let unfaded = await MainActor.run { renderInContextFixture!.lastUnfaded }
            benchmark.measurement(fadedToUnfadedMetric, Int((elapsed / unfaded * 100).rounded()))
        },
        setup: { await MainActor.run { renderInContextFixture = RenderInContextFixture() } },
        teardown: { await MainActor.run { renderInContextFixture = nil } }
    )
}
