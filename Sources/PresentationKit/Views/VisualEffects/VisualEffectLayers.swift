import Foundation

/// The layer behind a blur effect view's content: the renderer paints the window's pixels behind
/// it blurred, saturated and tinted (``BackdropFilter``).
///
/// The blur is held as animatable numbers (``LayerProperty/effectBlur``, ``LayerProperty/effectOpaque``
/// and ``LayerProperty/effectAmount``), not as a style: what shows at any instant is their
/// presentation, so an animation that starts while another runs starts from what is on screen
/// and the two add up, as for any other animatable property (Behaviour 25.10).
package final class VisualEffectBackdropLayer: CALayer {
    required init() { super.init() }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    required init(layer: Any) {
        reducesTransparency = (layer as? VisualEffectBackdropLayer)?.currentlyReducesTransparency ?? false
        super.init(layer: layer)
    }

    /// The host's accessibility setting as it was when a snapshot copied this layer (a copy is
    /// in no window to ask).
    private var reducesTransparency = false

    /// Whether the host the layer shows on reduces transparency (Behaviour 25.7).
    private var currentlyReducesTransparency: Bool {
        (delegate as? UIView)?.window?.screen.reducesTransparency ?? reducesTransparency
    }

    /// What the renderer paints behind the content with the layer's values `state` (its
    /// presentation at the time shown).
    package func backdropFilter(presenting state: LayerState) -> BackdropFilter? {
        BackdropFilter(
            blur: state.effectBlur, opaque: state.effectOpaque, amount: state.effectAmount,
            reducesTransparency: currentlyReducesTransparency)
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
