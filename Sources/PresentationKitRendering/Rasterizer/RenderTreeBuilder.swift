import Foundation
import PresentationKit

/// Captures a layer tree's presentation at one time into ``RenderNode``s, dropping what cannot
/// show and reporting what cannot be drawn.
///
/// A layer is left out with its subtree when it is hidden, fully transparent, entirely off the
/// canvas, seen edge-on (a singular but finite mapping covers no pixels), or paints nothing at all.
/// A layer whose geometry is not finite, or whose mapping to the canvas overflows, is left out too,
/// and named in a problem message: drawing it would mean guessing.
@MainActor
struct RenderTreeBuilder {
    let time: TimeInterval
    /// The canvas in device pixels.
    let canvas: PixelRect
    /// One message per layer skipped for bad geometry, in tree order.
    private(set) var problems: [String] = []

    init(time: TimeInterval, canvas: PixelRect) {
        self.time = time
        self.canvas = canvas
    }

    /// The node for `layer`, whose superlayer's coordinates map to device pixels by `parentToDevice`;
    /// `placement`, when given, maps the layer's own coordinates to device pixels instead (a root
    /// drawn in its own space).
    mutating func node(
        for layer: CALayer, parentToDevice: ProjectiveTransform2D, placement: ProjectiveTransform2D? = nil
    ) -> RenderNode? {
        let state = layer.presentationState(at: time)
        // Below half a level of alpha nothing can show; this also skips NaN opacity.
        guard !state.isHidden, state.opacity * 255 >= 0.5 else { return nil }
        if let problem = Self.nonFiniteProperty(of: state) {
            report(layer, "its \(problem) is not finite")
            return nil
        }
        let toDevice = placement ?? ProjectiveTransform2D(toSuperlayerOf: state).concatenating(parentToDevice)
        guard let mapping = DeviceMapping(toDevice) else {
            // A finite but singular mapping is a layer seen edge-on (a flip at its midpoint) or
            // scaled to nothing: it covers no pixels, and Core Animation draws nothing without a
            // word. Only a mapping that overflows is a problem worth naming.
            if !toDevice.isFinite || !toDevice.determinant.isFinite {
                report(layer, "its transform overflows on the way to the screen")
            }
            return nil
        }
        var children: [RenderNode] = []
        let sublayers = layer.children
        if !sublayers.isEmpty {
            var childBase = toDevice
            if let sublayerTransform = ProjectiveTransform2D(sublayerTransformOf: state) {
                childBase = sublayerTransform.concatenating(toDevice)
            }
            children.reserveCapacity(sublayers.count)
            for sublayer in sublayers {
                if let child = node(for: sublayer, parentToDevice: childBase) { children.append(child) }
            }
            if children.contains(where: { $0.state.zPosition != children[0].state.zPosition }) {
                // Stable: equal zPositions keep their sublayer order.
                children = children.enumerated().sorted {
                    ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
                }.map(\.element)
            }
        }
        let text =
            (layer.delegate as? UILabel).flatMap(LabelText.init(label:))
            ?? layer.frozenLabelText.flatMap(LabelText.init(frozen:))
        let bounds = state.bounds
        let contents = layer.contentsImage(
            presenting: state,
            pixelsPerPoint: mapping.pixelsPerPoint(near: Double(bounds.midX), Double(bounds.midY)))
        let backdrop = (layer as? VisualEffectBackdropLayer)?.backdropFilter(presenting: state)
        let vibrancy = (layer as? VisualEffectContentLayer)?.vibrancy
        var node = Self.finished(
            RenderNode(
                layer: layer, state: state, mapping: mapping, children: children, text: text,
                contents: contents, backdrop: backdrop, vibrancy: vibrancy, drawsItself: false,
                paintingLayers: 0, pixelBounds: .empty),
            canvas: canvas)
        if let maskLayer = layer.mask {
            // The mask lies in the layer's own coordinates, as a sublayer would (without the
            // sublayer transform). A mask that shows nothing hides the layer (Behaviour 18.22).
            guard let mask = self.node(for: maskLayer, parentToDevice: toDevice) else { return nil }
            node.mask = MaskNode(mask)
            node.pixelBounds = node.pixelBounds.intersection(mask.pixelBounds)
        }
        return node.paintingLayers > 0 && !node.pixelBounds.isEmpty ? node : nil
    }

