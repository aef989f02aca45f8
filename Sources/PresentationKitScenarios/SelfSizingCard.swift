import Foundation
import PresentationKit

// Auto Layout: a bottom card whose height comes from its constrained content, the most
// common custom presentation asked for. The presentation controller measures the card's content
// with `systemLayoutSizeFitting` at the container's width; new text re-sizes the shown card with
// an animation (the text changes, the container lays out again inside `UIView.animate`).

/// The card: a title, a wrapping message and a button in a column, pinned inside the card's
/// content view with constraints.
public final class SelfSizingCardViewController: UIViewController, UIViewControllerTransitioningDelegate {
    /// Everything above the home indicator: what the presentation controller measures.
    public let contentView = UIView()
    /// The bold "Self-sizing card" title at the top of the column.
    public let titleLabel = UILabel()
    /// Wraps over as many lines as the message needs.
    public let messageLabel = UILabel()
    /// The blue "Got it" button, 50 points tall, at the bottom of the column; it dismisses the card.
    public let button = UIButton(type: .system)
    /// The vertical column of the title, the message and the button, 20 points inside the content view's
    /// sides.
    public let stack = UIStackView()

    /// Creates the card showing `message`, already `.custom` and its own transitioning delegate.
    public init(message: String) {
        super.init(nibName: nil, bundle: nil)
        messageLabel.text = message
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    /// Not supported: the card is built in code, so this traps.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Builds the white card with rounded top corners and constrains its column inside ``contentView``, which
    /// spans the card from its top to the safe area's bottom.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

        titleLabel.text = "Self-sizing card"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        messageLabel.numberOfLines = 0
        messageLabel.textColor = .darkGray
        button.setTitle("Got it", for: .normal)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 10
        button.addTarget(self, action: SelfSizingCardViewController.close, for: .touchUpInside)

        stack.axis = .vertical
        stack.spacing = 12
        for view in [titleLabel, messageLabel, button] { stack.addArrangedSubview(view) }
        stack.setCustomSpacing(20, after: messageLabel)

        contentView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentView)
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    /// New text: the card re-sizes to it, animated (0.35 s, critically damped), as an app would
    /// write it.
    public func setMessage(_ message: String) {
        messageLabel.text = message
        guard let container = presentationController?.containerView else { return }
        view.setNeedsLayout()
        UIView.animate(
            withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []
        ) {
            container.layoutIfNeeded()
        }
    }

    /// The button's action.
    public func close() {
        dismiss(animated: true)
    }

    /// A new ``SelfSizingCardPresentationController`` for the card.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SelfSizingCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Places the card at the bottom, as tall as its content measures at the card's width (at most
/// 540 points wide, centred, on a wide screen), over a dim.
public final class SelfSizingCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    /// The card at the container's bottom, at most 540 points wide and centred, as tall as its content view
    /// measures at that width plus the container's bottom safe-area inset.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView,
            let card = presentedViewController as? SelfSizingCardViewController
        else { return .zero }
        let bounds = container.bounds
        let width = min(bounds.width, 540)
        card.loadViewIfNeeded()
        let content = card.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = content.height + container.safeAreaInsets.bottom
        return CGRect(x: (bounds.width - width) / 2, y: bounds.height - height, width: width, height: height)
    }

    /// Inserts the 40 % black dim below everything and fades it in alongside the transition.
    public override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    /// Fades the dim out alongside the dismissal.
    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    /// Puts the card at ``frameOfPresentedViewInContainerView`` again, so new text re-sizes it.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The stage: a device showing a plain screen that presents the card.
@MainActor
public struct SelfSizingCardStage {
    /// A message that wraps over two or three lines on a phone.
    public static let shortMessage =
        "Its height comes from its constraints: a title, this message and a button, measured with systemLayoutSizeFitting."
    /// A longer message, set while the card is shown: the card grows to fit it.
    public static let longMessage =
        shortMessage
        + " New text makes the card measure itself again, and the presentation controller animates it to its new height,"
        + " keeping the button clear of the home indicator."

    /// The host the scenario runs on: the given device in portrait.
    public let host: HeadlessHost
    /// The plain "Home" screen, the window's root, which presents the card.
    public let presenting: UIViewController
    /// The card, showing ``shortMessage``, not yet presented.
    public let card = SelfSizingCardViewController(message: SelfSizingCardStage.shortMessage)

    /// Installs the "Home" screen as the root of `device` (a notched phone by default) held in portrait, and
    /// lets it appear.
    public init(device: HeadlessDevice = .notchedPhone) {
        host = HeadlessHost(device: device, orientation: .portrait)
        presenting = SampleContentViewController(title: "Home", color: .systemTeal)
        host.window.rootViewController = presenting
        host.runUntilIdle()
    }
}
