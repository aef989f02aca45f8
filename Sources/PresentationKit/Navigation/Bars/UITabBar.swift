import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as `UITabBar`: one button per item, of
/// equal widths across the bar, titled by the item; the selected item's title is tinted (Behaviour 16.14).
///
/// Layout (ours): 49 pt tall above the bottom safe-area inset (the bar's background fills the inset
/// too); titles in 10-pt medium, the selected one in system blue, the others in system grey; a badge
/// as a red label with white text at the top right of the item's title.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar's items, above the bottom safe-area inset.
    static let standardHeight: CGFloat = 49

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
    /// with a transparent background, as UIKit does since iOS 15 (Behaviour 16.24).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue?.copy() }
    }

    /// Whether the tab bar is translucent (default true, as UIKit): a tab bar controller's child then
    /// extends under it at the bottom (with `.bottom` in its `edgesForExtendedLayout`); an opaque
    /// tab bar keeps the child's view above it unless the child's `extendedLayoutIncludesOpaqueBars`
    /// (Behaviour 16.21).
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown as selected.
    open var selectedItem: UITabBarItem? {
        didSet { rebuild() }
    }

    /// Replaces the items (not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in storedItems { item.changeObservers = [] }
        storedItems = items ?? []
        for item in storedItems { item.changeObservers = [{ [weak self] in self?.rebuild() }] }
        rebuild()
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

    /// Draws the appearance UIKit's rules pick (Behaviour 16.24).
    private func applyAppearance() {
        background.apply(
            appearances.resolved(
                compactHeight: false, atScrollEdge: isManagedByTabBarController && isAtScrollEdge))
    }

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

    func rebuild() {
        for view in buttons as [UIView] + badges.compactMap({ $0 }) { view.removeFromSuperview() }
        buttons = []
        badges = []
        for (index, item) in storedItems.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(item.displayedTitle, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 10, weight: .medium)
            button.setTitleColor(item === selectedItem ? .systemBlue : .systemGray, for: .normal)
            button.isEnabled = item.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.selectAction?(index) }, for: .touchUpInside)
            addSubview(button)
            buttons.append(button)
            if let badgeValue = item.badgeValue {
                let badge = UILabel()
                badge.text = badgeValue
                badge.font = .systemFont(ofSize: 13)
                badge.textColor = .white
                badge.textAlignment = .center
                badge.backgroundColor = .systemRed
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
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.standardHeight)
            if let badge = badges[index] {
                let size = badge.intrinsicContentSize
                let badgeWidth = max(ceil(size.width) + 8, 18)
                badge.frame = CGRect(x: button.frame.midX + 8, y: 2, width: badgeWidth, height: 18)
            }
        }
    }
}
