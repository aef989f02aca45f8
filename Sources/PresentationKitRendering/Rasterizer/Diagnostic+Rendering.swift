import PresentationKit

extension Diagnostic.Kind {
    /// The renderer left a layer and its sublayers out of a frame because its geometry could not
    /// be drawn (a NaN or infinite value, or a singular transform); the message names the layer.
    public static let renderingSkippedLayer = Diagnostic.Kind(rawValue: "renderingSkippedLayer")
}
