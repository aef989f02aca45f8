import Foundation
import PresentationKit

// Modal navigation stack: a form sheet holding a navigation controller, the most common
// shape of a modal screen in iOS apps. The user opens a message (a push), goes back with the back
// button, opens it again, starts an edge swipe back and gives up (cancelled), swipes back for real
// (finished), then taps Done, which dismisses the whole sheet.

/// The list screen: an "Open" button that pushes the message; Done in the bar dismisses the sheet.
public final class InboxViewController: UIViewController {
    /// Pushes the message.
    public let openButton = UIButton(type: .system)

    /// Titles the screen "Inbox", adds the grey Open button wired to ``open()``, and puts a Done button that
    /// dismisses the sheet on the right of its navigation item.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        openButton.setTitle("Open", for: .normal)
        openButton.backgroundColor = .systemGray5
        openButton.layer.cornerRadius = 8
        openButton.addTarget(self, action: InboxViewController.open, for: .touchUpInside)
        view.addSubview(openButton)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// Places the Open button 20 points inside the safe area: the view extends under the
    /// translucent bar, whose height is its top safe-area inset (Behaviour 16.20).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        openButton.frame = CGRect(x: safe.left + 20, y: safe.top + 20, width: 120, height: 44)
    }

    /// The Open button's action.
    public func open() {
        navigationController?.pushViewController(MessageViewController(), animated: true)
    }
}

/// The pushed screen: a coloured message.
public final class MessageViewController: UIViewController {
    /// Titles the screen "Message", colours it yellow and adds its greeting.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"
        view.backgroundColor = .systemYellow
        label.text = "Hello from the stack"
        view.addSubview(label)
    }

    private let label = UILabel()

    /// Keeps the greeting 20 points inside the safe area, below the bar (Behaviour 16.20).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        label.frame = CGRect(x: safe.left + 20, y: safe.top + 20, width: 300, height: 30)
    }
}

/// The stage: a phone (390 × 844) whose root presents the navigation controller as a form sheet
/// (a bottom sheet from y = 54 in compact width; its bar 44 points tall at the sheet's top).
@MainActor
public struct ModalNavigationStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The navigation controller presented as a form sheet.
    public let navigation: UINavigationController
    /// Its root, the inbox.
    public let inbox = InboxViewController()

    /// Installs the "Mail" screen as the root of a 390 × 844 host, lets it appear, and prepares the
    /// navigation controller around the inbox as a form sheet, not yet presented.
    public init() {
        host = HeadlessHost(size: CGSize(width: 390, height: 844))
        presenting = SampleContentViewController(title: "Mail", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.advance(by: 0)
        navigation = UINavigationController(rootViewController: inbox)
        navigation.modalPresentationStyle = .formSheet
    }

    /// Where the user's finger goes once the sheet is up (window coordinates).
    public static let openButton = CGPoint(x: 80, y: 54 + 44 + 42)
    /// The back button in the window, at the left of the sheet's bar.
    public static let backButton = CGPoint(x: 24, y: 54 + 22)
    /// The Done button in the window, at the right of the sheet's bar.
    public static let doneButton = CGPoint(x: 366, y: 54 + 22)

    /// Open, back, open, a swipe back given up, a swipe back finished, Done.
    public static let gesture = ScenarioGesture.tap(at: openButton)
        .followed(by: .tap(at: backButton), after: 0.6)
        .followed(by: .tap(at: openButton), after: 0.6)
        .followed(
            by: .drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.4), after: 0.6
        )
        .followed(
            by: .fling(
                from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3,
                releaseVelocity: CGPoint(x: 900, y: 0)),
            after: 0.8
        )
        .followed(by: .tap(at: doneButton), after: 0.8)
}
