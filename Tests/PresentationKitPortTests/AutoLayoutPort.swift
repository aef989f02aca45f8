import PresentationKit

// A self-sizing bottom card and a banner, laid out with Auto Layout as an iOS app writes them
// (written for this project). The only edits from the iOS source are the documented
// mechanical ones: `import PresentationKit` for `import UIKit`, and method references where iOS
// passes `#selector(...)`.

// MARK: - Priorities, as apps extend them

extension UILayoutPriority {
    static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        return UILayoutPriority(lhs.rawValue + rhs)
    }

    static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        return UILayoutPriority(lhs.rawValue - rhs)
    }
}

// MARK: - The card

/// The handle at the top of the card.
final class GrabberView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray2
        layer.cornerRadius = 2.5
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        return CGSize(width: 36, height: 5)
    }
}

/// A card with a title, a message that wraps and a button, as tall as its content.
final class CardViewController: UIViewController {
    let grabber = GrabberView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let doneButton = UIButton(type: .system)
    private(set) var stackView: UIStackView!
    private var grabberTopConstraint: NSLayoutConstraint!
    private(set) var constraintUpdates = 0

    /// A tighter card: the grabber moves up at the next constraint pass.
    var isCompact = false {
        didSet { view.setNeedsUpdateConstraints() }
    }

    init(title: String, message: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        messageLabel.text = message
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16

        titleLabel.text = title
        titleLabel.font = UIFont.boldSystemFont(ofSize: 22)
        titleLabel.setContentHuggingPriority(.required, for: .vertical)

        messageLabel.font = UIFont.systemFont(ofSize: 17)
        messageLabel.numberOfLines = 0
        messageLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)

        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: CardViewController.doneTapped, for: .touchUpInside)

        stackView = UIStackView(arrangedSubviews: [titleLabel, messageLabel, doneButton])
        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 8
        stackView.setCustomSpacing(24, after: messageLabel)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        grabber.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grabber)
        view.addSubview(stackView)

        grabberTopConstraint = NSLayoutConstraint(
            item: grabber, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
            multiplier: 1, constant: 8)
        let bottom = stackView.bottomAnchor.constraint(
            equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        bottom.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            grabberTopConstraint,
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stackView.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bottom,
        ])

        // What a popover or a form sheet would show it at.
        preferredContentSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    override func updateViewConstraints() {
        constraintUpdates += 1
        grabberTopConstraint.constant = isCompact ? 4 : 8
        super.updateViewConstraints()
    }

    /// Changes the message; the card grows or shrinks to it, animated.
    func setMessage(_ message: String, animated: Bool) {
        messageLabel.text = message
        guard let containerView = presentationController?.containerView else { return }
        containerView.setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3) {
                containerView.layoutIfNeeded()
            }
        } else {
            containerView.layoutIfNeeded()
        }
    }

    private func doneTapped() {
        dismiss(animated: true, completion: nil)
    }
}

extension CardViewController: UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Presents the card at the bottom of the screen, as tall as its content, over a dimming view.
final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let width = containerView.bounds.width
        let fittingSize = presentedView!.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let height = min(fittingSize.height, containerView.bounds.height - containerView.safeAreaInsets.top)
        return CGRect(x: 0, y: containerView.bounds.height - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ])
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

// MARK: - The screen that presents it

/// A screen with a banner that slides down from under the top edge once the card is dismissed.
final class InboxViewController: UIViewController {
    let banner = UIView()
    let bannerLabel = UILabel()
    private var bannerTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        banner.backgroundColor = .systemGreen
        banner.layer.cornerRadius = 12
        banner.translatesAutoresizingMaskIntoConstraints = false
        bannerLabel.text = "Saved"
        bannerLabel.translatesAutoresizingMaskIntoConstraints = false
        banner.addSubview(bannerLabel)
        view.addSubview(banner)

        bannerTopConstraint = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: -60)
        NSLayoutConstraint.activate([
            bannerTopConstraint,
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            banner.heightAnchor.constraint(equalToConstant: 48),
            bannerLabel.centerYAnchor.constraint(equalTo: banner.centerYAnchor),
            bannerLabel.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 16),
        ])
    }

    func showCard() {
        let card = CardViewController(
            title: "Draft saved",
            message: "Your message was saved to Drafts. You can finish it later from any device.")
        present(card, animated: true, completion: nil)
    }

    /// The banner's height constraint, found by its anchor.
    var bannerHeightConstraint: NSLayoutConstraint? {
        return banner.constraints.first { $0.firstAnchor == banner.heightAnchor && $0.secondAnchor == nil }
    }

    /// Slides the banner into the safe area.
    func showBanner() {
        bannerTopConstraint.constant = view.safeAreaInsets.top + 8
        UIView.animate(withDuration: 0.35) {
            self.view.layoutIfNeeded()
        }
    }
}
