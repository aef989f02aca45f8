import Foundation

/// A control for picking a value in a continuous range by dragging a thumb along a track, as
/// UIKit's `UISlider`.
///
/// Dragging the thumb sends `valueChanged` at each move while `isContinuous` (else once, at the
/// end); the value follows the finger along the track (Behaviour 22.1). Drawn as UIKit draws it: a
/// 4-point rounded track, tinted up to the thumb, and a 28-point white thumb with a shadow.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The diameter of the thumb.
    static let thumbDiameter: CGFloat = 28
    /// The height of the track.
    static let trackHeight: CGFloat = 4

    private var valueStorage: Float = 0
    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1
    private let maximumTrack = ControlParts.part(.systemFill, cornerRadius: 2)
    private let minimumTrack = ControlParts.part(.systemBlue, cornerRadius: 2)
    private let thumb = ControlParts.knob(diameter: UISlider.thumbDiameter)
    /// Where on the thumb the finger went down (x from the thumb's centre), while tracking.
    private var grabOffset: CGFloat = 0
    private var valueAtTrackingStart: Float = 0

    /// Creates a slider with `frame` (value 0 in 0…1).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installParts()
    }

    /// Creates a slider from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        for part in [maximumTrack, minimumTrack, thumb] { addSubview(part) }
        updateColors()
    }

    // MARK: Value

    /// The value, within `minimumValue`…`maximumValue` (default 0). A value outside is clamped;
    /// a value that is not finite is reported and ignored. Setting it sends no action.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value, moving the thumb over 0.3 s when `animated`.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            ControlParts.report(
                self, "UISlider value \(value) is not finite; the slider keeps \(valueStorage)")
            return
        }
        let clamped = min(max(value, minimumStorage), maximumStorage)
        guard clamped != valueStorage else { return }
        ControlParts.changingValue(of: self) { valueStorage = clamped }
        if animated {
            UIView.animate(withDuration: 0.3) { self.placeParts() }
        } else {
            setNeedsLayout()
        }
    }

    /// The value at the track's left end (default 0). The value is clamped into the new range.
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard newValue.isFinite else {
                ControlParts.report(
                    self, "UISlider minimumValue \(newValue) is not finite; it stays \(minimumStorage)")
                return
            }
            minimumStorage = newValue
            if maximumStorage < newValue { maximumStorage = newValue }
            setValue(valueStorage, animated: false)
            setNeedsLayout()
        }
    }

    /// The value at the track's right end (default 1). The value is clamped into the new range.
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard newValue.isFinite else {
                ControlParts.report(
                    self, "UISlider maximumValue \(newValue) is not finite; it stays \(maximumStorage)")
                return
            }
            maximumStorage = newValue
            if minimumStorage > newValue { minimumStorage = newValue }
            setValue(valueStorage, animated: false)
            setNeedsLayout()
        }
    }

    /// Whether dragging sends `valueChanged` at each move (default true) or only when the finger lifts.
    open var isContinuous = true

    /// The image at the track's left end (stored; not drawn).
    open var minimumValueImage: UIImage?
    /// The image at the track's right end (stored; not drawn).
    open var maximumValueImage: UIImage?

    // MARK: Appearance

    /// The colour of the track left of the thumb (nil: system blue).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The colour of the track right of the thumb (nil: the system fill).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    private var thumbImages: [UInt: UIImage] = [:]
    /// Sets the thumb's image for `state` (stored; the thumb is drawn as UIKit's round knob).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
    }
    /// The thumb's image for `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The thumb's image for the current state.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue] }

    private func updateColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .systemBlue
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Geometry

    /// The rectangle of the minimum value image (empty: none is drawn).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
    }

    /// The rectangle of the maximum value image (empty: none is drawn).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }

    /// The track: the bounds' full width, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width,
            height: Self.trackHeight)
    }

    /// The thumb for `value`: 28 points across, centred on the track, its centre moving from
    /// 14 points inside the track's left end (the minimum) to 14 inside its right end (the maximum).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = Self.thumbDiameter
        let span = maximumStorage - minimumStorage
        let fraction = span > 0 ? CGFloat((value - minimumStorage) / span) : 0
        let x = rect.minX + (rect.width - diameter) * min(max(fraction, 0), 1)
        return CGRect(x: x, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// UIKit's slider height, 31 points; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Places the track and thumb for the current value.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
        thumb.frame = thumbFrame
    }

    // MARK: Tracking

    /// Tracks a touch that lands on the thumb (or within 10 points of it).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumbFrame = thumbRect(
            forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: valueStorage)
        let point = touch.location(in: self)
        guard thumbFrame.insetBy(dx: -10, dy: -10).contains(point) else { return false }
        grabOffset = point.x - thumbFrame.midX
        valueAtTrackingStart = valueStorage
        return true
    }

    /// Moves the thumb under the finger; sends `valueChanged` when the value changed and the
    /// slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((centre - track.minX - Self.thumbDiameter / 2) / travel, 0), 1))
        let before = valueStorage
        setValue(minimumStorage + fraction * (maximumStorage - minimumStorage), animated: false)
        layoutIfNeeded()
        if isContinuous && valueStorage != before { sendActions(for: .valueChanged) }
        return true
    }

    /// The finger lifted: a slider that is not continuous sends `valueChanged` now, if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && valueStorage != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// A pan of an enclosing view does not begin while the thumb is being dragged.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, gestureRecognizer is UIPanGestureRecognizer, isTracking {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
