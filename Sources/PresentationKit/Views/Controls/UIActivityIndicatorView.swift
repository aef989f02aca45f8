import Foundation

/// The spinning wheel that says work is under way, as UIKit's `UIActivityIndicatorView`: eight
/// spokes fading round the circle.
///
/// `startAnimating()` shows it and `stopAnimating()` hides it while `hidesWhenStopped` (the
/// default). The spokes are drawn still: a spin that never ends would keep `runUntilIdle()` from
/// ever settling (see PortingFromUIKit).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The size and colour of the indicator.
    public enum Style: Int, Sendable {
        /// The medium indicator, 20 points.
        case medium = 100
        /// The large indicator, 37 points.
        case large = 101
        /// The old large white indicator (deprecated in UIKit).
        case whiteLarge = 0
        /// The old white indicator (deprecated in UIKit).
        case white = 1
        /// The old grey indicator (deprecated in UIKit).
        case gray = 2
    }

    private var spokes: [UIView] = []
    private var animating = false

    /// Creates an indicator of `style`, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        installSpokes()
        bounds.size = intrinsicContentSize
    }

    /// Creates a medium indicator with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSpokes()
    }

    /// Creates an indicator from an archive; as `init(frame: .zero)` here.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        installSpokes()
    }

    private func installSpokes() {
        isHidden = hidesWhenStopped
        spokes = (0..<8).map { _ in ControlParts.part(nil) }
        for spoke in spokes { addSubview(spoke) }
        setNeedsLayout()
    }

    /// The indicator's style (default `.medium`).
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Whether the indicator hides while stopped (default true).
    open var hidesWhenStopped = true { didSet { if !animating { isHidden = hidesWhenStopped } } }

    /// The spokes' colour (default: grey, white for the old white styles).
    open var color: UIColor! {
        get {
            colorStorage
                ?? (style == .white || style == .whiteLarge ? .white : UIColor(white: 0.45, alpha: 1))
        }
        set {
            colorStorage = newValue
            setNeedsLayout()
        }
    }
    private var colorStorage: UIColor?

    /// Starts the indicator: it shows.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops the indicator: it hides while `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the indicator is running.
    open var isAnimating: Bool { animating }

    private var diameter: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    /// 20 points square (37 for the large styles).
    open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }
    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the eight spokes round the centre, fading from the top one clockwise.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let radius = diameter / 2
        let length = radius * 0.55
        let width = max(radius * 0.2, 2)
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * .pi / 4
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            let distance = radius - length / 2
            spoke.center = CGPoint(
                x: bounds.midX + sin(angle) * distance, y: bounds.midY - cos(angle) * distance)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.backgroundColor = color
            spoke.alpha = 1 - CGFloat(index) * 0.1
        }
    }
}
