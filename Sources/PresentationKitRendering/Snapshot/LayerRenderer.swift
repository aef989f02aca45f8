import Foundation
import PresentationKit

/// Renders a layer tree, as it presents at a given time, into a premultiplied RGBA8 image.
///
/// The renderer reads presentation values (the model with running animations applied) and
/// follows Core Animation's compositing: per layer a shadow, the rounded background, label text,
/// the sublayers in `zPosition` order, then the border; `masksToBounds` clips with anti-aliased
/// rounded edges; a translucent layer with more than one painting layer in its subtree is
/// composited as a group; colours blend source-over in premultiplied sRGB bytes, as Core Animation
/// blends them. Layers with NaN or infinite geometry, or a transform that overflows, are left out
/// with their sublayers and reported; a layer seen edge-on (a finite singular transform) covers no
/// pixels and is left out silently, as Core Animation does.
///
/// Most apps want ``PresentationKit/HeadlessHost/snapshot(scale:)``, which renders the whole
/// window and reports problems on the host.
@MainActor
public struct LayerRenderer {
    /// Device pixels per point.
    public var scale: CGFloat
    /// What the image shows where no layer draws.
    public var background: RGBAPixel
    /// How layers reach the pixels (tests compare the fast path with the reference).
    var compositing = FrameRenderer.Compositing.deferringFlatRuns

    /// Creates a renderer at `scale` pixels per point over `background` (default opaque black, a
    /// device screen with nothing in front of it).
    public init(scale: CGFloat, background: RGBAPixel = .opaqueBlack) {
        self.scale = scale
        self.background = background
    }

    /// Renders `layer` and its sublayers as they present at `time`, in the layer's own coordinate
    /// space: the image covers `layer.bounds` at ``scale``, round(points × scale) pixels a side.
    ///
    /// The layer's own position and transform are ignored (it is the root of the picture); its
    /// opacity, visibility and appearance apply. A scale that is not finite and positive, or an
    /// image over ``RGBAImage/maximumPixelCount`` pixels, gives an empty image and a diagnostic.
    public func render(_ layer: CALayer, at time: TimeInterval) -> LayerRendering {
        FrameRenderer(scale: scale, background: background, time: time, compositing: compositing)
            .render(layer, canvasSize: layer.presentationState(at: time).bounds.size, placement: .ownBounds)
    }

    /// Renders a window's layer where it sits on a screen of `screenSize` points, moved by
    /// `transform` (points) when given.
    func renderScreen(
        _ layer: CALayer, overlays: [CALayer] = [], screenSize: CGSize, at time: TimeInterval,
        transform: CGAffineTransform? = nil
    ) -> LayerRendering {
        FrameRenderer(scale: scale, background: background, time: time, compositing: compositing)
            .render(
                layer, overlays: overlays, canvasSize: screenSize,
                placement: transform.map { .byGeometryThen($0) } ?? .byGeometry)
    }
}
