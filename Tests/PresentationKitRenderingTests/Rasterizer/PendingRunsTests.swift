import Foundation
import PresentationKit
import PresentationKitFuzzing
import PresentationKitScenarios
import Testing

@testable import PresentationKitRendering

/// The renderer's fast path (flat fills deferred as runs per row, each pixel written once where the
/// frame is flat) against the reference path (every layer painting its pixels in turn): the bytes
/// must be the same, for random operations on a small canvas and for every scenario's frames.
@MainActor
@Suite("Rasterizer · pending runs")
struct PendingRunsTests {
    /// A premultiplied colour: opaque about a third of the time, otherwise translucent.
    private static func colour(_ random: inout SplitMix64) -> UInt32 {
        let alpha = Bool.random(using: &random) ? 255 : UInt32.random(in: 1...254, using: &random)
        let channel = { (random: inout SplitMix64) in UInt32.random(in: 0...alpha, using: &random) }
        return channel(&random) | channel(&random) << 8 | channel(&random) << 16 | alpha << 24
    }

    /// The first pixel (as an index) where `paint` gave different bytes on a canvas painted
    /// directly (the reference) and on one deferring flat runs, both of `frame` over an opaque
    /// `background`; nil when every pixel agrees. `paint` gets both surfaces and a row of scratch
    /// coverage bytes.
    private static func firstMismatch(
        frame: PixelRect, background: UInt32,
        _ paint: (_ reference: Surface, _ fast: Surface, _ coverages: UnsafeMutablePointer<UInt8>) -> Void
    ) -> Int? {
        let count = frame.width * frame.height
        let direct = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        direct.initialize(repeating: background, count: count)
        let deferred = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        deferred.initialize(repeating: 0xDEAD_BEEF, count: count)
        defer {
            direct.deallocate()
            deferred.deallocate()
        }
        let pending = PendingRuns(pixels: deferred, frame: frame, background: background)
        defer { pending.deallocate() }
        let coverages = UnsafeMutablePointer<UInt8>.allocate(capacity: frame.width)
        defer { coverages.deallocate() }
        paint(
            Surface(pixels: direct, frame: frame), Surface(pixels: deferred, frame: frame, pending: pending),
            coverages)
        pending.flush()
        return (0..<count).first { direct[$0] != deferred[$0] }
    }

    @Test(
        "random flat fills and per-pixel blends give the bytes of painting each in turn",
        arguments: 1...40)
    func randomOperations(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Wide enough that a row can collect more runs than ``PendingRuns/capacity``.
        let frame = PixelRect(minX: 0, minY: 0, maxX: 97, maxY: 5)
        let mismatch = Self.firstMismatch(frame: frame, background: Self.colour(&random) | 0xFF00_0000) {
            reference, fast, coverages in
            for _ in 0..<400 {
                let y = Int.random(in: 0..<frame.height, using: &random)
                let x0 = Int.random(in: 0..<frame.width, using: &random)
                let x1 = Int.random(
                    in: (x0 + 1)...min(frame.width, x0 + Int.random(in: 1...40, using: &random)),
                    using: &random)
                let painter = ColorPainter(color: Self.colour(&random))
                if Int.random(in: 0..<4, using: &random) == 0 {
                    for index in 0..<(x1 - x0) {
                        coverages[index] = UInt8.random(in: 0...255, using: &random)
                    }
                    painter.paint(y: y, from: x0, to: x1, coverages: coverages, on: reference)
                    painter.paint(y: y, from: x0, to: x1, coverages: coverages, on: fast)
                } else {
                    let coverage =
                        Bool.random(using: &random) ? 255 : UInt8.random(in: 1...255, using: &random)
                    painter.paint(y: y, from: x0, to: x1, coverage: coverage, on: reference)
                    painter.paint(y: y, from: x0, to: x1, coverage: coverage, on: fast)
                }
            }
        }
        #expect(mismatch == nil, "seed \(seed): first differing pixel \(mismatch ?? -1)")
    }

