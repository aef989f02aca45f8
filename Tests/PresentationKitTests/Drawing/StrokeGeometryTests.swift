import Foundation
import PresentationKit
import Testing

/// The areas strokes cover, worked out by hand for each join and cap on pixel-aligned lines, and
/// the bytes an opaque fill leaves on partly covered pixels (Behaviour 18.3).
@MainActor
@Suite("CGContext · stroke geometry")
struct StrokeGeometryTests {
    /// Each join with the area it covers: the 70-pixel square less the 50-pixel one, less the
    /// corners a bevel or a round join leaves out.
    nonisolated static let frames: [(CGLineJoin, Double)] = {
        let frame = 4_900.0 - 2_500.0
        let bevelCorner = 12.5
        let roundCorner = 25.0 - Double.pi * 25.0 / 4.0
        return [(.miter, frame), (.bevel, frame - 4 * bevelCorner), (.round, frame - 4 * roundCorner)]
    }()
    /// Each cap with the area a 100-pixel line 10 wide covers.
    nonisolated static let lines: [(CGLineCap, Double)] = [
        (.butt, 1_000), (.square, 1_100), (.round, 1_000 + Double.pi * 25),
    ]

    /// A closed 60-pixel square stroked 10 wide covers the frame between the 70- and 50-pixel
    /// squares, less a 5 × 5 corner triangle at each bevel and a corner square's share outside
    /// a quarter circle at each round join; the hole inside stays empty.
    @Test(arguments: Self.frames)
    func aClosedSquaresStrokeCoversItsFrame(join: CGLineJoin, expected: Double) {
        let context = makeBitmapContext(width: 100, height: 100)
        context.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        context.setLineWidth(10)
        context.setLineJoin(join)
        context.strokePath()
        let probe = PixelProbe(context)
        #expect(abs(probe.coveredArea - expected) < 0.5, "\(join): \(probe.coveredArea) vs \(expected)")
        #expect(probe.alpha(50, 50) == 0, "the hole")
        #expect(probe.alpha(17, 50) == 255, "the frame's left side")
    }

    /// A 100-pixel line stroked 10 wide covers 100 × 10 with butt caps, 110 × 10 with square caps
    /// and a whole circle of radius 5 more with round caps.
    @Test(arguments: Self.lines)
    func aLinesCapsAddTheirArea(cap: CGLineCap, expected: Double) {
        let context = makeBitmapContext(width: 160, height: 40)
        context.move(to: CGPoint(x: 30, y: 20))
        context.addLine(to: CGPoint(x: 130, y: 20))
        context.setLineWidth(10)
        context.setLineCap(cap)
        context.strokePath()
        let area = PixelProbe(context).coveredArea
        #expect(abs(area - expected) < 0.5, "\(cap): \(area) vs \(expected)")
    }

    /// A 10-wide polyline turning back at 20° would reach 5.76 widths past the turn with a
    /// miter: drawn under a miter limit of 10, beyond 5 it is bevelled (nothing past the
    /// bevel's outer point, 1.7 pixels right of the turn).
    @Test func aTurnSharperThanTheMiterLimitIsBevelled() {
        func stroke(miterLimit: CGFloat) -> PixelProbe {
            let context = makeBitmapContext(width: 200, height: 100)
            let angle = 20 * Double.pi / 180
            context.move(to: CGPoint(x: 20, y: 50))
            context.addLine(to: CGPoint(x: 120, y: 50))
            context.addLine(to: CGPoint(x: 120 - 100 * cos(angle), y: 50 + 100 * sin(angle)))
            context.setLineWidth(10)
            context.setMiterLimit(miterLimit)
            context.strokePath()
            return PixelProbe(context)
        }
        func reaches(_ probe: PixelProbe, from column: Int) -> Bool {
            (column..<200).contains { x in (0..<100).contains { probe.alpha(x, $0) > 0 } }
        }
        #expect(!reaches(stroke(miterLimit: 5), from: 123))
        #expect(reaches(stroke(miterLimit: 10), from: 140))
    }

    /// An opaque colour over partly covered pixels leaves the bytes of the general blend (the
    /// one a clip makes the context use), over every background byte and many coverages.
    @Test(arguments: [(1.0, 0.0, 0.0), (0.0, 1.0, 1.0), (0.0, 0.0, 0.0)])
    func anOpaqueFillsEdgesMatchTheGeneralBlend(red: Double, green: Double, blue: Double) {
        func draw(clipped: Bool) -> [UInt8] {
            let context = makeBitmapContext(width: 128, height: 128)
            let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
            var seed: UInt32 = 12_345
            for index in 0..<(context.bytesPerRow * context.height) {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                bytes[index] = UInt8(truncatingIfNeeded: seed >> 24)
            }
            if clipped { context.clip(to: CGRect(x: 0, y: 0, width: 128, height: 128)) }
            context.setFillColor(red: red, green: green, blue: blue, alpha: 1)
            for k in 0..<12 {
                context.fillEllipse(
                    in: CGRect(
                        x: 3.3 + Double(k) * 9.7, y: 5.1 + Double(k) * 8.9, width: 17.37 + Double(k),
                        height: 13.9))
            }
            return PixelProbe(context).bytes
        }
        let fast = draw(clipped: false)
        let general = draw(clipped: true)
        let differing = zip(fast, general).filter { $0 != $1 }.count
        #expect(differing == 0)
    }
}
