import CLibPNG
import Foundation
import Testing

@testable import PresentationKitRendering

@Suite("PNG round trip")
struct PNGRoundTripTests {
    /// Every valid premultiplied pair: column `c`, row `a` holds red `c`, green `c/2`, blue `a − c`
    /// under alpha `a` (all ≤ a); the invalid half above the diagonal stays clear.
    static func allPairs() throws -> RGBAImage {
        var image = try #require(RGBAImage(width: 256, height: 256))
        for a in 0...255 {
            for c in 0...a {
                image[c, a] = RGBAPixel(r: UInt8(c), g: UInt8(c / 2), b: UInt8(a - c), a: UInt8(a))
            }
        }
        return image
    }

    @Test("every premultiplied value survives encoding and decoding")
    func exactRoundTrip() throws {
        let image = try Self.allPairs()
        let decoded = try RGBAImage(pngData: image.pngData())
        #expect(decoded.width == 256 && decoded.height == 256)
        #expect(decoded == image)
    }

    @Test("the encoding is 8-bit RGBA, non-interlaced, without a time chunk, and deterministic")
    func encodingIsPlainAndDeterministic() throws {
        let image = try Self.allPairs()
        let first = try image.pngData()
        #expect(try image.pngData() == first)
        let chunks = try #require(PNGChunks(first))
        #expect(chunks.types.first == "IHDR")
        #expect(chunks.types.last == "IEND")
        #expect(!chunks.types.contains("tIME"))
        // Width 256, height 256, depth 8, colour type 6 (RGBA), deflate, adaptive filters, no interlace.
        #expect(chunks.header == [0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0])
    }

    @Test("a 1×1 image and a wide strip round-trip", arguments: [(1, 1), (3001, 2), (2, 700)])
    func shapes(width: Int, height: Int) throws {
        var image = try #require(
            RGBAImage(width: width, height: height, fill: RGBAPixel(r: 9, g: 8, b: 7, a: 10)))
        image[width - 1, height - 1] = RGBAPixel(r: 255, g: 0, b: 128, a: 255)
        #expect(try RGBAImage(pngData: image.pngData()) == image)
    }

    @Test("a file written with writePNG reads back with contentsOfPNG")
    func fileRoundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.url.appendingPathComponent("image.png")
        let image = try Self.allPairs()
        try image.writePNG(to: url)
        #expect(try [UInt8](Data(contentsOf: url)) == image.pngData())
        #expect(try RGBAImage(contentsOfPNG: url) == image)
        // Writing again replaces the file.
        let small = try #require(RGBAImage(width: 2, height: 1, fill: RGBAPixel(r: 0, g: 0, b: 0, a: 255)))
        try small.writePNG(to: url)
        #expect(try RGBAImage(contentsOfPNG: url) == small)
    }

    @Test("grey and grey-alpha PNGs are expanded to premultiplied RGBA")
    func readsOtherColourTypes() throws {
        // Written with libpng's simplified API in formats this encoder never produces: 8-bit grey
        // (format 0) and grey + alpha (format PNG_FORMAT_FLAG_ALPHA).
        let grey = try Self.encode([0, 100, 255], width: 3, format: 0)
        let greyImage = try RGBAImage(pngData: grey)
        #expect(greyImage[1, 0] == RGBAPixel(r: 100, g: 100, b: 100, a: 255))
        #expect(greyImage[2, 0] == RGBAPixel(r: 255, g: 255, b: 255, a: 255))
        let greyAlpha = try Self.encode([200, 128, 50, 0], width: 2, format: UInt32(PNG_FORMAT_FLAG_ALPHA))
        let chunks = try #require(PNGChunks(greyAlpha))
        #expect(chunks.header[9] == 4)  // colour type 4: grey with alpha
        let greyAlphaImage = try RGBAImage(pngData: greyAlpha)
        // 200 straight under alpha 128: 200·128/255 = 100.4 → 100.
        #expect(greyAlphaImage[0, 0] == RGBAPixel(r: 100, g: 100, b: 100, a: 128))
        #expect(greyAlphaImage[1, 0] == .clear)
    }

    static func encode(_ samples: [UInt8], width: Int, format: UInt32) throws -> [UInt8] {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = 1
        image.format = format
        var output = [UInt8](repeating: 0, count: 4096)
        var size = output.count
        let succeeded = output.withUnsafeMutableBytes { memory in
            samples.withUnsafeBytes {
                png_image_write_to_memory(&image, memory.baseAddress, &size, 0, $0.baseAddress, 0, nil)
            }
        }
        try #require(succeeded != 0)
        return Array(output[..<size])
    }
}
