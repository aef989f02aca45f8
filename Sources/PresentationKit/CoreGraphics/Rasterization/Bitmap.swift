import Foundation

/// The pixels a bitmap context draws into: its own memory or the caller's.
///
/// Rows run top to bottom in memory, as Core Graphics lays them out; device space is y-up, so
/// device row `y` (from the bottom) is memory row `height − 1 − (y − originY)`. A context's own
/// bitmap starts at the device origin; a transparency layer's holds only the device pixels it can
/// be drawn in (``extent``), so its memory is as large as that area, not the context.
final class Bitmap {
    /// Columns and rows held.
    let width: Int
    let height: Int
    /// The device column of the first column held and the device row of the bottom row held.
    let originX: Int
    let originY: Int
    let bytesPerRow: Int
    let layout: PixelLayout
    let data: UnsafeMutablePointer<UInt8>
    private let ownsData: Bool

    init(
        width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout, data: UnsafeMutableRawPointer?,
        originX: Int = 0, originY: Int = 0
    ) {
        self.width = width
        self.height = height
        self.originX = originX
        self.originY = originY
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

    /// The first byte of the pixel at column `x` of device row `y` (counted from the bottom),
    /// which must lie in ``extent``.
    @inline(__always)
    func pixel(x: Int, deviceRow y: Int) -> UnsafeMutablePointer<UInt8> {
        data + (height - 1 - (y - originY)) * bytesPerRow + (x - originX) * layout.bytesPerPixel
    }

    /// The device pixels held.
    var extent: DeviceExtent {
        DeviceExtent(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height)
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

/// A rectangle of device pixels (columns `minX..<maxX`, rows `minY..<maxY`, counted from the
/// bottom): where a bitmap or a clip mask holds pixels.
struct DeviceExtent: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var isEmpty: Bool { maxX <= minX || maxY <= minY }
    var width: Int { max(maxX - minX, 0) }
    var height: Int { max(maxY - minY, 0) }
    /// The extent as the scan converter takes its clip: origin and size in 32-bit pixels.
    var scanClip: (x: Int32, y: Int32, width: Int32, height: Int32) {
        (x: Int32(minX), y: Int32(minY), width: Int32(width), height: Int32(height))
    }
    /// One fully covered span per row of the extent.
    var coveringSpans: [CoverageSpan] {
        (minY..<max(maxY, minY)).map {
            CoverageSpan(y: Int32($0), x: Int32(minX), length: Int32(width), coverage: 255)
        }
    }

    func intersection(_ other: DeviceExtent) -> DeviceExtent {
        DeviceExtent(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }

    /// The smallest extent holding every span with coverage (empty when none has).
    init(covering spans: [CoverageSpan]) {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for span in spans where span.coverage > 0 && span.length > 0 {
            minX = min(minX, Int(span.x))
            maxX = max(maxX, Int(span.x + span.length))
            minY = min(minY, Int(span.y))
            maxY = max(maxY, Int(span.y) + 1)
        }
        self = minX < maxX ? DeviceExtent(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .empty
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    static let empty = DeviceExtent(minX: 0, minY: 0, maxX: 0, maxY: 0)
}
