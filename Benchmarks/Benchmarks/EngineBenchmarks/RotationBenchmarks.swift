import Benchmark
import Foundation
import PresentationKit

// A rotation while a page sheet is up: the engine's work for one whole turn of the
// device (the size transition's callbacks, the sheet changing form, 1,000 presenting views laid out
// again and animated), spread over the frames the turn lasts, as a share of a 120 Hz frame. Each
// frame also reads `presentation()` of every view, as the animation tick benchmark does, so the
// two compare in the same run.

/// A notched phone at 120 Hz whose root view holds 1,000 autoresizing views, with a `.pageSheet`
/// presented over it; each `turn()` rotates the device to the other orientation.
@MainActor
final class RotationFixture {
    nonisolated static let duration: TimeInterval = 0.3
    nonisolated static let framesPerSecond = 120
    static let columns = 25
    /// The frames of one turn at 120 Hz.
    nonisolated static let frames = Int((duration * Double(framesPerSecond)).rounded())

    let host = HeadlessHost(device: .notchedPhone, orientation: .portrait, framesPerSecond: framesPerSecond)
    let root = UIViewController()
    let sheet = UIViewController()
    private(set) var views: [UIView] = []

    init(count: Int) {
        host.window.rootViewController = root
        let bounds = root.view.bounds
        let rows = (count + Self.columns - 1) / Self.columns
        let size = CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(rows))
        for index in 0..<count {
            let view = UIView(
                frame: CGRect(
                    x: CGFloat(index % Self.columns) * size.width,
                    y: CGFloat(index / Self.columns) * size.height,
                    width: size.width, height: size.height))
            view.backgroundColor = UIColor(
                red: CGFloat(index % 7) / 7, green: CGFloat(index % 11) / 11, blue: 0.5, alpha: 1)
            // A grid that keeps its proportions: every view moves and resizes in the turn.
            view.autoresizingMask = [
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
                .flexibleHeight,
                .flexibleBottomMargin,
            ]
            root.view.addSubview(view)
            views.append(view)
        }
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        host.runUntilIdle()
    }

    /// One turn to the other orientation: `rotate(to:duration:)`, then every frame of the turn
    /// (advance + `presentation()` of every view), then the run to idle that ends it.
    func turn() {
        host.rotate(
            to: host.interfaceOrientation.isLandscape ? .portrait : .landscapeRight, duration: Self.duration)
        for _ in 0..<Self.frames {
            host.advance(by: 1.0 / Double(Self.framesPerSecond))
            for view in views { blackHole(view.layer.presentation()) }
        }
        host.runUntilIdle()
    }

    /// Fails loudly unless a turn changes the window's shape, keeps the sheet up and moves the grid.
    func check() {
        let before = host.window.bounds.size
        let corner = views.last!.frame
        turn()
        let after = host.window.bounds.size
        guard after.width == before.height, after.height == before.width,
            root.presentedViewController === sheet, sheet.view.window != nil, views.last!.frame != corner,
            host.diagnostics.isEmpty
        else {
            fatalError("RotationFixture: the turn did not happen as expected: \(host.diagnostics)")
        }
        turn()
    }
}

@MainActor var rotation: RotationFixture?

let perRotationFrameBudgetMetric = BenchmarkMetric.custom(
    "per frame of the rotation, 120 Hz budget used (0.01 %)", polarity: .prefersSmaller,
    useScalingFactor: false)

func registerRotationBenchmarks() {
    Benchmark(
        "Rotation, page sheet over 1,000 views: one turn",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, perRotationFrameBudgetMetric], timeUnits: .microseconds,
            maxDuration: .seconds(5), maxIterations: 1_000),
        closure: { benchmark async in
            let elapsed = await measureOnMainActor(benchmark) { rotation!.turn() }
            benchmark.measurement(
                perRotationFrameBudgetMetric, basisPoints(of: elapsed / RotationFixture.frames))
        },
        setup: {
            await MainActor.run {
                let fixture = RotationFixture(count: 1_000)
                fixture.check()
                rotation = fixture
            }
        },
        teardown: { await MainActor.run { rotation = nil } }
    )
}
