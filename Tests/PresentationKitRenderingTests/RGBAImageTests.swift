import Testing

@testable import PresentationKitRendering

@Suite("RGBAImage")
struct RGBAImageTests {
    @Test("a new image holds its fill colour and reads back what is written")
    func fillAndWrite() throws {
        var image = try #require(RGBAImage(width: 3, height: 2, fill: RGBAPixel(r: 10, g: 20, b: 30, a: 255)))
        #expect(image.bytes.count == 3 * 2 * 4)
        #expect(image[2, 1] == RGBAPixel(r: 10, g: 20, b: 30, a: 255))
        image[1, 0] = RGBAPixel(r: 1, g: 2, b: 3, a: 4)
        #expect(image[1, 0] == RGBAPixel(r: 1, g: 2, b: 3, a: 4))
        // Row-major, top to bottom: pixel (1, 0) starts at byte 4.
        #expect(Array(image.bytes[4..<8]) == [1, 2, 3, 4])
    }

    @Test("negative and enormous sizes are refused instead of allocating")
    func refusesBadSizes() {
        #expect(RGBAImage(width: -1, height: 10) == nil)
        #expect(RGBAImage(width: Int.max, height: 2) == nil)
        #expect(RGBAImage(width: 20000, height: 20000) == nil)
        #expect(RGBAImage(width: 0, height: 0)?.bytes.isEmpty == true)
    }
}
