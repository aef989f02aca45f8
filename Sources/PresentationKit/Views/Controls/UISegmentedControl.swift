import Foundation

/// A row of segments, one selected, as UIKit's `UISegmentedControl`: a rounded grey track, the
/// selected segment a raised white tile, titles in 13-point text.
///
/// Lifting the finger inside a segment other than the selected one selects it and sends
/// `valueChanged`; setting `selectedSegmentIndex` in code sends nothing (Behaviour 22.3). An index
/// out of range is reported and ignored.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index that means no segment is selected.
    public static let noSegment: Int = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        let label: UILabel
    }

    private var segments: [Segment] = []
    private var selectedIndexStorage = UISegmentedControl.noSegment
    private let selectionTile = ControlParts.part(.white, cornerRadius: 7)
    private var separators: [UIView] = []
    private static let inset: CGFloat = 2
    private static let titleFont = UIFont.systemFont(ofSize: 13)

    /// Creates a segmented control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installTrack()
    }

    /// Creates a segmented control from an archive; as `init(frame: .zero)` here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installTrack()
    }

    /// Creates a segmented control with a segment for each item: a `String` becomes a title, a
    /// `UIImage` an image; anything else is reported and skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                insertSegment(withTitle: title, at: numberOfSegments, animated: false)
            } else if let image = item as? UIImage {
                insertSegment(with: image, at: numberOfSegments, animated: false)
            } else {
                ControlParts.report(
                    self, "UISegmentedControl(items:) takes strings and images; \(item) was skipped")
            }
        }
        bounds.size = intrinsicContentSize
    }

    /// Creates a segmented control with a segment for each action, titled by the action's title;
    /// selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            insertSegment(withTitle: action.title, at: numberOfSegments, animated: false)
        }
        segmentActions = actions
    }

    private var segmentActions: [UIAction] = []

    private func installTrack() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 9
        selectionTile.layer.shadowColor = UIColor.black.cgColor
        selectionTile.layer.shadowOpacity = 0.12
        selectionTile.layer.shadowRadius = 4
        selectionTile.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionTile.isHidden = true
        addSubview(selectionTile)
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Whether a segment shows selected only while touched (default false); the index still
    /// changes and `valueChanged` is still sent.
    open var isMomentary = false

    /// Whether segments are as wide as their content (default false: all equally wide).
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }

    /// The selected segment (default `noSegment`). An index out of range is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                ControlParts.report(
                    self,
                    "selectedSegmentIndex \(newValue) is out of range (\(segments.count) segments); the control "
                        + "keeps \(selectedIndexStorage). Use UISegmentedControl.noSegment to deselect")
                return
            }
            guard newValue != selectedIndexStorage else { return }
            ControlParts.changingValue(of: self) { selectedIndexStorage = newValue }
            setNeedsLayout()
        }
    }

    /// The selected segment's tile colour (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        didSet { selectionTile.backgroundColor = selectedSegmentTintColor ?? .white }
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, label: makeLabel(title)), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (the image is stored; not drawn).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image, label: makeLabel(nil)), at: segment)
    }

    private func makeLabel(_ title: String?) -> UILabel {
        let label = UILabel()
        label.text = title
        label.font = Self.titleFont
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        return label
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        addSubview(segment.label)
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        rebuildSeparators()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes the segment at `segment`; an index out of range is reported.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            ControlParts.report(
                self, "removeSegment(at: \(segment)) is out of range (\(segments.count) segments)")
            return
        }
        segments.remove(at: segment).label.removeFromSuperview()
        if selectedIndexStorage == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        rebuildSeparators()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    private func checked(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            ControlParts.report(
                self, "\(call): segment \(segment) is out of range (\(segments.count) segments)")
            return false
        }
        return true
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard checked(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        segments[segment].label.text = title
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (stored; not drawn).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard checked(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes the width of the segment at `segment` (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard checked(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            ControlParts.report(self, "setWidth(\(width), forSegmentAt:) needs a finite width of 0 or more")
            return
        }
        segments[segment].width = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The fixed width of the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables the segment at `segment`; a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard checked(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        segments[segment].label.alpha = enabled ? 1 : 0.3
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Layout

    private func rebuildSeparators() {
        for separator in separators { separator.removeFromSuperview() }
        separators = (0..<max(segments.count - 1, 0)).map { _ in
            let separator = ControlParts.part(
                UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))
            insertSubview(separator, belowSubview: selectionTile)
            return separator
        }
    }

    private func contentWidth(of segment: Segment) -> CGFloat {
        (segment.label.intrinsicContentSize.width + 24).rounded(.up)
    }

    /// The widths of the segments in `width` points: fixed widths kept, the rest shared equally
    /// (or by content with `apportionsSegmentWidthsByContent`).
    private func segmentWidths(in width: CGFloat) -> [CGFloat] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = segments.filter { $0.width == 0 }
        let room = max(width - fixed, 0)
        let contentTotal = free.reduce(CGFloat(0)) { $0 + contentWidth(of: $1) }
        return segments.map { segment in
            if segment.width > 0 { return segment.width }
            if apportionsSegmentWidthsByContent, contentTotal > 0 {
                return room * contentWidth(of: segment) / contentTotal
            }
            return room / CGFloat(max(free.count, 1))
        }
    }

    /// The rectangle of the segment at `index` in the bounds.
    func segmentFrame(at index: Int) -> CGRect {
        let inner = bounds.insetBy(dx: Self.inset, dy: Self.inset)
        let widths = segmentWidths(in: inner.width)
        let x = inner.minX + widths[..<index].reduce(0, +)
        return CGRect(x: x, y: inner.minY, width: widths[index], height: inner.height)
    }

    /// The segments' content side by side, 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.filter { $0.width == 0 }.map(contentWidth(of:)).max() ?? 0
        let width = segments.reduce(CGFloat(0)) { $0 + ($1.width > 0 ? $1.width : widest) }
        return CGSize(width: width + 2 * Self.inset, height: 32)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the titles, the separators and the selected segment's tile.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for index in segments.indices {
            segments[index].label.frame = segmentFrame(at: index)
            segments[index].label.font =
                index == selectedIndexStorage ? .boldSystemFont(ofSize: 13) : Self.titleFont
        }
        for (index, separator) in separators.enumerated() {
            let right = segmentFrame(at: index).maxX
            separator.frame = CGRect(x: right - 0.5, y: bounds.midY - 8, width: 1, height: 16)
            separator.isHidden = index == selectedIndexStorage || index + 1 == selectedIndexStorage
        }
        let showsTile = segments.indices.contains(selectedIndexStorage) && (!isMomentary || isTracking)
        selectionTile.isHidden = !showsTile
        if showsTile { selectionTile.frame = segmentFrame(at: selectedIndexStorage) }
    }

    // MARK: Tracking

    private func segmentIndex(at point: CGPoint) -> Int? {
        segments.indices.first { segmentFrame(at: $0).minX <= point.x && point.x < segmentFrame(at: $0).maxX }
    }

    /// The finger lifted: inside an enabled segment other than the selected one, that segment is
    /// selected and `valueChanged` sent (and the segment's action performed, for a control made
    /// with actions).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)),
            let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled
        else { return }
        guard index != selectedIndexStorage || isMomentary else { return }
        selectedSegmentIndex = index
        setNeedsLayout()
        sendActions(for: .valueChanged)
        if segmentActions.indices.contains(index) { sendAction(segmentActions[index]) }
    }
}
