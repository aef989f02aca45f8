import Foundation
import PresentationKit
import PresentationKitFuzzing
import Testing

@testable import PresentationKitRendering

/// The fuzzer's random presentations, rotations, drags and interrupted transitions, rendered
/// through the fast path and the layer-by-layer reference every few steps: whatever state the app
/// gets into, the two must give the same bytes.
@MainActor
@Suite("Rasterizer · fuzzed frames")
struct RenderingFuzzTests {
    @Test("random operation sequences render the same bytes both ways", arguments: 1...6)
    func fuzzedFrames(seed: UInt64) {
        var generator = FuzzGenerator(seed: 9_000 + seed)
        let world = FuzzWorld(devices: generator.devices())
        var compared = 0
        var drawn = 0
        for step in 0..<120 {
            guard let operation = generator.next(in: world) else { continue }
            _ = world.perform(operation)
            guard step % 15 == 14 else { continue }
            for host in world.hosts {
                let (fast, reference) = host.renderedBothWays(scale: 1)
                let differing = fast.differingByteCount(from: reference)
                #expect(
                    differing == 0, "seed \(seed), step \(step) (\(operation)): \(differing) bytes differ")
                compared += 1
                if fast.bytes.contains(where: { $0 != 0 && $0 != 255 }) { drawn += 1 }
            }
        }
        #expect(compared >= 8)
        // Not blank screens: the frames show something other than black and white.
        #expect(drawn > 0)
    }
}
