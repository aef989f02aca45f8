import Testing

@testable import PresentationKitRendering

@Suite("Film strip compositing")
struct FilmStripCompositingTests {
    @Test("source over with premultiplied colours, rounded to nearest")
    func sourceOver() throws {
        let base = try #require(RGBAImage(width: 1, height: 1, fill: RGBAPixel(r: 0, g: 0, b: 255, a: 255)))
        let overlay = try #require(RGBAImage(width: 1, height: 1, fill: RGBAPixel(r: 64, g: 0, b: 0, a: 128)))
        // Blue: 255·127/255 = 127; alpha: 128 + 127 = 255.
        #expect(base.compositing(overlay, atX: 0, y: 0)[0, 0] == RGBAPixel(r: 64, g: 0, b: 127, a: 255))
        // Clear pixels leave the destination alone; opaque ones replace it.
        #expect(base.compositing(RGBAImage(width: 1, height: 1)!, atX: 0, y: 0) == base)
        let opaque = try #require(RGBAImage(width: 1, height: 1, fill: RGBAPixel(r: 1, g: 2, b: 3, a: 255)))
        #expect(base.compositing(opaque, atX: 0, y: 0) == opaque)
    }

    @Test(
        "the overlay is clipped to the destination",
        arguments: [(-1, -1), (2, 1), (-5, 0), (3, 0), (Int.max, Int.min)])
    func clipping(x: Int, y: Int) throws {
        let base = try #require(RGBAImage(width: 3, height: 2))
        let mark = RGBAPixel(r: 9, g: 9, b: 9, a: 255)
        let overlay = try #require(RGBAImage(width: 2, height: 2, fill: mark))
        let result = base.compositing(overlay, atX: x, y: y)
        for py in 0..<2 {
            for px in 0..<3 {
                let inside = px >= x && px - x < 2 && py >= y && py - y < 2
                #expect(result[px, py] == (inside ? mark : .clear), "pixel (\(px), \(py))")
            }
        }
    }
}
