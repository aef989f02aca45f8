import Foundation
import PresentationKit

// Safe areas: content presented full screen on a notched phone keeps clear of the status
// bar, the Dynamic Island's landscape cut-outs and the home indicator, in portrait and landscape, by
// laying itself out in its view's `safeAreaLayoutGuide` (with frames, as code without Auto Layout
// does), and re-laying out when the safe area changes.

/// A full-screen screen whose content (a panel with a title and a Close button at its bottom) fills
/// the safe area; the unsafe margins show the view's red background.
public final class SafeAreaContentViewController: UIViewController {
    /// The content: exactly the safe area.
    public let panel = UIView()
    /// The title at the panel's top.
    public let titleLabel = UILabel()
    /// At the panel's bottom: dismisses.
    public let closeButton = UIButton(type: .system)

    /// Builds the red screen with its green panel, the panel's white title and its white Close button wired
    /// to ``close()``.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        panel.backgroundColor = .systemGreen
        view.addSubview(panel)
        titleLabel.text = "Inside the safe area"
        titleLabel.textColor = .white
        panel.addSubview(titleLabel)
        closeButton.setTitle("Close", for: .normal)
        closeButton.backgroundColor = .white
        closeButton.layer.cornerRadius = 8
        closeButton.addTarget(self, action: SafeAreaContentViewController.close, for: .touchUpInside)
        panel.addSubview(closeButton)
    }

    /// Sets the panel to the safe area's layout frame and, within the panel's layout margins, puts the title
    /// at the top and the Close button at the bottom; runs again whenever the safe area changes.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        panel.frame = view.safeAreaLayoutGuide.layoutFrame
        let margins = panel.layoutMarginsGuide.layoutFrame
        titleLabel.frame = CGRect(x: margins.minX, y: margins.minY, width: margins.width, height: 30)
        closeButton.frame = CGRect(x: margins.minX, y: margins.maxY - 44, width: margins.width, height: 44)
    }

    /// The Close button's action.
    public func close() {
        dismiss(animated: true)
    }
}

/// The stage: a notched phone (393 × 852 in portrait) showing a plain screen that presents the
/// content full screen.
@MainActor
public struct SafeAreaStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The window's root controller, which presents.
    public let presenting: UIViewController
    /// The full-screen content.
    public let content = SafeAreaContentViewController()

    /// Installs the "Home" screen as the root of a notched phone held in portrait, lets it appear, and makes
    /// the content `.fullScreen`, not yet presented.
    public init() {
        host = HeadlessHost(device: .notchedPhone, orientation: .portrait)
        presenting = SampleContentViewController(title: "Home", color: .systemIndigo)
        host.window.rootViewController = presenting
        host.runUntilIdle()
        content.modalPresentationStyle = .fullScreen
    }
}
