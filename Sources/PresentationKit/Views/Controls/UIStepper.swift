import Foundation

/// A pair of − and + buttons that step a value, as UIKit's `UIStepper`: 94 × 32 points, a rounded
/// grey track split in two.
///
/// Touching down on a half steps the value at once and sends `valueChanged`; held with
/// `autorepeat`, it steps again after 0.5 s and then every 0.1 s on the host's clock (our
/// figures). At an end the value stops there, or wraps round with `wraps` (Behaviour 22.4).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size: UIKit's 94 × 32 points.
    static let size = CGSize(width: 94, height: 32)
    /// The delay before a held half starts repeating, and the repeat interval (ours).
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    private var valueStorage: Double = 0
    private let divider = ControlParts.part(UIColor(white: 0.5, alpha: 0.3))
    private let minusLabel = UILabel()
    private let plusLabel = UILabel()
    private var heldDirection: Double = 0
    private var repeatTimer: Int?

    /// Creates a stepper (value 0 in 0…100, step 1); its size is 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
        installParts()
    }

    /// Creates a stepper from an archive; as `init(frame: .zero)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UIStepper.size
        installParts()
    }

    private func installParts() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 8
        for (label, text) in [(minusLabel, "−"), (plusLabel, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        addSubview(divider)
    }

    /// Whether holding sends `valueChanged` at each step (default true) or once, when the finger lifts.
    open var isContinuous = true
    /// Whether holding a half keeps stepping (default true).
    open var autorepeat = true
    /// Whether stepping past an end continues from the other end (default false).
    open var wraps = false

    /// The value (default 0), kept within `minimumValue`…`maximumValue`; a value that is not
    /// finite is reported and ignored. Setting it sends no action.
    open var value: Double {
        get { valueStorage }
        set {
            guard newValue.isFinite else {
                ControlParts.report(
                    self, "UIStepper value \(newValue) is not finite; the stepper keeps \(valueStorage)")
                return
            }
            let clamped = min(max(newValue, minimumValue), maximumValue)
            guard clamped != valueStorage else { return }
            ControlParts.changingValue(of: self) { valueStorage = clamped }
            updateEnds()
        }
    }

    /// The lowest value (default 0); a minimum not below the maximum is reported and ignored.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue.isFinite, minimumValue < maximumValue else {
                ControlParts.report(
                    self,
                    "UIStepper minimumValue \(minimumValue) must be finite and below maximumValue \(maximumValue)"
                )
                minimumValue = oldValue
                return
            }
            value = valueStorage
        }
    }

    /// The highest value (default 100); a maximum not above the minimum is reported and ignored.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue.isFinite, maximumValue > minimumValue else {
                ControlParts.report(
                    self,
                    "UIStepper maximumValue \(maximumValue) must be finite and above minimumValue \(minimumValue)"
                )
                maximumValue = oldValue
                return
            }
            value = valueStorage
        }
    }

    /// How much one step changes the value (default 1); a step that is not positive is reported and ignored.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue.isFinite, stepValue > 0 else {
                ControlParts.report(
                    self, "UIStepper stepValue \(stepValue) must be finite and positive; it stays \(oldValue)"
                )
                stepValue = oldValue
                return
            }
        }
    }

    private func updateEnds() {
        minusLabel.alpha = !wraps && valueStorage <= minimumValue ? 0.3 : 1
        plusLabel.alpha = !wraps && valueStorage >= maximumValue ? 0.3 : 1
    }

    /// The frame; its size stays UIKit's 94 × 32 points whatever is asked.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// UIKit's 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// UIKit's 94 × 32 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Places the − and + halves and the divider between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minusLabel.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plusLabel.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        updateEnds()
    }

    // MARK: Tracking

    /// Steps once toward the touched half; returns whether the value changed.
    @discardableResult
    private func step() -> Bool {
        var next = valueStorage + heldDirection * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != valueStorage else { return false }
        value = next
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    private func scheduleRepeat(after delay: Double) {
        guard autorepeat, let clock = layer.clock else { return }
        repeatTimer = clock.after(delay) { [weak self] in
            guard let self, self.isTracking, self.heldDirection != 0 else { return }
            if self.step() { self.scheduleRepeat(after: Self.repeatInterval) }
        }
    }

    private func stopRepeating() {
        if let repeatTimer { layer.clock?.cancelTimer(repeatTimer) }
        repeatTimer = nil
        heldDirection = 0
    }

    private var valueAtTrackingStart: Double = 0

    /// A touch on a half steps the value at once (and starts the autorepeat).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        heldDirection = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtTrackingStart = valueStorage
        step()
        scheduleRepeat(after: Self.repeatDelay)
        return true
    }

    /// The finger lifted: the autorepeat stops; a stepper that is not continuous sends
    /// `valueChanged` now, if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        if !isContinuous && valueStorage != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    /// The touch was cancelled: the autorepeat stops.
    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }
}
