import Foundation

/// The bar at the top of a navigation controller, as `UINavigationBar`: the top item's title (a
/// `UILabel`, or its `titleView`) centred, its bar button items as buttons at either end, and a back
/// button titled by the item below (`backItem`) that pops.
///
/// Layout (ours; Behaviour 16.6, 16.16): 44 pt tall on a phone, 50 pt on a tablet, 32 pt in a
/// compact height (52 pt more with a large title, which sits left-aligned in 34-pt bold, 16 pt from
/// the leading edge, in the lower 52 pt); buttons sized to their titles, 8 pt from the bar's edges
/// and 8 pt apart; the title in 17-pt semibold, centred on the bar and kept clear of the buttons.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Space between the bar's edges and its outer buttons, and between buttons.
    static let margin: CGFloat = 8

    /// Creates an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    /// Creates a bar from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    // MARK: Appearance

    /// The bar's look at its standard height: the system's translucent bar (a chrome blur and a
    /// shadow line) unless set. Kept as a copy; the top item's `standardAppearance` overrides it
    /// (Behaviour 16.24).
    open var standardAppearance: UINavigationBarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy() }
    }

    /// The look in a compact height (a phone in landscape); nil uses `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy() }
    }

    /// The look while the content's scroll view is at its top edge (or the content has no scroll
    /// view), for a bar a navigation controller manages; nil uses `standardAppearance` with a
    /// transparent background, as UIKit does since iOS 15. As the content scrolls past the edge its
    /// background cross-fades into the standard one over the first 20 points (Behaviour 16.24).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy() }
    }

    /// The look at the scroll edge in a compact height; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy() }
    }

    /// The height the bar adds below its row when it shows a large title (96 pt in all on a phone,
    /// 102 on a tablet): public measurements of UIKit since iOS 11 give large titles 52 more
    /// points (for example Geoff Hackworth's "iPad Navigation Bar and Toolbar Height Changes in
    /// iOS 12", 2018).
    static let largeTitleHeight: CGFloat = 52

    /// Whether the bar is translucent (default true, as UIKit): a navigation controller's child
    /// then extends under it at the top (with `.top` in its `edgesForExtendedLayout`); an opaque bar
    /// keeps the child's view below it unless the child's `extendedLayoutIncludesOpaqueBars`
    /// (Behaviour 16.20).
    open var isTranslucent: Bool {
        get { appearances.legacy.isTranslucent }
        set {
            guard newValue != isTranslucent else { return }
            appearances.legacy.isTranslucent = newValue
            superview?.setNeedsLayout()
        }
    }

    // MARK: Customization from before appearances

    /// The bar's style: `.black` draws the dark bar with white titles where no `standardAppearance`
    /// was set (Behaviour 16.26).
    open var barStyle: UIBarStyle {
        get { appearances.legacy.barStyle }
        set { appearances.legacy.barStyle = newValue }
    }

    /// The bar's background colour where no `standardAppearance` was set. At the scroll edge the
    /// bar is transparent unless a `scrollEdgeAppearance` is set, as on iOS 15 and later.
    open var barTintColor: UIColor? {
        get { appearances.legacy.barTintColor }
        set { appearances.legacy.barTintColor = newValue }
    }

    /// The title's attributes (`.font`, `.foregroundColor`) where no `standardAppearance` was set.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { appearances.legacy.titleTextAttributes }
        set { appearances.legacy.titleTextAttributes = newValue }
    }

    /// The large title's attributes where no `standardAppearance` was set.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { appearances.legacy.largeTitleTextAttributes }
        set { appearances.legacy.largeTitleTextAttributes = newValue }
    }

    /// The image of the line under the bar; shown only with a custom background image, as UIKit
    /// documents.
    open var shadowImage: UIImage? {
        get { appearances.legacy.shadowImage }
        set { appearances.legacy.shadowImage = newValue }
    }

    /// Sets the background image for a height class (it replaces the blur).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        appearances.legacy.backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// The background image for a height class.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        appearances.legacy.backgroundImages[barMetrics.rawValue]
    }

    /// Sets the background image for a position and height class (a navigation bar is always at
    /// the top here: every position shares one image).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image for a position and height class.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: barMetrics)
    }

    /// Moves the title up (negative) or down for a height class.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment.isFinite ? adjustment : 0
        setNeedsLayout()
    }

    /// How far the title is moved for a height class.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleAdjustments[barMetrics.rawValue] ?? 0
    }
    private var titleAdjustments: [Int: CGFloat] = [:]

    /// The back button's chevron image (stored; the back button shows its title here).
    open var backIndicatorImage: UIImage?
    /// The mask of the chevron during transitions (stored).
    open var backIndicatorTransitionMaskImage: UIImage?

    /// Whether items may show their titles large (Behaviour 16.16).
    open var prefersLargeTitles = false {
        didSet { rebuild() }
    }

    /// The stack of items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last of `items`.
    open var topItem: UINavigationItem? { storedItems.last }

    /// The item below the top, whose back title the back button shows.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// Replaces the items (not animated here).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in storedItems where !(items ?? []).contains(where: { $0 === item }) { item.onChange = nil }
        storedItems = items ?? []
        for item in storedItems {
            item.onChange = { [weak self] in
                self?.applyAppearance()
                self?.rebuild()
            }
        }
        applyAppearance()
        rebuild()
    }

    /// Pushes an item on top (not animated here).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems(storedItems + [item], animated: animated)
    }

    /// Pops the top item (not animated here) and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = storedItems.last else { return nil }
        setItems(Array(storedItems.dropLast()), animated: animated)
        return top
    }

    // MARK: Engine

    private var appearances = BarAppearances(standard: UINavigationBarAppearance()) {
        didSet { applyAppearance() }
    }
    /// The blur, colour and shadow line behind the items.
    let background = BarBackgroundView(contentEdge: .bottom)
    /// Whether a navigation controller manages the bar: only then does the scroll edge count.
    var isManagedByNavigationController = false {
        didSet { if isManagedByNavigationController != oldValue { applyAppearance() } }
    }
    /// Whether the content's scroll view is at its top edge (or there is none), as the navigation
    /// controller last saw it.
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }
    /// How far the content is past its scroll edge, in points (0 or less: at it), as the container
    /// last saw it: within the tolerance the bar is at the edge; past it the bar cross-fades to its
    /// standard appearance over `BarMetrics.scrollEdgeFadeDistance`, point for point (Behaviour
    /// 16.24).
    package internal(set) var scrollEdgeDistance: CGFloat = 0 {
        didSet {
            guard scrollEdgeDistance != oldValue else { return }
            let atEdge = scrollEdgeDistance <= BarMetrics.scrollEdgeTolerance
            if atEdge != isAtScrollEdge { isAtScrollEdge = atEdge } else { updateScrollEdgeFade() }
        }
    }
    /// How far the background reaches above the bar: up to the top of the navigation controller's
    /// view, under the status bar.
    var backgroundExtension: CGFloat = 0 {
        didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
    }

    /// The appearance the bar shows now.
    var resolvedAppearance: UINavigationBarAppearance {
        appearances.resolved(
            compactHeight: isCompactHeight, atScrollEdge: isManagedByNavigationController && isAtScrollEdge,
            overrides: topItem?.appearances)
    }

    /// The appearance drawn, as `applyAppearance()` last resolved it.
    private var shownAppearance: UINavigationBarAppearance?

    /// Draws the resolved appearance: the background, and the titles' colours and fonts.
    private func applyAppearance() {
        let appearance = resolvedAppearance
        shownAppearance = appearance
        background.apply(appearance)
        titleLabel.textColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        titleLabel.font =
            appearance.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        largeTitleLabel.textColor =
            appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font =
            appearance.largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        updateScrollEdgeFade()
        setNeedsLayout()
    }

    /// Draws the scroll-edge appearance's background fading out under the standard one while the
    /// content is part way past the edge (the titles take the standard appearance's attributes
    /// from the edge on).
    private func updateScrollEdgeFade() {
        background.followScrollEdge(
            distance: scrollEdgeDistance, fading: isManagedByNavigationController && !isAtScrollEdge
        ) {
            appearances.resolved(
                compactHeight: isCompactHeight, atScrollEdge: true, overrides: topItem?.appearances)
        }
    }

    private var storedItems: [UINavigationItem] = []
    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?
    /// The label showing the top item's title.
    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textAlignment = .center
        return label
    }()
    /// The back button, when shown.
    private(set) var backButton: UIButton?
    /// The buttons of the top item's left and right items, in the items' order.
    private(set) var leftButtons: [UIButton] = []
    private(set) var rightButtons: [UIButton] = []
    private var shownViews: [UIView] = []

    /// The label showing the top item's title large.
    let largeTitleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.textAlignment = .left
        return label
    }()
    /// Told when the bar's height changes (the navigation controller lays out again).
    var heightChanged: (() -> Void)?

    /// Whether the top item's title is shown large: the bar prefers large titles and the item's
    /// mode, `.automatic` following the item below (the root item counting as large), says so.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompactHeight else { return false }
        var large = true
        for item in storedItems {
            switch item.largeTitleDisplayMode {
            case .automatic: break
            case .always: large = true
            case .never, .inline: large = false
            }
        }
        return large
    }

    /// Whether the bar is in a vertically compact environment (set by the navigation controller
    /// from its traits): 32 pt tall, with no large title.
    var isCompactHeight = false {
        didSet {
            guard isCompactHeight != oldValue else { return }
            applyAppearance()
            rebuild()
        }
    }

    /// Whether the bar is on a tablet (set by the navigation controller from its traits): 50 pt
    /// tall, as UIKit's bars on iPad since iOS 12 (Behaviour 16.6).
    var isTablet = false {
        didSet {
            guard isTablet != oldValue else { return }
            rebuild()
        }
    }

    /// The height of the row of buttons and the small title: 44 pt on a phone, 50 pt on a
    /// tablet, 32 pt in a compact height (`BarMetrics`).
    var rowHeight: CGFloat {
        if isCompactHeight { return BarMetrics.compactHeight }
        return isTablet ? BarMetrics.tablet : BarMetrics.phone
    }

    /// How far the top item's large title has collapsed as its content scrolled up (0 to 52 pt).
    var largeTitleCollapse: CGFloat { showsLargeTitle ? (topItem?.largeTitleCollapse ?? 0) : 0 }

    /// Whether the large title is on show: shown large and not fully collapsed (the small title
    /// takes its place once it is).
    var largeTitleVisible: Bool { showsLargeTitle && largeTitleCollapse < Self.largeTitleHeight }

    /// The bar's height for its top item: its row (44 pt, 50 on a tablet, 32 in a compact height),
    /// and 52 pt more with a large title, less what the large title collapsed (Behaviour 16.16,
    /// 16.23).
    var preferredHeight: CGFloat {
        rowHeight + (showsLargeTitle ? Self.largeTitleHeight - largeTitleCollapse : 0)
    }

    /// Collapses the top item's large title to `collapse` (clamped to 0…52 pt): the bar's height
    /// follows, and the small title replaces the large one once it is fully collapsed.
    func setLargeTitleCollapse(_ collapse: CGFloat) {
        guard showsLargeTitle, let top = topItem, collapse.isFinite else { return }
        let clamped = min(max(collapse, 0), Self.largeTitleHeight)
        guard clamped != top.largeTitleCollapse else { return }
        top.largeTitleCollapse = clamped
        rebuild()
    }

    private var lastHeight: CGFloat?

    /// Remakes the bar's subviews from the top item.
    func rebuild() {
        defer {
            if lastHeight != preferredHeight {
                lastHeight = preferredHeight
                heightChanged?()
            }
        }
        // The appearance is applied where its inputs change (items, height class, edge), not
        // here: a large title collapsing as the content scrolls rebuilds on every step.
        for view in shownViews { view.removeFromSuperview() }
        shownViews = []
        backButton = nil
        leftButtons = []
        rightButtons = []
        guard let top = topItem else {
            setNeedsLayout()
            return
        }
        let showsLeftItems = !(top.leftBarButtonItems ?? []).isEmpty
        if let back = backItem, !top.hidesBackButton, !showsLeftItems || top.leftItemsSupplementBackButton {
            let button = makeButton(title: back.backTitle, bold: false)
            button.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .touchUpInside)
            backButton = button
        }
        leftButtons = (top.leftBarButtonItems ?? []).map(makeButton(for:))
        rightButtons = (top.rightBarButtonItems ?? []).map(makeButton(for:))
        if let titleView = top.titleView {
            addSubview(titleView)
            shownViews.append(titleView)
            titleLabel.removeFromSuperview()
        } else {
            let shownBefore = titleLabel.superview === self && titleLabel.text != top.displayedTitle
            previousTitle = shownBefore ? titleLabel.text : nil
            titleLabel.text = top.displayedTitle
            if titleLabel.superview !== self { addSubview(titleLabel) }
        }
        if largeTitleVisible {
            // The large title replaces the small one until it has collapsed (Behaviour 16.23).
            largeTitleLabel.text = top.displayedTitle
            titleLabel.removeFromSuperview()
            if largeTitleLabel.superview !== self { addSubview(largeTitleLabel) }
        } else {
            largeTitleLabel.removeFromSuperview()
        }
        layoutItems()
    }

    /// The small title shown before the last change of title, for the cross-fade.
    private var previousTitle: String?

    /// Cross-fades the small title from the one shown before the last change of items to the one
    /// shown now, alongside the transition `coordinator` runs (Behaviour 16.4): the old title fades
    /// out over the new one fading in, in the same animation as the push or pop; cancelled, the
    /// bar's items are put back and the fade ends with the restored title at full opacity.
    func crossFadeTitle(alongside coordinator: any UIViewControllerTransitionCoordinator) {
        defer { previousTitle = nil }
        guard let old = previousTitle, titleLabel.superview === self, topItem?.titleView == nil else {
            return
        }
        let fading = UILabel(frame: titleLabel.frame)
        fading.font = titleLabel.font
        fading.textAlignment = .center
        fading.text = old
        fading.isUserInteractionEnabled = false
        insertSubview(fading, belowSubview: titleLabel)
        titleLabel.alpha = 0
        let label = titleLabel
        _ = coordinator.animate(
            alongsideTransition: { _ in
                label.alpha = 1
                fading.alpha = 0
            },
            completion: { _ in
                fading.removeFromSuperview()
                label.alpha = 1
            })
    }

    private func makeButton(title: String?, bold: Bool) -> UIButton {
        show(BarButton.make(title: title, bold: bold))
    }

    private func makeButton(for item: UIBarButtonItem) -> UIButton {
        show(BarButton.make(for: item, landscapePhone: isCompactHeight))
    }

    private func show(_ button: UIButton) -> UIButton {
        addSubview(button)
        shownViews.append(button)
        return button
    }

    private func buttonWidth(_ button: UIButton) -> CGFloat {
        if let custom = (button as? BarButton.ItemButton)?.customView { return custom.bounds.width }
        return ceil(button.intrinsicContentSize.width)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    /// Places the buttons at the ends and the title in the middle.
    private func layoutItems() {
        let height = rowHeight
        background.frame = CGRect(
            x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        var titleShift = shownAppearance?.titlePositionAdjustment ?? .zero
        titleShift.vertical += titleVerticalPositionAdjustment(for: isCompactHeight ? .compact : .default)
        largeTitleLabel.frame = CGRect(
            x: 16, y: height, width: max(bounds.width - 32, 0),
            height: Self.largeTitleHeight - largeTitleCollapse)
        var leading = Self.margin
        for button in ([backButton].compactMap { $0 } + leftButtons) {
            let width = buttonWidth(button)
            button.frame = CGRect(x: leading, y: 0, width: width, height: height)
            leading += width + Self.margin
        }
        var trailing = bounds.width - Self.margin
        for button in rightButtons {
            let width = buttonWidth(button)
            button.frame = CGRect(x: trailing - width, y: 0, width: width, height: height)
            trailing -= width + Self.margin
        }
        // Centred on the bar, as wide as the room on its narrower side allows.
        let halfRoom = max(min(bounds.midX - leading, trailing - bounds.midX), 0)
        let titleFrame = CGRect(x: bounds.midX - halfRoom, y: 0, width: 2 * halfRoom, height: height)
        if let titleView = topItem?.titleView {
            let size = titleView.bounds.size
            titleView.frame = CGRect(
                x: bounds.midX - size.width / 2, y: (height - size.height) / 2, width: size.width,
                height: size.height)
        } else {
            titleLabel.frame = titleFrame.offsetBy(dx: titleShift.horizontal, dy: titleShift.vertical)
        }
    }
}
