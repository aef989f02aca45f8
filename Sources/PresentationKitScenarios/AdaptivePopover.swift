import Foundation
import PresentationKit

// Adaptive popover ("Beyond the seeds"): a tablet app shows details in a popover from
// a button; the user moves the app into a one-third split-view pane, where the width is compact
// and the popover becomes a bottom sheet; back at full width the bubble returns at its button.
// Written the way a UIKit app writes it: the screen's controller is the popover's delegate and
// configures the popover right before presenting.

/// The calls the adaptive popover's delegate received, in order, one string each (for example
/// `"adaptivePresentationStyle(for:traitCollection: compact)"`).
@MainActor
public final class AdaptivePopoverLog {
    /// Everything recorded so far, oldest first.
    public var entries: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Forgets everything recorded so far.
    public func clear() { entries.removeAll() }
}

/// The details shown in the popover: a plain coloured screen with a title.
public final class AdaptivePopoverDetailsViewController: UIViewController {
    /// Builds the orange details screen with its "Details" title.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 280, height: 30))
        label.text = "Details"
        label.textColor = .white
        view.addSubview(label)
    }
}

/// A bar with a Done button above `content`, which it holds as a child: what the adaptive delegate
/// shows in a popover's place once it is a sheet, where a tap outside no longer dismisses.
public final class DoneBarViewController: UIViewController {
    /// The controller shown below the bar.
    public let content: UIViewController
    /// Dismisses the presentation.
    public let doneButton = UIButton(type: .system)
    /// The bar's height.
    public static let barHeight: CGFloat = 56

    /// Creates the bar controller around `content`, which becomes its child when the view loads.
    public init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the controller is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Puts the Done button at the bar's right end, wired to ``done()``, and the content's view below the
    /// bar, resizing with it.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: view.bounds.width - 96, y: 6, width: 80, height: 44)
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        doneButton.addTarget(self, action: DoneBarViewController.done, for: .touchUpInside)
        view.addSubview(doneButton)
        addChild(content)
        content.view.frame = CGRect(
            x: 0, y: Self.barHeight, width: view.bounds.width,
            height: max(0, view.bounds.height - Self.barHeight))
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    /// The Done button's action.
    public func done() {
        dismiss(animated: true)
    }
}

/// The screen: a header with a "Details" button; a tap on it presents the details as a popover
/// anchored to the button, with this controller as the popover's delegate, which lets the popover
/// adapt (`.automatic`: a sheet in compact width) and records each call it gets.
public final class AdaptivePopoverViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    /// The popover's source.
    public let detailsButton = UIButton(type: .system)
    /// The controller the button presents (kept, so that a run knows what is presented).
    public let details = AdaptivePopoverDetailsViewController()
    /// The delegate calls received.
    public let log: AdaptivePopoverLog

    /// Creates the screen, writing the delegate calls it receives to `log`.
    public init(log: AdaptivePopoverLog = AdaptivePopoverLog()) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the screen is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the light screen with its indigo header and the white "Details" button pinned near the top-left
    /// corner, wired to ``showDetails()``.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        header.backgroundColor = .systemIndigo
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        detailsButton.setTitle("Details", for: .normal)
        detailsButton.backgroundColor = .white
        detailsButton.layer.cornerRadius = 8
        // Pinned to the top-left corner, so that the button stays where it is in a narrow pane.
        detailsButton.frame = CGRect(x: 40, y: 60, width: 100, height: 44)
        detailsButton.addTarget(self, action: AdaptivePopoverViewController.showDetails, for: .touchUpInside)
        view.addSubview(detailsButton)
    }

    /// The button's action: the details in a popover pointing at the button.
    public func showDetails() {
        details.modalPresentationStyle = .popover
        details.preferredContentSize = CGSize(width: 320, height: 240)
        if let popover = details.popoverPresentationController {
            popover.sourceView = detailsButton
            popover.sourceRect = detailsButton.bounds
            popover.permittedArrowDirections = .up
            popover.delegate = self
        }
        present(details, animated: true)
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    /// The popover's own choice (`.automatic`: a page sheet in compact width, Behaviour 13.8).
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        log.entries.append(
            "adaptivePresentationStyle(for:traitCollection: \(traitCollection.horizontalSizeClass))")
        return .automatic
    }

    /// In the sheet the details get a bar with a Done button: a container that holds them, shown in
    /// their place while the popover is adapted (Behaviour 13.10).
    public func presentationController(
        _ controller: UIPresentationController,
        viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
    ) -> UIViewController? {
        log.entries.append("viewControllerForAdaptivePresentationStyle(\(Self.name(of: style)))")
        return DoneBarViewController(content: controller.presentedViewController)
    }

    /// Logs that the adaptive presentation controller is being prepared.
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {
        log.entries.append("presentationController(_:prepare:)")
    }

    /// Logs the adaptive style the details are about to be shown in.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        log.entries.append("willPresentWithAdaptiveStyle(\(Self.name(of: style)))")
    }

    /// A style's Swift name, for the log.
    static func name(of style: UIModalPresentationStyle) -> String {
        switch style {
        case .none: ".none"
        case .pageSheet: ".pageSheet"
        case .formSheet: ".formSheet"
        case .fullScreen: ".fullScreen"
        case .overFullScreen: ".overFullScreen"
        case .popover: ".popover"
        default: "rawValue \(style.rawValue)"
        }
    }
}

/// The adaptive popover's stage: a tablet in portrait (834 × 1194) whose root is the screen.
@MainActor
public struct AdaptivePopoverStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The screen, which presents and is the popover's delegate.
    public let screen: AdaptivePopoverViewController

    /// The screen installed on a tablet held in portrait.
    public init() {
        host = HeadlessHost(device: .tablet, orientation: .portrait)
        screen = AdaptivePopoverViewController()
        host.window.rootViewController = screen
        host.runUntilIdle()
    }

    /// The centre of the button, in window coordinates: where the user taps.
    public var buttonCentre: CGPoint {
        let frame = screen.detailsButton.convert(screen.detailsButton.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The window's size in the one-third split-view pane the user moves the app into.
    public static let splitPane = CGSize(width: 320, height: 1194)
    /// The window's size at full width (the tablet in portrait).
    public static let fullWidth = CGSize(width: 834, height: 1194)
}
