import Benchmark
import Foundation
@_spi(Benchmarks) import PresentationKit

// Engine benchmarks: the animation tick and hit-testing against the 120 Hz frame budget, and a
// framebuffer memcpy as the bandwidth baseline the renderer benchmarks compare against. Touch
// delivery (TouchDeliveryBenchmark.swift) and the present + dismiss cycle
// (PresentationCycleBenchmarks.swift) register themselves at the end of `benchmarks`.
//
// Everything in PresentationKit is @MainActor. ordo-one/benchmark calls benchmark closures on a
// cooperative-pool thread, never on the main actor, so `MainActor.assumeIsolated` would trap there.
// The engine benchmarks are async closures that hop once per iteration with `await MainActor.run`
// and call `startMeasurement()`/`stopMeasurement()` inside the main-actor body, so the hop itself
// (about 20 µs here) is not measured.

/// The frame budget at 120 Hz.
let frameBudget = Duration.nanoseconds(1_000_000_000 / 120)

/// Time of the measured region as a share of the 120 Hz frame budget, in hundredths of a percent
/// (10_000 = one whole frame), recorded per iteration beside the wall-clock time.
let frameBudgetMetric = BenchmarkMetric.custom(
    "120 Hz frame budget used (0.01 %)", polarity: .prefersSmaller, useScalingFactor: false)

func basisPoints(of elapsed: Duration) -> Int {
    Int((elapsed / frameBudget * 10_000).rounded())
}

/// Hops to the main actor once, runs `prepare` unmeasured, then `body` inside the measured region,
/// and returns the body's wall-clock time (the hop itself is never measured).
func measureOnMainActor(
    _ benchmark: Benchmark, prepare: @escaping @MainActor () -> Void = {},
    _ body: @escaping @MainActor () -> Void
) async -> Duration {
    nonisolated(unsafe) let benchmark = benchmark
    return await MainActor.run {
        prepare()
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let start = clock.now
        body()
        let elapsed = clock.now - start
        benchmark.stopMeasurement()
        return elapsed
    }
}

// MARK: - Fixtures

/// 1,000 views in a hosted window, all animating frame, alpha and transform in one animation block.
@MainActor
final class AnimatedViewsFixture {
    static let frameDuration = 1.0 / 120
    static let animationDuration: TimeInterval = 10
    static let columns = 25

    let host = HeadlessHost(framesPerSecond: 120)
    private(set) var views: [UIView] = []
    /// The views' layers, gathered once (mapping `views` each frame would allocate).
    private(set) var layers: [CALayer] = []
    private var animationEnd = 0.0
    private var towardsEnd = true

    init(count: Int) {
        for index in 0..<count {
            let view = UIView(frame: Self.startFrame(index, count: count))
            view.backgroundColor = UIColor(
                red: CGFloat(index % 7) / 7, green: CGFloat(index % 11) / 11, blue: 0.5, alpha: 1)
            host.window.addSubview(view)
            views.append(view)
            layers.append(view.layer)
        }
        host.advance(by: 0)
        startAnimation()
    }

    private static func startFrame(_ index: Int, count: Int) -> CGRect {
        let rows = (count + columns - 1) / columns
        let size = CGSize(width: 390 / CGFloat(columns), height: 844 / CGFloat(rows))
        return CGRect(
            x: CGFloat(index % columns) * size.width, y: CGFloat(index / columns) * size.height,
            width: size.width, height: size.height)
    }

    private static func endFrame(_ index: Int, count: Int) -> CGRect {
        let start = startFrame(index, count: count)
        return CGRect(
            x: 390 - start.maxX, y: 844 - start.maxY, width: start.width * 0.5, height: start.height * 1.5)
    }

    /// One `UIView.animate(withDuration: 10)` block changing every view's frame, alpha and transform.
    private func startAnimation() {
        let views = self.views
        let forward = towardsEnd
        let transform = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 0.6, y: 1.4)
        UIView.animate(withDuration: Self.animationDuration) {
            for (index, view) in views.enumerated() {
                if forward {
                    view.frame = Self.endFrame(index, count: views.count)
                    view.alpha = 0.4
                    view.transform = transform
                } else {
                    view.transform = .identity
                    view.alpha = 1
                    view.frame = Self.startFrame(index, count: views.count)
                }
            }
        }
        animationEnd = host.time + Self.animationDuration
        towardsEnd.toggle()
    }

    /// Outside the measurement: finishes the animation and starts the reverse one when the next
    /// frame would reach its end, so every measured frame has 1,000 views mid-animation.
    func prepareNextFrame() {
        if host.time + Self.frameDuration >= animationEnd - 1e-6 {
            host.runUntilIdle()
            startAnimation()
        }
    }

    /// One frame as a compositor sees it: advance the clock, then evaluate the presentation tree.
    func frame() {
        host.advance(by: Self.frameDuration)
        for view in views {
            blackHole(view.layer.presentation())
        }
    }

    func advanceOnly() {
        host.advance(by: Self.frameDuration)
    }

    /// One frame as the renderer reads it: advance the clock, then read every layer's presentation
    /// state through the library's non-allocating path (`withPresentationState(at:_:)`, reached
    /// through an `@_spi` entry point: `package` members are not visible to this package).
    func stateFrame() {
        host.advance(by: Self.frameDuration)
        blackHole(CALayer._presentationStateDigest(of: layers, at: host.time))
    }

    /// `presentation()` of every view, the clock already advanced (outside the measurement).
    func presentationOnly() {
        for layer in layers {
            blackHole(layer.presentation())
        }
    }

    /// Fails loudly if the fixture does not animate what it claims to.
    func check() {
        prepareNextFrame()
        host.advance(by: Self.frameDuration)
        guard let presented = views[0].layer.presentation(),
            presented.opacity < 1, presented.opacity > 0.4,
            views.allSatisfy({ ($0.layer.animationKeys()?.count ?? 0) >= 3 })
        else {
            fatalError("AnimatedViewsFixture: views are not mid-animation at t = \(host.time)")
        }
    }
}

