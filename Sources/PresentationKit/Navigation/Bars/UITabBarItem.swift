import Foundation

/// An item on a tab bar, as `UITabBarItem`: a title (and a badge) for one tab.
///
/// Every `UIViewController` has one (`tabBarItem`, made on first use, titled by the controller's
/// `title` until it gets its own).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items, each shown here by its English title.
    public enum SystemItem: Int, Sendable {
        /// The tab UIKit gives the overflow of tabs that do not fit, titled "More" (this tab bar
        /// controller makes no such tab itself).
        case more
        /// A tab of the user's favourites, titled "Favorites".
        case favorites
        /// A tab of highlighted content, titled "Featured".
        case featured
        /// A tab of the best-rated content, titled "Top Rated".
        case topRated
        /// A tab of recently used items, titled "Recents".
        case recents
        /// A tab of people, titled "Contacts".
        case contacts
        /// A tab of earlier activity, titled "History".
        case history
        /// A tab of saved bookmarks, titled "Bookmarks".
        case bookmarks
        /// A tab for searching, titled "Search".
        case search
        /// A tab of downloaded items, titled "Downloads".
        case downloads
        /// A tab of the newest content, titled "Most Recent".
        case mostRecent
        /// A tab of the most-viewed content, titled "Most Viewed".
        case mostViewed
    }

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; as `init()` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item titled `title` with `tag` (no image; ours, for code without images).
    public convenience init(title: String?, tag: Int) {
        self.init(title: title, image: nil, tag: tag)
    }

    /// Creates an item titled `title` showing `image`, with `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item titled `title` showing `image`, and `selectedImage` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates a system item (titled in English) with `tag`.
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.title = Self.systemTitle(systemItem)
        self.tag = tag
    }

    /// The text of the badge shown on the item; nil shows none.
    open var badgeValue: String? {
        didSet { itemDidChange() }
    }

    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? {
        didSet { itemDidChange() }
    }

    /// The badge's background colour (nil: system red).
    open var badgeColor: UIColor? {
        didSet { itemDidChange() }
    }

    /// Moves the title from its place (Behaviour 16.26).
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet { itemDidChange() }
    }

    /// The tab bar's look while this item's tab is selected, in place of the tab bar's
    /// `standardAppearance` (kept as a copy).
    open var standardAppearance: UITabBarAppearance? {
        get { storedStandardAppearance }
        set {
            storedStandardAppearance = newValue?.copy()
            itemDidChange()
        }
    }
    private var storedStandardAppearance: UITabBarAppearance?

    /// The tab bar's look at the scroll edge while this item's tab is selected (kept as a copy).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { storedScrollEdgeAppearance }
        set {
            storedScrollEdgeAppearance = newValue?.copy()
            itemDidChange()
        }
    }
    private var storedScrollEdgeAppearance: UITabBarAppearance?

    /// Sets the badge text's attributes for `state` (`.foregroundColor` and `.font` are drawn).
    open func setBadgeTextAttributes(
        _ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        badgeAttributes[state] = textAttributes
        itemDidChange()
    }

    /// The badge text's attributes for `state`.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state]
    }

    private var badgeAttributes = ButtonStateTable<[NSAttributedString.Key: Any]>()

    // MARK: Engine

    /// The owning controller's title, shown when `title` is nil.
    var fallbackTitle: (() -> String?)?

    /// The title the tab bar shows.
    var displayedTitle: String? { title ?? fallbackTitle?() }

    static func systemTitle(_ item: SystemItem) -> String {
        switch item {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }
}
