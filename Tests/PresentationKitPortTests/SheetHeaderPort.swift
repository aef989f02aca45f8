import PresentationKit

// A sheet's header as iOS apps write it (in the shape public presentation libraries and samples
// take): a close button with an SF Symbol at a configured size, a title in a Dynamic Type style,
// a padded badge label, a continue button from a configuration, a gear bar button item with an
// image, and a tab bar item with images. The edits from the iOS source: the import, and method
// references where iOS passes `#selector(...)`.

final class PaddedBadgeLabel: UILabel {
    var contentInsets = UIEdgeInsets(top: 2, left: 8, bottom: 2, right: 8)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInsets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + contentInsets.left + contentInsets.right,
            height: size.height + contentInsets.top + contentInsets.bottom)
    }
}

final class SheetHeaderViewController: UIViewController {
    let closeButton: UIButton = {
        let button = UIButton(type: .system)
        let configuration = UIImage.SymbolConfiguration(pointSize: 25.5, weight: .semibold)
        button.setImage(
            UIImage(systemName: "xmark.circle.fill", withConfiguration: configuration), for: .normal)
        button.tintColor = .secondaryLabel
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.7
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let badge: PaddedBadgeLabel = {
        let label = PaddedBadgeLabel()
        label.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(
            for: .systemFont(ofSize: 12, weight: .bold))
        label.textColor = .white
        label.backgroundColor = .systemRed
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let continueButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.image = UIImage(systemName: "arrow.right")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        let button = UIButton(configuration: configuration)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private(set) var closed = 0
    private(set) var settingsOpened = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Choose a plan for your whole family"
        badge.text = "NEW"
        view.addSubview(closeButton)
        view.addSubview(titleLabel)
        view.addSubview(badge)
        view.addSubview(continueButton)
        closeButton.addTarget(self, action: SheetHeaderViewController.close, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: self,
            action: SheetHeaderViewController.openSettings)
        tabBarItem = UITabBarItem(
            title: "Plans", image: UIImage(systemName: "star"),
            selectedImage: UIImage(systemName: "star.fill"))
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            closeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: closeButton.centerYAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: closeButton.leadingAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            badge.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            continueButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            continueButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            continueButton.bottomAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    func close() {
        closed += 1
        dismiss(animated: true)
    }

    func openSettings() {
        settingsOpened += 1
    }
}