@MainActor var animatedViews: AnimatedViewsFixture?
@MainActor var hitTestTree: LeafGridTree?

/// An iPhone-sized framebuffer (1170 × 2532 pixels, 4 bytes each) and a destination for it.
let framebufferBytes = 1170 * 2532 * 4
nonisolated(unsafe) var framebufferSource: UnsafeMutableRawPointer?
nonisolated(unsafe) var framebufferDestination: UnsafeMutableRawPointer?

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(5),
        maxIterations: 5_000
    )

    let animatedSetup: Benchmark.BenchmarkSetupHook = {
        await MainActor.run {
            let fixture = AnimatedViewsFixture(count: 1_000)
            fixture.check()
            animatedViews = fixture
        }
    }
    let animatedTeardown: Benchmark.BenchmarkTeardownHook = {
        await MainActor.run { animatedViews = nil }
    }

    Benchmark(
        "Animation tick, 1,000 views: advance + presentation()",
        configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric]),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { animatedViews!.prepareNextFrame() }, { animatedViews!.frame() })
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: animatedSetup,
        teardown: animatedTeardown
    )

    Benchmark(
        "Animation tick, 1,000 views: advance only",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric], timeUnits: .nanoseconds),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { animatedViews!.prepareNextFrame() }, { animatedViews!.advanceOnly() })
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: animatedSetup,
        teardown: animatedTeardown
    )

    Benchmark(
        "Animation tick, 1,000 views: advance + presentation state",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric], timeUnits: .microseconds),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark, prepare: { animatedViews!.prepareNextFrame() }, { animatedViews!.stateFrame() })
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: animatedSetup,
        teardown: animatedTeardown
    )

    Benchmark(
        "Animation tick, 1,000 views: presentation() only",
        configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [frameBudgetMetric]),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(
                benchmark,
                prepare: {
                    animatedViews!.prepareNextFrame()
                    animatedViews!.advanceOnly()
                }, { animatedViews!.presentationOnly() })
            benchmark.measurement(frameBudgetMetric, basisPoints(of: elapsed))
        },
        setup: animatedSetup,
        teardown: animatedTeardown
    )

    registerPresentationGrowthBenchmarks()

    // Each iteration hit-tests the 100 points 10 times; with the `.kilo` scaling factor the starred
    // rows of the table are per hit test.
    Benchmark(
        "Hit-test, 11,110-view tree (per hit test)",
        configuration: .init(timeUnits: .nanoseconds, scalingFactor: .kilo, maxIterations: 2_000),
        closure: { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let fixture = hitTestTree!
                let window = fixture.host.window
                let points = fixture.points
                benchmark.startMeasurement()
                for iteration in benchmark.scaledIterations {
                    blackHole(window.hitTest(points[iteration % points.count], with: nil))
                }
                benchmark.stopMeasurement()
            }
        },
        setup: {
            await MainActor.run {
                let fixture = LeafGridTree()
                fixture.check()
                hitTestTree = fixture
            }
        },
        teardown: { await MainActor.run { hitTestTree = nil } }
    )

    Benchmark(
        "memcpy 1170×2532×4 framebuffer (baseline)",
        configuration: .init(maxIterations: 2_000),
        closure: { benchmark in
            memcpy(framebufferDestination!, framebufferSource!, framebufferBytes)
            blackHole(framebufferDestination!.load(fromByteOffset: framebufferBytes / 2, as: UInt8.self))
        },
        setup: {
            let source = UnsafeMutableRawPointer.allocate(byteCount: framebufferBytes, alignment: 64)
            let destination = UnsafeMutableRawPointer.allocate(byteCount: framebufferBytes, alignment: 64)
            for offset in stride(from: 0, to: framebufferBytes, by: 4096) {
                source.storeBytes(
                    of: UInt8(truncatingIfNeeded: offset / 4096), toByteOffset: offset, as: UInt8.self)
            }
            memset(destination, 0, framebufferBytes)
            framebufferSource = source
            framebufferDestination = destination
        },
        teardown: {
            framebufferSource?.deallocate()
            framebufferDestination?.deallocate()
            framebufferSource = nil
            framebufferDestination = nil
        }
    )

    registerTouchDeliveryBenchmark()
    registerPresentationCycleBenchmarks()
    registerRenderBenchmarks()
    registerBuiltInStyleBenchmarks()
    registerInteractiveScrubBenchmarks()
    registerRotationBenchmarks()
    registerScrollFlingBenchmarks()
    registerTableScrollBenchmarks()
    registerAutoLayoutBenchmarks()
    registerKeyValueObservingBenchmarks()
    registerEffectsBenchmarks()
    registerSnapshotStripBenchmarks()
    registerDrawingBenchmarks()
    registerRenderInContextBenchmarks()
}
