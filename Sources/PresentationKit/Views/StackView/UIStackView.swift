import Foundation

/// A view that lays out a row or column of views with constraints it makes itself, as
/// `UIStackView` (Behaviour 17.11).
///
/// The stack view owns its arranged views' constraints: along the axis a chain from its leading
/// edge to its trailing edge with `spacing` between neighbours, sized by `distribution`; across
/// it, each view placed by `alignment`. A hidden arranged view collapses to zero length and
/// leaves no gap. The constraints are rebuilt in `updateConstraints()` after any change and are
/// installed on the stack view with identifiers starting `UISV-`.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic length; the one that hugs least stretches or shrinks.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their length; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The distances between the views' centres are equal (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// How the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        /// Each view fills the stack view's breadth.
        case fill = 0
        /// Each view at the leading edge (the top, in a row).
        case leading = 1
        /// First baselines aligned (rows only).
        case firstBaseline = 2
        /// Each view centred.
        case center = 3
        /// Each view at the trailing edge (the bottom, in a row).
        case trailing = 4
        /// Last baselines aligned (rows only).
        case lastBaseline = 5

        /// The top edge: `.leading` in a row.
        public static var top: Alignment { .leading }
        /// The bottom edge: `.trailing` in a row.
        public static var bottom: Alignment { .trailing }
    }

    /// A custom spacing that asks for the stack view's `spacing` (for `setCustomSpacing`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that asks for the system spacing (8 points here, Behaviour 17.8).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// The views the stack view lays out, in order (each is also a subview).
    open private(set) var arrangedSubviews: [UIView] = []
    /// Rows (`.horizontal`) or columns (`.vertical`, the default is horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rearrange() } }
    /// How the views share the length (default `.fill`).
    open var distribution: Distribution = .fill { didSet { rearrange() } }
    /// How the views sit across (default `.fill`).
    open var alignment: Alignment = .fill { didSet { rearrange() } }
    /// The gap between neighbours (default 0); the smallest gap for the equal distributions.
    open var spacing: CGFloat = 0 { didSet { rearrange() } }
    /// Whether vertical spacing runs between baselines rather than edges (columns of text).
    open var isBaselineRelativeArrangement = false { didSet { rearrange() } }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rearrange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack view made for the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var needsArrangement = false

    /// Creates an empty stack view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a stack view arranging `views` (added as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview, placed by constraints).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rearrange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview to
    /// take it away, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rearrange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        rearrange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view leaving the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Rebuilds the arrangement's constraints when something changed, then the usual update.
    open override func updateConstraints() {
        if needsArrangement { rebuildArrangement() }
        super.updateConstraints()
    }

    /// A stack view has no content of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// An arranged view was hidden or shown.
    override func subviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { rearrange() }
    }

    /// An arranged view's intrinsic size or content priorities changed: the distributions that
    /// read them when the arrangement is made (proportions, the fill tie-break) make it again.
    override func subviewContentDidChange(_ view: UIView) {
        guard distribution == .fill || distribution == .fillProportionally,
            arrangedSubviews.contains(where: { $0 === view })
        else { return }
        rearrange()
    }

    private func rearrange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    private func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        var plan = StackArrangement(stack: self)
        arrangement = plan.constraints()
        spacers = plan.spacers
        NSLayoutConstraint.activate(arrangement)
    }

    /// The gap after `view` as a number of points.
    func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}
