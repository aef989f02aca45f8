import Foundation

/// One row of a menu's panel (Behaviour 27.4): an action's title, subtitle and image with a
/// checkmark for its state, a submenu's title with a chevron, a header, a loading row or a gap.
/// Rows highlight under the finger and report a tap that lifts inside.
@MainActor
final class MenuRowView: UIControl {
    let item: MenuRows.Item
    let height: CGFloat
    private let tapped: (MenuRowView) -> Void
    let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let markView = UIImageView()
    private let reservesCheckmark: Bool

    init(item: MenuRows.Item, reservesCheckmark: Bool, tapped: @escaping (MenuRowView) -> Void) {
        self.item = item
        self.tapped = tapped
        self.reservesCheckmark = reservesCheckmark
        switch item {
        case .gap: height = MenuMetrics.groupGap
        case .header: height = MenuMetrics.headerHeight
        case .action(let action, _) where action.subtitle != nil: height = MenuMetrics.rowWithSubtitleHeight
        default: height = MenuMetrics.rowHeight
        }
        super.init(frame: .zero)
        configure()
    }

    required init?(coder: NSCoder) { nil }

    var isGap: Bool {
        if case .gap = item { return true }
        return false
    }

    private func configure() {
        for view in [titleLabel, subtitleLabel, imageView, markView] as [UIView] { addSubview(view) }
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .scaleAspectFit
        markView.contentMode = .scaleAspectFit
        var tint = UIColor.label
        switch item {
        case .gap:
            backgroundColor = UIColor.separator.withAlphaComponent(0.15)
            isEnabled = false
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
            isEnabled = false
        case .back(let submenu):
            titleLabel.text = submenu.title
            titleLabel.font = .boldSystemFont(ofSize: 17)
            imageView.image = UIImage(systemName: "chevron.down")
        case .action(let action, _):
            titleLabel.text = action.title
            subtitleLabel.text = action.subtitle
            imageView.image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            switch action.state {
            case .on: markView.image = UIImage(systemName: "checkmark")
            case .mixed: markView.image = UIImage(systemName: "minus")
            case .off: break
            }
            if action.attributes.contains(.destructive) { tint = .systemRed }
            if action.attributes.contains(.disabled) {
                tint = .tertiaryLabel
                isEnabled = false
            }
        case .submenu(let submenu):
            titleLabel.text = submenu.title
            subtitleLabel.text = submenu.subtitle
            imageView.image = UIImage(systemName: "chevron.right")
            if submenu.options.contains(.destructive) { tint = .systemRed }
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
            isEnabled = false
        }
        if case .header = item {} else if case .loading = item {} else { titleLabel.textColor = tint }
        imageView.tintColor = tint
        markView.tintColor = tint
        addAction(UIAction { [unowned self] _ in self.tapped(self) }, for: .touchUpInside)
    }

    override var isHighlighted: Bool {
        didSet {
            guard !isGap else { return }
            backgroundColor = isHighlighted ? UIColor.separator.withAlphaComponent(0.2) : nil
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding = MenuMetrics.horizontalPadding
        let leading = padding + (reservesCheckmark ? MenuMetrics.checkmarkColumn : 0)
        let side = MenuMetrics.imageSide
        let trailing = imageView.image == nil ? padding : padding + side + 12
        markView.frame = CGRect(x: padding, y: (bounds.height - 14) / 2, width: 14, height: 14)
        imageView.frame = CGRect(
            x: bounds.width - padding - side, y: (bounds.height - side) / 2, width: side, height: side)
        let textWidth = max(0, bounds.width - leading - trailing)
        if subtitleLabel.text == nil {
            titleLabel.frame = CGRect(x: leading, y: 0, width: textWidth, height: bounds.height)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 10, width: textWidth, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 32, width: textWidth, height: 18)
        }
    }
}
