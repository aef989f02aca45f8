import Foundation

/// How an image renderer's bitmap is made: its scale, whether it is opaque, its colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point (the main screen's scale by default).
    open var scale: CGFloat
    /// Whether the bitmap has no alpha (pixels not drawn are black).
    open var opaque = false
    /// Whether the bitmap should use an extended colour range (kept; drawing here is 8-bit sRGB).
    open var prefersExtendedRange = false
    /// The colour range the bitmap should use (kept; drawing here is 8-bit sRGB).
    open var preferredRange: Range = .automatic
    var renderBounds: CGRect = .zero

    /// The colour range of an image renderer's bitmap.
    public enum Range: Int, Sendable {
        /// The system chooses.
        case unspecified = -1
        /// As the display allows.
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }

    /// Creates a format at the main screen's scale.
    public required init() {
        scale = mainScreenScale()
        super.init()
    }

    /// Creates a format at the display scale of `traitCollection` (the main screen's when it has
    /// none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The area drawn, in points.
    open override var bounds: CGRect { renderBounds }
}

/// The context an image renderer's actions draw with.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The format the renderer draws with.
    open override var format: UIGraphicsImageRendererFormat {
        rendererFormat as! UIGraphicsImageRendererFormat
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(bitmap: cgContext.makeImage(), scale: format.scale, orientation: .up)
    }
}

/// Draws into bitmaps and hands back images, as in UIKit.
///
/// Each call runs the actions once with a fresh context: user space is points with the origin at
/// the renderer's bounds' origin, y down, at the format's scale; the context is current
/// (`UIGraphicsGetCurrentContext()`) while the actions run. A size without pixels is reported and
/// gives an empty image.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// Creates a renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer of `size` points with a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer of an area with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Creates a renderer of an area with a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        format.renderBounds = bounds
        super.init(bounds: bounds, format: format)
    }

    /// The format images are made with.
    open var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// Runs `actions` and returns the image they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = draw(actions) else {
            return UIImage(bitmap: nil, scale: format.scale, orientation: .up)
        }
        return UIImage(bitmap: context.makeImage(), scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image they drew as PNG data (empty when nothing could be
    /// drawn).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        let format = self.format
        guard
            let context = CGContext.uiKitBitmap(
                size: rendererBounds.size, scale: format.scale, opaque: format.opaque,
                caller: "UIGraphicsImageRenderer")
        else { return nil }
        context.translateBy(x: -rendererBounds.minX, y: -rendererBounds.minY)
        if format.opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(rendererBounds)
        }
        UIGraphicsContextStack.withCurrent(context) {
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
        return context
    }
}
