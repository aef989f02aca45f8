import Foundation
import PresentationKit
import Testing

/// Bitmap contexts: coverage, fill rules, strokes, dashes, clipping, blend modes, gradients and
/// images, each against a value worked out from the geometry or the blend formula
/// (Behaviour 18.1–18.7).
@MainActor
struct CGContextTests {
    @Test func aPixelAlignedRectangleCoversWholePixelsOnly() {
        let context = makeBitmapContext(width: 4, height: 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        let probe = PixelProbe(context)
        // Device space is y-up: y 0…1 is the bottom row, memory row 3.
        #expect(probe.rgba(1, 3) == [255, 0, 0, 255])
        #expect(probe.rgba(2, 3) == [255, 0, 0, 255])
        #expect(probe.rgba(0, 3) == [0, 0, 0, 0])
        #expect(probe.rgba(1, 2) == [0, 0, 0, 0])
    }

    @Test func aHalfCoveredPixelIsHalfPainted() {
        let context = makeBitmapContext(width: 2, height: 1)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(abs(PixelProbe(context).alpha(0, 0) - 128) <= 1)
    }

    @Test func aFilledCircleCoversItsArea() {
        let context = makeBitmapContext(width: 40, height: 40)
        context.fillEllipse(in: CGRect(x: 5.3, y: 4.7, width: 30, height: 30))
        let area = PixelProbe(context).coveredArea
        // π·15² = 706.858…; anti-aliased coverage sums to the area within a fraction of a pixel
        // per edge pixel, and the Bézier circle is 0.03 % too large at most.
        #expect(abs(area - Double.pi * 225) < 1.5)
    }

    @Test func evenOddLeavesTheHoleOfANestedLoop() {
        let context = makeBitmapContext(width: 20, height: 20)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fillPath(using: .evenOdd)
        let probe = PixelProbe(context)
        #expect(probe.alpha(10, 10) == 0)
        #expect(probe.alpha(2, 2) == 255)
        #expect(abs(probe.coveredArea - 300) < 0.01)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fillPath()
        #expect(PixelProbe(context).alpha(10, 10) == 255)
    }

    @Test func aStrokeIsCentredOnThePathWithTheCapsItAsksFor() {
        for (cap, firstColumn, lastColumn) in [(CGLineCap.butt, 2, 7), (.square, 1, 8)] {
            let context = makeBitmapContext(width: 10, height: 10)
            context.setLineWidth(2)
            context.setLineCap(cap)
            context.move(to: CGPoint(x: 2, y: 5))
            context.addLine(to: CGPoint(x: 8, y: 5))
            context.strokePath()
            let probe = PixelProbe(context)
            // The stroke covers device y 4…6: memory rows 4 and 5.
            for x in 0..<10 {
                let expected = x >= firstColumn && x <= lastColumn ? 255 : 0
                #expect(probe.alpha(x, 4) == expected, "\(cap) column \(x)")
                #expect(probe.alpha(x, 5) == expected, "\(cap) column \(x)")
                #expect(probe.alpha(x, 3) == 0)
            }
            #expect(context.isPathEmpty)
        }
    }

    @Test func aDashPatternPaintsEveryOtherStretch() {
        let context = makeBitmapContext(width: 8, height: 2)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [2, 2])
        context.move(to: CGPoint(x: 0, y: 1))
        context.addLine(to: CGPoint(x: 8, y: 1))
        context.strokePath()
        let probe = PixelProbe(context)
        #expect((0..<8).map { probe.alpha($0, 0) } == [255, 255, 0, 0, 255, 255, 0, 0])
    }

    /// A closed square (20…80, stroked 10 wide, butt caps, miter joins) dashed 30 on, 30 off: its
    /// 240-unit outline starts at the corner (20, 20). Where the pattern is on across that corner
    /// (phase 15: the last 15 units and the first 15 are painted, and one dash of 300 all the way
    /// round) the two ends meet in a miter, which fills the corner's outer square 15…20 × 15…20;
    /// where the dash only starts there (phase 0: the last 30 units are off) its butt cap leaves
    /// the square empty (Behaviour 18.28).
    @Test func aDashOnAcrossAClosedSubpathsStartJoinsTheLastDashToTheFirst() {
        for (phase, lengths, joined) in [
            (CGFloat(15), [CGFloat(30), 30], true), (0, [30, 30], false), (0, [300, 10], true),
        ] {
            let context = makeBitmapContext(width: 100, height: 100)
            context.setLineWidth(10)
            context.setLineCap(.butt)
            context.setLineJoin(.miter)
            context.setLineDash(phase: phase, lengths: lengths)
            context.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
            context.strokePath()
            let probe = PixelProbe(context)
            // Device rows 15…19 are memory rows 80…84 (y-up, 100 rows).
            let corner = (15..<20).flatMap { x in (80..<85).map { probe.alpha(x, $0) } }
            #expect(corner == [Int](repeating: joined ? 255 : 0, count: 25), "phase \(phase), \(lengths)")
            // Beside the corner the first dash is painted either way (y 15…25 at x 25).
            #expect(probe.alpha(25, 82) == 255, "phase \(phase), \(lengths)")
        }
    }

    @Test func lineWidthIsInUserSpace() {
        let context = makeBitmapContext(width: 20, height: 20)
        context.scaleBy(x: 2, y: 2)
        context.setLineWidth(1)
        context.move(to: CGPoint(x: 1, y: 5))
        context.addLine(to: CGPoint(x: 9, y: 5))
        context.strokePath()
        // One unit at scale 2 is two device pixels: rows 9 and 10 from the top.
        let probe = PixelProbe(context)
        #expect(probe.alpha(10, 9) == 255 && probe.alpha(10, 10) == 255)
        #expect(probe.alpha(10, 8) == 0 && probe.alpha(10, 11) == 0)
    }

