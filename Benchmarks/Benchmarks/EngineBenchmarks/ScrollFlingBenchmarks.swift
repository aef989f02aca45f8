import Benchmark
import Foundation
import PresentationKit

// A fling in a long list: the engine's work for one frame of a scroll view's
// deceleration (the closed-form step, the bounds change, `scrollViewDidScroll`, the layout pass)
// with 1,000 row views in the content, as a share of a 120 Hz frame.

/// A full-window scroll view at 120 Hz holding 1,000 rows of 44 pt, with a delegate that counts
/// scrolls (as apps observe them); `frame()` advances one frame of a deceleration, starting a new
/// fling (unmeasured) whenever the last one has ended.
@MainActor
final class ScrollFlingFixture {
    nonisolated static let framesPerSecond = 120
    static let rowHeight: CGFloat = 44

    final class Counter: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    let host = HeadlessHost(framesPerSecond: framesPerSecond)
    let scrollView: UIScrollView
    let counter = Counter()
    private var flingsDown = true

    init(rows: Int) {
        scrollView = UIScrollView(frame: host.window.bounds)
        let width = host.window.bounds.width
        for index in 0..<rows {
            let row = UIView(
                frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight))
            row.backgroundColor = UIColor(white: index % 2 == 0 ? 0.95 : 0.85, alpha: 1)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows) * Self.rowHeight)
        scrollView.delegate = counter
        host.window.addSubview(scrollView)
        host.runUntilIdle()
    }

    /// A fling of 3,000 pt/s, up the list or back down so it stays clear of the ends.
    func fling() {
        let middle = host.window.bounds.midY
        let up = flingsDown
        flingsDown.toggle()
        host.fling(
            from: CGPoint(x: 100, y: up ? middle + 100 : middle - 100),
            to: CGPoint(x: 100, y: up ? middle - 100 : middle + 100), duration: 0.1,
            releaseVelocity: CGPoint(x: 0, y: up ? -3000 : 3000))
    }

    /// Starts a fling if none runs (unmeasured).
    func prepare() {
        if !scrollView.isDecelerating { fling() }
    }

    /// One frame of the deceleration.
    func frame() {
        host.advance(by: 1.0 / Double(Self.framesPerSecond))
    }

    /// Fails loudly unless a fling decelerates, moves the content each frame and ends cleanly.
    func check() {
        fling()
        let before = scrollView.contentOffset
        let scrolls = counter.scrolls
        frame()
        guard scrollView.isDecelerating, scrollView.contentOffset != before, counter.scrolls > scrolls else {
            fatalError("ScrollFlingFixture: the fling does not decelerate: \(host.diagnostics)")
        }
        host.runUntilIdle()
        guard !scrollView.isDecelerating, host.diagnostics.isEmpty else {
            fatalError("ScrollFlingFixture: the fling did not end cleanly: \(host.diagnostics)")
        }
    }
}

@MainActor var scrollFling: ScrollFlingFixture?

let perScrollFrameBudgetMetric = BenchmarkMetric.custom(
    "per frame of the deceleration, 120 Hz budget used (0.01 %)", polarity: .prefersSmaller,
    useScalingFactor: false)

func registerScrollFlingBenchmarks() {
    Benchmark(
        "Scroll fling, 1,000 rows: one frame of deceleration",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, perScrollFrameBudgetMetric], timeUnits: .microseconds,
            maxDuration: .seconds(5), maxIterations: 20_000),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(benchmark, prepare: { scrollFling!.prepare() }) {
                scrollFling!.frame()
            }
            benchmark.measurement(perScrollFrameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: {
            await MainActor.run {
                let fixture = ScrollFlingFixture(rows: 1_000)
                fixture.check()
                scrollFling = fixture
            }
        },
        teardown: { await MainActor.run { scrollFling = nil } }
    )
}
