import Foundation

/// An image, as in UIKit: a bitmap with the scale that turns its pixels into points.
///
/// Images come from an image renderer (``UIGraphicsImageRenderer``), an image context, or a
/// `CGImage`. There is no asset catalog or symbol font on Linux: `UIImage(named:)` finds
/// images registered with ``register(_:named:)`` and reports any other name, and
/// `UIImage(systemName:)` returns a stand-in of a symbol's size: our drawing of the most used
/// symbols, empty for the others (see the porting guide).
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap; nil only for the empty stand-ins of symbols without a drawing.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation the bitmap is shown in.
    public let imageOrientation: Orientation
    /// How the image is drawn in templates (tinted) or as it is.
    public let renderingMode: RenderingMode
    /// The insets that stay unstretched when the image is resized.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills the extra space.
    public let resizingMode: ResizingMode
    /// Whether the image stands for an SF Symbol.
    public let isSymbolImage: Bool
    private let pointSize: CGSize
    /// The configuration the image was made with: a symbol's ``SymbolConfiguration``; nil for
    /// bitmaps.
    public let configuration: UIImage.Configuration?
    /// The SF Symbol name a symbol stand-in was made for.
    let symbolName: String?
    /// The tint a template image is drawn with, when set by ``withTintColor(_:)``.
    let tint: UIColor?

    /// How an image is drawn: as it is, or as a template shaped by its alpha and tinted.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols and bar items, original otherwise.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's alpha in the tint colour.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle.
        case tile = 0
        /// Stretches the middle.
        case stretch = 1
    }

    /// How the bitmap is turned for display.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter turn counter-clockwise.
        case left = 2
        /// Turned a quarter turn clockwise.
        case right = 3
        /// Mirrored.
        case upMirrored = 4
        /// Turned half a turn and mirrored.
        case downMirrored = 5
        /// Turned counter-clockwise and mirrored.
        case leftMirrored = 6
        /// Turned clockwise and mirrored.
        case rightMirrored = 7
    }

    init(
        bitmap cgImage: CGImage?, scale: CGFloat, orientation: Orientation,
        renderingMode: RenderingMode = .automatic,
        capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, isSymbolImage: Bool = false,
        pointSize: CGSize? = nil, tint: UIColor? = nil, configuration: UIImage.Configuration? = nil,
        symbolName: String? = nil
    ) {
        self.configuration = configuration
        self.symbolName = symbolName
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.isSymbolImage = isSymbolImage
        self.tint = tint
        let s = self.scale
        self.pointSize =
            pointSize ?? cgImage.map { CGSize(width: CGFloat($0.width) / s, height: CGFloat($0.height) / s) }
            ?? .zero
        super.init()
    }

    /// Creates an image of a bitmap at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage, scale: 1, orientation: .up)
    }

    /// Creates an image of a bitmap at a scale and orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(bitmap: cgImage, scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// An empty image.
    public convenience override init() {
        self.init(bitmap: nil, scale: 1, orientation: .up)
    }

    /// The registered image called `name`; nil, reported, for a name never registered (there
    /// is no asset catalog on Linux).
    public convenience init?(named name: String) {
        guard let image = ImageRegistry.image(named: name) else {
            DrawingDiagnostics.report(
                "UIImage(named: \"\(name)\"): there is no asset catalog on Linux and no image was registered under "
                    + "this name; register one with UIImage.register(_:named:) at start-up.")
            return nil
        }
        self.init(
            bitmap: image.cgImage, scale: image.scale, orientation: image.imageOrientation,
            renderingMode: image.renderingMode, capInsets: image.capInsets, resizingMode: image.resizingMode)
    }

    /// The registered image called `name` (the bundle and traits are not consulted).
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        self.init(named: name)
    }

    /// A stand-in for the SF Symbol `name`: a template image of a symbol's default size (there is no
    /// symbol font on Linux), so layout that depends on it is right; the most used symbols are drawn
    /// (our drawings), others are empty.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A stand-in for the SF Symbol `name` sized by `configuration` (Behaviour 28.4).
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)
    {
        let symbol = (configuration as? SymbolConfiguration) ?? SymbolConfiguration.unspecified
        let size = symbol.symbolImageSize
        self.init(
            bitmap: SymbolGlyphs.image(named: name, size: size, weight: symbol.weight),
            scale: SymbolGlyphs.scale, orientation: .up, renderingMode: .alwaysTemplate, isSymbolImage: true,
            pointSize: size, configuration: configuration, symbolName: name)
    }

    /// A stand-in for the SF Symbol `name` at its default size (the traits are not consulted).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An image decoded from PNG data at scale 1; nil, reported, for data that is not a PNG
    /// (PNG is the one format decoded here).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG data at a scale; nil, reported, for data that is not a PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = CGImage.decodingPNG([UInt8](data), caller: "UIImage(data:)") else { return nil }
        self.init(bitmap: bitmap, scale: scale, orientation: .up)
    }

    /// An image read from a PNG file; a name ending in `@2x` or `@3x` (before the extension)
    /// gives that scale, as UIKit reads it. Nil, reported, when the file cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            DrawingDiagnostics.report("UIImage(contentsOfFile:): \(path) could not be read; check the path.")
            return nil
        }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG data (straight alpha, 8-bit RGBA); nil for an image without a bitmap.
    public func pngData() -> Data? {
        guard let cgImage,
            case .success(let bytes) = PNGCodec.encode(
                width: cgImage.width, height: cgImage.height, premultiplied: cgImage.pixels)
        else { return nil }
        return Data(bytes)
    }

    /// JPEG data: there is no JPEG encoder here, so this reports it and returns nil (use
    /// ``pngData()``).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        DrawingDiagnostics.report(
            "UIImage.jpegData(compressionQuality:): there is no JPEG encoder on this platform; use pngData()."
        )
        return nil
    }

    /// Registers `image` under `name` for ``init(named:)``: the stand-in for an asset catalog.
    public static func register(_ image: UIImage, named name: String) {
        ImageRegistry.register(image, named: name)
    }

    /// The size in points (pixels divided by the scale; sides swapped for quarter-turn
    /// orientations).
    public var size: CGSize {
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored:
            CGSize(width: pointSize.height, height: pointSize.width)
        default: pointSize
        }
    }

    /// The same image drawn with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode)
    }

    /// The same image as a template tinted `color`.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysTemplate)
    }

    /// The same image tinted `color` with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode, tint: color)
    }

    /// The same image with caps that stay unstretched, the middle tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with caps that stay unstretched and a resizing mode for the middle.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        variant(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image's symbol configuration, if it was made with one.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        configuration as? SymbolConfiguration
    }

    /// The same image with `configuration`; a symbol is sized again by it.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage else { return self }
        return resized(for: configuration)
    }

    /// The same symbol with `configuration` applied over its own; nil for an image that is not a
    /// symbol, as UIKit.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let base = symbolConfiguration ?? SymbolConfiguration.unspecified
        return resized(for: base.applying(configuration))
    }

    /// The same bitmap with some drawing settings changed.
    private func variant(
        renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil,
        tint: UIColor? = nil
    ) -> UIImage {
        UIImage(
            bitmap: cgImage, scale: scale, orientation: imageOrientation,
            renderingMode: renderingMode ?? self.renderingMode, capInsets: capInsets ?? self.capInsets,
            resizingMode: resizingMode ?? self.resizingMode, isSymbolImage: isSymbolImage,
            pointSize: pointSize,
            tint: tint ?? self.tint, configuration: configuration, symbolName: symbolName)
    }

    /// Draws the image at its size with its top-left corner at `point`, in the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` with a blend mode and opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched over `rect`, upright in UIKit's flipped space.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image over `rect` with a blend mode and opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = currentDrawingContext(for: "UIImage.draw(in:)") else { return }
        guard let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        // Core Graphics draws images y-up; flip about the rectangle so the image stands upright.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: rect)
        context.restoreGState()
    }
}

/// The images `UIImage(named:)` finds: registered by the app, since Linux has no asset catalog.
enum ImageRegistry {
    nonisolated(unsafe) private static var images: [String: UIImage] = [:]
    private static let lock = NSLock()

    static func register(_ image: UIImage, named name: String) {
        lock.lock()
        defer { lock.unlock() }
        images[name] = image
    }

    static func image(named name: String) -> UIImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[name]
    }
}
