import PresentationKit

extension Diagnostic.Kind {
    /// The renderer left a layer and its sublayers out of a frame because its geometry could not
    /// be drawn (a NaN or infinite value, or a transform that overflows); the message names the layer.
    public static let renderingSkippedLayer = Diagnostic.Kind(rawValue: "renderingSkippedLayer")
    /// Labels were drawn without their text because no font could be found or opened (fontconfig
    /// found no DejaVu Sans, FreeType failed); the message says which font and why.
    public static let renderingSkippedText = Diagnostic.Kind(rawValue: "renderingSkippedText")
}
