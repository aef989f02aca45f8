import Foundation
import PresentationKit

/// One layer of a frame as the rasterizer draws it: its presentation values at the frame's time,
/// where it lands on the canvas, and its visible sublayers in drawing order.
///
/// Capturing the tree first (``RenderTreeBuilder``) reads every layer's presentation state once,
/// validates it once, and knows before any pixel is touched which layers draw anything, so group
/// opacity and clipping only allocate offscreen buffers when the result would differ without them.
struct RenderNode {
    let layer: CALayer
    let state: LayerState
    let mapping: DeviceMapping
    /// Sublayers that draw something, stable-sorted by `zPosition`.
    var children: [RenderNode]
    /// The label text the layer shows as its contents, if any.
    let text: LabelText?
    /// The image the layer shows as its contents (drawn, set, or rendered by a shape or
    /// gradient layer), if any.
    let contents: LayerContentsImage?
    /// What a blur effect view paints behind its content, if this is its backdrop layer.
    let backdrop: BackdropFilter?
    /// How the subtree is drawn over what is behind it, if this is a vibrancy effect's content.
    let vibrancy: VibrancyFilter?
    /// Whether the layer itself paints a backdrop, shadow, background, contents, text or border.
    let drawsItself: Bool
    /// How many layers of this subtree (itself included) paint something, counting no further
    /// than 2: with at most one, group opacity equals plain alpha multiplication.
    var paintingLayers: Int
    /// The device pixels this subtree may touch, within the canvas.
    var pixelBounds: PixelRect
    /// The layer's `mask`, captured as a tree of its own in the layer's coordinates: its
    /// alpha multiplies the layer and its sublayers (Behaviour 18.22).
    var mask: MaskNode? = nil

    /// The local rectangle the background, border and clip fill.
    var bounds: CGRect { state.bounds }

    /// The corner radius, at most half the shorter side (as Core Animation clamps it).
    var cornerRadius: Double {
        let size = state.bounds.size
        return min(max(state.cornerRadius, 0), Double(min(abs(size.width), abs(size.height))) / 2)
    }

    /// The background colour when it shows.
    var visibleBackground: CGColor? {
        guard let color = state.backgroundColor, color.clampedAlpha > 0, hasArea else { return nil }
        return color
    }

    /// The border colour when a border shows.
    var visibleBorder: CGColor? {
        guard state.borderWidth > 0, let color = state.borderColor, color.clampedAlpha > 0, hasArea else {
            return nil
        }
        return color
    }

    /// The shadow colour when a shadow shows.
    ///
    /// The shadow's silhouette is the `shadowPath` when there is one (Behaviour 18.24), else the
    /// background's rounded outline (Behaviour 18.26), so a layer with neither casts none. `masksToBounds` clips
    /// the shadow away entirely, as in Core Animation, where the shadow lies outside the bounds.
    var visibleShadow: CGColor? {
        guard !state.masksToBounds, state.shadowOpacity > 0, let color = state.shadowColor,
            color.clampedAlpha > 0, visibleBackground != nil || hasShadowPath
        else { return nil }
        return color
    }

    /// The Gaussian's standard deviation for the shadow, in points.
    ///
    /// Core Animation documents `shadowRadius` only as "the blur radius"; measured iOS shadows
    /// match a Gaussian whose sigma is half the radius, the same convention CSS and SVG use for blur
    /// radii, so that is the choice here.
    var shadowSigma: Double { max(state.shadowRadius, 0) / 2 }

    /// The shadow's silhouette in local coordinates: the bounds moved by `shadowOffset` (positive
    /// height is down, as UIKit's y axis).
    var shadowRect: CGRect {
        state.bounds.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
    }

    private var hasArea: Bool { state.bounds.width > 0 && state.bounds.height > 0 }
}

/// A mask layer's captured tree (a class: a node cannot hold a node of its own type inline).
final class MaskNode {
    let node: RenderNode
    init(_ node: RenderNode) { self.node = node }
}
