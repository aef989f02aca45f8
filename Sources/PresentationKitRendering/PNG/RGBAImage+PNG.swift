import Foundation
import PresentationKit

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
        return try PNGCodec.encode(width: width, height: height, premultiplied: bytes).mapError(PNGError.init)
            .get()
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
        let decoded = try PNGCodec.decode(data, maximumPixelCount: RGBAImage.maximumPixelCount)
            .mapError(PNGError.init).get()
        self.width = decoded.width
        self.height = decoded.height
        self.bytes = decoded.pixels
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

extension PNGError {
    /// The renderer's error for a codec failure.
    init(_ failure: PNGCodec.Failure) {
        switch failure {
        case .libpng(let message): self = .libpng(message: message)
        case .empty(let width, let height): self = .emptyImage(width: width, height: height)
        case .tooLarge(let width, let height): self = .imageTooLarge(width: width, height: height)
        case .notRGBA8(let detail): self = .notRGBA8(detail)
        }
    }
}
