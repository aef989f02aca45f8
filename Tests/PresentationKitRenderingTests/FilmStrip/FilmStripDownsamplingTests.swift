import Testing

@testable import PresentationKitRendering

@Suite("Film strip downsampling")
struct FilmStripDownsamplingTests {
    /// An image whose pixel (x, y) has the given components, row by row.
    static func image(width: Int, height: Int, _ pixels: [RGBAPixel]) throws -> RGBAImage {
        var image = try #require(RGBAImage(width: width, height: height))
        for (index, pixel) in pixels.enumerated() { image[index % width, index / width] = pixel }
        return image
    }

    static func grey(_ value: UInt8, alpha: UInt8 = 255) -> RGBAPixel {
        RGBAPixel(r: value, g: value, b: value, a: alpha)
    }

    @Test("each output pixel averages its 2 × 2 block, rounded to nearest")
    func boxAverages() throws {
        // Left block 10, 20 / 30, 41 → 101/4 = 25.25 → 25. Right block 0, 1 / 1, 0 → 2/4 = 0.5 → 1
        // (halves round up). Alpha 255 throughout.
        let source = try Self.image(
            width: 4, height: 2,
            [
                Self.grey(10), Self.grey(20), Self.grey(0), Self.grey(1), Self.grey(30), Self.grey(41),
                Self.grey(1), Self.grey(0),
            ])
        let reduced = source.downsampled(by: 2)
        #expect(reduced.width == 2 && reduced.height == 1)
        #expect(reduced[0, 0] == Self.grey(25))
        #expect(reduced[1, 0] == Self.grey(1))
    }

    @Test("premultiplied values average without dark fringes")
    func premultipliedAverage() throws {
        // One opaque red pixel and three clear ones: 255/4 = 63.75 → 64 in red and alpha alike,
        // which is still pure red once un-premultiplied.
        let source = try Self.image(
            width: 2, height: 2, [RGBAPixel(r: 255, g: 0, b: 0, a: 255), .clear, .clear, .clear])
        #expect(source.downsampled(by: 2)[0, 0] == RGBAPixel(r: 64, g: 0, b: 0, a: 64))
    }

    @Test("a @3x frame reduces by 3 to its point size and keeps flat colours exact")
    func byThree() throws {
        let colour = RGBAPixel(r: 12, g: 34, b: 56, a: 78)
        let frame = try #require(RGBAImage(width: 9, height: 6, fill: colour))
        let reduced = frame.downsampled(by: 3)
        #expect(reduced.width == 3 && reduced.height == 2)
        #expect(reduced == RGBAImage(width: 3, height: 2, fill: colour))
    }

    @Test("blocks cut by the right and bottom edges average the pixels they hold")
    func partialBlocks() throws {
        // 3 × 3 by 2 → 2 × 2. Values v(x, y) = 10·x + 100·y (grey, opaque).
        var pixels: [RGBAPixel] = []
        for y in 0..<3 { for x in 0..<3 { pixels.append(Self.grey(UInt8(10 * x + 100 * y))) } }
        let reduced = try Self.image(width: 3, height: 3, pixels).downsampled(by: 2)
        #expect(reduced.width == 2 && reduced.height == 2)
        #expect(reduced[0, 0] == Self.grey(55))  // (0 + 10 + 100 + 110) / 4 = 55
        #expect(reduced[1, 0] == Self.grey(70))  // (20 + 120) / 2 = 70
        #expect(reduced[0, 1] == Self.grey(205))  // (200 + 210) / 2 = 205
        #expect(reduced[1, 1] == Self.grey(220))  // the lone corner pixel
    }

    @Test("factors of 1 or less return the image unchanged", arguments: [1, 0, -3])
    func identity(factor: Int) throws {
        let source = try Self.image(width: 2, height: 1, [Self.grey(1), Self.grey(2)])
        #expect(source.downsampled(by: factor) == source)
    }

    @Test("a factor larger than the image gives one averaged pixel")
    func largeFactor() throws {
        let source = try Self.image(width: 2, height: 1, [Self.grey(0), Self.grey(255)])
        #expect(source.downsampled(by: 1000) == RGBAImage(width: 1, height: 1, fill: Self.grey(128)))
    }
}
