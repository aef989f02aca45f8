/// Why a PNG could not be written or read.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be read; `reason` is the system's explanation.
    case cannotReadFile(path: String, reason: String)
    /// The file at `path` could not be written; `reason` is the system's explanation.
    case cannotWriteFile(path: String, reason: String)
    /// libpng refused the data; `message` is libpng's own explanation.
    case libpng(message: String)
    /// The image has no pixels: PNG cannot store a zero width or height.
    case emptyImage(width: Int, height: Int)
    /// The PNG is bigger than `RGBAImage.maximumPixelCount`, so decoding it is refused.
    case imageTooLarge(width: Int, height: Int)
    /// libpng decoded something other than the 8-bit RGBA rows that were asked for.
    case notRGBA8(String)

    /// A one-line explanation of the failure, naming the file, the size or libpng's message.
    public var description: String {
        switch self {
        case .cannotReadFile(let path, let reason):
            "cannot open PNG file \(path) for reading: \(reason)"
        case .cannotWriteFile(let path, let reason):
            "cannot write PNG file \(path): \(reason)"
        case .libpng(let message):
            "libpng error: \(message)"
        case .emptyImage(let width, let height):
            "cannot encode a \(width)×\(height) image: PNG needs at least one pixel"
        case .imageTooLarge(let width, let height):
            "PNG of \(width)×\(height) pixels exceeds the limit of \(RGBAImage.maximumPixelCount) pixels"
        case .notRGBA8(let detail):
            "PNG did not decode to 8-bit RGBA: \(detail)"
        }
    }
}