    @Test func theClipLimitsPaintingAndRestoringBringsItBack() {
        let context = makeBitmapContext(width: 10, height: 10)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(PixelProbe(context).coveredArea == 50)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let probe = PixelProbe(context)
        #expect(probe.coveredArea == 100)
        // The fill colour came back with the state: black.
        #expect(probe.rgba(8, 0) == [0, 0, 0, 255])
        #expect(probe.rgba(2, 0) == [0, 0, 0, 255])
    }

    @Test func anUnbalancedRestoreIsReportedAndChangesNothing() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        let context = makeBitmapContext(width: 2, height: 2)
        context.translateBy(x: 1, y: 0)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 1, y: 0))
        #expect(host.diagnostics.contains { $0.message.contains("restoreGState()") })
    }

    @Test func blendModesFollowTheirFormulas() {
        // Destination: opaque grey 0.5 (128); source: opaque grey 0.5.
        func blend(_ mode: CGBlendMode, source: CGFloat = 0.5, alpha: CGFloat = 1) -> [UInt8] {
            let context = makeBitmapContext(width: 1, height: 1)
            context.setFillColor(gray: 128.0 / 255, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.setBlendMode(mode)
            context.setFillColor(gray: source, alpha: alpha)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            return PixelProbe(context).rgba(0, 0)
        }
        let half = 128.0 / 255
        #expect(blend(.multiply)[0] == UInt8((half * 0.5 * 255).rounded()))  // 64
        #expect(blend(.screen)[0] == UInt8(((half + 0.5 - half * 0.5) * 255).rounded()))  // 191
        #expect(blend(.difference, source: 0.25)[0] == UInt8((abs(half - 0.25) * 255).rounded()))  // 64
        #expect(blend(.clear) == [0, 0, 0, 0])
        #expect(blend(.copy, source: 1, alpha: 0.5) == [128, 128, 128, 128])
        #expect(blend(.destinationOut, alpha: 0.5)[3] == 128)  // 1 × (1 − ½)
        #expect(blend(.normal, source: 1, alpha: 0.5)[0] == UInt8(((1 * 0.5 + half * 0.5) * 255).rounded()))
    }

    @Test func aLinearGradientRunsFromStartToEnd() {
        let context = makeBitmapContext(width: 10, height: 1)
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray, locations: [0, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        let probe = PixelProbe(context)
        for x in 0..<10 {
            // The pixel centre x + ½ sits (x + ½)/10 along the axis.
            let expected = (Double(x) + 0.5) / 10 * 255
            #expect(abs(Double(probe.rgba(x, 0)[0]) - expected) <= 1)
        }
    }

    @Test func aGradientNotExtendedLeavesThePixelsBeyondItsEnds() {
        let context = makeBitmapContext(width: 10, height: 1)
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray,
            locations: nil)!
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0), options: [])
        var probe = PixelProbe(context)
        #expect(probe.alpha(1, 0) == 0 && probe.alpha(8, 0) == 0 && probe.alpha(5, 0) == 255)
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 3, y: 0), end: CGPoint(x: 7, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        probe = PixelProbe(context)
        #expect(probe.rgba(1, 0) == [0, 0, 0, 255] && probe.rgba(8, 0) == [255, 255, 255, 255])
    }

    @Test func aRadialGradientDependsOnTheDistanceFromTheCentre() {
        let context = makeBitmapContext(width: 21, height: 21)
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)] as CFArray,
            locations: nil)!
        let centre = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(
            gradient, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 10, options: [])
        let probe = PixelProbe(context)
        // Pixel (15, 10) has its centre 5 right of the centre: t = ½, grey 127.5.
        #expect(abs(Int(probe.rgba(15, 10)[0]) - 128) <= 1)
        #expect(probe.rgba(10, 10)[0] == 255)
        #expect(probe.alpha(0, 0) == 0)  // 14.1 away: beyond the end circle, not extended
    }

    @Test func anImageIsDrawnWithItsTopRowAtTheRectanglesMaximumY() {
        let source = makeBitmapContext(width: 1, height: 2)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 1, height: 1))  // the top row (y-up)
        let image = source.makeImage()!
        #expect(PixelProbe(image).rgba(0, 0) == [255, 0, 0, 255])
        let context = makeBitmapContext(width: 1, height: 2)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(PixelProbe(context).rgba(0, 0) == [255, 0, 0, 255])
        #expect(PixelProbe(context).alpha(0, 1) == 0)
    }

    @Test func unsupportedLayoutsAndSizesGiveNilWithADiagnostic() {
        let host = HeadlessHost(size: CGSize(width: 10, height: 10))
        let floats = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 32, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo.floatComponents.rawValue)
        let empty = CGContext(
            data: nil, width: 0, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(floats == nil && empty == nil)
        #expect(host.diagnostics.filter { $0.message.hasPrefix("CGContext(data:") }.count == 2)
    }

    @Test func littleEndianFirstAlphaIsBGRAInMemory() {
        var bytes = [UInt8](repeating: 0, count: 4)
        bytes.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                    | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            // An image of it is RGBA whatever the context's layout.
            #expect(PixelProbe(context).rgba(0, 0) == [255, 128, 0, 255])
        }
        #expect(bytes == [0, 128, 255, 255])
    }
}
