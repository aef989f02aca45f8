import Foundation

/// A bar that fills as work progresses, as UIKit's `UIProgressView`: a 4-point rounded grey track
/// with a tinted fill from the left (Behaviour 22.6).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The bar of a toolbar (thinner track).
        case bar = 1
    }

    private var progressStorage: Float = 0
    private let fill = ControlParts.part(.systemBlue, cornerRadius: 2)

    /// Creates a progress view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    /// Creates a progress view from an archive; as `init(frame: .zero)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    /// Creates a progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    private func installParts() {
        clipsToBounds = true
        addSubview(fill)
        updateColors()
    }

    /// The bar's style (default `.default`).
    open var progressViewStyle: Style = .default { didSet { updateColors() } }

    /// How far along the work is, from 0 to 1 (default 0); values outside are clamped, a value that
    /// is not finite is reported and ignored.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress, growing the fill over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else {
            ControlParts.report(
                self, "UIProgressView progress \(progress) is not finite; it stays \(progressStorage)")
            return
        }
        let clamped = min(max(progress, 0), 1)
        guard clamped != progressStorage else { return }
        ControlParts.changingValue(of: self) { progressStorage = clamped }
        if animated {
            UIView.animate(withDuration: 0.25) { self.placeFill() }
        } else {
            setNeedsLayout()
        }
    }

    /// The fill's colour (nil: system blue).
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The track's colour (nil: the system fill).
    open var trackTintColor: UIColor? { didSet { updateColors() } }
    /// An image for the fill (stored; not drawn).
    open var progressImage: UIImage?
    /// An image for the track (stored; not drawn).
    open var trackImage: UIImage?
    /// A `Progress` whose fraction the view would follow (stored; set `progress` instead).
    open var observedProgress: Progress?

    private func updateColors() {
        fill.backgroundColor = progressTintColor ?? .systemBlue
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        layer.cornerRadius = progressViewStyle == .bar ? 0 : 2
    }

    /// UIKit's bar height: 4 points (2.5 for `.bar`); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    /// Places the fill for the progress.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeFill()
    }

    private func placeFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
        fill.layer.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
    }
}
