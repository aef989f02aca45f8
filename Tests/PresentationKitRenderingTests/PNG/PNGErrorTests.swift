import Foundation
import Testing

@testable import PresentationKitRendering

@Suite("PNG errors")
struct PNGErrorTests {
    @Test("an image without pixels cannot be encoded")
    func emptyImage() throws {
        let image = try #require(RGBAImage(width: 0, height: 5))
        #expect(throws: PNGError.emptyImage(width: 0, height: 5)) { try image.pngData() }
        #expect(
            PNGError.emptyImage(width: 0, height: 5).description
                == "cannot encode a 0×5 image: PNG needs at least one pixel")
    }

    @Test(
        "data that is not a PNG reports libpng's message", arguments: [[], Array("GIF89a, not a PNG".utf8)])
    func notAPNG(data: [UInt8]) {
        let error = #expect(throws: PNGError.self) { try RGBAImage(pngData: data) }
        guard case .libpng(let message) = error else {
            Issue.record("expected a libpng error, got \(String(describing: error))")
            return
        }
        #expect(!message.isEmpty)
        #expect(error?.description.hasPrefix("libpng error: ") == true)
    }

    @Test("a truncated PNG is an error, not a crash")
    func truncated() throws {
        let image = try #require(RGBAImage(width: 40, height: 40, fill: RGBAPixel(r: 1, g: 2, b: 3, a: 255)))
        let data = try image.pngData()
        for length in [8, 30, data.count / 2, data.count - 13] {
            #expect(throws: PNGError.self) { try RGBAImage(pngData: Array(data.prefix(length))) }
        }
    }

    @Test("a header announcing more than maximumPixelCount pixels is refused before decoding")
    func tooLarge() {
        // IHDR: 20000 × 20000, 8-bit RGBA; no image data follows the header.
        let header =
            PNGChunks.bigEndian(20000) + PNGChunks.bigEndian(20000) + [8, 6, 0, 0, 0]
        let data =
            PNGChunks.signature + PNGChunks.chunk("IHDR", header) + PNGChunks.chunk("IDAT", [])
            + PNGChunks.chunk("IEND", [])
        #expect(throws: PNGError.imageTooLarge(width: 20000, height: 20000)) { try RGBAImage(pngData: data) }
    }

    @Test("missing and unwritable files name their path")
    func files() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.url.appendingPathComponent("missing.png")
        let readError = #expect(throws: PNGError.self) { try RGBAImage(contentsOfPNG: missing) }
        guard case .cannotReadFile(let path, _) = readError else {
            Issue.record("expected cannotReadFile, got \(String(describing: readError))")
            return
        }
        #expect(path == missing.path)
        #expect(
            readError?.description.hasPrefix("cannot open PNG file \(missing.path) for reading: ") == true)

        let image = try #require(RGBAImage(width: 1, height: 1))
        let unwritable = directory.url.appendingPathComponent("no/such/directory/out.png")
        let writeError = #expect(throws: PNGError.self) { try image.writePNG(to: unwritable) }
        guard case .cannotWriteFile(let writePath, _) = writeError else {
            Issue.record("expected cannotWriteFile, got \(String(describing: writeError))")
            return
        }
        #expect(writePath == unwritable.path)
    }
}
