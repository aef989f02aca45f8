/// How painted colour combines with what is already in the context, as in Core Graphics.
///
/// The separable and non-separable modes follow the W3C Compositing and Blending formulas,
/// which Core Graphics documents as its own (PDF blend modes); the Porter–Duff modes follow
/// Porter and Duff, with premultiplied colours.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiplies the colours.
    case multiply
    /// Multiplies the complements.
    case screen
    /// Multiplies or screens by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Darkens or lightens by the source, softly.
    case softLight
    /// Multiplies or screens by the source.
    case hardLight
    /// The absolute difference.
    case difference
    /// Like difference, lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clears to transparent.
    case clear
    /// The source replaces the destination.
    case copy
    /// The source where the destination is.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Either but not both.
    case xor
    /// The sum of both, darkened: `max(0, 1 − ((1 − D) + (1 − S)))`.
    case plusDarker
    /// The sum of both, clamped.
    case plusLighter
}
