import Testing

@testable import PresentationKitRendering

@Suite("Film strip")
struct FilmStripTests {
    static let red = RGBAPixel(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBAPixel(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBAPixel(r: 0, g: 0, b: 255, a: 255)
    static let white = RGBAPixel(r: 255, g: 255, b: 255, a: 255)

    @Test("frames sit left to right, top-aligned, spacing apart, on the background")
    func placement() throws {
        let frames = [
            try #require(RGBAImage(width: 3, height: 2, fill: Self.red)),
            try #require(RGBAImage(width: 4, height: 5, fill: Self.green)),
            try #require(RGBAImage(width: 1, height: 1, fill: Self.blue)),
        ]
        let strip = try #require(RGBAImage.filmStrip(frames, spacing: 2, background: Self.white))
        #expect(strip.width == 3 + 2 + 4 + 2 + 1)
        #expect(strip.height == 5)
        // Row 0 from left to right: red ×3, gap ×2, green ×4, gap ×2, blue.
        let row0 = (0..<strip.width).map { strip[$0, 0] }
        #expect(
            row0 == [Self.red, Self.red, Self.red, Self.white, Self.white]
                + Array(repeating: Self.green, count: 4) + [Self.white, Self.white, Self.blue])
        // Below the shorter frames the background shows.
        #expect(strip[0, 2] == Self.white)
        #expect(strip[2, 1] == Self.red)
        #expect(strip[10, 1] == Self.white)
        #expect(strip[8, 4] == Self.green)
    }

    @Test("the defaults are an 8-pixel gap on opaque mid grey")
    func defaults() throws {
        let frame = try #require(RGBAImage(width: 2, height: 2, fill: Self.red))
        let strip = try #require(RGBAImage.filmStrip([frame, frame]))
        #expect(strip.width == 12 && strip.height == 2)
        #expect(strip[2, 0] == RGBAPixel(r: 128, g: 128, b: 128, a: 255))
        #expect(strip[9, 1] == RGBAPixel(r: 128, g: 128, b: 128, a: 255))
        #expect(strip[10, 1] == Self.red)
    }

    @Test("a single opaque frame is its own strip")
    func singleFrame() throws {
        var frame = try #require(RGBAImage(width: 3, height: 3, fill: Self.blue))
        frame[1, 2] = Self.green
        #expect(RGBAImage.filmStrip([frame]) == frame)
    }

    @Test("transparent frame pixels show the background through them")
    func transparentFrames() throws {
        // Half-transparent red, premultiplied: (128, 0, 0, 128), over opaque black.
        let frame = try #require(RGBAImage(width: 1, height: 1, fill: RGBAPixel(r: 128, g: 0, b: 0, a: 128)))
        let black = RGBAPixel(r: 0, g: 0, b: 0, a: 255)
        let strip = try #require(RGBAImage.filmStrip([frame], background: black))
        // Alpha: 128 + 255·127/255 = 255; red keeps its 128 over black.
        #expect(strip[0, 0] == RGBAPixel(r: 128, g: 0, b: 0, a: 255))
    }

    @Test("no frames, a negative spacing or a strip over the pixel limit give nil")
    func refusals() throws {
        let frame = try #require(RGBAImage(width: 2, height: 2))
        #expect(RGBAImage.filmStrip([]) == nil)
        #expect(RGBAImage.filmStrip([frame, frame], spacing: -1) == nil)
        // Zero-height frames cost no memory, yet make the strip too wide for one pixel row.
        let wide = try #require(RGBAImage(width: RGBAImage.maximumPixelCount, height: 0))
        #expect(RGBAImage.filmStrip([wide, frame]) == nil)
        #expect(RGBAImage.filmStrip([wide]) != nil)
        // Widths whose sum overflows Int.
        let huge = try #require(RGBAImage(width: Int.max / 2, height: 0))
        #expect(RGBAImage.filmStrip([huge, huge, huge]) == nil)
        #expect(RGBAImage.filmStrip([frame, frame], spacing: Int.max) == nil)
    }
}
