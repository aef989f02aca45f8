import Foundation

/// A layer's contents and how they are placed, kept together so a presentation copy shares them
/// by one reference (most layers have none, and copy a nil).
package struct LayerContentsState {
    /// The unit square: the whole image.
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The contents as set (a `CGImage` when it shows anything).
    package var image: Any?
    package var gravity = CALayerContentsGravity.resize
    /// The part of the image shown, in unit coordinates.
    package var rect = unitRect
    package var center = unitRect
    package var minificationFilter = CALayerContentsFilter.linear
    package var magnificationFilter = CALayerContentsFilter.linear

    /// The contents image, if the contents are one.
    package var cgImage: CGImage? { image as? CGImage }
}

/// An immutable holder of a ``LayerContentsState``: a change makes a new box, so copies that
/// share the old one keep what they had.
package final class LayerContentsBox {
    package let state: LayerContentsState
    init(_ state: LayerContentsState) { self.state = state }
}

extension CALayerContentsGravity {
    /// Where an image of `size` points lands in `bounds` under this gravity, in the layer's
    /// coordinates (y down); `flipped` trades the vertical sides (`contentsAreFlipped()`).
    ///
    /// Names with "top" put the image against the bounds' maximum y, Core Animation's upward
    /// axis read in UIKit's y-down coordinates. An unknown name is treated as `.resize`.
    package func placement(of size: CGSize, in bounds: CGRect, flipped: Bool = false) -> CGRect {
        let width = Double(size.width)
        let height = Double(size.height)
        let boxWidth = Double(bounds.width)
        let boxHeight = Double(bounds.height)
        switch self {
        case .resizeAspect, .resizeAspectFill:
            guard width > 0, height > 0 else { return bounds }
            let scales = (boxWidth / width, boxHeight / height)
            let scale = self == .resizeAspect ? min(scales.0, scales.1) : max(scales.0, scales.1)
            let placed = CGSize(width: width * scale, height: height * scale)
            return CGRect(
                x: Double(bounds.midX) - Double(placed.width) / 2,
                y: Double(bounds.midY) - Double(placed.height) / 2, width: placed.width, height: placed.height
            )
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let name = rawValue.lowercased()
            let x: Double =
                name.hasSuffix("left")
                ? Double(bounds.minX)
                : name.hasSuffix("right") ? Double(bounds.maxX) - width : Double(bounds.midX) - width / 2
            var towardsMaximumY = name.hasPrefix("top")
            let towardsMinimumY = name.hasPrefix("bottom")
            var y = Double(bounds.midY) - height / 2
            if towardsMaximumY || towardsMinimumY {
                if flipped { towardsMaximumY.toggle() }
                y = towardsMaximumY ? Double(bounds.maxY) - height : Double(bounds.minY)
            }
            return CGRect(x: x, y: y, width: width, height: height)
        default:
            return bounds
        }
    }
}

/// An image a layer shows, as the renderer draws it: where it lands in the layer's coordinates
/// and which of its pixels are shown.
package struct LayerContentsImage {
    package let image: CGImage
    /// Where the image lands, in the layer's coordinates.
    package let frame: CGRect
    /// The pixels shown, in the image's pixel coordinates (top row first).
    package let source: CGRect
    /// Whether magnified pixels keep hard edges (`.nearest`).
    package let magnifiesNearest: Bool
    /// Whether minified pixels are picked rather than interpolated (`.nearest`).
    package let minifiesNearest: Bool

    init(image: CGImage, frame: CGRect, source: CGRect, magnifiesNearest: Bool, minifiesNearest: Bool) {
        self.image = image
        self.frame = frame
        self.source = source
        self.magnifiesNearest = magnifiesNearest
        self.minifiesNearest = minifiesNearest
    }

    /// All of `image` over `frame`, interpolated: what a layer that renders itself shows.
    init(wholeImage image: CGImage, frame: CGRect) {
        self.init(
            image: image, frame: frame, source: CGRect(x: 0, y: 0, width: image.width, height: image.height),
            magnifiesNearest: false, minifiesNearest: false)
    }
}

extension CALayer {
    /// The image the layer shows with the values of `state` (its presentation state at the
    /// frame's time) at `pixelsPerPoint` device pixels per point, or nil: its `contents` placed
    /// by `contentsGravity` and cut by `contentsRect`. Layers that draw themselves at render time
    /// (shapes, gradients) override ``renderedContents(presenting:pixelsPerPoint:)`` instead,
    /// and draw the presentation values of their own properties.
    package func contentsImage(presenting state: LayerState, pixelsPerPoint: Double) -> LayerContentsImage? {
        if let rendered = renderedContents(presenting: state, pixelsPerPoint: pixelsPerPoint) {
            return rendered
        }
        let bounds = state.bounds
        guard let contents = contentsBox?.state, let image = contents.cgImage else { return nil }
        let unit = contents.rect.standardized
        let source = CGRect(
            x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        guard source.width > 0, source.height > 0 else { return nil }
        let size = CGSize(width: source.width / contentsScale, height: source.height / contentsScale)
        let frame = contents.gravity.placement(of: size, in: bounds, flipped: contentsAreFlipped())
        guard frame.width > 0, frame.height > 0, AnimatableValue.rect(frame).isFinite else { return nil }
        return LayerContentsImage(
            image: image, frame: frame, source: source,
            magnifiesNearest: contents.magnificationFilter == .nearest,
            minifiesNearest: contents.minificationFilter == .nearest)
    }
}
