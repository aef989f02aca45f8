import Foundation

/// What a bar draws behind its items from its resolved ``UIBarAppearance``: the blur, the colour
/// and the image, filling the bar and reaching past the edge it is attached to (a navigation
/// bar's background runs up under the status bar, a toolbar's or tab bar's down over the home
/// indicator's inset), and the one-pixel shadow line along the edge facing the content
/// (Behaviour 16.24).
final class BarBackgroundView: UIView {
    /// The edge of the bar that faces the content: where the shadow line goes.
    enum ContentEdge { case bottom, top }

    private let contentEdge: ContentEdge
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let imageView = UIImageView(image: nil)
    /// The shadow line (a colour) or the shadow image.
    let shadowView = UIImageView(image: nil)

    init(contentEdge: ContentEdge) {
        self.contentEdge = contentEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        contentEdge = .bottom
        super.init(coder: coder)
    }

    /// Draws `appearance` from now on.
    func apply(_ appearance: UIBarAppearance) {
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        colorView.isHidden = appearance.backgroundColor == nil
        imageView.image = appearance.backgroundImage
        imageView.contentMode =
            appearance.backgroundImageContentMode == .redraw
            ? .scaleToFill : appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        shadowView.image = appearance.shadowImage
        shadowView.backgroundColor = appearance.shadowImage == nil ? appearance.shadowColor : nil
        shadowView.tintColor = appearance.shadowColor
        shadowView.isHidden =
            appearance.shadowImage == nil && (appearance.shadowColor?.cgColor.alpha ?? 0) == 0
        setNeedsLayout()
    }

    /// The scroll-edge appearance's background, a sibling just below this one, while the content is
    /// part way through the cross-fade past the scroll edge.
    private var edgeBackground: BarBackgroundView?

    override var frame: CGRect {
        didSet { edgeBackground?.frame = frame }
    }

    /// Follows content `distance` points past its scroll edge while `fading` (the bar is managed
    /// by its container and past the edge): part way through the cross-fade distance, the
    /// scroll-edge appearance (`edge`, resolved only then) fades out below this one (Behaviour
    /// 16.24).
    func followScrollEdge(distance: CGFloat, fading: Bool, edge: () -> UIBarAppearance) {
        let fraction = BarMetrics.standardAppearanceFraction(pastScrollEdge: distance)
        crossFade(from: fading && fraction < 1 ? edge() : nil, fraction: fraction)
    }

    /// Cross-fades from `edge`, the scroll-edge appearance drawn just below, to the appearance this
    /// view draws, `fraction` of the way (Behaviour 16.24): a dissolve, the edge's background at
    /// alpha 1 − fraction under this one at alpha `fraction`, shadow lines included. Nil (or a
    /// fraction of 1) draws this one alone.
    func crossFade(from edge: UIBarAppearance?, fraction: CGFloat) {
        guard let edge, fraction < 1, let superview else {
            alpha = 1
            edgeBackground?.isHidden = true
            return
        }
        let below = edgeBackground ?? BarBackgroundView(contentEdge: contentEdge)
        edgeBackground = below
        if below.superview !== superview
            || superview.subviews.firstIndex(where: { $0 === below })
                != superview.subviews.firstIndex(where: { $0 === self }).map({ $0 - 1 })
        {
            superview.insertSubview(below, belowSubview: self)
        }
        below.frame = frame
        below.isHidden = false
        below.apply(edge)
        below.alpha = 1 - fraction
        alpha = fraction
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] as [UIView] { view.frame = bounds }
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let line = shadowView.image.map { $0.size.height } ?? 1 / max(scale, 1)
        shadowView.frame = CGRect(
            x: 0, y: contentEdge == .bottom ? bounds.maxY : bounds.minY - line, width: bounds.width,
            height: line)
    }
}
