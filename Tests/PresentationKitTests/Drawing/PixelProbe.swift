import Foundation
import PresentationKit

/// Reads pixels of a bitmap context or image as premultiplied RGBA bytes, top row first.
struct PixelProbe {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(_ context: CGContext) {
        self.init(context.makeImage()!)
    }

    init(_ image: CGImage) {
        width = image.width
        height = image.height
        bytes = [UInt8](image.dataProvider!.data!)
    }

    /// The pixel at column `x`, row `y` counted from the top.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    func alpha(_ x: Int, _ y: Int) -> Int { Int(rgba(x, y)[3]) }

    /// The sum of every pixel's alpha over 255: the covered area in pixels.
    var coveredArea: Double {
        stride(from: 3, to: bytes.count, by: 4).reduce(0) { $0 + Double(bytes[$1]) } / 255
    }
}

/// A transparent RGBA context of `width × height` pixels with Core Graphics' own y-up space.
func makeBitmapContext(width: Int, height: Int) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}
