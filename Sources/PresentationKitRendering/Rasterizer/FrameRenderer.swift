import Foundation
import PresentationKit

/// Renders one frame: sizes and clears the canvas, captures the layer tree at the frame's time and
/// draws it, collecting what went wrong as diagnostics instead of trapping.
@MainActor
struct FrameRenderer {
    /// Device pixels per point.
    let scale: CGFloat
    /// What the canvas shows where nothing is drawn.
    let background: RGBAPixel
    let time: TimeInterval
    /// How layers reach the pixels; both give the same bytes.
    var compositing = Compositing.deferringFlatRuns
    var textSource: LabelTextRasterizing = FontLabelTextRasterizer()

    /// How layers reach the pixels.
    enum Compositing {
        /// Flat fills compose into pending runs per row and each pixel is written once where the
        /// frame is flat (``PendingRuns``): the renderer's path.
        case deferringFlatRuns
        /// Every layer paints its pixels in turn over a canvas filled with the background, and
        /// projected shapes are evaluated at every pixel of their bounding box: the simple
        /// reference the tests hold the fast path to.
        case layerByLayer
    }

    /// Where the root layer goes on the canvas.
    enum Placement {
        /// By its own position, anchor point, bounds and transform, as a window sits on its screen.
        case byGeometry
        /// Its bounds fill the canvas, whatever its position and transform.
        case ownBounds
        /// By its own geometry, then moved on the canvas by `transform` (in points): a window
        /// filmed while the interface turns on its screen.
        case byGeometryThen(CGAffineTransform)
    }

    /// Renders `root`, then `overlays` (other roots placed the same way, drawn above it: the
    /// host's keyboard), onto a canvas of `size` points.
    func render(
        _ root: CALayer, overlays: [CALayer] = [], canvasSize size: CGSize, placement: Placement
    ) -> LayerRendering {
        var diagnostics: [Diagnostic] = []
        func report(_ kind: Diagnostic.Kind, _ message: String) {
            diagnostics.append(Diagnostic(kind: kind, message: message, time: time))
        }
        let empty = RGBAImage(width: 0, height: 0)!
        guard scale.isFinite, scale > 0 else {
            report(.invalidInput, "rendering scale \(scale) must be finite and positive; the image is empty")
            return LayerRendering(image: empty, diagnostics: diagnostics)
        }
        let width = (Double(size.width) * Double(scale)).rounded()
        let height = (Double(size.height) * Double(scale)).rounded()
        let limit = Double(RGBAImage.maximumPixelCount)
        guard width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            report(
                .invalidInput,
                "rendering \(size.width)×\(size.height) points at scale \(scale) gives no image size; "
                    + "the image is empty")
            return LayerRendering(image: empty, diagnostics: diagnostics)
        }
        guard width * height <= limit, width <= limit, height <= limit else {
            report(
                .invalidInput,
                "rendering \(size.width)×\(size.height) points at scale \(scale) needs \(width)×\(height) pixels, "
                    + "more than an image may hold (\(RGBAImage.maximumPixelCount) pixels); the image is empty"
            )
            return LayerRendering(image: empty, diagnostics: diagnostics)
        }
        guard width > 0, height > 0 else {
            report(
                .invalidInput,
                "rendering \(size.width)×\(size.height) points at scale \(scale) covers no pixels; the image is empty"
            )
            return LayerRendering(image: empty, diagnostics: diagnostics)
        }
        var image = RGBAImage(uninitializedWidth: Int(width), height: Int(height))
        let canvas = PixelRect(minX: 0, minY: 0, maxX: image.width, maxY: image.height)
        let toDevice = ProjectiveTransform2D(
            m11: Double(scale), m12: 0, m14: 0, m21: 0, m22: Double(scale), m24: 0, m41: 0, m42: 0, m44: 1)
        var builder = RenderTreeBuilder(time: time, canvas: canvas)
        // Where a layer placed by its own geometry lands: on the canvas, or moved by the turn.
        let geometryToDevice: ProjectiveTransform2D
        if case .byGeometryThen(let transform) = placement {
            geometryToDevice = ProjectiveTransform2D(transform).concatenating(toDevice)
        } else {
            geometryToDevice = toDevice
        }
        let node: RenderNode?
        if case .ownBounds = placement {
            let origin = root.presentationState(at: time).bounds.origin
            let ownBounds = ProjectiveTransform2D.translation(-Double(origin.x), -Double(origin.y))
            node = builder.node(
                for: root, parentToDevice: toDevice, placement: ownBounds.concatenating(toDevice))
        } else {
            node = builder.node(for: root, parentToDevice: geometryToDevice)
        }
        let overlayNodes = overlays.compactMap { builder.node(for: $0, parentToDevice: geometryToDevice) }
        for problem in builder.problems { report(.renderingSkippedLayer, problem) }
        let textSource = self.textSource
        for node in [node].compactMap({ $0 }) + overlayNodes {
            for problem in Self.textProblems(in: node, source: textSource)
            where !diagnostics.contains(where: { $0.message == problem }) {
                report(.renderingSkippedText, problem)
            }
        }
        let background = background.packed
        let compositing = compositing
        image.bytes.withUnsafeMutableBytes { memory in
            memory.withMemoryRebound(to: UInt32.self) { words in
                guard let pixels = words.baseAddress else { return }
                let pending: PendingRuns?
                switch compositing {
                case .deferringFlatRuns:
                    pending = PendingRuns(pixels: pixels, frame: canvas, background: background)
                case .layerByLayer:
                    pending = nil
                    words.update(repeating: background)
                }
                defer {
                    pending?.flush()
                    pending?.deallocate()
                }
                guard node != nil || !overlayNodes.isEmpty else { return }
                let surface = Surface(pixels: pixels, frame: canvas, pending: pending)
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: canvas.width)
                defer { scratch.deallocate() }
                let rasterizer = LayerRasterizer(
                    shapes: ShapeRasterizer(
                        scratch: scratch, skipsKnownPixels: compositing == .deferringFlatRuns),
                    textSource: textSource, canvas: surface)
                if let node { rasterizer.draw(node, alpha: 1, on: surface) }
                for overlay in overlayNodes { rasterizer.draw(overlay, alpha: 1, on: surface) }
            }
        }
        return LayerRendering(image: image, diagnostics: diagnostics)
    }

    /// One message per distinct reason the labels in `node`'s tree cannot show their text.
    private static func textProblems(in node: RenderNode, source: LabelTextRasterizing) -> [String] {
        var problems: [String] = []
        var pending = [node]
        while let next = pending.popLast() {
            if let text = next.text, let problem = source.problem(with: text), !problems.contains(problem) {
                problems.append(problem)
            }
            pending.append(contentsOf: next.children)
        }
        return problems
    }
}
