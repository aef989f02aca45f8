import Foundation

/// A transition from one controller to another, as UIKit's `UIStoryboardSegue`.
///
/// `perform()` runs the handler given to `init(identifier:source:destination:performHandler:)`;
/// a subclass overrides it to make its own transition (Behaviour 24.2).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    open var identifier: String? { identifierStorage }
    /// The controller the segue starts from.
    open var source: UIViewController { sourceStorage }
    /// The controller the segue leads to.
    open var destination: UIViewController { destinationStorage }

    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private var performHandler: (@MainActor () -> Void)?

    /// Creates a segue; `perform()` does nothing unless a subclass overrides it. Required (UIKit's
    /// is not): the storyboard registry makes custom segues from their class.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// Creates a segue whose `perform()` runs `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: runs the perform handler, if any. Subclasses override it.
    open func perform() {
        performHandler?()
    }
}

/// The source of an unwind segue, as UIKit's `UIStoryboardUnwindSegueSource`: the controller the
/// unwind starts from, the action it runs, and the sender. Unwind segues run only from storyboard
/// files; here an unwind is a `dismiss` (see PortingFromUIKit).
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind starts from.
    public let source: UIViewController
    /// The unwind action's name.
    public let unwindAction: String
    /// The object that triggered the unwind.
    public let sender: Any?

    init(source: UIViewController, unwindAction: String, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
