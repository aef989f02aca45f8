import Foundation

/// A bar of bar button items, as `UIToolbar`; a navigation controller shows one at its bottom with
/// the top controller's `toolbarItems` (Behaviour 16.18).
///
/// Layout (ours): on a phone 44 pt tall where the window has no bottom safe-area inset and 49 pt
/// above the inset where it has one, on a tablet 50 pt above the inset (`BarMetrics`), its background
/// covering the inset; the items' buttons from the leading edge, each sized to its title (or its
/// `width`, or its custom view), 8 pt from the edges and 8 pt apart, `.flexibleSpace` items sharing
/// what is left and `.fixedSpace` items taking their `width`; titles in 17-pt regular (`.done`
/// semibold).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// Creates an empty toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    /// Creates a toolbar from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    // MARK: Appearance

    /// The toolbar's look at its standard height: the system's translucent bar unless set. Kept
    /// as a copy (Behaviour 16.24).
    open var standardAppearance: UIToolbarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy() }
    }

    /// The look in a compact height; nil uses `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue?.copy() }
    }

    /// The look while the content's scroll view is at its bottom edge (or the content has no
    /// scroll view), for a toolbar a navigation controller manages; nil uses `standardAppearance`
    /// with a transparent background. As the content's end scrolls below the toolbar its background
    /// cross-fades into the standard one over the first 20 points (Behaviour 16.24).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy() }
    }

    /// The look at the scroll edge in a compact height; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue?.copy() }
    }

    /// Whether the toolbar is translucent (default true, as UIKit): a navigation controller's child then
    /// extends under it at the bottom (with `.bottom` in its `edgesForExtendedLayout`); an opaque
    /// toolbar keeps the child's view above it unless the child's `extendedLayoutIncludesOpaqueBars`
    /// (Behaviour 16.21).
    open var isTranslucent: Bool {
        get { appearances.legacy.isTranslucent }
        set {
            guard newValue != isTranslucent else { return }
            appearances.legacy.isTranslucent = newValue
            superview?.setNeedsLayout()
        }
    }

    /// The toolbar's style: `.black` draws the dark bar where no `standardAppearance` was set
    /// (Behaviour 16.26).
    open var barStyle: UIBarStyle {
        get { appearances.legacy.barStyle }
        set { appearances.legacy.barStyle = newValue }
    }

    /// The toolbar's background colour where no `standardAppearance` was set.
    open var barTintColor: UIColor? {
        get { appearances.legacy.barTintColor }
        set { appearances.legacy.barTintColor = newValue }
    }

    /// Sets the background image for a position and height class (it replaces the blur; every
    /// position shares one image here).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        appearances.legacy.backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// The background image for a position and height class.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics)
        -> UIImage?
    {
        appearances.legacy.backgroundImages[barMetrics.rawValue]
    }

    /// Sets the image of the line along the toolbar's top; shown only with a custom background
    /// image, as UIKit documents.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        appearances.legacy.shadowImage = shadowImage
    }

    /// The shadow image for a position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        appearances.legacy.shadowImage
    }

    /// The items shown, leading first.
    open var items: [UIBarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (not animated here).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedItems = items ?? []
        for item in storedItems { item.changeObservers = [{ [weak self] in self?.rebuild() }] }
        rebuild()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    // MARK: Engine

    private var appearances = BarAppearances(standard: UIToolbarAppearance()) {
        didSet { applyAppearance() }
    }
    /// The blur, colour and shadow line behind the items, over the bottom inset too.
    let background = BarBackgroundView(contentEdge: .top)
    /// Whether a navigation controller manages the toolbar: only then does the scroll edge count.
    var isManagedByNavigationController = false {
        didSet { if isManagedByNavigationController != oldValue { applyAppearance() } }
    }
    /// Whether the content's scroll view is at its bottom edge (or there is none).
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

    /// Draws the appearance UIKit's rules pick (Behaviour 16.24).
    private func applyAppearance() {
        background.apply(
            appearances.resolved(
                compactHeight: traitCollection.verticalSizeClass == .compact,
                atScrollEdge: isManagedByNavigationController && isAtScrollEdge))
        updateScrollEdgeFade()
    }

    /// Draws the scroll-edge appearance's background fading out under the standard one while the
    /// content is part way past the edge.
    private func updateScrollEdgeFade() {
        background.followScrollEdge(
            distance: scrollEdgeDistance, fading: isManagedByNavigationController && !isAtScrollEdge
        ) {
            appearances.resolved(
                compactHeight: traitCollection.verticalSizeClass == .compact, atScrollEdge: true)
        }
    }

    private var storedItems: [UIBarButtonItem] = []
    /// The buttons of the items (nil for spaces), in the items' order.
    private(set) var buttons: [UIButton?] = []
    /// The bottom safe-area inset the toolbar's background covers below its items.
    var bottomInset: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    private static func isSpace(_ item: UIBarButtonItem) -> Bool {
        item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace
    }

    private func rebuild() {
        for case let button? in buttons { button.removeFromSuperview() }
        buttons = storedItems.map { item in
            guard !Self.isSpace(item) else { return nil }
            let button = BarButton.make(
                for: item, landscapePhone: traitCollection.verticalSizeClass == .compact)
            addSubview(button)
            return button
        }
        setNeedsLayout()
        layoutItems()
    }

    private func width(of item: UIBarButtonItem, button: UIButton?) -> CGFloat {
        if item.width > 0 { return item.width }
        if let custom = item.customView { return custom.bounds.width }
        guard let button else { return 0 }
        return ceil(button.intrinsicContentSize.width)
    }

    private func layoutItems() {
        background.frame = bounds
        let height = bounds.height - bottomInset
        let margin = UINavigationBar.margin
        let flexible = storedItems.filter { $0.systemItem == .flexibleSpace }.count
        let fixed = zip(storedItems, buttons).reduce(CGFloat(0)) { sum, pair in
            pair.0.systemItem == .flexibleSpace ? sum : sum + width(of: pair.0, button: pair.1)
        }
        let gaps = CGFloat(max(storedItems.count - 1, 0)) * margin
        let spare = max(bounds.width - 2 * margin - gaps - fixed, 0)
        var x = margin
        for (item, button) in zip(storedItems, buttons) {
            let itemWidth =
                item.systemItem == .flexibleSpace
                ? spare / CGFloat(max(flexible, 1)) : width(of: item, button: button)
            button?.frame = CGRect(x: x, y: 0, width: itemWidth, height: max(height, 0))
            x += itemWidth + margin
        }
    }
}
