import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as `UITabBar`: one button per item, of
/// equal widths across the bar, titled by the item; the selected item's title is tinted (Behaviour 16.14).
///
/// Layout (ours): 49 pt tall above the bottom safe-area inset on a phone, 50 pt on a tablet and
/// 32 pt in a compact height (`BarMetrics`; the bar's background fills the inset too); titles in
/// 10-pt medium, the selected one in system blue, the others in system grey; a badge as a red
/// label with white text at the top right of the item's title.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Creates an empty tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    /// Creates a tab bar from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        insertSubview(background, at: 0)
        applyAppearance()
    }

    // MARK: Appearance

    /// The tab bar's look: the system's translucent bar unless set. Kept as a copy
    /// (Behaviour 16.24).
    open var standardAppearance: UITabBarAppearance {
        get { appearances.standard }
        set { appearances.standard = newValue.copy() }
    }

    /// The look while the selected content's scroll view is at its bottom edge (or the content has
    /// no scroll view), for a tab bar a tab bar controller manages; nil uses `standardAppearance`
    /// with a transparent background, as UIKit does since iOS 15. As the content's end scrolls
    /// below the bar its background cross-fades into the standard one over the first 20 points
    /// (Behaviour 16.24).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy() }
    }

    /// Whether the tab bar is translucent (default true, as UIKit): a tab bar controller's child then
    /// extends under it at the bottom (with `.bottom` in its `edgesForExtendedLayout`); an opaque
    /// tab bar keeps the child's view above it unless the child's `extendedLayoutIncludesOpaqueBars`
    /// (Behaviour 16.21).
    open var isTranslucent: Bool {
        get { appearances.legacy.isTranslucent }
        set {
            guard newValue != isTranslucent else { return }
            appearances.legacy.isTranslucent = newValue
            superview?.setNeedsLayout()
        }
    }

    /// The tab bar's style: `.black` draws the dark bar where no `standardAppearance` was set
    /// (Behaviour 16.26).
    open var barStyle: UIBarStyle {
        get { appearances.legacy.barStyle }
        set { appearances.legacy.barStyle = newValue }
    }

    /// The tab bar's background colour where no `standardAppearance` was set.
    open var barTintColor: UIColor? {
        get { appearances.legacy.barTintColor }
        set { appearances.legacy.barTintColor = newValue }
    }

    /// The background image (it replaces the blur) where no `standardAppearance` was set.
    open var backgroundImage: UIImage? {
        get { appearances.legacy.backgroundImages[UIBarMetrics.default.rawValue] }
        set { appearances.legacy.backgroundImages[UIBarMetrics.default.rawValue] = newValue }
    }

    /// The image of the line along the tab bar's top; shown only with a custom background image,
    /// as UIKit documents.
    open var shadowImage: UIImage? {
        get { appearances.legacy.shadowImage }
        set { appearances.legacy.shadowImage = newValue }
    }

    /// The colour of the items that are not selected (nil: the appearance's, else system grey);
    /// the selected item takes the tab bar's `tintColor` (Behaviour 16.26).
    open var unselectedItemTintColor: UIColor? {
        didSet { rebuild() }
    }

    /// An image drawn behind the selected item (stored).
    open var selectionIndicatorImage: UIImage?
    /// How items are spread across the bar (stored; items share the width equally here).
    open var itemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of centred items (stored).
    open var itemWidth: CGFloat = 0
    /// The space between centred items (stored).
    open var itemSpacing: CGFloat = 0

    /// Items lay out inline in a compact height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        rebuild()
    }

    /// The selected item's colour follows the tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        didSet { applyAppearance() }
    }

    /// Replaces the items (not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems { item.changeObservers = [] }
        storedItems = items ?? []
        for item in storedItems { item.changeObservers = [{ [weak self] in self?.applyAppearance() }] }
        applyAppearance()
    }

    // MARK: Engine

    private var appearances = BarAppearances(standard: UITabBarAppearance()) {
        didSet { applyAppearance() }
    }
    /// The blur, colour and shadow line behind the items, over the bottom inset too.
    let background = BarBackgroundView(contentEdge: .top)
    /// Whether a tab bar controller manages the bar: only then does the scroll edge count.
    var isManagedByTabBarController = false {
        didSet { if isManagedByTabBarController != oldValue { applyAppearance() } }
    }
    /// Whether the selected content's scroll view is at its bottom edge (or there is none).
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

    /// Draws the appearance UIKit's rules pick (Behaviour 16.24), the selected item's own
    /// appearances taking the bar's place.
    private func applyAppearance() {
        let appearance = appearances.resolved(
            compactHeight: false, atScrollEdge: isManagedByTabBarController && isAtScrollEdge,
            overrides: itemOverrides)
        shownAppearance = appearance
        background.apply(appearance)
        updateScrollEdgeFade()
        rebuild()
    }

    /// The selected item's own appearances, which take the bar's place.
    private var itemOverrides: BarAppearances<UITabBarAppearance?> {
        var overrides = BarAppearances<UITabBarAppearance?>(standard: selectedItem?.standardAppearance)
        overrides.scrollEdge = selectedItem?.scrollEdgeAppearance
        return overrides
    }

    /// Draws the scroll-edge appearance's background fading out under the standard one while the
    /// content is part way past the edge (the items take the standard appearance's colours from
    /// the edge on).
    private func updateScrollEdgeFade() {
        background.followScrollEdge(
            distance: scrollEdgeDistance, fading: isManagedByTabBarController && !isAtScrollEdge
        ) {
            appearances.resolved(compactHeight: false, atScrollEdge: true, overrides: itemOverrides)
        }
    }

    /// The appearance drawn, as `applyAppearance()` last resolved it.
    private var shownAppearance: UITabBarAppearance?

    private var storedItems: [UITabBarItem] = []
    /// What a tap on the item at an index does (the tab bar controller selects it).
    var selectAction: ((Int) -> Void)?
    /// The buttons, one per item, in order.
    private(set) var buttons: [UIButton] = []
    /// Each button's badge, if its item has one.
    private var badges: [UILabel?] = []
    /// The bottom safe-area inset the bar extends over (set by the tab bar controller).
    var bottomInset: CGFloat = 0 {
        didSet { layoutItems() }
    }

    /// Whether items lay out inline (image beside title): in a compact height or on a tablet.
    private var itemsAreInline: Bool {
        traitCollection.verticalSizeClass == .compact || traitCollection.userInterfaceIdiom == .pad
    }

    /// The appearance of the items in the current layout.
    private var itemAppearance: UITabBarItemAppearance? {
        guard let shownAppearance else { return nil }
        if traitCollection.verticalSizeClass == .compact {
            return shownAppearance.compactInlineLayoutAppearance
        }
        return itemsAreInline
            ? shownAppearance.inlineLayoutAppearance : shownAppearance.stackedLayoutAppearance
    }

    /// The colour of `item`'s title and template image: its own title attributes, else the
    /// appearance's, else the tab bar's tint when selected and `unselectedItemTintColor` (system grey)
    /// when not.
    private func color(for item: UITabBarItem, selected: Bool) -> UIColor {
        let state: UIControl.State = selected ? .selected : .normal
        let look = selected ? itemAppearance?.selected : itemAppearance?.normal
        return item.titleTextAttributes(for: state)?[.foregroundColor] as? UIColor
            ?? look?.titleTextAttributes[.foregroundColor] as? UIColor
            ?? look?.iconColor
            ?? (selected ? tintColor : unselectedItemTintColor ?? .systemGray)
    }

    func rebuild() {
        for view in buttons as [UIView] + badges.compactMap({ $0 }) { view.removeFromSuperview() }
        buttons = []
        badges = []
        for (index, item) in storedItems.enumerated() {
            let selected = item === selectedItem
            let button = TabBarItemButton()
            button.isStacked = !itemsAreInline
            button.setTitle(item.displayedTitle, for: .normal)
            let color = color(for: item, selected: selected)
            button.setTitleColor(color, for: .normal)
            button.tintColor = color
            if let font = item.titleTextAttributes(for: selected ? .selected : .normal)?[.font] as? UIFont {
                button.titleLabel?.font = font
            }
            if let image = selected ? item.selectedImage ?? item.image : item.image {
                button.setImage(
                    image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate),
                    for: .normal)
                button.imageEdgeInsets = item.imageInsets
            }
            button.titleEdgeInsets = UIEdgeInsets(
                top: item.titlePositionAdjustment.vertical, left: item.titlePositionAdjustment.horizontal,
                bottom: -item.titlePositionAdjustment.vertical,
                right: -item.titlePositionAdjustment.horizontal)
            button.isEnabled = item.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.selectAction?(index) }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            if let badgeValue = item.badgeValue {
                let look = selected ? itemAppearance?.selected : itemAppearance?.normal
                let attributes = item.badgeTextAttributes(for: .normal) ?? look?.badgeTextAttributes ?? [:]
                let badge = UILabel()
                badge.text = badgeValue
                badge.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
                badge.textColor = attributes[.foregroundColor] as? UIColor ?? .white
                badge.textAlignment = .center
                badge.backgroundColor = item.badgeColor ?? look?.badgeBackgroundColor ?? .systemRed
                addSubview(badge)
                badges.append(badge)
            } else {
                badges.append(nil)
            }
        }
        layoutItems()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    private func layoutItems() {
        background.frame = bounds
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: CGFloat(index) * width, y: 0, width: width, height: max(bounds.height - bottomInset, 0))
            if let badge = badges[index] {
                let size = badge.intrinsicContentSize
                let badgeWidth = max(ceil(size.width) + 8, 18)
                badge.frame = CGRect(x: button.frame.midX + 8, y: 2, width: badgeWidth, height: 18)
            }
        }
    }
}
