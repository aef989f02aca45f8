import Foundation

/// A view that blurs what lies behind it, or draws its content vibrantly over a blur, as
/// `UIVisualEffectView`.
///
/// Add subviews to `contentView`, never to the effect view itself. With a `UIBlurEffect` the
/// renderer paints the window's pixels behind the view blurred, saturated and tinted by the style
/// (Behaviour 25.4, 25.5), clipped like any content by the view's (or an ancestor's)
/// `clipsToBounds` and corner radius. With a `UIVibrancyEffect` (usually in the content view of a
/// blur's effect view) the content is drawn vibrantly (Behaviour 25.6). Setting `effect` inside an
/// animation block or a property animator animates the blur from none to full (or back), or from
/// one blur style to another (Behaviour 25.9), and a paused animator's `fractionComplete` scrubs
/// it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The blurred backdrop, below the content.
    private let backdropView = VisualEffectBackdropView(frame: .zero)
    private let contentStorage = VisualEffectContentView(frame: .zero)

    /// The view to add content to: it fills the effect view.
    open var contentView: UIView { contentStorage }

    /// The effect shown (nil: none). The view keeps a copy.
    @NSCopying open var effect: UIVisualEffect? {
        didSet { apply(effect) }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        installSubviews()
        self.effect = effect
        // An initializer's own assignments skip `didSet`.
        apply(effect)
    }

    /// An effect view with no effect and `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSubviews()
    }

    /// Creates the view from an archive; as `init(effect: nil)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSubviews()
    }

    private func installSubviews() {
        for view in [backdropView, contentStorage] as [UIView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            super.addSubview(view)
        }
    }

    /// Adding subviews to the effect view itself is a mistake UIKit reports; the subview goes
    /// to the content view, where it belongs.
    open override func addSubview(_ view: UIView) {
        guard view !== backdropView, view !== contentStorage else { return super.addSubview(view) }
        layer.reportMisuse(
            "a \(type(of: view)) was added to a UIVisualEffectView directly; add subviews to its "
                + "contentView instead. It was added to the contentView.")
        contentStorage.addSubview(view)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backdropView.frame = bounds
        contentStorage.frame = bounds
    }

    /// The view's style changed (Behaviour 25.5): vibrancy over an adaptive blur follows the
    /// blur's form; the backdrop reads the style when it is painted.
    func interfaceStyleDidChange() {
        if let vibrancy = effect as? UIVibrancyEffect {
            contentStorage.contentLayer.vibrancy = VibrancyFilter(
                blur: vibrancy.blurStyle, style: vibrancy.vibrancyStyle, in: resolvedStyle)
        }
    }

    private func apply(_ effect: UIVisualEffect?) {
        if let blur = effect as? UIBlurEffect {
            backdropView.changeStyle(to: blur.style)
            backdropView.animatableEffectAmount = 1
        } else {
            // The old blur fades out as it was.
            backdropView.animatableEffectAmount = 0
        }
        if let vibrancy = effect as? UIVibrancyEffect {
            contentStorage.contentLayer.vibrancy = VibrancyFilter(
                blur: vibrancy.blurStyle, style: vibrancy.vibrancyStyle, in: resolvedStyle)
        } else {
            contentStorage.contentLayer.vibrancy = nil
        }
    }
}

/// The blurred backdrop of an effect view (UIKit's is private too).
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { VisualEffectBackdropLayer.self }

    var backdropLayer: VisualEffectBackdropLayer { layer as! VisualEffectBackdropLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.effectAmount = 0
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the blur of `style`. From another blur that shows, inside an animation block or a
    /// property animator, the blur moves from the one on screen to the new one (radius, saturation
    /// and tint between the two, Behaviour 25.9); otherwise it switches at once.
    func changeStyle(to style: UIBlurEffect.Style) {
        let layer = backdropLayer
        guard let old = layer.style, old != style, layer.effectAmount > 0 else {
            layer.style = style
            layer.previousMaterial = nil
            return
        }
        // The blur as it shows now, mid-change or not, is where the new change starts.
        let shown = layer.presentation() ?? layer
        let from = layer.material(mix: shown.effectMix)
        // A change still running is replaced, not added to: the new one starts from what shows.
        for key in layer.animationKeys() ?? [] where key == "effectMix" || key.hasPrefix("effectMix-") {
            layer.removeAnimation(forKey: key)
        }
        layer.previousMaterial = from
        layer.style = style
        layer.effectMix = 1
        didChange(.effectMix, from: .scalar(0))
    }

    /// How much of the blur shows; a change inside an animation block animates, as `alpha` does.
    var animatableEffectAmount: Double {
        get { layer.effectAmount }
        set {
            let old = layer.effectAmount
            layer.effectAmount = newValue
            didChange(.effectAmount, from: .scalar(old))
        }
    }
}

/// The content view of an effect view, whose layer carries the vibrancy.
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VisualEffectContentLayer.self }

    var contentLayer: VisualEffectContentLayer { layer as! VisualEffectContentLayer }
}
