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
        /// The item that confirms and finishes the current screen, titled "Done" and drawn in the
        /// semibold ``UIBarButtonItem/Style/done`` style.
        case done
        /// The item that abandons the current task, titled "Cancel".
        case cancel
        /// The item that switches the screen into editing, titled "Edit".
        case edit
        /// The item that keeps the changes made, titled "Save".
        case save
        /// The item that creates a new entry, titled "Add" where UIKit draws a plus sign.
        case add
        /// Untitled blank space that, on a ``UIToolbar``, shares the width left over with the other
        /// flexible spaces (a ``UINavigationBar`` here shows it as an empty button).
        case flexibleSpace
        /// Untitled blank space that, on a ``UIToolbar``, is as wide as the item's
        /// ``UIBarButtonItem/width`` (a ``UINavigationBar`` here shows it as an empty button).
        case fixedSpace
        /// The item that starts a new message or document, titled "Compose" as there are no symbol
        /// images here.
        case compose
        /// The item that answers a message, titled "Reply" as there are no symbol images here.
        case reply
        /// The item that offers actions on the content (sharing, copying), titled "Share" as there
        /// are no symbol images here.
        case action
        /// The item that moves content into a folder or collection, titled "Organize" as there are no
        /// symbol images here.
        case organize
        /// The item that shows saved bookmarks, titled "Bookmarks" as there are no symbol images here.
        case bookmarks
        /// The item that starts a search, titled "Search" as there are no symbol images here.
        case search
        /// The item that reloads the content, titled "Refresh" as there are no symbol images here.
        case refresh
        /// The item that halts loading or another running task, titled "Stop" as there are no symbol
        /// images here.
        case stop
        /// The item that takes a photo or opens the camera, titled "Camera" as there are no symbol
        /// images here.
        case camera
        /// The item that deletes the selection, titled "Delete" where UIKit draws a bin.
        case trash
        /// The item that starts playback, titled "Play" as there are no symbol images here.
        case play
        /// The item that pauses playback, titled "Pause" as there are no symbol images here.
        case pause
        /// The item that skips playback backwards, titled "Rewind" as there are no symbol images here.
        case rewind
        /// The item that skips playback forwards, titled "Fast Forward" as there are no symbol images
        /// here.
        case fastForward
        /// The item that reverts the last change, titled "Undo" as there are no symbol images here.
        case undo
        /// The item that reapplies the last undone change, titled "Redo" as there are no symbol images
        /// here.
        case redo
        /// The page-curl item UIKit once offered for toolbars; it has no title here, so its button is
        /// empty.
        @available(*, deprecated, message: "UIKit deprecated the page curl item")
        case pageCurl
        /// The item that dismisses the current screen, titled "Close" as there are no symbol images
        /// here.
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

    /// Creates an item showing `image` whose tap calls `action` on `target`, a method reference
    /// taking no argument, instead of UIKit's selector.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: UIBarButtonItem.Style, target: Target?, action: ((Target) -> () -> Void)?
    ) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// Creates an item showing `image` whose tap calls `action` on `target`, a method reference
    /// taking the item, as a selector with a sender argument would.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
        action: @escaping (Target) -> (UIBarButtonItem) -> Void
    ) {
        self.init()
        self.image = image
        self.style = style
        setAction(target: target) { [weak self] target in
            guard let self else { return }
            action(target)(self)
        }
    }

    /// Creates an item showing `image` (and `landscapeImagePhone` on a landscape phone) whose tap
    /// calls `action` on `target`.
    public convenience init<Target: AnyObject>(
        image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Target?,
        action: ((Target) -> () -> Void)?
    ) {
        self.init()
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
        setAction(target: target, action: action.map { method in { target in method(target)() } })
    }

    /// Creates a system item whose tap calls `action` on `target`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target?,
        action: ((Target) -> () -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setAction(target: target, action: action.map { method in { target in method(target)() } })
    }

    /// Creates a system item (`.done`, `.cancel`, `.close`, …) whose tap runs `primaryAction`, or
    /// opens `menu` when there is no primary action.
    public convenience init(
        systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.systemItem = systemItem
        self.title = Self.systemTitle(systemItem)
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item titled `title` (or by the action's title) showing `image` (or the action's)
    /// whose tap runs `primaryAction`, or opens `menu` when there is no primary action.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
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

    /// The menu the item opens (iOS 14): on touch-down when the item has no primary action and no
    /// target-action pair (Behaviour 27.2), else on a long press (27.8).
    open var menu: UIMenu? {
        didSet { itemDidChange() }
    }

    /// Whether a tap has something to run besides a menu.
    var hasTapAction: Bool { primaryAction != nil || targetAction != nil }

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
