import CLibPNG
import Foundation

/// PNG encoding and decoding of premultiplied 8-bit RGBA, through libpng's simplified API.
///
/// One codec for the whole package: `UIImage(data:)`, `UIImage.pngData()` and the renderer's
/// `RGBAImage` all use it. libpng's simplified API reports errors in `png_image.message`, never by
/// `longjmp` through Swift frames.
package enum PNGCodec {
    /// Why a PNG could not be made or read.
    package enum Failure: Error, Equatable, Sendable {
        /// libpng refused the data; its own explanation.
        case libpng(String)
        /// The image has no pixels.
        case empty(width: Int, height: Int)
        /// The PNG has more pixels than the caller allows.
        case tooLarge(width: Int, height: Int)
        /// libpng delivered something other than 8-bit RGBA.
        case notRGBA8(String)
    }

    /// The pixels (premultiplied RGBA, top row first, tightly packed) as an 8-bit RGBA,
    /// non-interlaced PNG. Colours are un-premultiplied on the way out, as PNG stores straight
    /// alpha; the same pixels always give the same bytes (no time or text chunks).
    ///
    /// `fast` asks libpng to favour speed over size (`PNG_IMAGE_FLAG_FAST`: less filtering, lighter
    /// compression): for snapshot tests, which write and read large images often; still
    /// deterministic, the files somewhat larger.
    package static func encode(width: Int, height: Int, premultiplied bytes: [UInt8], fast: Bool = false)
        -> Result<[UInt8], Failure>
    {
        guard width > 0, height > 0, bytes.count >= width * height * 4 else {
            return .failure(.empty(width: width, height: height))
        }
        let straight = StraightAlpha.straightened(bytes)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatRGBA
        if fast { image.flags |= UInt32(PNG_IMAGE_FLAG_FAST) }
        // Deflate rarely grows data by more than a few bytes per 16 KiB block; when the guess is
        // short libpng reports the size it needs and the write runs once more.
        var capacity = straight.count + height + 1024 + straight.count / 64
        for _ in 0..<2 {
            var output = [UInt8](repeating: 0, count: capacity)
            var written = capacity
            let succeeded = output.withUnsafeMutableBytes { memory in
                straight.withUnsafeBytes { pixels in
                    png_image_write_to_memory(
                        &image, memory.baseAddress, &written, 0, pixels.baseAddress, 0, nil)
                }
            }
            if succeeded != 0 {
                output.removeSubrange(written...)
                return .success(output)
            }
            guard written > capacity else { break }
            capacity = written
            image.warning_or_error = 0
        }
        return .failure(.libpng(image.libpngMessage))
    }

    /// Decodes a PNG of any colour type, bit depth or interlacing into premultiplied RGBA8 (palettes
    /// and grey expanded, 16-bit precision dropped, an opaque alpha added where there is none).
    package static func decode(_ data: [UInt8], maximumPixelCount: Int) -> Result<
        (width: Int, height: Int, pixels: [UInt8]), Failure
    > {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        // libpng keeps reading from `data` between begin and finish, so both happen while the
        // buffer is pinned.
        let decoded: Result<[UInt8], Failure> = data.withUnsafeBytes { memory in
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                return .failure(.libpng(image.libpngMessage))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            let (count, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, count <= maximumPixelCount else {
                return .failure(.tooLarge(width: width, height: height))
            }
            image.format = formatRGBA
            var pixels = [UInt8](repeating: 0, count: count * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(.libpng(image.libpngMessage)) }
            guard image.format == formatRGBA else {
                return .failure(.notRGBA8("libpng delivered format \(image.format)"))
            }
            return .success(pixels)
        }
        return decoded.flatMap { pixels in
            guard image.width > 0, image.height > 0 else {
                return .failure(.empty(width: Int(image.width), height: Int(image.height)))
            }
            var premultiplied = pixels
            StraightAlpha.premultiply(&premultiplied)
            return .success((Int(image.width), Int(image.height), premultiplied))
        }
    }

    /// `PNG_FORMAT_RGBA` (8-bit sRGB red, green, blue, alpha), spelt out from its flags because
    /// Swift does not import the macro, which is defined through other macros.
    private static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
}

extension png_image {
    /// libpng's explanation of the last failure, from the fixed-size `message` field.
    fileprivate var libpngMessage: String {
        let text = withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }
}
