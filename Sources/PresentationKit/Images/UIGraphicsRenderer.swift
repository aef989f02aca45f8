import Foundation

/// The settings a graphics renderer draws with: the base of the image renderer's format.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The area drawn, in points.
    open var bounds: CGRect { .zero }

    /// Creates a format with the default settings.
    public required override init() {
        super.init()
    }

    /// A format with the default settings for the main screen.
    open class func `default`() -> Self { Self() }

    /// A format with the settings preferred for the main screen (the same as ``default()``).
    open class func preferred() -> Self { Self() }
}

/// The context handed to a graphics renderer's actions: the base of the image renderer's context.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into: user space is points, y down.
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the current fill colour and a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a one-point frame just inside `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes a one-point frame just inside `rect` with a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of UIKit's graphics renderers: a format and whether images can be made.
open class UIGraphicsRenderer: NSObject {
    let rendererFormat: UIGraphicsRendererFormat
    let rendererBounds: CGRect

    /// Creates a renderer for an area with a format.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererBounds = bounds
        rendererFormat = format
        super.init()
    }

    /// Whether the renderer can make images: true for bitmap renderers.
    open var allowsImageOutput: Bool { true }
}
