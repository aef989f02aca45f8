import PresentationKit
import Testing

@Suite("PNG straight alpha")
struct PNGStraightAlphaTests {
    @Test("premultiplied → straight → premultiplied is exact for every component c ≤ a")
    func roundTripIsExactForAllPairs() {
        var pairs = 0
        var mismatches: [(UInt8, UInt8)] = []
        for alpha in 0...255 {
            for component in 0...alpha {
                let a = UInt8(alpha)
                let c = UInt8(component)
                let straight = StraightAlpha.unpremultiply(c, alpha: a)
                if StraightAlpha.premultiply(straight, alpha: a) != c { mismatches.append((c, a)) }
                pairs += 1
            }
        }
        #expect(pairs == 32_896)
        #expect(
            mismatches.isEmpty,
            "round trip changed \(mismatches.count) pairs, first \(mismatches.first.map { "\($0)" } ?? "")")
    }

    @Test(
        "conversions round to nearest",
        arguments: [
            // (premultiplied, alpha, straight): 100·255/200 = 127.5 → 128; 1·255/3 = 85.
            (UInt8(100), UInt8(200), UInt8(128)), (1, 3, 85), (0, 0, 0), (77, 255, 77), (2, 5, 102),
        ])
    func rounding(premultiplied: UInt8, alpha: UInt8, straight: UInt8) {
        #expect(StraightAlpha.unpremultiply(premultiplied, alpha: alpha) == straight)
    }

    @Test("transparent pixels lose their colour and invalid components saturate")
    func edges() {
        #expect(StraightAlpha.unpremultiply(0, alpha: 0) == 0)
        #expect(StraightAlpha.unpremultiply(200, alpha: 100) == 255)
        // 255·128/255 = 128 exactly; 128·3/255 = 1.506 → 2.
        #expect(StraightAlpha.premultiply(255, alpha: 128) == 128)
        #expect(StraightAlpha.premultiply(128, alpha: 3) == 2)
        // Whole buffers: opaque pixels pass through untouched.
        let bytes: [UInt8] = [10, 20, 30, 40, 1, 2, 3, 255]
        var converted = StraightAlpha.straightened(bytes)
        #expect(converted == [64, 128, 191, 40, 1, 2, 3, 255])
        StraightAlpha.premultiply(&converted)
        #expect(converted == bytes)
    }
}
