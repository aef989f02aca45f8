import Foundation

/// An on/off control, as UIKit's `UISwitch`: 51 × 31 points whatever its frame says, a rounded
/// track green when on, and a white thumb that slides across.
///
/// A tap flips it; a drag leaves it on the side the finger ends on. Either sends `valueChanged`
/// when the value changed; setting `isOn` in code sends nothing (Behaviour 22.2).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size: UIKit's fixed 51 × 31 points.
    static let size = CGSize(width: 51, height: 31)
    private static let thumbDiameter: CGFloat = 27

    /// The look of a switch.
    public enum Style: Int, Sendable {
        /// The platform's look (a sliding switch here).
        case automatic = 0
        /// A checkbox (Mac Catalyst); drawn as a sliding switch here.
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }

    private var isOnStorage = false
    private let track = ControlParts.part(UISwitch.offColor, cornerRadius: UISwitch.size.height / 2)
    private let thumb = ControlParts.knob(diameter: UISwitch.thumbDiameter)
    private var moved = false
    private var trackingStartX: CGFloat = 0
    private static let offColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    /// Creates a switch; its size is 51 × 31 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        installParts()
    }

    /// Creates a switch from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.size
        installParts()
    }

    private func installParts() {
        addSubview(track)
        addSubview(thumb)
        updateColors()
    }

    /// Whether the switch is on (default false). Setting it sends no action.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb over 0.25 s when `animated`.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != isOnStorage else { return }
        ControlParts.changingValue(of: self) { isOnStorage = on }
        updateColors()
        if animated {
            UIView.animate(withDuration: 0.25) { self.placeParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }
    /// The image shown when on (stored; iOS 7 and later ignore it too).
    open var onImage: UIImage?
    /// The image shown when off (stored; iOS 7 and later ignore it too).
    open var offImage: UIImage?
    /// The title beside a checkbox-style switch (stored; not drawn).
    open var title: String?
    /// The style the switch would like (default `.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style the switch has: always `.sliding` here.
    open var style: Style { .sliding }

    private func updateColors() {
        track.backgroundColor = isOnStorage ? (onTintColor ?? .systemGreen) : UISwitch.offColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The frame; its size stays UIKit's 51 × 31 points whatever is asked.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// UIKit's 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// UIKit's 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Places the track and the thumb (left when off, right when on).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let size = Self.size
        track.frame = CGRect(origin: .zero, size: size)
        let inset = (size.height - Self.thumbDiameter) / 2
        let x = isOnStorage ? size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    // MARK: Tracking

    /// Starts following the finger.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        moved = false
        trackingStartX = touch.location(in: self).x
        return true
    }

    /// Notes that the finger slid (more than 5 points from where it went down).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        moved = moved || abs(touch.location(in: self).x - trackingStartX) > 5
        return true
    }

    /// The finger lifted inside: a tap flips the switch; a drag leaves it on the finger's side.
    /// Sends `valueChanged` when the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let on = moved ? touch.location(in: self).x > bounds.midX : !isOnStorage
        guard on != isOnStorage else { return }
        setOn(on, animated: true)
        sendActions(for: .valueChanged)
    }
}
