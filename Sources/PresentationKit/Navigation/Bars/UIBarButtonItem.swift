import Foundation

/// A button on a navigation bar (or a toolbar), as `UIBarButtonItem`.
///
/// Its action is a method reference instead of a selector, as for `UIControl.addTarget` here:
/// `UIBarButtonItem(title: "Done", style: .done, target: self, action: Screen.done)`; or a
/// `primaryAction` (`UIAction`), which wins when both are set, as in UIKit. A tap on the bar's button
/// runs it.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Semibold weight: the item that confirms (Done, Save).
        case done = 2
    }

    /// UIKit's system items; each is shown here by its English title (see `systemTitle`).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated, message: "UIKit deprecated the page curl item")
        case pageCurl
        case close
    }

    /// Creates a plain item with no title or action.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; as `init()` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item whose tap calls `action` on `target`, a method reference taking no
    /// argument (`Screen.done`) instead of UIKit's selector.
    public convenience init<Target: AnyObject>(
        title: String?, style: UIBarButtonItem.Style, target: Target?, action: ((Target) -> () -> Void)?
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target, action: action.map { method in { target in method(target)() } })
    }

    /// Creates an item whose tap calls `action` on `target`, a method reference taking the item
    /// (`Screen.done(_:)`), as a selector with a sender argument would.
    public convenience init<Target: AnyObject>(
        title: String?, style: UIBarButtonItem.Style, target: Target?,
        action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.title = title
        self.style = style
        setAction(target: target) { [weak self] target in
            guard let self else { return }
            action(target)(self)
        }
    }

    /// Creates a system item whose tap calls `action` on `target`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
        action: ((Target) -> () -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setAction(target: target, action: action.map { method in { target in method(target)() } })
    }

    /// Creates a system item (`.done`, `.cancel`, `.close`, …) whose tap runs `primaryAction`.
    /// UIKit's `menu:` argument is missing: there is no `UIMenu` yet.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.title = Self.systemTitle(systemItem)
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// Creates an item titled `title` (or by the action's title) whose tap runs `primaryAction`.
    /// UIKit's `image:` and `menu:` arguments are missing: there is no `UIImage` or `UIMenu` yet.
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.primaryAction = primaryAction
    }

    /// Creates an item showing `customView` instead of a title.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The weight of the title.
    open var style = Style.plain {
        didSet { itemDidChange() }
    }

    /// The action a tap runs; when set, the target-action pair is not called (as in UIKit).
    open var primaryAction: UIAction? {
        didSet { itemDidChange() }
    }

    /// A view the bar shows instead of a titled button.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }

    /// The width of the item; 0 sizes it to its title.
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }

    /// The object the target-action pair calls, held weakly as in UIKit.
    open weak var target: AnyObject?

    /// The view showing the item on a bar (its button), for popovers pointing at it.
    weak var shownView: UIView?

    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?
    /// Calls the action on the target (the stand-in for UIKit's `action` selector).
    private var targetAction: ((AnyObject) -> Void)?

    private func setAction<Target: AnyObject>(target: Target?, action: ((Target) -> Void)?) {
        self.target = target
        guard let action else {
            targetAction = nil
            return
        }
        targetAction = { object in
            guard let typed = object as? Target else { return }
            action(typed)
        }
    }

    /// Runs what a tap on the item runs: the primary action, else the target-action pair. A
    /// disabled item does nothing.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let targetAction, let target {
            targetAction(target)
        }
    }

    /// The English title a system item shows (ours: UIKit draws some of them as symbols).
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "Add"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "Refresh"
        case .stop: "Stop"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "Play"
        case .pause: "Pause"
        case .rewind: "Rewind"
        case .fastForward: "Fast Forward"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "Close"
        default: nil
        }
    }
}
