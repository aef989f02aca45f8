import Foundation

/// The layer behind a blur effect view's content: the renderer paints the window's pixels behind
/// it blurred, saturated and tinted (``BackdropFilter``).
package final class VisualEffectBackdropLayer: CALayer {
    /// The blur shown; kept while the effect fades out, so it fades as it was.
    var style: UIBlurEffect.Style?
    /// The blur as it showed when `style` last changed: while the change animates (`effectMix`
    /// below 1) the blur moves from it to `style`'s (Behaviour 25.9).
    var previousMaterial: BlurMaterial?

    required init() { super.init() }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    required init(layer: Any) {
        style = (layer as? VisualEffectBackdropLayer)?.style
        previousMaterial = (layer as? VisualEffectBackdropLayer)?.previousMaterial
        reducesTransparency = (layer as? VisualEffectBackdropLayer)?.currentlyReducesTransparency ?? false
        interfaceStyle = (layer as? VisualEffectBackdropLayer)?.currentInterfaceStyle ?? .light
        super.init(layer: layer)
    }

    /// The interface style as it was when a snapshot copied this layer.
    private var interfaceStyle = UIUserInterfaceStyle.light

    /// The interface style of the view the layer shows (as last resolved: it follows the view's
    /// traits, Behaviour 25.5), which picks an adaptive blur's form.
    private var currentInterfaceStyle: UIUserInterfaceStyle {
        (delegate as? UIView)?.resolvedStyle ?? interfaceStyle
    }

    /// The host's accessibility setting as it was when a snapshot copied this layer (a copy is
    /// in no window to ask).
    private var reducesTransparency = false

    /// Whether the host the layer shows on reduces transparency (Behaviour 25.7).
    private var currentlyReducesTransparency: Bool {
        (delegate as? UIView)?.window?.screen.reducesTransparency ?? reducesTransparency
    }

    /// The blur's material `mix` of the way from the previous style's to its own.
    func material(mix: Double) -> BlurMaterial? {
        guard let style else { return nil }
        let material = BlurMaterial.of(style, in: currentInterfaceStyle)
        guard let previousMaterial, mix < 1 else { return material }
        return previousMaterial.interpolated(to: material, by: mix)
    }

    /// What the renderer paints behind the content with the layer's values `state` (its
    /// presentation at the time shown): `effectAmount` of the effect, `effectMix` of the way from
    /// the previous style to the current one.
    package func backdropFilter(presenting state: LayerState) -> BackdropFilter? {
        material(mix: state.effectMix)?.filter(
            amount: state.effectAmount, reducesTransparency: currentlyReducesTransparency)
    }
}

/// The layer of an effect view's content view: with a vibrancy effect, the renderer draws what it
/// holds vibrantly (``VibrancyFilter``).
package final class VisualEffectContentLayer: CALayer {
    /// The vibrancy applied to the content, if any.
    package var vibrancy: VibrancyFilter?

    required init() { super.init() }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    required init(layer: Any) {
        vibrancy = (layer as? VisualEffectContentLayer)?.vibrancy
        super.init(layer: layer)
    }
}
