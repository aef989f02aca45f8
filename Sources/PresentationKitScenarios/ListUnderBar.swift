import Foundation
import PresentationKit

// Content under a translucent navigation bar: a list (a scroll view of coloured rows) fills the
// navigation controller's view; the bar lies over it and insets it through the safe area, so the
// first row starts below the bar and scrolled rows pass under it (Behaviour 16.20, 16.22).

/// A list of coloured rows in a scroll view that is the controller's root view.
public final class ListUnderBarViewController: UIViewController {
    /// The root view: rows 60 points tall, stacked from the content's top.
    public let scrollView = UIScrollView()
    /// The rows, top first.
    public private(set) var rows: [UIView] = []

    /// Makes the scroll view the root view.
    public override func loadView() {
        view = scrollView
    }

    /// Titles the screen "List", adds twenty alternating rows and a Done button that dismisses.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        scrollView.backgroundColor = .systemBackground
        let colors: [UIColor] = [.systemTeal, .systemOrange]
        for index in 0..<20 {
            let row = UIView()
            row.backgroundColor = colors[index % 2]
            let label = UILabel(frame: CGRect(x: 16, y: 15, width: 300, height: 30))
            label.text = "Row \(index + 1)"
            row.addSubview(label)
            scrollView.addSubview(row)
            rows.append(row)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    /// Lays the rows across the width; the content is as tall as the rows.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = scrollView.bounds.width
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * 60, width: width, height: 60)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * 60)
    }
}

/// The stage: a notched phone (393 × 852 in portrait) that presents, full screen, a navigation
/// controller showing the list.
@MainActor
public struct ListUnderBarStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The list.
    public let list = ListUnderBarViewController()
    /// The navigation controller presented full screen.
    public let navigation: UINavigationController

    /// Installs the "Home" screen on a notched phone in portrait and makes the navigation controller,
    /// `.fullScreen`, not yet presented.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        presenting = SampleContentViewController(title: "Home", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.runUntilIdle()
        navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
    }

    /// A drag up the list by 200 points, which scrolls rows under the bar, then Done.
    public static let gesture = ScenarioGesture.drag(
        from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.4
    )
    .followed(by: .tap(at: CGPoint(x: 366, y: 59 + 22)), after: 1.5)
}
