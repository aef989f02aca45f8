import CLibPNG
import Foundation

extension RGBAImage {
    /// The image encoded as an 8-bit RGBA, non-interlaced PNG.
    ///
    /// Colours are un-premultiplied on the way out, because PNG stores straight alpha. The output
    /// is deterministic: libpng's simplified writer uses its fixed default compression settings
    /// and writes no time or text chunks, so the same pixels always give the same bytes.
    ///
    /// - Throws: `PNGError.emptyImage` for a zero width or height, `PNGError.libpng` when libpng
    ///   refuses the image.
    public func pngData() throws -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError.emptyImage(width: width, height: height) }
        let straight = StraightAlpha.straightened(bytes)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = pngFormatRGBA
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
                return output
            }
            guard written > capacity else { break }
            capacity = written
            image.warning_or_error = 0
        }
        throw PNGError.libpng(message: image.libpngMessage)
    }

    /// Writes the image to `url` as an 8-bit RGBA PNG (see `pngData()`), replacing any file there.
    ///
    /// - Throws: `PNGError.cannotWriteFile` when the file cannot be written, or an error of
    ///   `pngData()`.
    public func writePNG(to url: URL) throws {
        let data = try pngData()
        do {
            try Data(data).write(to: url, options: .atomic)
        } catch {
            throw PNGError.cannotWriteFile(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Decodes a PNG of any colour type, bit depth or interlacing into premultiplied RGBA8.
    ///
    /// libpng's simplified reader expands palettes and grey, drops 16-bit precision, adds an
    /// opaque alpha where there is none and converts to sRGB; the colours are then premultiplied.
    ///
    /// - Throws: `PNGError.libpng` for data libpng cannot decode, `PNGError.imageTooLarge` for an
    ///   image over `maximumPixelCount`.
    public init(pngData data: [UInt8]) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        // libpng keeps reading from `data` between begin and finish, so both happen while the
        // buffer is pinned; its errors come back in `image.message`, never as a longjmp through
        // Swift frames.
        let decoded: Result<[UInt8], PNGError> = data.withUnsafeBytes { memory in
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                return .failure(.libpng(message: image.libpngMessage))
            }
            let width = Int(image.width)
            let height = Int(image.height)
            let (count, overflow) = width.multipliedReportingOverflow(by: height)
            guard !overflow, count <= RGBAImage.maximumPixelCount else {
                return .failure(.imageTooLarge(width: width, height: height))
            }
            image.format = pngFormatRGBA
            var pixels = [UInt8](repeating: 0, count: count * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(.libpng(message: image.libpngMessage)) }
            guard image.format == pngFormatRGBA else {
                return .failure(.notRGBA8("libpng delivered format \(image.format)"))
            }
            return .success(pixels)
        }
        var pixels = try decoded.get()
        guard image.width > 0, image.height > 0 else {
            throw PNGError.emptyImage(width: Int(image.width), height: Int(image.height))
        }
        StraightAlpha.premultiply(&pixels)
        self.width = Int(image.width)
        self.height = Int(image.height)
        self.bytes = pixels
    }

    /// Reads the PNG file at `url` (see `init(pngData:)`).
    ///
    /// - Throws: `PNGError.cannotReadFile` when the file cannot be read, or an error of
    ///   `init(pngData:)`.
    public init(contentsOfPNG url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PNGError.cannotReadFile(path: url.path, reason: error.localizedDescription)
        }
        try self.init(pngData: [UInt8](data))
    }
}

/// `PNG_FORMAT_RGBA` (8-bit sRGB red, green, blue, alpha), spelt out from its flags because
/// Swift does not import the macro, which is defined through other macros.
private let pngFormatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

extension png_image {
    /// libpng's explanation of the last failure, from the fixed-size `message` field.
    fileprivate var libpngMessage: String {
        let text = withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "unknown error" : text
    }
}
