import Foundation
import PresentationKit

// A sheet with detents (Behaviour 14): a page sheet on a notched phone, configured as apps do it
// (`sheetPresentationController.detents = [.medium(), .large()]`, a grabber), presented at medium;
// the user drags it up to large, then flings it down and away.

/// What the sheet shows: a title over a plain background.
public final class SheetDetentsContentViewController: UIViewController {
    /// Fills the view with the system background and adds the bold "Drag me" title near its top.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 300, height: 30))
        title.text = "Drag me"
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .label
        view.addSubview(title)
    }
}

/// The stage: a notched phone whose root presents the sheet.
@MainActor
public struct SheetDetentsStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The sheet's content, configured for `[.medium(), .large()]` with a grabber.
    public let content = SheetDetentsContentViewController()

    /// Installs the "Home" screen as the root of a notched phone held in portrait, lets it appear, and makes
    /// the content a page sheet with medium and large detents and a visible grabber, not yet presented.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        presenting = SampleContentViewController(title: "Home", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.runUntilIdle()
        content.modalPresentationStyle = .pageSheet
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
    }

    /// The user's finger once the sheet is up: a slow drag up from medium (it settles at large),
    /// then a fling down that dismisses it.
    public static let gesture = ScenarioGesture.drag(
        from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 250), duration: 0.5
    )
    .followed(
        by: .fling(
            from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 600), duration: 0.3,
            releaseVelocity: CGPoint(x: 0, y: 1800)),
        after: 0.8)
}