    @Test("a row with more runs than it holds is written out and stays exact")
    func overflowingRow() {
        let frame = PixelRect(minX: 0, minY: 0, maxX: 200, maxY: 1)
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: frame.width)
        defer { pixels.deallocate() }
        let pending = PendingRuns(pixels: pixels, frame: frame, background: 0xFF00_0000)
        defer { pending.deallocate() }
        let surface = Surface(pixels: pixels, frame: frame, pending: pending)
        // Stripes of alternating opaque colours: each adds runs until the row overflows.
        for stripe in 0..<50 {
            let colour: UInt32 = stripe % 2 == 0 ? 0xFF00_00FF : 0xFF00_FF00
            ColorPainter(color: colour).paint(
                y: 0, from: stripe * 4, to: stripe * 4 + 2, coverage: 255, on: surface)
        }
        // Then a translucent white over all of it, composed per pixel in memory.
        ColorPainter(color: 0x8080_8080).paint(y: 0, from: 0, to: 200, coverage: 255, on: surface)
        pending.flush()
        for x in 0..<200 {
            let under: UInt32 = x % 4 >= 2 ? 0xFF00_0000 : ((x / 4) % 2 == 0 ? 0xFF00_00FF : 0xFF00_FF00)
            #expect(pixels[x] == PackedPixel.over(0x8080_8080, under), "pixel \(x)")
        }
    }

    @Test(
        "bands of rows painted alike give the bytes of painting each row, wherever memory holds pixels",
        arguments: 1...30)
    func bandsOfRows(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let frame = PixelRect(minX: 0, minY: 0, maxX: 61, maxY: 24)
        let mismatch = Self.firstMismatch(frame: frame, background: Self.colour(&random) | 0xFF00_0000) {
            reference, fast, coverages in
            for _ in 0..<120 {
                // One operation over a band of rows, the same on each (one key), as a shape's
                // straight middle paints: flat fills, short anti-aliased stretches, and wide
                // per-pixel stretches that put pixels in memory.
                let top = Int.random(in: 0..<frame.height, using: &random)
                let rows = top..<Int.random(in: (top + 1)...frame.height, using: &random)
                let x0 = Int.random(in: 0..<frame.width, using: &random)
                let x1 = Int.random(
                    in: (x0 + 1)...min(frame.width, x0 + Int.random(in: 1...30, using: &random)),
                    using: &random)
                let painter = ColorPainter(color: Self.colour(&random))
                let perPixel = Int.random(in: 0..<3, using: &random) == 0
                for index in 0..<(x1 - x0) { coverages[index] = UInt8.random(in: 0...255, using: &random) }
                let coverage = Bool.random(using: &random) ? 255 : UInt8.random(in: 1...255, using: &random)
                for surface in [reference, fast] {
                    surface.paintRows(rows, key: { _ in 7 }) { y in
                        if perPixel {
                            painter.paint(y: y, from: x0, to: x1, coverages: coverages, on: surface)
                        } else {
                            painter.paint(y: y, from: x0, to: x1, coverage: coverage, on: surface)
                        }
                    }
                }
            }
        }
        #expect(mismatch == nil, "seed \(seed): first differing pixel \(mismatch ?? -1)")
    }

    @Test("S1 mid-transition at 1170 × 2532: every byte as the layer-by-layer reference paints it")
    func s1MidTransition() {
        let stage = ScenarioStage()
        stage.root.present(S1PresentedViewController(), animated: true)
        stage.host.advance(by: 0)
        stage.host.advance(by: 0.1)
        let (fast, reference) = stage.host.renderedBothWays(scale: 3)
        #expect(fast.width == 1170 && fast.height == 2532)
        #expect(fast.differingByteCount(from: reference) == 0)
        // Not a blank frame: the dim and the card both show.
        #expect(fast[30, 30].r > 127 && fast[30, 30].r < 255)
    }

    @Test(
        "a clipped rounded sheet holding a shadowed card, text and a translucent group: same bytes",
        arguments: [0.0, 0.37, 12.5])
    func shadowedCardInClippedSheet(offset: Double) {
        let stage = RasterizerStage(width: 200, height: 300, scale: 2)
        let sheet = stage.addView(CGRect(x: 0, y: 40 + offset, width: 200, height: 260), color: .white)
        sheet.layer.cornerRadius = 10
        sheet.layer.masksToBounds = true
        let card = stage.addView(
            CGRect(x: 12.25, y: 20, width: 170, height: 110), color: .systemGray6, to: sheet)
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 140, height: 24))
        label.text = "Order #4471"
        card.addSubview(label)
        let group = stage.addView(
            CGRect(x: 20, y: 160, width: 160, height: 60), color: .systemBlue, to: sheet)
        group.alpha = 0.6
        stage.addView(CGRect(x: 10, y: 10, width: 60, height: 30), color: .systemRed, to: group)
        stage.host.advance(by: 0)
        let (fast, reference) = stage.host.renderedBothWays(scale: 2)
        #expect(fast.differingByteCount(from: reference) == 0)
        // The shadow shows below the card.
        let belowCard = fast[Int(2 * 100), Int(2 * (40 + offset + 20 + 110 + 6))]
        #expect(belowCard.r < 250 && belowCard.r > 150)
    }

    @Test(
        "every scenario's frames while presenting, shown and dismissing match the reference byte for byte",
        arguments: ScenarioCatalog.all.map(\.name))
    func scenarioFrames(name: String) throws {
        let scenario = try #require(ScenarioCatalog.all.first { $0.name == name })
        let run = scenario.makeRun()
        var frames = 0
        func compare(_ moment: String) {
            let (fast, reference) = run.host.renderedBothWays(scale: 1)
            #expect(fast.differingByteCount(from: reference) == 0, "\(name) \(moment)")
            frames += 1
        }
        // Three moments: the transition's middle, the rest it reaches and the way back out. (A
        // frame costs a tenth of a second in a debug build, most of it blurs: every scenario's
        // layer tree at these three moments is enough; the fuzzed frames cover the rest.)
        run.present()
        run.host.advance(by: 0.16)
        compare("presenting")
        run.host.runUntilIdle()
        compare("presented")
        run.dismiss()
        run.host.advance(by: 0.1)
        compare("dismissing")
        #expect(frames == 3)
    }
}
