import Foundation

/// A container that shows a hierarchy in columns side by side, as `UISplitViewController`
/// (Behaviour 26.1–26.10).
///
/// A column-style split view controller (`init(style:)`) has a primary, an optional supplementary
/// and a secondary column, each holding the controller set for it inside a navigation controller
/// (Behaviour 26.1); a classic one (`init(nibName:bundle:)`) shows its `viewControllers` as they
/// are. In a regular width the columns stand side by side, or over one another, as the display
/// mode says (Behaviour 26.2, 26.3); in a compact width the split view controller collapses to a
/// single navigation stack and expands back when the width is regular again, asking its delegate
/// as UIKit does (Behaviour 26.4, 26.5).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Creates a column-style split view controller with two or three columns. `.unspecified` is
    /// not a column style: it is reported, and the split view controller is a classic one.
    public init(style: UISplitViewController.Style) {
        columnStyle = style
        super.init(nibName: nil, bundle: nil)
        if style == .unspecified {
            report(
                "init(style: .unspecified): pass .doubleColumn or .tripleColumn; this is a classic split view"
            )
        }
    }

    /// Creates a classic split view controller (no nibs here: a nib name is reported).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        columnStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller; no archive is decoded.
    public required init?(coder: NSCoder) {
        columnStyle = .unspecified
        super.init(coder: coder)
    }

    /// The number of columns, fixed when the split view controller is made.
    open var style: UISplitViewController.Style { columnStyle }

    /// The delegate asked when the split view controller collapses, expands and shows controllers.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: Columns

    /// Puts `vc` in `column`: a controller that is not a navigation controller goes inside the
    /// column's navigation controller (made the first time), as the root of its stack; a
    /// navigation controller stands in the column itself; nil empties the column (Behaviour
    /// 26.1). Not for classic split view controllers, nor `.supplementary` with two columns: those
    /// are reported and ignored (Behaviour 26.9).
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        guard columnStyle != .unspecified else {
            report("setViewController(_:for:) on a classic split view controller; use viewControllers")
            return
        }
        guard column != .supplementary || columnStyle == .tripleColumn else {
            report(
                "setViewController(_:for: .supplementary) on a double-column split view controller; ignored")
            return
        }
        if let vc {
            if vc === self || isDescendantController(of: vc) {
                report(
                    "setViewController(_:for:) with the split view controller or an ancestor of it; ignored")
                return
            }
            if let other = assigned.first(where: { $0.value === vc && $0.key != column }) {
                report(
                    "setViewController(_:for: .\(column)): the controller is already in .\(other.key); ignored"
                )
                return
            }
        }
        assign(vc, to: column)
    }

    /// The controller set for `column` (the one given to `setViewController(_:for:)`, not the
    /// navigation controller holding it); nil for a classic split view controller.
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        guard columnStyle != .unspecified else { return nil }
        return assigned[column]
    }

    /// Shows `column` in the closest display mode that shows it whole; collapsed, it brings the
    /// column's controller to the top of the stack (Behaviour 26.6).
    open func show(_ column: UISplitViewController.Column) {
        guard validColumn(column, call: "show(_:)") else { return }
        if collapsed {
            showCollapsed(column)
            return
        }
        let next = SplitGeometry.mode(
            showing: column, from: displayMode, style: layoutStyle, behavior: splitBehavior)
        changeDisplayMode(to: next, system: false)
    }

    /// Hides `column` in the closest display mode that does not show it (Behaviour 26.6).
    open func hide(_ column: UISplitViewController.Column) {
        guard validColumn(column, call: "hide(_:)") else { return }
        guard !collapsed else { return }
        let next = SplitGeometry.mode(hiding: column, from: displayMode, style: layoutStyle)
        changeDisplayMode(to: next, system: false)
    }

    /// The child controllers: a classic split view controller's primary and secondary (the primary
    /// alone while collapsed); a column-style one's column navigation controllers, primary first.
    /// Setting it on a column-style split view controller is reported and ignored.
    open var viewControllers: [UIViewController] {
        get {
            guard columnStyle != .unspecified else { return classic }
            return [.primary, .supplementary, .secondary].compactMap { wrappers[$0] }
        }
        set {
            guard columnStyle == .unspecified else {
                report(
                    "viewControllers set on a column-style split view controller; use setViewController(_:for:)"
                )
                return
            }
            setClassic(newValue)
        }
    }

    /// Shows `vc` as a split view controller does: the delegate first; collapsed, pushed on the
    /// shown navigation stack; expanded, in the primary column (Behaviour 26.7).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsed || columnStyle != .unspecified {
            guard let navigation = collapsed ? shownNavigationController : wrappers[.primary] else {
                present(vc, animated: true)
                return
            }
            navigation.pushViewController(vc, animated: true)
            return
        }
        var next = classic
        if next.isEmpty { next = [vc] } else { next[0] = vc }
        setClassic(next)
    }

    /// Shows `vc` as the detail: the delegate first; collapsed, pushed on the shown navigation
    /// stack; expanded, it becomes the secondary column's controller (Behaviour 26.7).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsed {
            guard let navigation = shownNavigationController else {
                present(vc, animated: true)
                return
            }
            navigation.pushViewController(vc, animated: true)
            return
        }
        if columnStyle != .unspecified {
            setViewController(vc, for: .secondary)
            return
        }
        var next = classic
        if next.count >= 2 { next[1] = vc } else { next.append(vc) }
        setClassic(next)
    }

    override var showsByContaining: Bool { true }

    // MARK: Display mode and behaviour

    /// The arrangement asked for; `.automatic` (the default) lets the split view controller pick
    /// from its size and split behavior (Behaviour 26.3).
    open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic {
        didSet {
            shownMode = nil
            displayModeMayHaveChanged(system: false)
        }
    }

    /// The arrangement now: never `.automatic`; while collapsed, the one it last had expanded.
    open var displayMode: UISplitViewController.DisplayMode {
        if collapsed { return lastExpandedMode }
        return currentMode(forWidth: layoutSize.width, height: layoutSize.height)
    }

    /// The split behavior asked for; `.automatic` (the default) tiles when the split view
    /// controller is wider than tall and overlays otherwise (Behaviour 26.3).
    open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic {
        didSet { displayModeMayHaveChanged(system: false) }
    }

    /// The split behavior now (never `.automatic`).
    open var splitBehavior: UISplitViewController.SplitBehavior {
        SplitGeometry.behavior(preferredSplitBehavior, size: layoutSize)
    }

    /// Whether the split view controller shows one stack instead of columns: true while its
    /// horizontal size class is compact (Behaviour 26.4).
    open var isCollapsed: Bool { collapsed }

    /// Whether a swipe shows and hides the side columns (default true; stored, no swipe here).
    open var presentsWithGesture = true

    /// Whether the secondary column's navigation bar has a button that hides the side columns
    /// (default false; stored, not drawn).
    open var showsSecondaryOnlyButton = false

    /// The side the primary column stands on (default `.leading`); `.trailing` mirrors the
    /// columns (Behaviour 26.2).
    open var primaryEdge: UISplitViewController.PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The background of the primary column (default `.none`; stored, not drawn).
    open var primaryBackgroundStyle: UISplitViewController.BackgroundStyle = .none

    /// A bar button item that shows or hides the side columns, for a navigation item.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = modeButton { return item }
        let item = UIBarButtonItem(
            title: nil,
            primaryAction: UIAction { [weak self] _ in self?.toggleSideColumns() })
        modeButton = item
        return item
    }

    // MARK: Column widths

    /// The primary column's width as a fraction of the split view controller's (0…1), or
    /// `automaticDimension` (the default); bounded by the minimum and maximum widths (Behaviour 26.2).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet {
            widthDidChange(
                "preferredPrimaryColumnWidthFraction", preferredPrimaryColumnWidthFraction, fraction: true)
        }
    }
    /// The primary column's width in points, or `automaticDimension` (the default); it wins over
    /// the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthDidChange("preferredPrimaryColumnWidth", preferredPrimaryColumnWidth, fraction: false) }
    }
    /// The narrowest the primary column gets; `automaticDimension` (the default) is 0.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthDidChange("minimumPrimaryColumnWidth", minimumPrimaryColumnWidth, fraction: false) }
    }
    /// The widest the primary column gets; `automaticDimension` (the default) is 320 points for a
    /// fraction and no bound for a width in points.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { widthDidChange("maximumPrimaryColumnWidth", maximumPrimaryColumnWidth, fraction: false) }
    }
    /// The primary column's width now, in points.
    open var primaryColumnWidth: CGFloat { widths(forWidth: layoutSize.width).primary }

    /// The supplementary column's width as a fraction, or `automaticDimension` (the default).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet {
            widthDidChange(
                "preferredSupplementaryColumnWidthFraction", preferredSupplementaryColumnWidthFraction,
                fraction: true)
        }
    }
    /// The supplementary column's width in points, or `automaticDimension` (the default).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet {
            widthDidChange(
                "preferredSupplementaryColumnWidth", preferredSupplementaryColumnWidth, fraction: false)
        }
    }
    /// The narrowest the supplementary column gets; `automaticDimension` (the default) is 0.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet {
            widthDidChange(
                "minimumSupplementaryColumnWidth", minimumSupplementaryColumnWidth, fraction: false)
        }
    }
    /// The widest the supplementary column gets; `automaticDimension` (the default) as for the
    /// primary column.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet {
            widthDidChange(
                "maximumSupplementaryColumnWidth", maximumSupplementaryColumnWidth, fraction: false)
        }
    }
    /// The supplementary column's width now, in points (0 with two columns).
    open var supplementaryColumnWidth: CGFloat { widths(forWidth: layoutSize.width).supplementary }

    // MARK: View

    open override func loadView() {
        let root = NavigationContainerView(frame: makeDefaultView().frame)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        root.layoutHook = { [weak self] in self?.layoutColumns() }
        view = root
        followSizeClass()
        layoutColumns()
    }

    /// Collapses or expands for the coming traits once the coming size is known (Behaviour 26.4).
    open override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        comingSizeClass = newCollection.horizontalSizeClass
        // A split view controller out of the window (under a full-screen presentation, say) may
        // hear the traits without the size; once the change is over it follows its traits anyway.
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self, self.comingSizeClass != nil else { return }
            self.comingSizeClass = nil
            self.followSizeClass()
        }
        super.willTransition(to: newCollection, with: coordinator)
    }

    /// Collapses or expands as the traits announced say, or re-picks the automatic display mode for
    /// the new size, telling the delegate which columns show and hide (Behaviour 26.3, 26.4).
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let coming = comingSizeClass ?? traitCollection.horizontalSizeClass
        comingSizeClass = nil
        if coming == .compact, !collapsed {
            collapse()
        } else if coming != .compact, collapsed, coming != .unspecified {
            expand(toWidth: size.width, height: size.height)
        } else if !collapsed {
            let before = displayMode
            shownMode = nil
            let after = currentMode(forWidth: size.width, height: size.height)
            if after != before { announceModeChange(from: before, to: after, system: true) }
        }
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// The size each child gets: its column's (the whole size while collapsed).
    open override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let child = container as? UIViewController, !collapsed else { return parentSize }
        let frames = columnFrames(for: parentSize)
        for (column, frame) in frames where columnController(column) === child { return frame.size }
        return parentSize
    }

    /// Side columns are compact in width beside the secondary one (Behaviour 26.8).
    open override func overrideTraitCollection(forChild childViewController: UIViewController)
        -> UITraitCollection?
    {
        let explicit = super.overrideTraitCollection(forChild: childViewController)
        guard !collapsed, isSideColumn(childViewController) else { return explicit }
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        return explicit.map { UITraitCollection(traitsFrom: [compact, $0]) } ?? compact
    }

    override func traitCollectionDidUpdate() {
        followSizeClass()
    }

    override func appearanceWillBegin() {
        followSizeClass()
    }

    // MARK: Engine

    /// What `style` returns.
    let columnStyle: UISplitViewController.Style
    /// The controllers set for the columns (column style).
    var assigned: [UISplitViewController.Column: UIViewController] = [:]
    /// The navigation controllers standing in the columns (column style).
    var wrappers: [UISplitViewController.Column: UINavigationController] = [:]
    /// Navigation controllers the split view controller made to hold a column's controller.
    var madeWrappers: Set<ObjectIdentifier> = []
    /// The primary and secondary controllers of a classic split view controller.
    var classic: [UIViewController] = []
    /// Whether the split view controller is collapsed now.
    var collapsed = false
    /// What was moved where when collapsing, to put back when expanding.
    var collapseRecord: SplitCollapseRecord?
    /// A column's new controller waiting for the column's push or pop to end before it replaces
    /// the column's stack (Behaviour 26.11).
    var waitingColumnControllers: [UISplitViewController.Column: UIViewController] = [:]
    /// Whether the split view controller is moving controllers between its stacks (collapsing or
    /// expanding): the stack changes it makes meanwhile are not a column's push or pop ending.
    var movingBetweenStacks = false
    /// The display mode `show(_:)`/`hide(_:)` or the mode button chose, until the size or the
    /// preferred mode changes.
    var shownMode: UISplitViewController.DisplayMode?
    /// The display mode last shown expanded.
    var lastExpandedMode = UISplitViewController.DisplayMode.secondaryOnly
    /// The horizontal size class a trait transition announced, until the size transition comes.
    private var comingSizeClass: UIUserInterfaceSizeClass?
    private var modeButton: UIBarButtonItem?

    /// The two-or-three-column layout to follow (a classic split view lays out as two columns).
    var layoutStyle: UISplitViewController.Style {
        columnStyle == .tripleColumn ? .tripleColumn : .doubleColumn
    }

    /// The size the columns share: the view's, or the window's before the view is loaded.
    var layoutSize: CGSize {
        if let view = viewIfLoaded { return view.bounds.size }
        return .zero
    }

    /// The controller standing in `column` now (a column-style split's navigation controller).
    func columnController(_ column: UISplitViewController.Column) -> UIViewController? {
        switch columnStyle {
        case .unspecified:
            switch column {
            case .primary: return classic.first
            case .secondary: return classic.count > 1 ? classic[1] : nil
            default: return nil
            }
        default:
            return wrappers[column]
        }
    }

    /// The navigation controller shown while collapsed: the compact column's, else the primary one.
    var shownNavigationController: UINavigationController? {
        if columnStyle == .unspecified { return classic.first as? UINavigationController }
        return wrappers[.compact] ?? wrappers[.primary]
    }

    /// Whether `child` stands in the primary or supplementary column.
    private func isSideColumn(_ child: UIViewController) -> Bool {
        columnController(.primary) === child || columnController(.supplementary) === child
    }

    /// The display mode for a split view controller of this size, when nothing was shown or hidden.
    func currentMode(forWidth width: CGFloat, height: CGFloat) -> UISplitViewController.DisplayMode {
        if let shownMode { return shownMode }
        let behavior = SplitGeometry.behavior(
            preferredSplitBehavior, size: CGSize(width: width, height: height))
        return SplitGeometry.mode(preferredDisplayMode, style: layoutStyle, behavior: behavior)
    }

    /// The widths the primary and supplementary columns take in a split view controller `width` wide.
    func widths(forWidth width: CGFloat) -> (primary: CGFloat, supplementary: CGFloat) {
        let primary = SplitGeometry.width(
            points: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth, of: width)
        guard layoutStyle == .tripleColumn else { return (primary, 0) }
        let supplementary = SplitGeometry.width(
            points: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth, of: width)
        return (primary, min(supplementary, max(width - primary, 0)))
    }

    /// Where each shown column's controller goes in a split view controller of `size`, expanded.
    func columnFrames(for size: CGSize) -> [(UISplitViewController.Column, CGRect)] {
        let (primary, supplementary) = widths(forWidth: size.width)
        let mode = currentMode(forWidth: size.width, height: size.height)
        return SplitGeometry.frames(
            mode: mode, style: layoutStyle, size: size, primary: primary, supplementary: supplementary,
            trailing: primaryEdge == .trailing)
    }

    /// Puts the shown columns' views in the view at their frames and takes the others out.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        var placed: [(UIViewController, CGRect)] = []
        if collapsed {
            if let shown = columnStyle == .unspecified
                ? classic.first : (wrappers[.compact] ?? wrappers[.primary])
            {
                placed = [(shown, view.bounds)]
            }
        } else {
            lastExpandedMode = displayMode
            // Secondary first, so the side columns lie over it in the overlay modes.
            for (column, frame) in columnFrames(for: view.bounds.size).reversed() {
                if let controller = columnController(column) { placed.append((controller, frame)) }
            }
        }
        for child in children where !placed.contains(where: { $0.0 === child }) {
            if let childView = child.viewIfLoaded, childView.superview === view {
                childView.removeFromSuperview()
            }
        }
        for (child, frame) in placed {
            child.view.frame = frame
            child.view.autoresizingMask = []
            if child.view.superview !== view {
                view.addSubview(child.view)
            } else {
                view.bringSubviewToFront(child.view)
            }
        }
    }

    /// Collapses or expands to match the horizontal size class when it changed without a size
    /// transition (installed in a window, a presentation's traits).
    func followSizeClass() {
        guard comingSizeClass == nil else { return }
        let sizeClass = traitCollection.horizontalSizeClass
        if sizeClass == .compact, !collapsed {
            collapse()
        } else if sizeClass == .regular, collapsed {
            expand(toWidth: layoutSize.width, height: layoutSize.height)
        }
    }

    /// Changes the regular-width arrangement to `next`, telling the delegate (`system`: because the
    /// size changed, so that it also hears which columns show and hide).
    func changeDisplayMode(to next: UISplitViewController.DisplayMode, system: Bool) {
        let before = displayMode
        guard next != before else { return }
        announceModeChange(from: before, to: next, system: system)
        shownMode = next
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Tells the delegate the display mode changes from `before` to `after` and, for a change the
    /// system makes, which columns hide and show (Behaviour 26.3).
    func announceModeChange(
        from before: UISplitViewController.DisplayMode, to after: UISplitViewController.DisplayMode,
        system: Bool
    ) {
        record("splitViewController(_:willChangeTo: .\(after))")
        delegate?.splitViewController(self, willChangeTo: after)
        guard system else { return }
        let shownBefore = SplitGeometry.shownColumns(before, style: layoutStyle)
        let shownAfter = SplitGeometry.shownColumns(after, style: layoutStyle)
        for column in shownBefore where !shownAfter.contains(column) {
            record("splitViewController(_:willHide: .\(column))")
            delegate?.splitViewController(self, willHide: column)
        }
        for column in shownAfter where !shownBefore.contains(column) {
            record("splitViewController(_:willShow: .\(column))")
            delegate?.splitViewController(self, willShow: column)
        }
    }

    /// A preferred mode or behaviour changed: the delegate hears the new mode, and the view lays out.
    private func displayModeMayHaveChanged(system: Bool) {
        guard !collapsed else { return }
        let after = displayMode
        if after != lastExpandedMode, isViewLoaded {
            announceModeChange(from: lastExpandedMode, to: after, system: system)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The mode button: hides the side columns when they show, shows them when hidden.
    private func toggleSideColumns() {
        if displayMode == .secondaryOnly {
            show(layoutStyle == .tripleColumn ? .supplementary : .primary)
        } else {
            hide(.primary)
            if layoutStyle == .tripleColumn { hide(.supplementary) }
        }
    }

    private func validColumn(_ column: UISplitViewController.Column, call: String) -> Bool {
        if columnStyle == .unspecified {
            report("\(call) on a classic split view controller; set preferredDisplayMode instead")
            return false
        }
        if column == .supplementary, columnStyle != .tripleColumn {
            report("\(call) with .supplementary on a double-column split view controller; ignored")
            return false
        }
        return true
    }

    private func widthDidChange(_ name: String, _ value: CGFloat, fraction: Bool) {
        let valid =
            value == UISplitViewController.automaticDimension
            || (value.isFinite && value >= 0 && (!fraction || value <= 1))
        if !valid {
            report(
                "\(name) = \(value) is not \(fraction ? "a fraction in 0…1" : "a finite width ≥ 0") or automaticDimension; the automatic width is used"
            )
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func report(_ message: String) {
        Diagnostics.report(.splitViewMisuse, "\(type(of: self)): \(message)", clock: hostClock)
    }

    /// Records a call to the delegate in the host's callback record.
    func record(_ call: @autoclosure () -> String) {
        guard let delegate else { return }
        hostClock?.record(delegate, call())
    }
}
