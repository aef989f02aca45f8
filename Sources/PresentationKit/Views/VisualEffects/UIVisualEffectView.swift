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
/// it. Changes that overlap in time add up, as changes of `alpha` do (Behaviour 25.10).
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

    /// The view's style changed (Behaviour 25.5): an adaptive blur takes the form of the new style
    /// at once, and vibrancy over it follows the blur's form.
    func interfaceStyleDidChange() {
        if let blur = effect as? UIBlurEffect {
            backdropView.show(BlurMaterial.of(blur.style, in: resolvedStyle), animated: false)
        }
        if let vibrancy = effect as? UIVibrancyEffect {
            contentStorage.contentLayer.vibrancy = VibrancyFilter(
                blur: vibrancy.blurStyle, style: vibrancy.vibrancyStyle, in: resolvedStyle)
        }
    }

    private func apply(_ effect: UIVisualEffect?) {
        // Inside an animation the blur moves from what shows to the new one; from no blur it
        // grows in, to none the old one fades as it was (Behaviour 25.4, 25.9, 25.10).
        backdropView.show((effect as? UIBlurEffect).map { BlurMaterial.of($0.style, in: resolvedStyle) })
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

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.effectAmount = 0
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows `material` in full (nil: no blur). Inside an animation block or a property animator
    /// the layer's blur values animate as `alpha` does (Behaviour 25.10): additively, from what
    /// shows, adding up with any animation of them still running, including one a paused animator
    /// scrubs. With `animated` false they change at once even inside an animation (a change of the
    /// interface style; animations already running keep running).
    func show(_ material: BlurMaterial?, animated: Bool = true) {
        let amount: Double = material == nil ? 0 : 1
        let (blur, opaque) = material?.layerValues(amount: amount) ?? (RGBA(r: 0, g: 0, b: 0, a: 0), 0)
        let old = (layer.effectBlur, layer.effectOpaque, layer.effectAmount)
        layer.effectBlur = blur
        layer.effectOpaque = opaque
        layer.effectAmount = amount
        guard animated else { return }
        didChange(.effectBlur, from: .color(old.0))
        didChange(.effectOpaque, from: .scalar(old.1))
        didChange(.effectAmount, from: .scalar(old.2))
    }
}

/// The content view of an effect view, whose layer carries the vibrancy.
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VisualEffectContentLayer.self }

    var contentLayer: VisualEffectContentLayer { layer as! VisualEffectContentLayer }
}
