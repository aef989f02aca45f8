import Foundation

/// The pixels a bitmap context draws into: its own memory or the caller's.
///
/// Rows run top to bottom in memory, as Core Graphics lays them out; device space is y-up, so
/// device row `y` (from the bottom) is memory row `height − 1 − y`.
final class Bitmap {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: PixelLayout
    let data: UnsafeMutablePointer<UInt8>
    private let ownsData: Bool

    init(width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout, data: UnsafeMutableRawPointer?) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
        if let data {
            self.data = data.assumingMemoryBound(to: UInt8.self)
            ownsData = false
        } else {
            let count = max(bytesPerRow * height, 1)
            self.data = .allocate(capacity: count)
            self.data.initialize(repeating: 0, count: count)
            ownsData = true
        }
    }

    deinit {
        if ownsData { data.deallocate() }
    }

    /// The first byte of the pixel at column `x` of device row `y` (counted from the bottom).
    @inline(__always)
    func pixel(x: Int, deviceRow y: Int) -> UnsafeMutablePointer<UInt8> {
        data + (height - 1 - y) * bytesPerRow + x * layout.bytesPerPixel
    }

    /// The pixels as premultiplied RGBA, top row first, tightly packed.
    func rgbaPixels() -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height * 4)
        if layout == .rgba {
            // Already the images' layout: copy the rows.
            result.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    (out.baseAddress! + row * width * 4).update(
                        from: data + row * bytesPerRow, count: width * 4)
                }
            }
            return result
        }
        result.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                for x in 0..<width {
                    let source = data + row * bytesPerRow + x * layout.bytesPerPixel
                    PixelLayout.rgba.store(layout.load(source), out.baseAddress! + (row * width + x) * 4)
                }
            }
        }
        return result
    }
}
