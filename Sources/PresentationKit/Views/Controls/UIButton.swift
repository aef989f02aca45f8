import Foundation

/// A control with a title that sends `touchUpInside` and `primaryActionTriggered` when tapped,
/// as `UIButton`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// A button with no built-in look: its title is white unless given a colour, and it does not
        /// dim while highlighted.
        case custom = 0
        /// The standard tinted button: a blue title (unless given a colour) that dims while
        /// highlighted.
        case system
        /// UIKit's disclosure button for more detail about an item; no glyph is drawn here, so it
        /// shows only its title, in blue, without dimming.
        case detailDisclosure
        /// UIKit's information button, light variant (current UIKit draws both variants alike); no
        /// glyph is drawn here, so it shows only its title, in blue, without dimming.
        case infoLight
        /// UIKit's information button, dark variant (current UIKit draws both variants alike); no
        /// glyph is drawn here, so it shows only its title, in blue, without dimming.
        case infoDark
        /// UIKit's button for adding a contact; no glyph is drawn here, so it shows only its title,
        /// in blue, without dimming.
        case contactAdd
        /// UIKit's button that dismisses a screen or panel; no glyph is drawn here, so it shows only
        /// its title, in blue, without dimming.
        case close = 7
        /// The plain system style.
        public static let plain = ButtonType.system
    }

    /// The button's kind.
    open var buttonType: ButtonType { storedButtonType }
    private var storedButtonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()

    /// Creates a button of `buttonType` (a convenience initializer, as in UIKit).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installTitleLabel()
    }

    /// Creates a custom button from an archive; as `init(frame: .zero)` here (no archives on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installTitleLabel()
    }

    private func installTitleLabel() {
        label.font = .systemFont(ofSize: UIFont.buttonFontSize)
        label.textAlignment = .center
        addSubview(label)
    }

    /// Creates a button whose title and primary action come from `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    override var tapEvents: Event { [.touchUpInside, .primaryActionTriggered] }

    /// The label that shows the title.
    open var titleLabel: UILabel? { label }

    /// Sets the title for `state`; `.normal`'s title shows in states without their own.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for `state`.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for `state`.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
            ?? (buttonType == .custom ? .white : .systemBlue)
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }

    open override var isHighlighted: Bool { didSet { updateTitle() } }
    open override var isEnabled: Bool { didSet { updateTitle() } }
    open override var isSelected: Bool { didSet { updateTitle() } }

    private func updateTitle() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        // A system button dims its title while highlighted.
        label.alpha = buttonType == .system && isHighlighted ? 0.2 : 1
        setNeedsLayout()
    }

    /// The title's size with UIKit's small margins.
    open override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        return CGSize(width: text.width + 16, height: max(text.height + 12, 34))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.sizeThatFits(bounds.size)
        label.frame = CGRect(
            x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
    }
}