    /// Fills in what the node paints and where, from its own drawing and its children's.
    private static func finished(_ node: RenderNode, canvas: PixelRect) -> RenderNode {
        let drawsItself =
            node.visibleBackground != nil || node.visibleBorder != nil || node.visibleShadow != nil
            || node.text != nil || node.contents != nil || node.backdrop != nil
        var own = PixelRect.empty
        if drawsItself {
            own = node.mapping.pixelBounds(of: node.bounds, within: canvas, margin: 1)
            if let text = node.text {
                own = own.union(
                    node.mapping.pixelBounds(of: text.clip(in: node.bounds), within: canvas, margin: 1))
            }
            if let contents = node.contents {
                own = own.union(node.mapping.pixelBounds(of: contents.frame, within: canvas, margin: 1))
            }
            if node.visibleShadow != nil {
                let reach = GaussianShadow.reach * node.shadowSigma + 1
                let silhouette = node.offsetShadowPath?.boundingBoxOfPath ?? node.shadowRect
                own = own.union(
                    node.mapping.pixelBounds(of: silhouette.insetBy(dx: -reach, dy: -reach), within: canvas))
            }
        }
        var children = node.children
        var descendants = PixelRect.empty
        var painting = drawsItself ? 1 : 0
        for child in children {
            descendants = descendants.union(child.pixelBounds)
            painting += child.paintingLayers
        }
        if node.state.masksToBounds {
            descendants = descendants.intersection(
                node.mapping.pixelBounds(of: node.bounds, within: canvas, margin: 1))
            if descendants.isEmpty {
                children = []
                painting = drawsItself ? 1 : 0
            }
        }
        return RenderNode(
            layer: node.layer, state: node.state, mapping: node.mapping, children: children, text: node.text,
            contents: node.contents, backdrop: node.backdrop, vibrancy: node.vibrancy,
            drawsItself: drawsItself,
            paintingLayers: min(painting, 2),
            pixelBounds: own.union(descendants).intersection(canvas))
    }

    /// The name of the first geometric property that is NaN or infinite, if any.
    private static func nonFiniteProperty(of state: LayerState) -> String? {
        func finite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }
        let b = state.bounds
        if !finite(b.origin.x, b.origin.y, b.size.width, b.size.height) { return "bounds" }
        if !finite(state.position.x, state.position.y) { return "position" }
        if !finite(state.anchorPoint.x, state.anchorPoint.y) { return "anchorPoint" }
        if !isFinite(state.transform) { return "transform" }
        if !isFinite(state.sublayerTransform) { return "sublayerTransform" }
        if !finite(state.cornerRadius, state.borderWidth, state.shadowRadius, state.shadowOpacity) {
            return "corner, border or shadow metric"
        }
        if !finite(state.shadowOffset.width, state.shadowOffset.height) { return "shadowOffset" }
        return nil
    }

    private static func isFinite(_ t: CATransform3D) -> Bool {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
            t.m43, t.m44,
        ].allSatisfy(\.isFinite)
    }

    private mutating func report(_ layer: CALayer, _ reason: String) {
        problems.append("rendering skipped \(Self.describe(layer)) and its sublayers: \(reason)")
    }

    /// A layer as a person would name it: its `name`, else the view that owns it, else its type.
    static func describe(_ layer: CALayer) -> String {
        if let name = layer.name { return "the layer named \"\(name)\"" }
        if let delegate = layer.delegate { return "the layer of a \(type(of: delegate))" }
        return "a \(type(of: layer))"
    }
}
