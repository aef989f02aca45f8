import Foundation

/// What a navigation bar shows while a controller is on top, as `UINavigationItem`: a title (or a
/// title view), bar button items on either side, and how the back button to it reads.
///
/// Every `UIViewController` has one (`navigationItem`, made on first use); a navigation
/// controller's bar shows the top controller's item, with a back button titled by the item below.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive; as `init()` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown in the middle of the bar; nil shows the owning controller's `title`.
    open var title: String? {
        didSet { itemDidChange() }
    }

    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? {
        didSet { itemDidChange() }
    }

    /// The items on the leading side, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange(observing: leftBarButtonItems) }
    }

    /// The items on the trailing side, trailing first (as in UIKit).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemDidChange(observing: rightBarButtonItems) }
    }

    /// The first of `leftBarButtonItems`; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false {
        didSet { itemDidChange() }
    }

    /// Whether the left items are shown next to the back button rather than instead of it.
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }

    /// The title of the back button shown when this item is just below the top.
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }

    /// A custom back button shown when this item is just below the top (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }

    /// When the bar shows this item's title large (with the bar's `prefersLargeTitles`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below (the root item: large).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Never large, the title in the bar (iOS 17's inline mode).
        case inline = 3
    }

    /// When the title is shown large (Behaviour 16.16).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { itemDidChange() }
    }

    /// The bar's look while this item is on top, in place of the bar's `standardAppearance`; nil
    /// uses the bar's (Behaviour 16.24). Kept as a copy.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue?.copy() }
    }

    /// The look in a compact height while this item is on top; nil falls back as the bar's does.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact ?? nil }
        set { appearances.compact = newValue?.copy() }
    }

    /// The look at the scroll edge while this item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge ?? nil }
        set { appearances.scrollEdge = newValue?.copy() }
    }

    /// The look at the scroll edge in a compact height while this item is on top; nil falls back
    /// to the scroll-edge appearances.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge ?? nil }
        set { appearances.compactScrollEdge = newValue?.copy() }
    }

    /// Sets `hidesBackButton` (the change is not animated here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets `leftBarButtonItem` (the change is not animated here).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets `rightBarButtonItem` (the change is not animated here).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets `leftBarButtonItems` (the change is not animated here).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets `rightBarButtonItems` (the change is not animated here).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    // MARK: Engine

    /// How far the large title has collapsed while this item is on top (0 expanded, up to the
    /// large title's 52 pt), kept per item so a controller shown again finds its bar as it left it
    /// (Behaviour 16.23).
    var largeTitleCollapse: CGFloat = 0

    /// The item's own bar appearances (each nil unless set).
    var appearances = BarAppearances<UINavigationBarAppearance?>(standard: nil) {
        didSet { itemDidChange() }
    }

    /// The owning controller's title, shown when `title` is nil.
    var fallbackTitle: (() -> String?)?
    /// The bar showing the item, told when something shown changes.
    var onChange: (() -> Void)?

    /// The title the bar shows: `title`, else the owning controller's.
    var displayedTitle: String? { title ?? fallbackTitle?() }

    /// The back button's title for this item: `backBarButtonItem`'s, `backButtonTitle`, the
    /// displayed title, else "Back".
    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title = displayedTitle, !title.isEmpty { return title }
        return "Back"
    }

    private func itemDidChange(observing items: [UIBarButtonItem]? = nil) {
        for item in items ?? [] {
            item.changeObservers = [{ [weak self] in self?.onChange?() }]
        }
        onChange?()
    }
}
