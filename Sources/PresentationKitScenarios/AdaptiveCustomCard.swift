import Foundation
import PresentationKit

// Custom presentation that adapts ("Beyond the seeds"): a tablet app shows a
// `.custom` card, centred over a dim, from its own presentation controller. In a one-third split
// pane the width is compact and the card's delegate asks for `.overFullScreen`: the card fills the
// pane, shown by UIKit's own presentation controller (Behaviour 13.12), the custom dim faded out. Back at
// full width the delegate answers `.none`: the custom controller takes the card back, centred over
// its dim. Written the way a UIKit app writes it: the screen is the transitioning delegate and makes
// itself the presentation controller's delegate when it supplies it.

/// The card: a plain screen with a title and a Close button.
public final class AdaptiveCardViewController: UIViewController {
    /// Dismisses the card.
    public let closeButton = UIButton(type: .system)

    /// Builds the teal card with its "Card" title and the white Close button wired to ``close()``.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        label.text = "Card"
        label.textColor = .white
        view.addSubview(label)
        closeButton.setTitle("Close", for: .normal)
        closeButton.backgroundColor = .white
        closeButton.layer.cornerRadius = 8
        closeButton.frame = CGRect(x: 20, y: 70, width: 100, height: 44)
        closeButton.addTarget(self, action: AdaptiveCardViewController.close, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    /// The Close button's action.
    public func close() {
        dismiss(animated: true)
    }
}

/// Centres the card (540 × 620, or smaller in a small container) over a 40 % black dim that a tap
/// dismisses, as custom presentation controllers are usually written.
public final class AdaptiveCardPresentationController: UIPresentationController {
    /// The dim behind the card.
    public let dimmingView = UIView()

    /// The card's size at most.
    public static let cardSize = CGSize(width: 540, height: 620)

    /// The card centred in the container at ``cardSize``, or 20 points inside each edge of a container too
    /// small for it, with its origin floored to whole points.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = min(Self.cardSize.width, bounds.width - 40)
        let height = min(Self.cardSize.height, bounds.height - 40)
        return CGRect(
            x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - height) / 2).rounded(.down),
            width: width, height: height)
    }

    /// Inserts the transparent black dim below everything with its tap-to-dismiss recognizer, rounds and
    /// clips the card's corners, and fades the dim to 40 % alongside the transition through the presenting
    /// controller's coordinator.
    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: AdaptiveCardPresentationController.dimTapped))
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.view.layer.cornerRadius = 16
        presentedViewController.view.clipsToBounds = true
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0.4
        })
    }

    /// Fades the dim out alongside the dismissal, through the presenting controller's coordinator.
    public override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    /// Stretches the dim over the container and puts the card at ``frameOfPresentedViewInContainerView``
    /// again.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

/// The screen: a header, and the card's transitioning delegate and adaptive delegate, which asks
/// for `.overFullScreen` in compact width and records each adaptive call it gets, one string each
/// (for example `"adaptivePresentationStyle(for:traitCollection: compact)"`).
public final class AdaptiveCardScreenViewController: UIViewController, UIViewControllerTransitioningDelegate,
    UIAdaptivePresentationControllerDelegate
{
    /// The card it presents.
    public let card = AdaptiveCardViewController()
    /// The adaptive delegate calls received.
    public let log = AdaptivePopoverLog()

    /// Builds the light screen with its indigo header and makes the card `.custom`, with this screen as its
    /// transitioning delegate.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        header.backgroundColor = .systemIndigo
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
    }

    /// Presents the card.
    public func showCard() {
        present(card, animated: true)
    }

    /// A new ``AdaptiveCardPresentationController`` whose adaptive delegate is this screen.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = AdaptiveCardPresentationController(
            presentedViewController: presented, presenting: presenting)
        controller.delegate = self
        return controller
    }

    /// Logs the call with the horizontal size class and asks for `.overFullScreen` in compact width, `.none`
    /// (no adaptation) otherwise.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        log.entries.append(
            "adaptivePresentationStyle(for:traitCollection: \(traitCollection.horizontalSizeClass))")
        return traitCollection.horizontalSizeClass == .compact ? .overFullScreen : .none
    }

    /// Logs that the adaptive presentation controller is being prepared.
    public func presentationController(
        _ presentationController: UIPresentationController,
        prepare adaptivePresentationController: UIPresentationController
    ) {
        log.entries.append("presentationController(_:prepare:)")
    }

    /// Logs the adaptive style the card is about to be shown in.
    public func presentationController(
        _ presentationController: UIPresentationController,
        willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        log.entries.append("willPresentWithAdaptiveStyle(\(AdaptivePopoverViewController.name(of: style)))")
    }
}

/// The adaptive card's stage: a tablet in portrait (834 × 1194) whose root is the screen.
@MainActor
public struct AdaptiveCardStage {
    /// The host the scenario runs on.
    public let host: HeadlessHost
    /// The screen, which presents and is the delegate.
    public let screen: AdaptiveCardScreenViewController

    /// The screen installed on a tablet held in portrait.
    public init() {
        host = HeadlessHost(device: .tablet, orientation: .portrait)
        screen = AdaptiveCardScreenViewController()
        host.window.rootViewController = screen
        host.runUntilIdle()
    }
}
