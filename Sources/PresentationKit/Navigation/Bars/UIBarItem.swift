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

    /// Who shows the item (a navigation bar), told when a shown property changes.
    var changeObservers: [() -> Void] = []

    func itemDidChange() {
        for observer in changeObservers { observer() }
    }
}
