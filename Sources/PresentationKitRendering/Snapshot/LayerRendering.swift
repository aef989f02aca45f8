import PresentationKit

/// A rendered frame and what the renderer had to say about it.
public struct LayerRendering: Sendable {
    /// The frame: premultiplied RGBA8, empty (0 × 0) when it could not be made.
    public let image: RGBAImage
    /// Problems met while rendering, in the order met: an unusable scale or size
    /// (`Diagnostic.Kind.invalidInput`), or layers left out of the frame for bad geometry
    /// (`Diagnostic.Kind.renderingSkippedLayer`, once per layer, naming it).
    public let diagnostics: [Diagnostic]
}
