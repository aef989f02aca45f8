import Benchmark
import Foundation
import PresentationKit

// Presenting and dismissing each built-in style (issue #5): the engine's cost of one whole
// presentation plus dismissal, and that cost spread over the frames the two transitions last, as a
// share of a 120 Hz frame.

/// One built-in style on a phone or a tablet host, presented and dismissed animated.
@MainActor
final class BuiltInStyleFixture {
    let host: HeadlessHost
    let root = UIViewController()
    let style: UIModalPresentationStyle
    let transition: UIModalTransitionStyle
    /// A popover's source, near the top of the screen.
    let source = UIView(frame: CGRect(x: 500, y: 40, width: 24, height: 24))
    /// Frames (at 60 Hz) one cycle runs for, measured by `check()`.
    private(set) var framesPerCycle = 1

    init(style: UIModalPresentationStyle, transition: UIModalTransitionStyle = .coverVertical, tablet: Bool) {
        host = HeadlessHost(
            size: tablet ? CGSize(width: 1024, height: 1366) : CGSize(width: 390, height: 844))
        self.style = style
        self.transition = transition
        host.window.rootViewController = root
        root.view.addSubview(source)
        host.runUntilIdle()
    }

    /// One cycle: present animated, run until idle, dismiss animated, run until idle.
    func cycle() {
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        presented.preferredContentSize = CGSize(width: 320, height: 240)
        presented.popoverPresentationController?.sourceView = source
        root.present(presented, animated: true)
        host.runUntilIdle()
        root.dismiss(animated: true)
        host.runUntilIdle()
    }

    /// Fails loudly unless a cycle presents and dismisses cleanly; records its length in frames.
    func check() {
        let start = host.time
        cycle()
        framesPerCycle = max(Int(((host.time - start) * 60).rounded()), 1)
        guard root.presentedViewController == nil, host.diagnostics.isEmpty, host.window.subviews.count == 1
        else {
            fatalError("BuiltInStyleFixture(\(style)): the cycle did not end cleanly: \(host.diagnostics)")
        }
    }
}

@MainActor var builtInStyle: BuiltInStyleFixture?

let perFrameBudgetMetric = BenchmarkMetric.custom(
    "per frame of the transitions, 120 Hz budget used (0.01 %)", polarity: .prefersSmaller,
    useScalingFactor: false)

func registerBuiltInStyleBenchmarks() {
    let cases: [(String, UIModalPresentationStyle, UIModalTransitionStyle, Bool)] = [
        ("fullScreen, phone", .fullScreen, .coverVertical, false),
        ("overFullScreen, phone", .overFullScreen, .coverVertical, false),
        ("pageSheet (card stack), phone", .pageSheet, .coverVertical, false),
        ("formSheet, tablet", .formSheet, .coverVertical, true),
        ("formSheet + crossDissolve, tablet", .formSheet, .crossDissolve, true),
        ("popover, tablet", .popover, .coverVertical, true),
        ("currentContext, phone", .currentContext, .coverVertical, false),
        ("fullScreen + flipHorizontal, phone", .fullScreen, .flipHorizontal, false),
        ("fullScreen + partialCurl, phone", .fullScreen, .partialCurl, false),
    ]
    for (name, style, transition, tablet) in cases {
        Benchmark(
            "Built-in style present + dismiss: \(name)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, perFrameBudgetMetric], timeUnits: .microseconds,
                maxDuration: .seconds(3), maxIterations: 2_000),
            closure: { benchmark async in
                let elapsed = await measureOnMainActor(benchmark) { builtInStyle!.cycle() }
                let frames = await MainActor.run { builtInStyle!.framesPerCycle }
                benchmark.measurement(perFrameBudgetMetric, basisPoints(of: elapsed / frames))
            },
            setup: {
                await MainActor.run {
                    let fixture = BuiltInStyleFixture(style: style, transition: transition, tablet: tablet)
                    fixture.check()
                    builtInStyle = fixture
                }
            },
            teardown: { await MainActor.run { builtInStyle = nil } }
        )
    }
}
