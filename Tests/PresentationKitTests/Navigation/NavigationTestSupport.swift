import Foundation
import PresentationKitTestSupport
import Testing

@testable import PresentationKit

/// One list of strings every recording controller and delegate of a test appends to.
@MainActor
final class NavigationLog {
    var entries: [String] = []
}

/// A controller recording its appearance and containment callbacks as "<name>.<callback>".
@MainActor
final class NavRecordingController: UIViewController {
    let name: String
    let log: NavigationLog
    /// Whether `transitionCoordinator` was non-nil in `viewWillAppear` / `viewWillDisappear`.
    var coordinatorInWill: Bool?

    init(_ name: String, log: NavigationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func note(_ entry: String) { log.entries.append("\(name).\(entry)") }

    private func parentName(_ parent: UIViewController?) -> String {
        guard let parent else { return "nil" }
        return parent is UINavigationController ? "nav" : String(describing: type(of: parent))
    }

    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        coordinatorInWill = transitionCoordinator != nil
        note("viewWillAppear(\(animated))")
    }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) {
        coordinatorInWill = transitionCoordinator != nil
        note("viewWillDisappear(\(animated))")
    }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        note("willMove(\(parentName(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        note("didMove(\(parentName(parent)))")
    }
}

/// A delegate recording `willShow` / `didShow`.
@MainActor
final class NavRecordingDelegate: NSObject, UINavigationControllerDelegate {
    let log: NavigationLog
    init(log: NavigationLog) { self.log = log }

    private func name(_ controller: UIViewController) -> String {
        (controller as? NavRecordingController)?.name ?? "\(type(of: controller))"
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.willShow(\(name(viewController)), \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        log.entries.append("delegate.didShow(\(name(viewController)), \(animated))")
    }
}

/// A controller whose root view is a scroll view with `contentHeight` points of content (100
/// wide), set as the view loads; a test makes the content grow or shrink through
/// `scrollView.contentSize`.
@MainActor
class ScrollListController: UIViewController {
    let scrollView = UIScrollView()
    let contentHeight: CGFloat

    init(contentHeight: CGFloat = 2000) {
        self.contentHeight = contentHeight
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func loadView() {
        scrollView.contentSize = CGSize(width: 100, height: contentHeight)
        view = scrollView
    }
}

@MainActor
enum NavigationFixture {
    /// A host (390 × 844, no safe-area insets) showing a navigation controller rooted at "A".
    static func make() -> (HeadlessHost, UINavigationController, NavRecordingController, NavigationLog) {
        let host = HeadlessHost()
        let log = NavigationLog()
        let root = NavRecordingController("A", log: log)
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runUntilIdle()
        return (host, navigation, root, log)
    }

    /// The centre of `view` in window coordinates, for `host.tap(at:)`.
    static func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
