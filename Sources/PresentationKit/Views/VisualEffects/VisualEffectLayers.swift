import Foundation

/// The layer behind a blur effect view's content: the renderer paints the window's pixels behind
/// it blurred, saturated and tinted (``BackdropFilter``).
package final class VisualEffectBackdropLayer: CALayer {
    /// The blur shown; kept while the effect fades out, so it fades as it was.
    var style: UIBlurEffect.Style?

    required init() { super.init() }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    required init(layer: Any) {
        style = (layer as? VisualEffectBackdropLayer)?.style
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

    /// What the renderer paints behind the content at `amount` of the effect.
    package func backdropFilter(amount: Double) -> BackdropFilter? {
        guard let style else { return nil }
        return BlurMaterial.of(style, in: currentInterfaceStyle).filter(
            amount: amount, reducesTransparency: currentlyReducesTransparency)
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
