import Foundation

/// The abstract base of the items bars show, as `UIBarItem`: a title, whether it is enabled and a
/// tag. `UIBarButtonItem` is the concrete kind.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; as `init()` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title the bar shows for the item.
    open var title: String? {
        didSet { itemDidChange() }
    }

    /// Whether the item can be tapped; a disabled item's button ignores touches.
    open var isEnabled = true {
        didSet { itemDidChange() }
    }

    /// An app-defined number identifying the item.
    open var tag = 0

    /// The image the bar shows for the item (drawn as a template in the bar's tint unless its
    /// rendering mode is `.alwaysOriginal`, as UIKit's bars do).
    open var image: UIImage? {
        didSet { itemDidChange() }
    }

    /// The image shown on a phone in landscape (nil: `image`).
    open var landscapeImagePhone: UIImage? {
        didSet { itemDidChange() }
    }

    /// The image the large-content viewer shows (stored).
    open var largeContentSizeImage: UIImage?

    /// Moves the image within its place: inset by these, the image centred in what is left.
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { itemDidChange() }
    }

    /// Moves the landscape phone image, as `imageInsets` does the image.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero {
        didSet { itemDidChange() }
    }

    /// Insets of the large-content image (stored).
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero

    /// Sets the title's attributes for `state`: `.font` and `.foregroundColor` style the title
    /// (Behaviour 16.26).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    {
        titleAttributes[state] = attributes
        itemDidChange()
    }

    /// The title's attributes for `state` (the state's own, else `.normal`'s).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }

    private var titleAttributes = ButtonStateTable<[NSAttributedString.Key: Any]>()

    /// Who shows the item (a navigation bar), told when a shown property changes.
    var changeObservers: [() -> Void] = []

    func itemDidChange() {
        for observer in changeObservers { observer() }
    }
}
